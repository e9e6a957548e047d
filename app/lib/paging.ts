// Numbered pages of a list, addressed in the URL as `?page=N` (from 1): what a loader reads
// and what a pager links to, on the server and in the browser alike.

import type { QueryValue } from './route-handle.ts'

/** A page number as a URL spells it: from 1, no leading zero, at most nine digits. */
const PAGE_NUMBER = /^[1-9]\d{0,8}$/

/** The page a URL asks for (`?page=N`, from 1); anything else is the first page. */
export function pageOf(url: URL | string, param = 'page'): number {
	const value = new URL(url, 'http://localhost').searchParams.get(param) ?? ''
	if (!PAGE_NUMBER.test(value)) return 1
	return Number(value)
}

/** A page parameter's canonical value (RouteHandle.query): a page after the first. */
export const pageValue: QueryValue = (value) =>
	PAGE_NUMBER.test(value) && value !== '1' ? value : null

/**
 * The query string of page `page`, keeping every other parameter but those in `drop`; the
 * first page has no parameter, so it keeps the list's clean URL.
 */
export function pageSearch(
	search: string,
	page: number,
	{ param = 'page', drop = [] }: { param?: string; drop?: readonly string[] } = {},
): string {
	const params = new URLSearchParams(search)
	for (const name of drop) params.delete(name)
	if (page <= 1) params.delete(param)
	else params.set(param, String(page))
	const query = params.toString()
	return query ? `?${query}` : ''
}

export type PageItem = number | 'gap'

/**
 * The pages a pager links to: the first, the last, the current one and `siblings` on either
 * side of it, with a gap for each run of two or more left out (a gap of one is that page).
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
	const shown = new Set([1, pageCount])
	for (let p = page - siblings; p <= page + siblings; p++) {
		if (p >= 1 && p <= pageCount) shown.add(p)
	}
	const pages = [...shown].sort((a, b) => a - b)
	const items: PageItem[] = []
	let previous = 0
	for (const p of pages) {
		if (p - previous === 2) items.push(p - 1)
		else if (p - previous > 2) items.push('gap')
		items.push(p)
		previous = p
	}
	return items
}
