// The trash of the three content tables that have one (migration 0011): a row with
// deleted_at set is in it. Every other query of those tables reads `deleted_at is null`
// (their list indexes are partial on it); these read and move the rows in the trash
// (projects_trash_idx, testimonials_trash_idx, client_logos_trash_idx).
import type { DB } from '#app/server/db/index.server.ts'

import { toIso } from './convert.server.ts'

export type TrashTable = 'projects' | 'testimonials' | 'clientLogos'

export interface TrashedRow {
	id: string
	name: string
	deletedAt: string
}

/** Moves a row into the trash at `now`; false when it is not there to move (gone, or in it). */
export async function moveToTrash(
	db: DB,
	table: TrashTable,
	id: string,
	now: string,
): Promise<boolean> {
	// One table's builder serves all three: each has id and deleted_at.
	const result = await db
		.updateTable(table as 'projects')
		.set({ deletedAt: now })
		.where('id', '=', id)
		.where('deletedAt', 'is', null)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

/** Takes a row out of the trash; false when it is not in it. */
export async function takeOutOfTrash(
	db: DB,
	table: TrashTable,
	id: string,
): Promise<boolean> {
	const result = await db
		.updateTable(table as 'projects')
		.set({ deletedAt: null })
		.where('id', '=', id)
		.where('deletedAt', 'is not', null)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

/** A row in the trash, or null. */
export async function getTrashedRow(
	db: DB,
	table: TrashTable,
	id: string,
): Promise<TrashedRow | null> {
	const row = await db
		.selectFrom(table as 'projects')
		.select(['id', 'name', 'deletedAt'])
		.where('id', '=', id)
		.where('deletedAt', 'is not', null)
		.executeTakeFirst()
	return row ? trashedFromRow(row) : null
}

/**
 * Rows of a table in the trash, the most recently deleted first, at most `limit`; with
 * `deletedBefore`, only those deleted before it (due for the purge), the oldest first.
 */
export async function listTrashedRows(
	db: DB,
	table: TrashTable,
	options: { limit: number; deletedBefore?: string },
): Promise<TrashedRow[]> {
	let query = db
		.selectFrom(table as 'projects')
		.select(['id', 'name', 'deletedAt'])
		.where('deletedAt', 'is not', null)
	query = options.deletedBefore
		? query.where('deletedAt', '<', options.deletedBefore).orderBy('deletedAt', 'asc')
		: query.orderBy('deletedAt', 'desc')
	const rows = await query.orderBy('id', 'asc').limit(options.limit).execute()
	return rows.map(trashedFromRow)
}

function trashedFromRow(row: {
	id: string
	name: string
	deletedAt: Date | string | null
}): TrashedRow {
	return { id: row.id, name: row.name, deletedAt: toIso(row.deletedAt) }
}
