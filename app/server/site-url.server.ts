import { getEnv } from './env.server.ts'

/**
 * The site's public origin for canonical URLs, share tags and the sitemap: SITE_URL when
 * set (behind a proxy or CDN), else the origin the request arrived at.
 */
export function siteOrigin(request: Request) {
	const configured = getEnv().SITE_URL
	return (configured ?? new URL(request.url).origin).replace(/\/+$/, '')
}
