// The language of a public page (issue 39, decision 049): read from its path's prefix
// (`/de/about`: the route's `:lang?` segment), decided once per request.
import { createContext, type RouterContextProvider } from 'react-router'

import {
	isLanguageCode,
	languageOf,
	type Language,
	type LanguageCode,
} from '#app/lib/languages.ts'
import { previewAccess, type PreviewGrant } from '#app/server/content/preview.server.ts'
import { getDb, type DB } from '#app/server/db/index.server.ts'
import { readSiteLanguages } from '#app/server/models/translations.server.ts'

export interface PageLanguages {
	/** The page's language. */
	language: Language
	/** The site's default language: its pages have no prefix. */
	defaultLanguage: LanguageCode
	/** Every language visitors may read the site in, the default first. */
	languages: Language[]
}

export type PageLanguageAnswer =
	| { ok: true; page: PageLanguages }
	/** The prefix is the default language's own: its page is without it. */
	| { ok: false; reason: 'default' }
	/** Not a language of the site's (or one not published, outside a preview). */
	| { ok: false; reason: 'unknown' }

/** The request's answer, kept in its router context for the loaders after the first. */
const decided = createContext<Promise<PageLanguageAnswer> | null>(null)

/**
 * The language of the page `params` name (`lang`: the prefix; `token`: a draft's preview,
 * which may show a language that is still being prepared).
 */
export function pageLanguages(
	db: DB,
	context: Readonly<RouterContextProvider>,
	params: { lang?: string; token?: string },
): Promise<PageLanguageAnswer> {
	let answer = context.get(decided)
	if (!answer) {
		answer = decide(db, params)
		context.set(decided, answer)
	}
	return answer
}

async function decide(
	db: DB,
	params: { lang?: string; token?: string },
): Promise<PageLanguageAnswer> {
	const site = await readSiteLanguages(db)
	const preview = params.token !== undefined
	const languages = publishedLanguages(site)
	const page = (code: LanguageCode) => ({
		ok: true as const,
		page: {
			language: languageOf(code),
			defaultLanguage: site.defaultLanguage,
			languages,
		},
	})
	const { lang } = params
	if (lang === undefined) return page(site.defaultLanguage)
	if (lang === site.defaultLanguage) return { ok: false, reason: 'default' }
	const known = isLanguageCode(lang)
		? site.others.find((other) => other.code === lang)
		: undefined
	if (known && (known.published || preview)) return page(known.code)
	return { ok: false, reason: 'unknown' }
}

/** The default language first, then each other one published. */
function publishedLanguages(site: Awaited<ReturnType<typeof readSiteLanguages>>) {
	return [
		languageOf(site.defaultLanguage),
		...site.others
			.filter((other) => other.published)
			.map((other) => languageOf(other.code)),
	]
}

/**
 * The site's languages on a page that has none of its own (an unknown address): in the
 * default language, its switcher offering every published one.
 */
export async function defaultLanguages(db: DB): Promise<PageLanguages> {
	const site = await readSiteLanguages(db)
	return {
		language: languageOf(site.defaultLanguage),
		defaultLanguage: site.defaultLanguage,
		languages: publishedLanguages(site),
	}
}

/** What a preview page's token grants (none: not a preview, or refused). */
export async function previewGrant(
	request: Request,
	context: Readonly<RouterContextProvider>,
	token: string | undefined,
): Promise<{ grant: PreviewGrant } | undefined> {
	if (token === undefined) return undefined
	const access = await previewAccess(getDb(), request, context, token)
	return access.ok ? { grant: access.grant } : undefined
}

/** The language of a page whose prefix the language route let through (the default's else). */
export async function languageOfPage(
	context: Readonly<RouterContextProvider>,
	params: { lang?: string; token?: string },
): Promise<PageLanguages & { translated: boolean }> {
	const answer = await pageLanguages(getDb(), context, params)
	if (answer.ok)
		return {
			...answer.page,
			translated: answer.page.language.code !== answer.page.defaultLanguage,
		}
	return { ...(await defaultLanguages(getDb())), translated: false }
}
