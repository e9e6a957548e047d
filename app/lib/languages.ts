// The languages a site may be written in (issue 39), and where each one's pages live.
//
// The default language (English unless the owner chose another, Site → Languages) keeps the
// site's addresses as they are (/about); every other one lives under its code (/de/about,
// /ar/portfolio/…). Only the languages of this list can be chosen: the route table has a
// prefix for each (routes.ts), so an unknown first segment stays an unknown page.

export type Direction = 'ltr' | 'rtl'

/** The language of an element's words where it is not the page's: `lang`, and `dir` if it differs. */
export interface FieldLanguage {
	lang?: string
	dir?: Direction
}

export interface Language {
	/** A BCP 47 primary language subtag: the URL prefix, `<html lang>` and Intl's locale. */
	code: string
	/** Its name in its own language: what the language switcher shows. */
	name: string
	/** Its name in English: what the dashboard lists. */
	englishName: string
	dir: Direction
}

/** Common languages, by English name. */
export const LANGUAGES = [
	{ code: 'ar', name: 'العربية', englishName: 'Arabic', dir: 'rtl' },
	{ code: 'zh', name: '中文', englishName: 'Chinese', dir: 'ltr' },
	{ code: 'cs', name: 'Čeština', englishName: 'Czech', dir: 'ltr' },
	{ code: 'da', name: 'Dansk', englishName: 'Danish', dir: 'ltr' },
	{ code: 'nl', name: 'Nederlands', englishName: 'Dutch', dir: 'ltr' },
	{ code: 'en', name: 'English', englishName: 'English', dir: 'ltr' },
	{ code: 'fi', name: 'Suomi', englishName: 'Finnish', dir: 'ltr' },
	{ code: 'fr', name: 'Français', englishName: 'French', dir: 'ltr' },
	{ code: 'de', name: 'Deutsch', englishName: 'German', dir: 'ltr' },
	{ code: 'el', name: 'Ελληνικά', englishName: 'Greek', dir: 'ltr' },
	{ code: 'he', name: 'עברית', englishName: 'Hebrew', dir: 'rtl' },
	{ code: 'hi', name: 'हिन्दी', englishName: 'Hindi', dir: 'ltr' },
	{ code: 'hu', name: 'Magyar', englishName: 'Hungarian', dir: 'ltr' },
	{ code: 'id', name: 'Bahasa Indonesia', englishName: 'Indonesian', dir: 'ltr' },
	{ code: 'it', name: 'Italiano', englishName: 'Italian', dir: 'ltr' },
	{ code: 'ja', name: '日本語', englishName: 'Japanese', dir: 'ltr' },
	{ code: 'ko', name: '한국어', englishName: 'Korean', dir: 'ltr' },
	{ code: 'nb', name: 'Norsk bokmål', englishName: 'Norwegian', dir: 'ltr' },
	{ code: 'fa', name: 'فارسی', englishName: 'Persian', dir: 'rtl' },
	{ code: 'pl', name: 'Polski', englishName: 'Polish', dir: 'ltr' },
	{ code: 'pt', name: 'Português', englishName: 'Portuguese', dir: 'ltr' },
	{ code: 'ro', name: 'Română', englishName: 'Romanian', dir: 'ltr' },
	{ code: 'ru', name: 'Русский', englishName: 'Russian', dir: 'ltr' },
	{ code: 'es', name: 'Español', englishName: 'Spanish', dir: 'ltr' },
	{ code: 'sv', name: 'Svenska', englishName: 'Swedish', dir: 'ltr' },
	{ code: 'th', name: 'ไทย', englishName: 'Thai', dir: 'ltr' },
	{ code: 'tr', name: 'Türkçe', englishName: 'Turkish', dir: 'ltr' },
	{ code: 'uk', name: 'Українська', englishName: 'Ukrainian', dir: 'ltr' },
	{ code: 'vi', name: 'Tiếng Việt', englishName: 'Vietnamese', dir: 'ltr' },
] as const satisfies readonly Language[]

export type LanguageCode = (typeof LANGUAGES)[number]['code']

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map(
	(language) => language.code,
)

/** The site's language before the owner chooses another. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en'

const byCode = new Map<string, Language>(
	LANGUAGES.map((language) => [language.code, language]),
)

export function isLanguageCode(code: string): code is LanguageCode {
	return byCode.has(code)
}

/** The language of a code of the list (English for any other). */
export function languageOf(code: string): Language {
	return byCode.get(code) ?? byCode.get(DEFAULT_LANGUAGE)!
}

/**
 * A public path's language prefix and the path without it: `/de/about` → `de`, `/about`;
 * `/de` → `de`, `/`. `language` is null when the path has none (the default language's).
 */
export function splitLanguagePath(path: string): {
	language: LanguageCode | null
	path: string
} {
	const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path)
	if (!match || !isLanguageCode(match[1]!)) return { language: null, path }
	return { language: match[1] as LanguageCode, path: match[2] || '/' }
}

/**
 * The path of a public page (written as the default language's: `/about`, `/`) in
 * `language`: unchanged for the default language, under its prefix for the others.
 */
export function localizedPath(path: string, language: string, defaultLanguage: string) {
	if (language === defaultLanguage) return path
	return path === '/' ? `/${language}` : `/${language}${path}`
}

/** The first segments of the public pages (routes.ts): the paths a language prefix goes on. */
const PAGE_SEGMENTS = new Set([
	'',
	'about',
	'portfolio',
	'products',
	'services',
	'contact',
	'404',
])

/**
 * A link's target in the page's language: a public page's path (`/about`, `/portfolio/x?p=2`)
 * under the language's prefix; anything else (the dashboard, /media, another site, a path
 * that has a prefix already, `#main`) as it is.
 */
export function localizedHref(href: string, language: string, defaultLanguage: string) {
	if (language === defaultLanguage || !href.startsWith('/') || href.startsWith('//'))
		return href
	const end = href.search(/[?#]/)
	const path = end < 0 ? href : href.slice(0, end)
	const segment = path.split('/')[1] ?? ''
	if (!PAGE_SEGMENTS.has(segment) || splitLanguagePath(path).language) return href
	return localizedPath(path, language, defaultLanguage) + (end < 0 ? '' : href.slice(end))
}
