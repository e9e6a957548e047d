// Search and share metadata for every public page: <title>, description, canonical URL,
// Open Graph, Twitter cards, and JSON-LD (Organization everywhere; CreativeWork or
// Product on project pages).
//
// Usage in a route module:
//
//   export const meta: Route.MetaFunction = (args) =>
//   	seoMeta(args, { title: 'About Us', description: '…', path: '/about' })
//
// The site (origin + settings) comes from the root loader's data (`siteUrl`, `settings`),
// found in `args.matches`; the origin is SITE_URL when set, else the request's origin.
//
// JSON-LD is NOT part of the meta descriptors: React Router's <Meta> renders
// `script:ld+json` without the CSP nonce, so it is rendered by <JsonLd data={…} /> from
// app/components/site/JsonLd.tsx, which carries the nonce and escapes with
// serializeJsonLd(). The root layout already renders organizationJsonLd(site) on every
// page; a project page adds <JsonLd data={projectJsonLd(site, project, path)} />.
import { localizedPath } from './languages.ts'
import type { MetaDescriptor } from 'react-router'

import type { PageSearch } from '#app/schemas/search.ts'
import type { SeoContent } from '#app/schemas/site-content.ts'

import type { ImageRef, Project, SiteSettings } from './types.ts'

/** What every page's metadata needs to know about the site. */
export interface SeoSite {
	/** Absolute origin without a trailing slash, e.g. 'https://aster.example'. */
	siteUrl: string
	settings: SiteSettings
	/** The Search and sharing form: title pattern, default description and share image. */
	seo?: SeoContent
	/**
	 * The page's language and every published one (issue 39): the canonical is the page's
	 * own language's address, with an alternate for each. Left out: the default alone.
	 */
	locales?: {
		language: string
		defaultLanguage: string
		published: readonly string[]
	}
}

export interface SeoPage {
	/** The page's own title, put in the title pattern. Omit on the home page. */
	title?: string
	/**
	 * The page's own search title (its Search and sharing), used as it is, without the
	 * pattern; empty or left out: the pattern's.
	 */
	fullTitle?: string
	/**
	 * One or two sentences, ideally 70–160 characters. Empty or left out: the site's
	 * default description (Search and sharing).
	 */
	description?: string
	/** Path (and query, if the content depends on it) of the canonical URL: '/services?tab=websites'. */
	path: string
	/** The image shown when the page is shared; a relative URL is made absolute. */
	image?: ImageRef | string | null
	/** Open Graph type: 'website' (default) or 'article' (project pages). */
	type?: 'website' | 'article'
	/** Keep the page out of search results (404 pages). */
	noindex?: boolean
	/**
	 * The page's address in each language, where it is not `path` under the language's
	 * prefix (a project's translated address): by language code, each a full path.
	 */
	paths?: Readonly<Record<string, string>>
}

/**
 * A page's own Search and sharing (a Site form's) as the parts of SeoPage it sets: each
 * empty part left out, so the page's own text and then the site's defaults apply.
 */
export function ownSearch(
	search: PageSearch | undefined,
	fallbackDescription?: string,
): Pick<SeoPage, 'fullTitle' | 'description' | 'image' | 'noindex'> {
	return {
		fullTitle: search?.title || undefined,
		description: search?.description || fallbackDescription || undefined,
		...(search?.image ? { image: search.image } : {}),
		noindex: search?.noindex ?? false,
	}
}

/** The part of React Router's meta arguments that seoMeta reads. */
export interface SeoMetaArgs {
	matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
}

type JsonLd = Record<string, unknown>

const FALLBACK_ORIGIN = 'http://localhost'

/** The route every preview page sits below (routes.ts, decision 033). */
const PREVIEW_LAYOUT = 'routes/site/preview'

function isSettings(value: unknown): value is SiteSettings {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof (value as SiteSettings).companyName === 'string' &&
		typeof (value as SiteSettings).tagline === 'string'
	)
}

/**
 * The site as the root loader describes it (`{ siteUrl, settings, site }`), or null before
 * it loaded.
 */
export function siteFromMatches(matches: SeoMetaArgs['matches']): SeoSite | null {
	const data = matches.find((match) => match?.id === 'root')?.loaderData as
		| {
				siteUrl?: unknown
				settings?: unknown
				site?: { seo?: SeoContent } | null
				language?: { code: string }
				languages?: ReadonlyArray<{ code: string }>
				defaultLanguage?: string
		  }
		| undefined
	if (!data || !isSettings(data.settings)) return null
	const siteUrl = typeof data.siteUrl === 'string' ? data.siteUrl : FALLBACK_ORIGIN
	const seo = data.site?.seo
	return {
		siteUrl: trimOrigin(siteUrl),
		settings: data.settings,
		...(seo ? { seo } : {}),
		...(data.language && data.languages && data.defaultLanguage
			? {
					locales: {
						language: data.language.code,
						defaultLanguage: data.defaultLanguage,
						published: data.languages.map((language) => language.code),
					},
				}
			: {}),
	}
}

function trimOrigin(siteUrl: string) {
	return siteUrl.replace(/\/+$/, '')
}

/** `pathOrUrl` made absolute against `siteUrl`; absolute URLs are returned unchanged. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string) {
	if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
	const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`
	return `${trimOrigin(siteUrl)}${path}`
}

/**
 * An inner page's title by the title pattern ('<title> | <company>' unless changed in
 * Search and sharing), '<company> | <tagline>' for the home page.
 */
export function pageTitle(
	site: {
		settings: Pick<SiteSettings, 'companyName' | 'tagline'>
		seo?: Pick<SeoContent, 'titlePattern'>
	},
	title?: string,
) {
	const { companyName, tagline } = site.settings
	if (!title) return `${companyName} | ${tagline}`
	// Functions, so a '$' in a name is taken as written.
	return (site.seo?.titlePattern ?? DEFAULT_TITLE_PATTERN)
		.replaceAll('{page}', () => title)
		.replaceAll('{company}', () => companyName)
}

/** The title pattern until Search and sharing says otherwise (its default there too). */
export const DEFAULT_TITLE_PATTERN = '{page} | {company}'

/** What search engines show of a description before they cut it. */
export const DESCRIPTION_MAX = 160

/**
 * The share image a page without a picture of its own gets while Search and sharing has
 * none: the mark on the brand's indigo, without words, so it holds for any company name.
 */
export const BUILT_IN_SHARE_IMAGE: ImageRef = {
	url: '/share.png',
	name: 'share.png',
	width: 1200,
	height: 630,
}

/**
 * `text` cut to at most DESCRIPTION_MAX characters, at a word's end with an ellipsis when
 * it is longer (a project's description is written for its page, not for search results).
 */
export function clampDescription(text: string): string {
	const chars = [...text.trim()]
	if (chars.length <= DESCRIPTION_MAX) return chars.join('')
	const cut = chars.slice(0, DESCRIPTION_MAX - 1).join('')
	const end = cut.search(/\s+\S*$/)
	return `${(end > DESCRIPTION_MAX / 2 ? cut.slice(0, end) : cut).replace(/[\s,.;:–—-]+$/, '')}…`
}

function imageUrl(image: SeoPage['image']) {
	if (!image) return null
	return typeof image === 'string' ? image : image.url || null
}

/**
 * The meta descriptors of one page. With React Router's meta arguments it finds the site
 * in the root loader's data; a SeoSite can be passed directly (tests, error pages).
 */
export function seoMeta(source: SeoMetaArgs | SeoSite, page: SeoPage): MetaDescriptor[] {
	const site = 'matches' in source ? siteFromMatches(source.matches) : source
	if (!site)
		return [
			{ title: page.title ?? '' },
			{ name: 'description', content: clampDescription(page.description ?? '') },
		]
	const { settings, siteUrl } = site
	const title = page.fullTitle || pageTitle(site, page.title)
	const languages = site.locales
	const pathIn = (language: string) =>
		page.paths?.[language] ??
		(languages
			? localizedPath(page.path, language, languages.defaultLanguage)
			: page.path)
	const url = absoluteUrl(siteUrl, languages ? pathIn(languages.language) : page.path)
	const description = clampDescription(page.description || site.seo?.description || '')
	// A page without a picture of its own is shared with the default share image.
	const shared = page.image ?? site.seo?.shareImage ?? BUILT_IN_SHARE_IMAGE
	const image = imageUrl(shared)
	const imageRef = shared && typeof shared === 'object' ? shared : null
	const tags: MetaDescriptor[] = [
		{ title },
		{ name: 'description', content: description },
		{ tagName: 'link', rel: 'canonical', href: url },
		{ property: 'og:type', content: page.type ?? 'website' },
		{ property: 'og:site_name', content: settings.companyName },
		{ property: 'og:locale', content: openGraphLocale(languages?.language ?? 'en') },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: description },
		{ property: 'og:url', content: url },
		{ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
		{ name: 'twitter:title', content: title },
		{ name: 'twitter:description', content: description },
	]
	const handle = twitterHandle(settings.social.twitter)
	if (handle) tags.push({ name: 'twitter:site', content: handle })
	if (image) {
		const absolute = absoluteUrl(siteUrl, image)
		tags.push({ property: 'og:image', content: absolute })
		if (imageRef?.width && imageRef.height) {
			tags.push(
				{ property: 'og:image:width', content: String(imageRef.width) },
				{ property: 'og:image:height', content: String(imageRef.height) },
			)
		}
		// Its alt text, never its file name; the built-in image is the company's mark.
		const alt =
			imageRef?.alt || (shared === BUILT_IN_SHARE_IMAGE ? settings.companyName : '')
		if (alt) tags.push({ property: 'og:image:alt', content: alt })
		tags.push({ name: 'twitter:image', content: absolute })
	}
	// A draft's preview (below the preview layout) is never indexed, whatever the page.
	const preview =
		'matches' in source && source.matches.some((match) => match?.id === PREVIEW_LAYOUT)
	if (page.noindex || preview) tags.push({ name: 'robots', content: 'noindex' })
	else if (languages && languages.published.length > 1) {
		// The same page in every published language, and the default's for everyone else.
		for (const language of languages.published)
			tags.push({
				tagName: 'link',
				rel: 'alternate',
				hrefLang: language,
				href: absoluteUrl(siteUrl, pathIn(language)),
			})
		tags.push({
			tagName: 'link',
			rel: 'alternate',
			hrefLang: 'x-default',
			href: absoluteUrl(siteUrl, pathIn(languages.defaultLanguage)),
		})
	}
	return tags
}

/** Open Graph's `language_TERRITORY` for a language code: where it is most spoken. */
const TERRITORIES: Record<string, string> = {
	en: 'US',
	ar: 'AR',
	zh: 'CN',
	cs: 'CZ',
	da: 'DK',
	el: 'GR',
	he: 'IL',
	hi: 'IN',
	ja: 'JP',
	ko: 'KR',
	nb: 'NO',
	fa: 'IR',
	sv: 'SE',
	uk: 'UA',
	vi: 'VN',
}

export function openGraphLocale(language: string): string {
	return `${language}_${TERRITORIES[language] ?? language.toUpperCase()}`
}

/** '@name' from a profile URL on x.com or twitter.com, else null. */
export function twitterHandle(profileUrl: string) {
	const match =
		/^https?:\/\/(?:www\.)?(?:x|twitter)\.com\/@?([A-Za-z0-9_]{1,15})\/?$/i.exec(
			profileUrl,
		)
	return match ? `@${match[1]}` : null
}

/** schema.org Organization for the company, from the site settings. */
export function organizationJsonLd(site: SeoSite): JsonLd {
	const { settings, siteUrl } = site
	const sameAs = Object.values(settings.social).filter((link) =>
		/^https?:\/\//.test(link),
	)
	const ld: JsonLd = {
		'@context': 'https://schema.org',
		'@type': 'Organization',
		'@id': `${trimOrigin(siteUrl)}/#organization`,
		name: settings.companyName,
		slogan: settings.tagline,
		description: settings.blurb,
		url: `${trimOrigin(siteUrl)}/`,
		// A raster logo of at least 112 px: search engines do not take SVG here.
		logo: absoluteUrl(siteUrl, '/apple-touch-icon.png'),
		foundingDate: String(settings.foundedYear),
		sameAs,
	}
	if (settings.contactEmail) ld.email = settings.contactEmail
	if (settings.contactPhone) ld.telephone = settings.contactPhone
	if (settings.address) ld.address = settings.address
	return ld
}

/**
 * schema.org JSON-LD for one project page: a Product (with the platforms as operating
 * systems, as a SoftwareApplication) for a product entry, a CreativeWork for portfolio work.
 * `path` is the page's own path ('/products/abc').
 */
export function projectJsonLd(
	site: SeoSite,
	project: Pick<
		Project,
		'name' | 'description' | 'collection' | 'type' | 'category' | 'platforms' | 'image'
	> &
		Partial<Pick<Project, 'createdAt' | 'updatedAt' | 'banner' | 'productImages'>>,
	path: string,
): JsonLd {
	const url = absoluteUrl(site.siteUrl, path)
	// Its images: the main one first, then the banner and the gallery.
	const images = [project.image, project.banner, ...(project.productImages ?? [])]
		.map(imageUrl)
		.filter((src): src is string => Boolean(src))
		.map((src) => absoluteUrl(site.siteUrl, src))
	const organization = { '@id': `${trimOrigin(site.siteUrl)}/#organization` }
	const common: JsonLd = {
		'@context': 'https://schema.org',
		name: project.name,
		description: project.description,
		url,
		...(images.length > 1
			? { image: [...new Set(images)] }
			: images.length === 1
				? { image: images[0] }
				: {}),
	}
	if (project.collection === 'products') {
		return {
			...common,
			'@type': ['Product', 'SoftwareApplication'],
			applicationCategory:
				project.type === 'mobile' ? 'MobileApplication' : 'WebApplication',
			...(project.category ? { category: project.category } : {}),
			...(project.platforms.length
				? { operatingSystem: project.platforms.join(', ') }
				: {}),
			brand: { '@type': 'Brand', name: site.settings.companyName },
			manufacturer: organization,
		}
	}
	return {
		...common,
		'@type': 'CreativeWork',
		...(project.category ? { genre: project.category } : {}),
		...(project.platforms.length ? { keywords: project.platforms.join(', ') } : {}),
		creator: organization,
		...(project.createdAt ? { dateCreated: project.createdAt } : {}),
		...(project.updatedAt ? { dateModified: project.updatedAt } : {}),
	}
}

/**
 * JSON for inside a <script type="application/ld+json">: `<`, `>`, `&` and the two
 * JavaScript line terminators are written as \u escapes, so no data can close the script.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]) {
	return JSON.stringify(data)
		.replace(/</g, '\\u003c')
		.replace(/>/g, '\\u003e')
		.replace(/&/g, '\\u0026')
		.replace(/\u2028/g, '\\u2028')
		.replace(/\u2029/g, '\\u2029')
}
