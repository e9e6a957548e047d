// Client logos (spec §3): an image plus a visibility flag, shown in the home page's strip.
// The spec keys visibility by file name; here the name is a unique column of the logo.
import { sql } from 'kysely'

import type { ClientLogo, ImageRef } from '#app/lib/types.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
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
import { loadPage, paginate, type PageOf, type PageRequest } from './paging.server.ts'

/** Logos the public strip shows, in the admin's order (then by name); the first `limit`. */
export async function listVisibleClientLogos(
	db: DB,
	options: { limit?: number } = {},
): Promise<ClientLogo[]> {
	let query = db
		.selectFrom('clientLogos')
		.selectAll()
		.where('visible', '=', true)
		.orderBy('sortOrder', 'asc')
		.orderBy('name', 'asc')
	if (options.limit !== undefined) query = query.limit(options.limit)
	return (await query.execute()).map(clientLogoFromRow)
}

/** Every logo (admin), shown or hidden, in display order. */
export async function listClientLogos(db: DB): Promise<ClientLogo[]> {
	const rows = await db
		.selectFrom('clientLogos')
		.selectAll()
		.orderBy('sortOrder', 'asc')
		.orderBy('name', 'asc')
		.execute()
	return rows.map(clientLogoFromRow)
}

/**
 * One page of every logo in display order (the admin grid), and how many of all the logos
 * are shown: `page` counts from 1.
 */
export async function pageClientLogos(
	db: DB,
	request: PageRequest,
): Promise<PageOf<ClientLogo> & { visibleTotal: number }> {
	let visibleTotal = 0
	const page = await loadPage(
		request,
		async () => {
			const counts = await db
				.selectFrom('clientLogos')
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
			(
				await paginate(
					db
						.selectFrom('clientLogos')
						.selectAll()
						.orderBy('sortOrder', 'asc')
						.orderBy('name', 'asc'),
					window,
				).execute()
			).map(clientLogoFromRow),
	)
	return { ...page, visibleTotal }
}

export async function getClientLogo(db: DB, id: string): Promise<ClientLogo | null> {
	const row = await db
		.selectFrom('clientLogos')
		.selectAll()
		.where('id', '=', id)
		.executeTakeFirst()
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
	const row = await db
		.insertInto('clientLogos')
		.values((eb) => ({
			id: input.id ?? newId(),
			name: input.name,
			image: toJson(input.image),
			visible: input.visible ?? true,
			sortOrder:
				input.sortOrder ??
				eb
					.selectFrom('clientLogos')
					.select(sql<number>`coalesce(max(sort_order), -1) + 1`.as('next')),
			createdAt: now,
			updatedAt: now,
		}))
		.returningAll()
		.executeTakeFirstOrThrow()
	return clientLogoFromRow(row)
}

/** Shows or hides a logo; null when there is no such logo. */
export async function setClientLogoVisibility(
	db: DB,
	id: string,
	visible: boolean,
): Promise<ClientLogo | null> {
	const row = await db
		.updateTable('clientLogos')
		.set({ visible, updatedAt: nowIso() })
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirst()
	return row ? clientLogoFromRow(row) : null
}

/**
 * Puts the logos in the given order (sortOrder 0, 1, 2…), in one transaction. Unknown
 * ids are ignored; logos left out keep their relative order after the listed ones.
 * Returns every logo in the new order.
 */
export async function reorderClientLogos(
	db: DB,
	orderedIds: string[],
): Promise<ClientLogo[]> {
	return inTransaction(db, async (trx) => {
		const current = await listClientLogos(trx)
		const orderOf = new Map(current.map((logo) => [logo.id, logo.sortOrder]))
		const listed = [...new Set(orderedIds)].filter((id) => orderOf.has(id))
		const listedSet = new Set(listed)
		const order = [
			...listed,
			...current.filter((l) => !listedSet.has(l.id)).map((l) => l.id),
		]
		const now = nowIso()
		for (const [index, id] of order.entries()) {
			if (orderOf.get(id) === index) continue
			await trx
				.updateTable('clientLogos')
				.set({ sortOrder: index, updatedAt: now })
				.where('id', '=', id)
				.execute()
		}
		return listClientLogos(trx)
	})
}

/** Removes a logo; returns what was removed (its file may need deleting), or null. */
export async function deleteClientLogo(db: DB, id: string): Promise<ClientLogo | null> {
	const row = await db
		.deleteFrom('clientLogos')
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirst()
	return row ? clientLogoFromRow(row) : null
}

/** The names of the logos `ids` names (those that exist), for "where used" lists. */
export async function listClientLogoNames(
	db: DB,
	ids: readonly string[],
): Promise<Array<Pick<ClientLogo, 'id' | 'name'>>> {
	if (ids.length === 0) return []
	return db
		.selectFrom('clientLogos')
		.select(['id', 'name'])
		.where('id', 'in', [...new Set(ids)])
		.execute()
}

/**
 * Passes a logo's image through `rewrite` and stores the result, leaving updatedAt (the
 * library changed the image, not the logo). False when there is no such logo.
 */
export async function rewriteClientLogoImage(
	db: DB,
	id: string,
	rewrite: (image: ImageRef) => ImageRef,
): Promise<boolean> {
	const logo = await getClientLogo(db, id)
	if (!logo) return false
	await db
		.updateTable('clientLogos')
		.set({ image: toJson(rewrite(logo.image)) })
		.where('id', '=', id)
		.execute()
	return true
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
