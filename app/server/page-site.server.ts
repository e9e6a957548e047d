// The Site forms' published words for one request (decision 034): read once, by whichever
// loader asks first. The root sends the company's details and the search defaults every
// page uses; a page's own loader sends its own form (the home page's, About's…), so no
// page carries the others' words in its data.
import { createContext, data, type RouterContextProvider } from 'react-router'

import { wordsFor } from '#app/i18n/words.ts'
import { DEFAULT_LANGUAGE } from '#app/lib/languages.ts'
import type { PageSiteKey, SiteContent } from '#app/schemas/site-content.ts'

import { siteContentForPreview } from './content/site.server.ts'
import {
	siteContentIn,
	type UntranslatedSiteFields,
} from './content/translations.server.ts'
import { requestContext } from './context.server.ts'
import { getDb } from './db/index.server.ts'
import { classifyFault } from './faults.server.ts'
import { languageOfPage, previewGrant, type PageLanguages } from './languages.server.ts'
import { readSiteContent } from './models/site-content.server.ts'

export interface PageSite {
	/** Every form's words in the page's language, a preview's drafts over them. */
	content: SiteContent
	/** The fields shown in the default language's words on a page in another (their `lang`). */
	untranslated: UntranslatedSiteFields
	/** The page's language (its path's prefix), and the site's others (decision 049). */
	languages: PageLanguages
}

interface PageArgs {
	request: Request
	context: Readonly<RouterContextProvider>
	params: { lang?: string; token?: string }
}

/** The request's read, kept in its router context for the loaders after the first. */
const siteRead = createContext<Promise<PageSite> | null>(null)

/**
 * The request's Site words. When they cannot be read, a refusal with the fault's status
 * (decision 023; 503 otherwise): no page is drawn with copy other than the published one,
 * and the shared cache serves the page it keeps (stale-if-error).
 */
export function readPageSite(args: PageArgs): Promise<PageSite> {
	let read = args.context.get(siteRead)
	if (!read) {
		read = readOrRefuse(args)
		args.context.set(siteRead, read)
	}
	return read
}

/** A page's own form and which of its fields are in the default language's words. */
export async function sitePageData<K extends PageSiteKey>(
	args: PageArgs,
	key: K,
): Promise<{ site: Pick<SiteContent, K>; untranslated: UntranslatedSiteFields }> {
	const { content, untranslated } = await readPageSite(args)
	return {
		site: { [key]: content[key] } as Pick<SiteContent, K>,
		untranslated: untranslated[key] ? { [key]: untranslated[key] } : {},
	}
}

async function readOrRefuse({ request, context, params }: PageArgs): Promise<PageSite> {
	try {
		let content = await readSiteContent(getDb())
		if (params.token !== undefined)
			content = await siteContentForPreview(getDb(), {
				request,
				context,
				token: params.token,
				published: content,
			})
		// A prefix that is no language of the site's: the not-found page, in the default's.
		const languages = await languageOfPage(context, params)
		if (!languages.translated) return { content, untranslated: {}, languages }
		return {
			...(await siteContentIn(
				getDb(),
				content,
				languages.language.code,
				await previewGrant(request, context, params.token),
			)),
			languages,
		}
	} catch (error) {
		context.get(requestContext).logger.error({ err: error }, 'site content unavailable')
		const fault = classifyFault(error)
		throw data(
			{
				message: fault?.message ?? wordsFor(DEFAULT_LANGUAGE).t('error.siteUnavailable'),
			},
			{ status: fault?.status ?? 503, headers: { 'Retry-After': '60' } },
		)
	}
}
