// The writes the three ordered lists share (projects and products, testimonials, client
// logos; decision 032), written once over a small "list kind" per list: show or hide, move
// to a place in the manual order, delete to the trash, and one page of the tab. Each write
// is one transaction with its audit entry and a new content version; an item in the trash
// is neither shown, hidden nor moved (its kind's `get` does not find it).
import type { Actor } from '#app/server/auth/session.server.ts'
import { moveItemToTrash, type TrashEntity } from '#app/server/content/trash.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import {
	moveRow,
	setRowVisibility,
	type ListTable,
} from '#app/server/models/list-items.server.ts'
import type { OrderView } from '#app/server/models/ordering.server.ts'
import type { PageOf, PageRequest } from '#app/server/models/paging.server.ts'
import { renewContentVersion } from '#app/server/models/settings.server.ts'

/** What the shared writes need to know of a list. */
export interface ListKind<Item extends { id: string; name: string }, Filter = unknown> {
	entity: TrashEntity
	table: ListTable
	/** The item, not in the trash; null when there is none. */
	get(db: DB, id: string): Promise<Item | null>
	/** What its audit entries keep of it beside its name. */
	detail?(item: Item): Record<string, string>
	/** What people call it, when that is not its `name` (a logo: its company). */
	label?(item: Item): string
	/** One page of the dashboard's tab, in the manual order. */
	page?(db: DB, request: PageRequest, filter: Filter): Promise<PageOf<Item>>
}

/** Cards per page of a dashboard tab (eight rows of three on a wide screen). */
export const LIST_PAGE_SIZE = 24

/** The page of a tab that shows the card at `position` (from 1). */
export function listPageOf(position: number): number {
	return Math.max(1, Math.ceil(position / LIST_PAGE_SIZE))
}

const audited = <Item extends { id: string; name: string }>(
	kind: ListKind<Item, never>,
	item: Item,
	more: Record<string, string | number> = {},
) => ({
	entity: kind.entity,
	id: item.id,
	detail: { name: kind.label?.(item) ?? item.name, ...kind.detail?.(item), ...more },
})

/**
 * Shows or hides an item (testimonials and logos; a project's visibility is a publish,
 * projects.server.ts). Null when there is no such item; `changed` false when it already
 * was so (nothing written).
 */
export async function setItemVisibility<
	Item extends { id: string; name: string; visible: boolean },
>(
	db: DB,
	kind: ListKind<Item, never> & { table: 'testimonials' | 'clientLogos' },
	input: { id: string; visible: boolean; actor: Actor },
): Promise<{ item: Item; changed: boolean } | null> {
	return inTransaction(db, async (trx) => {
		const before = await kind.get(trx, input.id)
		if (!before) return null
		if (before.visible === input.visible) return { item: before, changed: false }
		// A testimonial never published (a draft only, decision 052) cannot be shown.
		if ('revision' in before && before.revision === 0) return null
		if (!(await setRowVisibility(trx, kind.table, input.id, input.visible))) return null
		const item = { ...before, visible: input.visible }
		const action = `${kind.entity}.${input.visible ? 'show' : 'hide'}`
		await recordAudit(trx, changeBy(input.actor, action, audited(kind, item)))
		await renewContentVersion(trx)
		return { item, changed: true }
	})
}

/**
 * Moves an item to `position` (from 1) of its order (or of `view`, a type tab) in one
 * write and one audit entry, however far. Null when the item is gone; nothing is written
 * when it is already there.
 */
export async function moveItem<Item extends { id: string; name: string }>(
	db: DB,
	kind: ListKind<Item, never>,
	input: { id: string; position: number; actor: Actor; view?: OrderView },
): Promise<{ item: Item; from: number; to: number } | null> {
	return inTransaction(db, async (trx) => {
		const item = await kind.get(trx, input.id)
		if (!item) return null
		const move = await moveRow(trx, kind.table, input.id, input.position, input.view)
		if (!move) return null
		if (move.from !== move.to) {
			const entry = audited(kind, item, { from: move.from, to: move.to })
			await recordAudit(trx, changeBy(input.actor, `${kind.entity}.move`, entry))
			await renewContentVersion(trx)
		}
		return { item, from: move.from, to: move.to }
	})
}

/**
 * Moves an item to the trash (off the site at once; restorable for 30 days, then purged
 * with its images: decision 033); null when it was already gone.
 */
export async function deleteItem<Item extends { id: string; name: string }>(
	db: DB,
	kind: ListKind<Item, never>,
	input: { id: string; actor: Actor },
): Promise<Item | null> {
	const item = await kind.get(db, input.id)
	if (!item) return null
	const detail = kind.detail?.(item)
	return (await moveItemToTrash(db, kind.entity, { ...input, detail })) ? item : null
}

export interface ListTabPage<Item> {
	items: Item[]
	page: number
	pageCount: number
	/** Cards before this page: a card's place in the whole order is `offset + index + 1`. */
	offset: number
	total: number
	/** Of all the items, those the site shows (when the list counts them). */
	visibleTotal?: number
	error: string | null
}

/**
 * One page of a tab in the manual order, or `fetchFailed` (spec §8) and an empty page when
 * the read fails (shown in the tab, not a 500). `page` may be past `pageCount` (the loader
 * sends the admin to the last page).
 */
export async function loadListTab<Item extends { id: string; name: string }, Filter>(
	db: DB,
	kind: ListKind<Item, Filter> & {
		page(db: DB, request: PageRequest, filter: Filter): Promise<PageOf<Item>>
	},
	input: { page: number; filter: Filter; fetchFailed: string },
	log?: (error: unknown) => void,
): Promise<ListTabPage<Item>> {
	try {
		const result = await kind.page(
			db,
			{ page: input.page, pageSize: LIST_PAGE_SIZE },
			input.filter,
		)
		return {
			...result,
			offset: (result.page - 1) * result.pageSize,
			error: null,
		}
	} catch (error) {
		log?.(error)
		return {
			items: [],
			page: 1,
			pageCount: 1,
			offset: 0,
			total: 0,
			visibleTotal: 0,
			error: input.fetchFailed,
		}
	}
}
