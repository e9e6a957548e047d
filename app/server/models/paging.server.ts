import type { SelectQueryBuilder } from 'kysely'

export interface Page {
	limit?: number
	offset?: number
}

/** Applies limit/offset (whole, non-negative numbers); SQLite needs a LIMIT before any OFFSET. */
export function paginate<DB, TB extends keyof DB, O>(
	query: SelectQueryBuilder<DB, TB, O>,
	page: Page,
): SelectQueryBuilder<DB, TB, O> {
	const limit =
		page.limit === undefined || !Number.isFinite(page.limit)
			? undefined
			: Math.max(0, Math.floor(page.limit))
	const offset =
		page.offset === undefined || !Number.isFinite(page.offset)
			? 0
			: Math.max(0, Math.floor(page.offset))
	if (limit !== undefined) query = query.limit(limit)
	else if (offset > 0) query = query.limit(Number.MAX_SAFE_INTEGER)
	if (offset > 0) query = query.offset(offset)
	return query
}

/** A numbered page of a list, as a URL asks for it: `page` counts from 1. */
export interface PageRequest {
	page: number
	pageSize: number
}

/** One page of a list and where it sits in the whole. */
export interface PageOf<T> {
	items: T[]
	/** The page asked for (from 1); past the last page, `items` is empty. */
	page: number
	pageSize: number
	/** Items in the whole list. */
	total: number
	/** At least 1: an empty list is one empty page. */
	pageCount: number
}

/** Pages `total` items fill, at least one. */
export function pageCountOf(total: number, pageSize: number): number {
	return Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
}

/** The limit/offset of a page request; nonsense (0, -1, 2.5, NaN) reads as the first page. */
export function pageWindow(request: PageRequest): Required<Page> & PageRequest {
	const pageSize = Math.max(1, Math.floor(request.pageSize) || 1)
	const page = Number.isSafeInteger(request.page) && request.page > 0 ? request.page : 1
	return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize }
}

/**
 * One page of a list: `rows` reads the window with LIMIT/OFFSET and `count` counts the whole
 * list, both in SQL, so the cost follows the page size and not the table's.
 */
export async function loadPage<T>(
	request: PageRequest,
	count: () => Promise<number>,
	rows: (window: Required<Page>) => Promise<T[]>,
): Promise<PageOf<T>> {
	const { page, pageSize, limit, offset } = pageWindow(request)
	const [total, items] = await Promise.all([count(), rows({ limit, offset })])
	return { items, page, pageSize, total, pageCount: pageCountOf(total, pageSize) }
}
