// Published versions (table content_revisions): one full snapshot per publish of an item,
// numbered as the item's revisions are, unique per item.
import type { DB } from '#app/server/db/index.server.ts'
import type { ContentRevisionRow, RevisionEvent } from '#app/server/db/schema.server.ts'

import {
	newId,
	nowIso,
	parseJson,
	toIso,
	toJson,
	toJsonOrNull,
	toNumber,
	toStringList,
} from './convert.server.ts'
import { paginate } from './paging.server.ts'

export type { RevisionEvent }

export interface ContentRevision {
	id: string
	entity: string
	entityId: string
	revision: number
	event: RevisionEvent
	/** The published document, as the content kind wrote it. */
	data: unknown
	/** Names of the fields that differ from the revision before; null for a baseline. */
	changes: string[] | null
	actorId: string | null
	actorEmail: string | null
	createdAt: string
}

export type RevisionInput = Omit<ContentRevision, 'id' | 'createdAt'> & {
	createdAt?: string
}

/** Adds a revision; a number the item already has is a unique violation. */
export async function insertRevision(
	db: DB,
	input: RevisionInput,
): Promise<ContentRevision> {
	const row = await db
		.insertInto('contentRevisions')
		.values(revisionToRow(input, nowIso()))
		.returningAll()
		.executeTakeFirstOrThrow()
	return revisionFromRow(row)
}

/** Adds many revisions at once, in statements of 100 rows (imports, the scale bench). */
export async function insertRevisions(db: DB, inputs: RevisionInput[]): Promise<void> {
	const now = nowIso()
	for (let i = 0; i < inputs.length; i += 100) {
		await db
			.insertInto('contentRevisions')
			.values(inputs.slice(i, i + 100).map((input) => revisionToRow(input, now)))
			.execute()
	}
}

export async function getRevision(
	db: DB,
	entity: string,
	entityId: string,
	revision: number,
): Promise<ContentRevision | null> {
	const row = await db
		.selectFrom('contentRevisions')
		.selectAll()
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.where('revision', '=', revision)
		.executeTakeFirst()
	return row ? revisionFromRow(row) : null
}

/** A revision by its id (what the audit log's entries name), or null. */
export async function getRevisionById(
	db: DB,
	id: string,
): Promise<ContentRevision | null> {
	const row = await db
		.selectFrom('contentRevisions')
		.selectAll()
		.where('id', '=', id)
		.executeTakeFirst()
	return row ? revisionFromRow(row) : null
}

/** The newest revision of an item (who published last, and when), or null. */
export async function getLatestRevision(
	db: DB,
	entity: string,
	entityId: string,
): Promise<ContentRevision | null> {
	const row = await db
		.selectFrom('contentRevisions')
		.selectAll()
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.orderBy('revision', 'desc')
		.limit(1)
		.executeTakeFirst()
	return row ? revisionFromRow(row) : null
}

/**
 * An item's revisions, newest first (content_revisions_item_idx), a window of them. With
 * `before` in the window's place, each carries the one it is compared with too: ask for
 * one more than shown.
 */
export async function listRevisions(
	db: DB,
	entity: string,
	entityId: string,
	window: { limit?: number; offset?: number } = {},
): Promise<ContentRevision[]> {
	const query = db
		.selectFrom('contentRevisions')
		.selectAll()
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.orderBy('revision', 'desc')
	const rows = await paginate(query, window).execute()
	return rows.map(revisionFromRow)
}

export async function countRevisions(
	db: DB,
	entity: string,
	entityId: string,
): Promise<number> {
	const row = await db
		.selectFrom('contentRevisions')
		.select((eb) => eb.fn.countAll().as('count'))
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.executeTakeFirstOrThrow()
	return toNumber(row.count)
}

/** Removes every revision of an item (it is purged from the trash); how many there were. */
export async function deleteRevisionsOf(
	db: DB,
	entity: string,
	entityId: string,
): Promise<number> {
	const result = await db
		.deleteFrom('contentRevisions')
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}

// ---------------------------------------------------------------------------------------
// Rows

function revisionToRow(input: RevisionInput, now: string) {
	return {
		id: newId(),
		entity: input.entity,
		entityId: input.entityId,
		revision: input.revision,
		event: input.event,
		data: toJson(input.data),
		changes: toJsonOrNull(input.changes),
		actorId: input.actorId,
		actorEmail: input.actorEmail,
		createdAt: input.createdAt ?? now,
	}
}

export function revisionFromRow(row: ContentRevisionRow): ContentRevision {
	const changes = parseJson(row.changes)
	return {
		id: row.id,
		entity: row.entity,
		entityId: row.entityId,
		revision: toNumber(row.revision),
		event: row.event,
		data: parseJson(row.data),
		changes: changes === null ? null : toStringList(changes),
		actorId: row.actorId ?? null,
		actorEmail: row.actorEmail ?? null,
		createdAt: toIso(row.createdAt),
	}
}
