// Client logos (spec §3): an image plus a visibility flag, shown in the home page's strip.
// The spec keys visibility by file name; here the name is a unique column of the logo.
import type { ClientLogo, ImageRef } from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'
import type { ClientLogoRow } from '#app/server/db/schema.server.ts'

import {
	newId,
	nowIso,
	parseJson,
	toBoolean,
	toImageRef,
	toIso,
	toJson,
	toNumber,
} from './convert.server.ts'
import { lockOrder, nextSlot, type OrderScope } from './ordering.server.ts'
import { getLiveRow, listQuery, pageRows, type ListFilter } from './list-items.server.ts'
import type { PageRequest } from './paging.server.ts'

const ORDER: OrderScope = { table: 'clientLogos' }

/** Logos the public strip shows, in the admin's order (then by name); the first `limit`. */
export async function listVisibleClientLogos(
	db: DB,
	options: { limit?: number } = {},
): Promise<ClientLogo[]> {
	let query = db
		.selectFrom('clientLogos')
		.selectAll()
		.where('visible', '=', true)
		.where('deletedAt', 'is', null)
		.orderBy('sortOrder', 'asc')
		.orderBy('name', 'asc')
	if (options.limit !== undefined) query = query.limit(options.limit)
	return (await query.execute()).map(clientLogoFromRow)
}

/** Every logo (admin), shown or hidden, in display order; not those in the trash. */
export async function listClientLogos(db: DB): Promise<ClientLogo[]> {
	const rows = await db
		.selectFrom('clientLogos')
		.selectAll()
		.where('deletedAt', 'is', null)
		.orderBy('sortOrder', 'asc')
		.orderBy('name', 'asc')
		.execute()
	return rows.map(clientLogoFromRow)
}

export type ClientLogoFilter = ListFilter

/** The dashboard's list query, not the trash (client_logos_order_idx gives its order). */
export const clientLogoListQuery = (db: DB, filter: ListFilter) =>
	listQuery(db, 'clientLogos', filter)

/** One page of the logos in display order (the admin grid), and how many are shown. */
export async function pageClientLogos(db: DB, request: PageRequest, filter?: ListFilter) {
	const page = await pageRows(db, 'clientLogos', request, filter)
	return { ...page, items: page.items.map(clientLogoFromRow) }
}

export async function getClientLogo(db: DB, id: string): Promise<ClientLogo | null> {
	const row = await getLiveRow(db, 'clientLogos', id)
	return row ? clientLogoFromRow(row) : null
}

export async function getClientLogoByName(
	db: DB,
	name: string,
): Promise<ClientLogo | null> {
	const row = await db
		.selectFrom('clientLogos')
		.selectAll()
		.where('name', '=', name)
		.executeTakeFirst()
	return row ? clientLogoFromRow(row) : null
}

/** The names of every logo, those in the trash too: a new logo takes a name none has. */
export async function listClientLogoNames(db: DB): Promise<string[]> {
	const rows = await db.selectFrom('clientLogos').select('name').execute()
	return rows.map((row) => row.name)
}

/**
 * Adds a logo, visible unless told otherwise, placed last unless `sortOrder` is given.
 * A name already in use is a unique violation (see isUniqueViolation).
 */
export async function createClientLogo(
	db: DB,
	input: {
		name: string
		image: ImageRef
		visible?: boolean
		sortOrder?: number
		id?: string
	},
): Promise<ClientLogo> {
	const now = nowIso()
	if (input.sortOrder === undefined) await lockOrder(db, ORDER)
	const row = await db
		.insertInto('clientLogos')
		.values({
			id: input.id ?? newId(),
			name: input.name,
			image: toJson(input.image),
			visible: input.visible ?? true,
			sortOrder: input.sortOrder ?? (await nextSlot(db, ORDER)),
			createdAt: now,
			updatedAt: now,
		})
		.returningAll()
		.executeTakeFirstOrThrow()
	return clientLogoFromRow(row)
}

// ---------------------------------------------------------------------------------------
// Rows

export function clientLogoFromRow(row: ClientLogoRow): ClientLogo {
	return {
		id: row.id,
		name: row.name,
		image: toImageRef(parseJson(row.image)) ?? { url: '', name: row.name },
		visible: toBoolean(row.visible),
		sortOrder: toNumber(row.sortOrder),
		createdAt: toIso(row.createdAt),
		updatedAt: toIso(row.updatedAt),
	}
}
