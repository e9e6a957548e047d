// GET /sitemap.xml: every public page (each tab that has its own content) and every
// visible project at its own address. When the database fails, the pages still are.
import { SERVICE_TABS, serviceHref } from '#app/components/site/ServiceAreas.tsx'
import { absoluteUrl } from '#app/lib/seo.ts'
import { projectAddress } from '#app/lib/slugs.ts'
import { SITE_CONTENT_DEFAULTS } from '#app/lib/site-content.ts'
import type { SiteContent } from '#app/schemas/site-content.ts'
import { getDb } from '#app/server/db/index.server.ts'
import {
	listVisibleProjectLinks,
	type ProjectLink,
} from '#app/server/models/projects.server.ts'
import { readSiteContent } from '#app/server/models/site-content.server.ts'
import { loadOr } from '#app/server/public-data.server.ts'
import { siteOrigin } from '#app/server/site-url.server.ts'

import type { Route } from './+types/sitemap'
import type { RouteHandle } from '#app/lib/route-handle.ts'

/** The public pages of spec §2, with the tabs that are pages of their own. */
/** Kept by the shared cache like a page (it reads no query). */
export const handle = { query: {} } satisfies RouteHandle

export const PUBLIC_PATHS = [
	'/',
	'/about',
	'/portfolio',
	'/portfolio?tab=websites',
	'/products',
	'/products?tab=websites',
	...SERVICE_TABS.map(serviceHref),
	'/contact',
]

/** The public paths a Site form's "hide from search engines" takes out. */
function hiddenPaths(content: SiteContent): Set<string> {
	const hidden = new Set<string>()
	if (content.home.search.noindex) hidden.add('/')
	if (content.about.search.noindex) hidden.add('/about')
	if (content.contact.search.noindex) hidden.add('/contact')
	for (const tab of SERVICE_TABS)
		if (content.services[tab].search.noindex) hidden.add(serviceHref(tab))
	return hidden
}

function escapeXml(text: string) {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;')
}

function entry(loc: string, lastmod?: string) {
	const date = lastmod && !Number.isNaN(Date.parse(lastmod)) ? new Date(lastmod) : null
	return [
		'<url>',
		`<loc>${escapeXml(loc)}</loc>`,
		date ? `<lastmod>${date.toISOString().slice(0, 10)}</lastmod>` : '',
		'</url>',
	].join('')
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const origin = siteOrigin(request)
	const projects = await loadOr<ProjectLink[]>(
		context,
		'sitemap projects',
		() => listVisibleProjectLinks(getDb()),
		[],
	)
	const content = await loadOr<SiteContent>(
		context,
		'sitemap site content',
		() => readSiteContent(getDb()),
		SITE_CONTENT_DEFAULTS,
	)
	const hidden = hiddenPaths(content)
	const urls = [
		...PUBLIC_PATHS.filter((path) => !hidden.has(path)).map((path) =>
			entry(absoluteUrl(origin, path)),
		),
		...projects.map((project) =>
			entry(
				absoluteUrl(origin, projectAddress(project.collection, project.slug)),
				project.updatedAt,
			),
		),
	]
	const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
	return new Response(xml, {
		headers: {
			'Content-Type': 'application/xml; charset=utf-8',
			'Cache-Control': 'public, max-age=3600',
		},
	})
}
