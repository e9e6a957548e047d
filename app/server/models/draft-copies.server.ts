// Drafts kept aside instead of lost (table draft_copies; decision 042): another admin's
// draft that "Keep mine" replaced, the form of an admin whose item was taken over, and a
// copy an admin kept of their own form. Each belongs to one item and goes with it.
import type { DB } from '#app/server/db/index.server.ts'
import type { DraftCopyReason, DraftCopyRow } from '#app/server/db/schema.server.ts'

import { newId, nowIso, parseJson, toIso, toJson } from './convert.server.ts'

export type { DraftCopyReason }

export interface DraftCopy {
	id: string
	entity: string
	entityId: string
	/** The form's value, as the item's drafts are stored. */
	data: unknown
	reason: DraftCopyReason
	authorId: string | null
	authorName: string | null
	byId: string | null
	byName: string | null
	createdAt: string
}

export type NewDraftCopy = Omit<DraftCopy, 'id' | 'createdAt'>

export async function insertDraftCopy(db: DB, input: NewDraftCopy): Promise<DraftCopy> {
	const row = await db
		.insertInto('draftCopies')
		.values({
			id: newId(),
			entity: input.entity,
			entityId: input.entityId,
			data: toJson(input.data),
			reason: input.reason,
			authorId: input.authorId,
			authorName: input.authorName,
			byId: input.byId,
			byName: input.byName,
			createdAt: nowIso(),
		})
		.returningAll()
		.executeTakeFirstOrThrow()
	return draftCopyFromRow(row)
}

/** An item's kept drafts, the newest first, at most `limit`. */
export async function listDraftCopies(
	db: DB,
	entity: string,
	entityId: string,
	limit = 50,
): Promise<DraftCopy[]> {
	const rows = await db
		.selectFrom('draftCopies')
		.selectAll()
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.orderBy('createdAt', 'desc')
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
	return rows.map(draftCopyFromRow)
}

/** One kept draft of an item; null when it has no such copy. */
export async function getDraftCopy(
	db: DB,
	entity: string,
	entityId: string,
	id: string,
): Promise<DraftCopy | null> {
	const row = await db
		.selectFrom('draftCopies')
		.selectAll()
		.where('id', '=', id)
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.executeTakeFirst()
	return row ? draftCopyFromRow(row) : null
}

/** Removes one kept draft of an item; what was removed, or null. */
export async function deleteDraftCopy(
	db: DB,
	entity: string,
	entityId: string,
	id: string,
): Promise<DraftCopy | null> {
	const row = await db
		.deleteFrom('draftCopies')
		.where('id', '=', id)
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.returningAll()
		.executeTakeFirst()
	return row ? draftCopyFromRow(row) : null
}

/** Removes every kept draft of an item (it is purged from the trash); how many. */
export async function deleteDraftCopiesOf(
	db: DB,
	entity: string,
	entityId: string,
): Promise<number> {
	const result = await db
		.deleteFrom('draftCopies')
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}

function draftCopyFromRow(row: DraftCopyRow): DraftCopy {
	return {
		id: row.id,
		entity: row.entity,
		entityId: row.entityId,
		data: parseJson(row.data),
		reason: row.reason,
		authorId: row.authorId ?? null,
		authorName: row.authorName ?? null,
		byId: row.byId ?? null,
		byName: row.byName ?? null,
		createdAt: toIso(row.createdAt),
	}
}
