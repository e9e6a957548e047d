// The loader of Portfolio and Products (spec §2): one tab's visible projects, a page at a
// time (`?page=N`), with spec §8's failure.
import { data, redirect, type RouterContextProvider } from 'react-router'

import {
	failedCollectionPage,
	type CollectionPageData,
} from '#app/lib/collection-page.ts'
import { PUBLIC_PAGE_CACHE } from '#app/lib/http-headers.ts'
import { pageOf, pageSearch } from '#app/lib/paging.ts'
import { projectTabOf, TAB_TYPE } from '#app/lib/project-tabs.ts'
import type { PageOf } from './models/paging.server.ts'
import type { Untranslated } from '#app/lib/translation.ts'
import type { ProjectCollection } from '#app/lib/types.ts'

import { keepOutOfCache, requestContext } from './context.server.ts'
import { getDb } from './db/index.server.ts'
import { listVisibleProjectPage, type ProjectCard } from './models/projects.server.ts'
import { projectCardsIn } from './content/translations.server.ts'

const ROW_WORDS = new Set(['name', 'category', 'description'])

/** Rows per page of a Portfolio or Products tab: the demo content (4 a tab) fits on one. */
export const PUBLIC_PAGE_SIZE = 12

export async function loadCollectionPage(
	request: Request,
	context: Readonly<RouterContextProvider>,
	collection: ProjectCollection,
	/** A language other than the default: the projects' words in it. */
	language?: string,
) {
	const url = new URL(request.url)
	const tab = projectTabOf(url)
	let result: PageOf<ProjectCard & Untranslated>
	try {
		result = await listVisibleProjectPage(
			getDb(),
			{ collection, type: TAB_TYPE[tab] },
			{ page: pageOf(url), pageSize: PUBLIC_PAGE_SIZE },
		)
		// In the page's language: each project's translation over it (decision 049).
		if (language)
			result = { ...result, items: await projectCardsIn(getDb(), result.items, language) }
	} catch (error) {
		// Spec §8: the page says 'Failed to load projects.'; a 503 keeps it out of caches and indexes.
		context
			.get(requestContext)
			.logger.error({ err: error, tab }, 'Failed to load projects')
		keepOutOfCache(context)
		return data<CollectionPageData>(failedCollectionPage(url), {
			status: 503,
			headers: { 'Retry-After': '60' },
		})
	}
	// A page past the end (the list got shorter since the link was made): its last page, an
	// answer the same for everyone, kept as a page is (or every new number would be a render).
	if (result.page > result.pageCount)
		throw redirect(`${url.pathname}${pageSearch(url.search, result.pageCount)}`, {
			headers: { 'Cache-Control': PUBLIC_PAGE_CACHE },
		})
	return {
		tab,
		// What a row shows, and no more: the page's data travels in its HTML.
		projects: result.items.map(
			({
				id,
				slug,
				name,
				type,
				category,
				description,
				platforms,
				image,
				align,
				primaryColor,
				untranslated,
			}) => ({
				id,
				slug,
				name,
				type,
				category,
				description,
				platforms,
				image,
				align,
				primaryColor,
				// Of the row's words, those in the default language's.
				untranslated: untranslated?.filter((path) => ROW_WORDS.has(path)),
			}),
		),
		page: result.page,
		pageCount: result.pageCount,
		failed: false,
	} satisfies CollectionPageData
}
