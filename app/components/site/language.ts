import { useLoaderData, useLocation, useMatches, useRouteLoaderData } from 'react-router'

import {
	languageOf,
	localizedHref,
	localizedPath,
	splitLanguagePath,
	type FieldLanguage,
	type Language,
} from '#app/lib/languages.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import type { SiteKey } from '#app/schemas/site-content.ts'

export interface SiteLanguages {
	/** The page's language. */
	language: Language
	/** Every language the site is published in, the default first. */
	languages: readonly Language[]
	defaultLanguage: string
}

/** The language of the page being rendered (the root loader reads it from the path). */
export function useLanguage(): SiteLanguages {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	if (!root) throw new Error('The language is read below the root loader')
	return {
		language: root.language,
		languages: root.languages,
		defaultLanguage: root.defaultLanguage,
	}
}

/**
 * Links stay in the page's language (decision 051): `href('/about')` is `/de/about` on a
 * German page; a path that is no public page's (the dashboard, /media) stays as it is.
 */
export function useLocalizedHref(): (href: string) => string {
	// Without the root's data (its own error screen) every page is the default language's.
	const root = useRouteLoaderData<typeof rootLoader>('root')
	if (!root) return (href) => href
	return (href) => localizedHref(href, root.language.code, root.defaultLanguage)
}

/**
 * The page's path as the default language writes it (`/de/about` → `/about`), for the
 * checks that say which page this is (the active link, the footer's form).
 */
export function usePagePath(): string {
	const { pathname } = useLocation()
	return splitLanguagePath(pathname).path
}

export interface LanguageAlternate {
	language: Language
	href: string
	current: boolean
}

/** The routes of the not-found page, and of the language prefix above every public page (routes.ts). */
const NOT_FOUND_ROUTES: ReadonlySet<string> = new Set([
	'routes/site/not-found',
	'catch-all',
])
const LANGUAGE_ROUTES: ReadonlySet<string> = new Set([
	'routes/site/language',
	'preview-language',
])

/**
 * This page in each published language, for the language switcher: a page whose address
 * differs by more than the prefix (a project's translated slug) gives its `addresses` from
 * its loader; every other page is its path under each language's prefix, query kept (the
 * query a page is rendered with is only the one it reads: server/page-cache.ts).
 */
export function useLanguageAlternates(): LanguageAlternate[] {
	const { language, languages, defaultLanguage } = useLanguage()
	const { pathname, search } = useLocation()
	const matches = useMatches()
	let addresses: Record<string, string> | undefined
	for (const match of matches) {
		const data = match.loaderData as { addresses?: unknown } | undefined
		if (
			data &&
			typeof data === 'object' &&
			data.addresses &&
			typeof data.addresses === 'object'
		)
			addresses = data.addresses as Record<string, string>
	}
	// The not-found page is /404 in each language (an unknown address, or one whose first
	// segment is no language's: the language route threw, so it has no data).
	const notFound = matches.some(
		(match) =>
			NOT_FOUND_ROUTES.has(match.id) ||
			(LANGUAGE_ROUTES.has(match.id) && match.loaderData === undefined),
	)
	const path = notFound ? '/404' : splitLanguagePath(pathname).path
	if (notFound) addresses = undefined
	return languages.map((other) => ({
		language: other,
		href:
			addresses?.[other.code] ??
			localizedPath(path, other.code, defaultLanguage) +
				(addresses || notFound ? '' : search),
		current: other.code === language.code,
	}))
}

/**
 * For a field by its path, the attributes of the element that shows it: a field with no
 * words in the page's language shows the default language's (app/lib/translation.ts), so
 * it is marked as theirs, read with their voice and laid out in their direction; a
 * translated field inherits the page's. `untranslated` is what the loader reported.
 */
export function useFieldLanguage(
	untranslated: readonly string[] | undefined,
): (path: string) => FieldLanguage {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	if (!root || !untranslated?.length) return () => ({})
	const fallback = languageOf(root.defaultLanguage)
	const marked: FieldLanguage = {
		lang: fallback.code,
		...(fallback.dir !== root.language.dir && { dir: fallback.dir }),
	}
	const paths = new Set(untranslated)
	return (path) => (paths.has(path) ? marked : {})
}

/**
 * The same for a Site form's fields: the company's and the search defaults' as the root
 * loader reports them, a page's own form's as its loader does (app/server/page-site.server.ts).
 */
export function useSiteFieldLanguage(key: SiteKey): (path: string) => FieldLanguage {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const page = useLoaderData() as
		{ untranslated?: Partial<Record<SiteKey, readonly string[]>> } | undefined
	return useFieldLanguage(
		key === 'company' || key === 'seo'
			? root?.untranslated[key]
			: page?.untranslated?.[key],
	)
}

/** A heading's three fields (`banner.eyebrow`, `banner.title`, `banner.text`), for PageBanner and SectionHeading. */
export function headingLanguages(
	field: (path: string) => FieldLanguage,
	prefix: string,
): Record<'eyebrow' | 'title' | 'text', FieldLanguage> {
	return {
		eyebrow: field(`${prefix}.eyebrow`),
		title: field(`${prefix}.title`),
		text: field(`${prefix}.text`),
	}
}
