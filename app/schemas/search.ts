// Search and sharing for one page (issue 37): its own title in search results and browser
// tabs, its description, its share image and "hide from search engines". Every part is
// optional: an empty one falls back to the page's own text, then to the site's defaults
// (Search and sharing). Shared by the project form and the Site forms.
import { z } from 'zod'

import type { ImageRef } from '#app/lib/types.ts'

import { imageFieldSchema } from './image.ts'

/**
 * Longest texts kept; search engines show less (SEARCH_CUTS), and the form's previews cut
 * where they do.
 */
export const SEARCH_LIMITS = { title: 120, description: 300 } as const

/** Where search results and share cards cut a title and a description (characters). */
export const SEARCH_CUTS = {
	title: 60,
	description: 160,
	cardTitle: 70,
	cardDescription: 110,
} as const

export interface PageSearch {
	title: string
	description: string
	image: ImageRef | null
	noindex: boolean
}

export const NO_PAGE_SEARCH: PageSearch = {
	title: '',
	description: '',
	image: null,
	noindex: false,
}

export const SEARCH_MESSAGES = {
	title: `Keep the search title under ${SEARCH_LIMITS.title} characters.`,
	description: `Keep the search description under ${SEARCH_LIMITS.description} characters.`,
} as const

const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ').trim()

/** As a form holds it (a draft), read leniently. */
export const pageSearchDraftSchema = z
	.object({
		title: z.string().catch(''),
		description: z.string().catch(''),
		image: imageFieldSchema.catch(null),
		noindex: z.boolean().catch(false),
	})
	.catch(() => ({ ...NO_PAGE_SEARCH }))

/** As it is published: one line each, within its limits. */
export const pageSearchSchema = z.object({
	title: z
		.string()
		.transform(oneLine)
		.pipe(z.string().max(SEARCH_LIMITS.title, SEARCH_MESSAGES.title)),
	description: z
		.string()
		.transform(oneLine)
		.pipe(z.string().max(SEARCH_LIMITS.description, SEARCH_MESSAGES.description)),
	image: imageFieldSchema,
	noindex: z.boolean(),
})

/** A stored value (a project's `seo` column, a revision), read as far as it goes. */
export function readPageSearch(value: unknown): PageSearch {
	return pageSearchDraftSchema.parse(value ?? {}) as PageSearch
}

/** `text` cut to `max` characters at a word, with an ellipsis, as a search result shows it. */
export function cutText(text: string, max: number): string {
	if (text.length <= max) return text
	const cut = text.slice(0, max - 1)
	const at = cut.lastIndexOf(' ')
	return `${(at > max * 0.6 ? cut.slice(0, at) : cut).trimEnd()}…`
}

/** A stored or posted Search and sharing (an object, or its JSON), every part missing empty. */
export function searchRecordOf(value: unknown): Record<string, unknown> {
	let read: unknown = value
	if (typeof value === 'string') {
		try {
			read = value.trim() ? JSON.parse(value) : {}
		} catch {
			read = {}
		}
	}
	const record =
		typeof read === 'object' && read !== null && !Array.isArray(read)
			? (read as Record<string, unknown>)
			: {}
	return { ...NO_PAGE_SEARCH, ...record }
}

/**
 * A Site form's Search and sharing (one input holding its JSON, as an image's does),
 * checked as published.
 */
export const pageSearchFieldSchema = z.preprocess(searchRecordOf, pageSearchSchema)

/** The same, as a draft holds it: read leniently, never refused. */
export const pageSearchFieldDraftSchema = z.preprocess(
	searchRecordOf,
	pageSearchDraftSchema,
)
