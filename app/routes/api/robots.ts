// GET /robots.txt: crawl the public site, stay out of the admin, find the sitemap.
import { siteOrigin } from '#app/server/site-url.server.ts'

import type { Route } from './+types/robots'
import type { RouteHandle } from '#app/lib/route-handle.ts'

/** Kept by the shared cache like a page (it reads no query). */
export const handle = { query: {} } satisfies RouteHandle

export function loader({ request }: Route.LoaderArgs) {
	const body = [
		'User-agent: *',
		'Allow: /',
		'Disallow: /admin',
		'Disallow: /api/',
		'',
		`Sitemap: ${siteOrigin(request)}/sitemap.xml`,
		'',
	].join('\n')
	return new Response(body, {
		headers: {
			'Content-Type': 'text/plain; charset=utf-8',
			'Cache-Control': 'public, max-age=86400',
		},
	})
}
