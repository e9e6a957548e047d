// GET /sitemap.xml: every public page (each tab that has its own content) and every
// visible project at its own address, in every published language, each with its
// alternates in the others (`xhtml:link hreflang`, as search engines document; decision
// 051). When the database fails, the pages still are, in the default language.
import { PUBLIC_PAGE_CACHE } from '#app/lib/http-headers.ts'
import { SERVICE_TABS, serviceHref } from '#app/components/site/ServiceAreas.tsx'
import { DEFAULT_LANGUAGE, localizedPath } from '#app/lib/languages.ts'
import { absoluteUrl } from '#app/lib/seo.ts'
import { projectAddress } from '#app/lib/slugs.ts'
import { SITE_CONTENT_DEFAULTS } from '#app/lib/site-content.ts'
import type { SiteContent } from '#app/schemas/site-content.ts'
import { getDb } from '#app/server/db/index.server.ts'
import {
	listVisibleProjectLinks,
	SITEMAP_MAX_PROJECTS,
	type ProjectLink,
} from '#app/server/models/projects.server.ts'
import {
	readSiteLanguages,
	translatedSlugs,
	type SiteLanguages,
} from '#app/server/models/translations.server.ts'
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

/**
 * One page in one language: its address, and every language's (x-default: the default's),
 * itself included, as the sitemap's hreflang annotations ask.
 */
function entry(
	origin: string,
	language: string,
	paths: ReadonlyMap<string, string>,
	defaultLanguage: string,
	lastmod?: string,
) {
	const date = lastmod && !Number.isNaN(Date.parse(lastmod)) ? new Date(lastmod) : null
	const alternates =
		paths.size > 1
			? [...paths, ['x-default', paths.get(defaultLanguage)!] as const].map(
					([code, path]) =>
						`<xhtml:link rel="alternate" hreflang="${escapeXml(code)}" href="${escapeXml(absoluteUrl(origin, path))}"/>`,
				)
			: []
	return [
		'<url>',
		`<loc>${escapeXml(absoluteUrl(origin, paths.get(language)!))}</loc>`,
		date ? `<lastmod>${date.toISOString().slice(0, 10)}</lastmod>` : '',
		...alternates,
		'</url>',
	].join('')
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const origin = siteOrigin(request)
	const site = await loadOr<SiteLanguages>(
		context,
		'sitemap languages',
		() => readSiteLanguages(getDb()),
		{ defaultLanguage: DEFAULT_LANGUAGE, others: [] },
	)
	const { defaultLanguage } = site
	const languages = [
		defaultLanguage,
		...site.others.filter((other) => other.published).map((other) => other.code),
	]
	const projects = await loadOr<ProjectLink[]>(
		context,
		'sitemap projects',
		// Every language's address of a project counts against the protocol's limit.
		() =>
			listVisibleProjectLinks(
				getDb(),
				Math.floor(SITEMAP_MAX_PROJECTS / languages.length),
			),
		[],
	)
	const slugs = await loadOr(
		context,
		'sitemap translated addresses',
		() => translatedSlugs(getDb(), 'project', languages.slice(1)),
		new Map<string, string>(),
	)
	const content = await loadOr<SiteContent>(
		context,
		'sitemap site content',
		() => readSiteContent(getDb()),
		SITE_CONTENT_DEFAULTS,
	)
	const hidden = hiddenPaths(content)
	const pages: { paths: Map<string, string>; lastmod?: string }[] = [
		...PUBLIC_PATHS.filter((path) => !hidden.has(path)).map((path) => ({
			paths: new Map(
				languages.map((language) => [
					language,
					localizedPath(path, language, defaultLanguage),
				]),
			),
		})),
		...projects.map((project) => ({
			paths: new Map(
				languages.map((language) => [
					language,
					localizedPath(
						projectAddress(
							project.collection,
							slugs.get(`${language}/${project.id}`) ?? project.slug,
						),
						language,
						defaultLanguage,
					),
				]),
			),
			lastmod: project.updatedAt,
		})),
	]
	const urls = languages.flatMap((language) =>
		pages.map((page) =>
			entry(origin, language, page.paths, defaultLanguage, page.lastmod),
		),
	)
	const namespaces =
		languages.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''
	const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>\n${urls.join('\n')}\n</urlset>\n`
	return new Response(xml, {
		headers: {
			'Content-Type': 'application/xml; charset=utf-8',
			// As a page's: a publish shows in it within the minute, not an hour later.
			'Cache-Control': PUBLIC_PAGE_CACHE,
		},
	})
}
