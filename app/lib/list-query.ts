// What a dashboard list shows, as its URL says (decision 032): `?q=` text to search for,
// `?show=shown|hidden` one visibility, `?page=N`. Read the same way by a loader, an action
// (to answer on the same view) and the page's links; defaults leave the URL clean.
import { pageOf } from './paging.ts'

export type Visibility = 'all' | 'shown' | 'hidden'

export const VISIBILITY_FILTER = [
	{ id: 'all', label: 'All' },
	{ id: 'shown', label: 'Shown' },
	{ id: 'hidden', label: 'Hidden' },
] as const satisfies ReadonlyArray<{ id: Visibility; label: string }>

/** Longest search text kept from a URL. */
export const SEARCH_MAX_LENGTH = 100

export interface ListQuery {
	q: string
	show: Visibility
	page: number
}

export function listQueryOf(url: URL | string): ListQuery {
	const params = new URL(url, 'http://localhost').searchParams
	const show = params.get('show')
	return {
		q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
		show: show === 'shown' || show === 'hidden' ? show : 'all',
		page: pageOf(url),
	}
}

/** The model's filter: `visible` for one visibility, none for all. */
export function visibleFor(show: Visibility): boolean | undefined {
	return show === 'all' ? undefined : show === 'shown'
}

/** A search or a visibility narrows the list: its places are not the order's. */
export function isFiltered(query: Pick<ListQuery, 'q' | 'show'>): boolean {
	return query.q !== '' || query.show !== 'all'
}

/**
 * `path` with the list's parameters: `extra` first (a tab's own, e.g. `type`), then `q`,
 * `show` and `page` when they are not the defaults.
 */
export function listHref(
	path: string,
	query: Partial<ListQuery>,
	extra: Record<string, string | null | undefined> = {},
): string {
	const params = new URLSearchParams()
	for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value)
	if (query.q) params.set('q', query.q)
	if (query.show && query.show !== 'all') params.set('show', query.show)
	if (query.page && query.page > 1) params.set('page', String(query.page))
	const search = params.toString()
	return search ? `${path}?${search}` : path
}
