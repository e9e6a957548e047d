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
