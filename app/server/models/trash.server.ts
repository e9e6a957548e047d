// The trash of the three content tables that have one (migration 0011): a row with
// deleted_at set is in it. Every other query of those tables reads `deleted_at is null`
// (their list indexes are partial on it); these read and move the rows in the trash
// (projects_trash_idx, testimonials_trash_idx, client_logos_trash_idx).
import type { DB } from '#app/server/db/index.server.ts'

import { toIso, toNumber } from './convert.server.ts'
import { closeSlot, lockOrder, openSlot, type OrderScope } from './ordering.server.ts'

export type TrashTable = 'projects' | 'testimonials' | 'clientLogos'

export interface TrashedRow {
	id: string
	name: string
	deletedAt: string
}

/**
 * The order a row of `table` stands in (decision 032), and its slot there; null when the
 * row is not there (`trashed` says which side of the trash to look on).
 */
async function placeOf(
	db: DB,
	table: TrashTable,
	id: string,
	trashed: boolean,
): Promise<{ scope: OrderScope; slot: number } | null> {
	let query = db
		.selectFrom(table as 'projects')
		.select(['sortOrder'])
		.where('id', '=', id)
		.where('deletedAt', trashed ? 'is not' : 'is', null)
	if (table === 'projects') {
		const row = await query.select('collection').executeTakeFirst()
		return row
			? {
					scope: { table, collection: row.collection },
					slot: toNumber(row.sortOrder),
				}
			: null
	}
	query = query as typeof query
	const row = await query.executeTakeFirst()
	return row ? { scope: { table }, slot: toNumber(row.sortOrder) } : null
}

/**
 * Moves a row into the trash at `now`, closing its place in the manual order; false when it
 * is not there to move (gone, or in it).
 */
export async function moveToTrash(
	db: DB,
	table: TrashTable,
	id: string,
	now: string,
): Promise<boolean> {
	const place = await placeOf(db, table, id, false)
	if (!place) return false
	await lockOrder(db, place.scope)
	// One table's builder serves all three: each has id and deleted_at.
	const result = await db
		.updateTable(table as 'projects')
		.set({ deletedAt: now })
		.where('id', '=', id)
		.where('deletedAt', 'is', null)
		.executeTakeFirst()
	if (Number(result.numUpdatedRows) === 0) return false
	await closeSlot(db, place.scope, place.slot)
	return true
}

/** Takes a row out of the trash, first in its order again; false when it is not in it. */
export async function takeOutOfTrash(
	db: DB,
	table: TrashTable,
	id: string,
): Promise<boolean> {
	const place = await placeOf(db, table, id, true)
	if (!place) return false
	await lockOrder(db, place.scope)
	await openSlot(db, place.scope, 0)
	const result = await db
		.updateTable(table as 'projects')
		.set({ deletedAt: null, sortOrder: 0 })
		.where('id', '=', id)
		.where('deletedAt', 'is not', null)
		.executeTakeFirst()
	if (Number(result.numUpdatedRows) === 0) {
		// Taken out meanwhile (PostgreSQL): the room made for it closes again.
		await closeSlot(db, place.scope, 0)
		return false
	}
	return true
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
