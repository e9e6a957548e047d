// The three ordered lists the dashboard manages (projects and products, testimonials,
// client logos), the queries they share, written once: show or hide, move in the manual
// order (ordering.server.ts), the trash (migration 0011: a row with deleted_at set is in
// it; every other query reads `deleted_at is null`), the purge, names for "where used"
// lists, and the library's rewrite of the images a row stores. The trash rule is the same
// for each: a row in the trash is neither shown, hidden nor moved.
import type { ImageRef } from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'
import type { ClientLogoRow, TestimonialRow } from '#app/server/db/schema.server.ts'

import {
	nowIso,
	parseJson,
	toImageRef,
	toImageRefs,
	toIso,
	toIsoOrNull,
	toJson,
	toNumber,
} from './convert.server.ts'
import {
	closeSlot,
	lockOrder,
	moveToPosition,
	nextSlot,
	openSlot,
	type Move,
	type OrderScope,
	type OrderView,
} from './ordering.server.ts'
import { loadPage, paginate, type PageOf, type PageRequest } from './paging.server.ts'
import { matchesText } from './search.server.ts'

export type ListTable = 'projects' | 'testimonials' | 'clientLogos'

/** The image columns of each table: one image, or a list of them. */
const IMAGE_COLUMNS = {
	projects: { banner: 'one', image: 'one', productImages: 'many' },
	testimonials: { logoLight: 'one', logoDark: 'one', image: 'one' },
	clientLogos: { image: 'one' },
} as const satisfies Record<ListTable, Record<string, 'one' | 'many'>>

/** What a dashboard list shows: shown or hidden only, text its searched columns contain. */
export interface ListFilter {
	visible?: boolean
	search?: string
}

/** The testimonials' and logos' rows, and what their lists search and order by after the place. */
interface Rows {
	testimonials: TestimonialRow
	clientLogos: ClientLogoRow
}
const LISTED = {
	testimonials: { search: ['name', 'title', 'quote'], then: 'id' },
	clientLogos: { search: ['name'], then: 'name' },
} as const

/** A list's dashboard query, not the trash (its `…_order_idx` gives the order). */
export function listQuery(db: DB, name: keyof Rows, filter: ListFilter) {
	let query = db.selectFrom(table(name)).where('deletedAt', 'is', null)
	if (filter.visible !== undefined) query = query.where('visible', '=', filter.visible)
	if (filter.search)
		query = query.where(matchesText(db, LISTED[name].search, filter.search))
	return query
}

/**
 * One page of a list's rows in its order (`page` counts from 1), how many the filter
 * matches and how many of those are shown.
 */
export async function pageRows<T extends keyof Rows>(
	db: DB,
	name: T,
	request: PageRequest,
	filter: ListFilter = {},
): Promise<PageOf<Rows[T]> & { visibleTotal: number }> {
	let visibleTotal = 0
	const page = await loadPage(
		request,
		async () => {
			const counts = await listQuery(db, name, filter)
				.select((eb) => [
					eb.fn.countAll().as('total'),
					eb.fn
						.sum(eb.case().when('visible', '=', true).then(1).else(0).end())
						.as('visible'),
				])
				.executeTakeFirstOrThrow()
			visibleTotal = toNumber(counts.visible ?? 0)
			return toNumber(counts.total)
		},
		async (window) =>
			(await paginate(
				inOrder(listQuery(db, name, filter), name),
				window,
			).execute()) as Array<Rows[T]>,
	)
	return { ...page, visibleTotal }
}

/**
 * A list's reads in its model's terms: the dashboard's query, one page of it and one item
 * (not in the trash), each row converted by `fromRow`.
 */
export function listReads<T extends keyof Rows, Item>(
	name: T,
	fromRow: (row: Rows[T]) => Item,
) {
	return {
		query: (db: DB, filter: ListFilter) => listQuery(db, name, filter),
		async page(db: DB, request: PageRequest, filter?: ListFilter) {
			const page = await pageRows(db, name, request, filter)
			return { ...page, items: page.items.map(fromRow) }
		},
		async get(db: DB, id: string): Promise<Item | null> {
			const row = await getLiveRow(db, name, id)
			return row ? fromRow(row) : null
		},
		/** Every item in the order, or the shown ones, or the first `limit`. */
		async list(db: DB, options: { visible?: boolean; limit?: number } = {}) {
			let query = inOrder(listQuery(db, name, { visible: options.visible }), name)
			if (options.limit !== undefined) query = query.limit(options.limit)
			return ((await query.execute()) as Array<Rows[T]>).map(fromRow)
		},
	}
}

/** A list's rows in its order: its place, then its tiebreak (the public lists read this too). */
function inOrder(query: ReturnType<typeof listQuery>, name: keyof Rows) {
	return query.selectAll().orderBy('sortOrder', 'asc').orderBy(LISTED[name].then, 'asc')
}

/** A testimonial's or logo's row, not in the trash. */
export async function getLiveRow<T extends keyof Rows>(
	db: DB,
	name: T,
	id: string,
): Promise<Rows[T] | undefined> {
	return (await db
		.selectFrom(table(name))
		.selectAll()
		.where('id', '=', id)
		.where('deletedAt', 'is', null)
		.executeTakeFirst()) as Rows[T] | undefined
}

export interface TrashedRow {
	id: string
	name: string
	deletedAt: string
}

// One table's builder serves all three below: each has id, name, visible, sort_order,
// deleted_at and updated_at.
const table = (name: ListTable) => name as 'testimonials'

/**
 * The order a row of `name` stands in (decision 032), and its slot there; null when the
 * row is not there (`trashed` says which side of the trash to look on).
 */
async function placeOf(
	db: DB,
	name: ListTable,
	id: string,
	trashed: boolean,
): Promise<{ scope: OrderScope; slot: number } | null> {
	const row = await db
		.selectFrom(name as 'projects')
		.select(['sortOrder', ...(name === 'projects' ? (['collection'] as const) : [])])
		.where('id', '=', id)
		.where('deletedAt', trashed ? 'is not' : 'is', null)
		.executeTakeFirst()
	if (!row) return null
	const scope: OrderScope =
		name === 'projects' ? { table: name, collection: row.collection } : { table: name }
	return { scope, slot: toNumber(row.sortOrder) }
}

/** Shows or hides a row not in the trash; false when there is none. */
export async function setRowVisibility(
	db: DB,
	name: 'testimonials' | 'clientLogos',
	id: string,
	visible: boolean,
): Promise<boolean> {
	const result = await db
		.updateTable(table(name))
		.set({ visible, updatedAt: nowIso() })
		.where('id', '=', id)
		.where('deletedAt', 'is', null)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

/**
 * Moves a row to `position` (from 1) of its order, or of a view of it (a type tab of a
 * collection); null when the row is not in it (gone, in the trash, another view).
 */
export async function moveRow(
	db: DB,
	name: ListTable,
	id: string,
	position: number,
	view: OrderView = {},
): Promise<Move | null> {
	const place = await placeOf(db, name, id, false)
	return place && moveToPosition(db, place.scope, view, id, position)
}

/**
 * Moves a row into the trash at `now`, closing its place in the manual order; false when it
 * is not there to move (gone, or in it).
 */
export async function moveToTrash(
	db: DB,
	name: ListTable,
	id: string,
	now: string,
): Promise<boolean> {
	const place = await placeOf(db, name, id, false)
	if (!place) return false
	await lockOrder(db, place.scope)
	const result = await db
		.updateTable(table(name))
		.set({ deletedAt: now })
		.where('id', '=', id)
		.where('deletedAt', 'is', null)
		.executeTakeFirst()
	if (Number(result.numUpdatedRows) === 0) return false
	await closeSlot(db, place.scope, place.slot)
	return true
}

/**
 * Takes a row out of the trash, back at the place it left in its order (the public site
 * shows that order), or last when the list has grown shorter since; false when it is not
 * in it.
 */
export async function takeOutOfTrash(
	db: DB,
	name: ListTable,
	id: string,
): Promise<boolean> {
	const place = await placeOf(db, name, id, true)
	if (!place) return false
	await lockOrder(db, place.scope)
	// The slot it had when it left (kept on the row): the rows after it moved up then.
	const slot = Math.min(place.slot, await nextSlot(db, place.scope))
	await openSlot(db, place.scope, slot)
	const result = await db
		.updateTable(table(name))
		.set({ deletedAt: null, sortOrder: slot })
		.where('id', '=', id)
		.where('deletedAt', 'is not', null)
		.executeTakeFirst()
	if (Number(result.numUpdatedRows) === 0) {
		// Taken out meanwhile (PostgreSQL): the room made for it closes again.
		await closeSlot(db, place.scope, slot - 1)
		return false
	}
	return true
}

/**
 * Removes a row for good (the purge of the trash, or a test), closing its place in the
 * order when it still had one; false when there is no such row.
 */
export async function deleteRow(db: DB, name: ListTable, id: string): Promise<boolean> {
	const place = await placeOf(db, name, id, false)
	if (place) await lockOrder(db, place.scope)
	const result = await db.deleteFrom(table(name)).where('id', '=', id).executeTakeFirst()
	if (Number(result.numDeletedRows) === 0) return false
	if (place) await closeSlot(db, place.scope, place.slot)
	return true
}

/** A row in the trash, or null. */
export async function getTrashedRow(
	db: DB,
	name: ListTable,
	id: string,
): Promise<TrashedRow | null> {
	const row = await db
		.selectFrom(table(name))
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
	name: ListTable,
	options: { limit: number; deletedBefore?: string },
): Promise<TrashedRow[]> {
	let query = db
		.selectFrom(table(name))
		.select(['id', 'name', 'deletedAt'])
		.where('deletedAt', 'is not', null)
	query = options.deletedBefore
		? query.where('deletedAt', '<', options.deletedBefore).orderBy('deletedAt', 'asc')
		: query.orderBy('deletedAt', 'desc')
	const rows = await query.orderBy('id', 'asc').limit(options.limit).execute()
	return rows.map(trashedFromRow)
}

/**
 * The names of the rows `ids` names (those that exist, in the trash too), for "where used"
 * lists; a project's collection with it.
 */
export async function listRowNames(
	db: DB,
	name: ListTable,
	ids: readonly string[],
): Promise<
	Array<{ id: string; name: string; deletedAt: string | null; collection?: string }>
> {
	if (ids.length === 0) return []
	const rows = await db
		.selectFrom(name as 'projects')
		.select([
			'id',
			'name',
			'deletedAt',
			...(name === 'projects' ? (['collection'] as const) : []),
		])
		.where('id', 'in', [...new Set(ids)])
		.execute()
	return rows.map((row) => ({ ...row, deletedAt: toIsoOrNull(row.deletedAt) }))
}

/** Every image a row stores (its JSON image columns), in column order; [] when there is no row. */
export async function listRowImages(
	db: DB,
	name: ListTable,
	id: string,
): Promise<ImageRef[]> {
	const columns = IMAGE_COLUMNS[name] as Record<string, 'one' | 'many'>
	const row = (await db
		.selectFrom(name as 'projects')
		.select(Object.keys(columns) as Array<'image'>)
		.where('id', '=', id)
		.executeTakeFirst()) as Record<string, unknown> | undefined
	if (!row) return []
	return Object.entries(columns).flatMap(([column, count]) => {
		const value = parseJson(row[column])
		if (count === 'many') return toImageRefs(value)
		const image = toImageRef(value)
		return image ? [image] : []
	})
}

/**
 * Passes every image a row stores through `rewrite` and stores the result, leaving
 * updatedAt and revision (the library changed an image's alt text or focal point, not the
 * row; one in the trash too). False when there is no such row.
 */
export async function rewriteRowImages(
	db: DB,
	name: ListTable,
	id: string,
	rewrite: (image: ImageRef) => ImageRef,
): Promise<boolean> {
	const columns = IMAGE_COLUMNS[name] as Record<string, 'one' | 'many'>
	const row = (await db
		.selectFrom(name as 'projects')
		.select(Object.keys(columns) as Array<'image'>)
		.where('id', '=', id)
		.executeTakeFirst()) as Record<string, unknown> | undefined
	if (!row) return false
	const set: Record<string, string | null> = {}
	for (const [column, count] of Object.entries(columns)) {
		const value = parseJson(row[column])
		if (count === 'many') set[column] = toJson(toImageRefs(value).map(rewrite))
		else {
			const image = toImageRef(value)
			if (image) set[column] = toJson(rewrite(image))
		}
	}
	await db.updateTable(table(name)).set(set).where('id', '=', id).execute()
	return true
}

function trashedFromRow(row: {
	id: string
	name: string
	deletedAt: Date | string | null
}): TrashedRow {
	return { id: row.id, name: row.name, deletedAt: toIso(row.deletedAt) }
}
