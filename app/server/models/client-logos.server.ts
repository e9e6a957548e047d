// Client logos (spec §3): an image plus a visibility flag, shown in the home page's strip.
// The spec keys visibility by file name; here the name is a unique column of the logo.
import type { ClientLogo, ImageRef } from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'
import type { ClientLogoRow } from '#app/server/db/schema.server.ts'

import { newId, nowIso, toIso } from './convert.server.ts'
import { parseJson, toBoolean, toImageRef, toJson, toNumber } from './convert.server.ts'
import { lockOrder, nextSlot, type OrderScope } from './ordering.server.ts'
import { listReads } from './list-items.server.ts'

const ORDER: OrderScope = { table: 'clientLogos' }

/** The dashboard's list query and one page of it (the admin grid, with how many are shown); one logo; every logo in display order, not those in the trash. */
export const {
	query: clientLogoListQuery,
	page: pageClientLogos,
	get: getClientLogo,
	list: listClientLogos,
} = listReads('clientLogos', clientLogoFromRow)

/**
 * Logos the public strip shows, as it shows them (name and image), in the admin's order
 * (then by name, as every list of logos); the first `limit`.
 */
export async function listVisibleClientLogos(
	db: DB,
	{ limit }: { limit?: number } = {},
): Promise<Array<Pick<ClientLogo, 'id' | 'name' | 'image'>>> {
	let query = db
		.selectFrom('clientLogos')
		.select(['id', 'name', 'image'])
		.where('deletedAt', 'is', null)
		.where('visible', '=', true)
		.orderBy('sortOrder', 'asc')
		.orderBy('name', 'asc')
	if (limit !== undefined) query = query.limit(limit)
	return (await query.execute()).map((row) => ({
		id: row.id,
		name: row.name,
		image: imageOf(row),
	}))
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
		image: imageOf(row),
		visible: toBoolean(row.visible),
		sortOrder: toNumber(row.sortOrder),
		createdAt: toIso(row.createdAt),
		updatedAt: toIso(row.updatedAt),
	}
}

/** A logo's image (a row without one reads as an empty picture named after it). */
function imageOf(row: Pick<ClientLogoRow, 'name' | 'image'>): ImageRef {
	return toImageRef(parseJson(row.image)) ?? { url: '', name: row.name }
}
