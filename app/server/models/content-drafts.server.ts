// Unpublished drafts (table content_drafts): at most one per item, keyed by (entity,
// entity id). Every write that changes a draft checks the version it was based on in the
// same statement, so two admins saving one draft never both succeed.
import { mapImagesIn } from '#app/lib/media-library.ts'
import type { ImageRef } from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'
import type { ContentDraftRow } from '#app/server/db/schema.server.ts'

import {
	nowIso,
	parseJson,
	toIso,
	toIsoOrNull,
	toJson,
	toNumber,
} from './convert.server.ts'

export interface ContentDraft {
	entity: string
	entityId: string
	/** The form's typed value, as stored (each content kind reads it with its own schema). */
	data: unknown
	/** The published revision it started from; null when the item was never published. */
	baseRevision: number | null
	/** Goes up by one on every save. */
	draftVersion: number
	updatedBy: string | null
	/** Who saved it last, as people are told (their name, or their email). */
	updatedByName: string | null
	updatedAt: string
	publishAt: string | null
	scheduledBy: string | null
	scheduledByEmail: string | null
	/** The open form (page) that saved it last; null when not known. */
	editorId: string | null
}

/** A draft without its document: what a list needs to say an item has one. */
export type DraftState = Omit<ContentDraft, 'data'>

export interface DraftAuthor {
	id: string
	name: string
	/** The open form (page) that saves. */
	editorId?: string | null
}

const STATE_COLUMNS = [
	'entity',
	'entityId',
	'baseRevision',
	'draftVersion',
	'updatedBy',
	'updatedByName',
	'updatedAt',
	'publishAt',
	'scheduledBy',
	'scheduledByEmail',
	'editorId',
] as const

export async function getDraft(
	db: DB,
	entity: string,
	entityId: string,
): Promise<ContentDraft | null> {
	const row = await db
		.selectFrom('contentDrafts')
		.selectAll()
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.executeTakeFirst()
	return row ? draftFromRow(row) : null
}

/** The drafts of some items of one kind (a page of a list), without their documents. */
export async function listDraftStates(
	db: DB,
	entity: string,
	entityIds: readonly string[],
): Promise<DraftState[]> {
	if (entityIds.length === 0) return []
	const rows = await db
		.selectFrom('contentDrafts')
		.select(STATE_COLUMNS)
		.where('entity', '=', entity)
		.where('entityId', 'in', entityIds)
		.execute()
	return rows.map(draftStateFromRow)
}

/**
 * Adds the first draft of an item at version 1. Null when the item has one already (another
 * admin saved first): nothing is written then.
 */
export async function insertDraft(
	db: DB,
	input: {
		entity: string
		entityId: string
		data: unknown
		baseRevision: number | null
		author: DraftAuthor
	},
): Promise<ContentDraft | null> {
	const row = await db
		.insertInto('contentDrafts')
		.values({
			entity: input.entity,
			entityId: input.entityId,
			data: toJson(input.data),
			baseRevision: input.baseRevision,
			draftVersion: 1,
			updatedBy: input.author.id,
			updatedByName: input.author.name,
			updatedAt: nowIso(),
			publishAt: null,
			editorId: input.author.editorId ?? null,
		})
		.onConflict((oc) => oc.columns(['entity', 'entityId']).doNothing())
		.returningAll()
		.executeTakeFirst()
	return row ? draftFromRow(row) : null
}

/**
 * Replaces a draft's document if it is still at `expectedVersion`, one version up. Null
 * when it is not (saved by someone else meanwhile, published or discarded): nothing changes.
 */
export async function updateDraft(
	db: DB,
	input: {
		entity: string
		entityId: string
		expectedVersion: number
		data: unknown
		author: DraftAuthor
		/** A new base (a restored revision, or "keep mine" after a publish elsewhere). */
		baseRevision?: number | null
		/**
		 * Only while no page but this editor's holds the item's edit lock at `now` (decision
		 * 042): checked in the same statement, so a take-over is never saved over.
		 */
		unlessLocked?: { editorId: string | null; now: string }
		/** The draft's schedule goes with this save (its writer may not publish). */
		unschedule?: boolean
	},
): Promise<ContentDraft | null> {
	const guard = input.unlessLocked
	let query = db
		.updateTable('contentDrafts')
		.set((eb) => ({
			data: toJson(input.data),
			draftVersion: eb('draftVersion', '+', 1),
			updatedBy: input.author.id,
			updatedByName: input.author.name,
			updatedAt: nowIso(),
			editorId: input.author.editorId ?? null,
			...(input.baseRevision !== undefined ? { baseRevision: input.baseRevision } : {}),
			...(input.unschedule
				? { publishAt: null, scheduledBy: null, scheduledByEmail: null }
				: {}),
		}))
		.where('entity', '=', input.entity)
		.where('entityId', '=', input.entityId)
		.where('draftVersion', '=', input.expectedVersion)
	if (guard)
		query = query.where(({ not, exists, selectFrom }) =>
			not(
				exists(
					selectFrom('editLocks')
						.select('editLocks.entity')
						.where('editLocks.entity', '=', input.entity)
						.where('editLocks.entityId', '=', input.entityId)
						.where('editLocks.expiresAt', '>', guard.now)
						.where((eb) =>
							guard.editorId === null
								? eb.val(true)
								: eb('editLocks.editorId', '<>', guard.editorId),
						),
				),
			),
		)
	const row = await query.returningAll().executeTakeFirst()
	return row ? draftFromRow(row) : null
}

/** Sets or clears when a draft goes live; null when the draft is gone. */
export async function setDraftSchedule(
	db: DB,
	input: {
		entity: string
		entityId: string
		publishAt: string | null
		by: { id: string; email: string } | null
	},
): Promise<DraftState | null> {
	const row = await db
		.updateTable('contentDrafts')
		.set({
			publishAt: input.publishAt,
			scheduledBy: input.by?.id ?? null,
			scheduledByEmail: input.by?.email ?? null,
		})
		.where('entity', '=', input.entity)
		.where('entityId', '=', input.entityId)
		.returning(STATE_COLUMNS)
		.executeTakeFirst()
	return row ? draftStateFromRow(row) : null
}

/**
 * Removes a draft (published or discarded), only at `expectedVersion` when one is given.
 * Returns what was removed, or null.
 */
export async function deleteDraft(
	db: DB,
	entity: string,
	entityId: string,
	expectedVersion?: number,
): Promise<ContentDraft | null> {
	let query = db
		.deleteFrom('contentDrafts')
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
	if (expectedVersion !== undefined)
		query = query.where('draftVersion', '=', expectedVersion)
	const row = await query.returningAll().executeTakeFirst()
	return row ? draftFromRow(row) : null
}

/**
 * Passes every image the draft names through `rewrite` (the library changed an image's alt
 * text or focal point), leaving its version: the form holding it saves over it as before.
 * False when there is no such draft.
 */
export async function rewriteDraftImages(
	db: DB,
	entity: string,
	entityId: string,
	rewrite: (image: ImageRef) => ImageRef,
): Promise<boolean> {
	const row = await db
		.selectFrom('contentDrafts')
		.select('data')
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.executeTakeFirst()
	if (!row) return false
	await db
		.updateTable('contentDrafts')
		.set({ data: toJson(mapImagesIn(parseJson(row.data), rewrite)) })
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.execute()
	return true
}

/**
 * Drafts due to go live at `now`, the earliest first, at most `limit`
 * (content_drafts_publish_at_idx).
 */
export async function listDueDrafts(
	db: DB,
	now: string,
	limit = 50,
): Promise<DraftState[]> {
	const rows = await db
		.selectFrom('contentDrafts')
		.select(STATE_COLUMNS)
		.where('publishAt', 'is not', null)
		.where('publishAt', '<=', now)
		.orderBy('publishAt', 'asc')
		.limit(limit)
		.execute()
	return rows.map(draftStateFromRow)
}

/** Every scheduled draft, the soonest first, at most `limit` (the Scheduled screen). */
export async function listScheduledDrafts(db: DB, limit = 200): Promise<ContentDraft[]> {
	const rows = await db
		.selectFrom('contentDrafts')
		.selectAll()
		.where('publishAt', 'is not', null)
		.orderBy('publishAt', 'asc')
		.orderBy('entity', 'asc')
		.orderBy('entityId', 'asc')
		.limit(limit)
		.execute()
	return rows.map(draftFromRow)
}

// ---------------------------------------------------------------------------------------
// Rows

function draftStateFromRow(row: Omit<ContentDraftRow, 'data'>): DraftState {
	return {
		entity: row.entity,
		entityId: row.entityId,
		baseRevision: row.baseRevision === null ? null : toNumber(row.baseRevision),
		draftVersion: toNumber(row.draftVersion),
		updatedBy: row.updatedBy ?? null,
		updatedByName: row.updatedByName ?? null,
		updatedAt: toIso(row.updatedAt),
		publishAt: toIsoOrNull(row.publishAt),
		scheduledBy: row.scheduledBy ?? null,
		scheduledByEmail: row.scheduledByEmail ?? null,
		editorId: row.editorId ?? null,
	}
}

export function draftFromRow(row: ContentDraftRow): ContentDraft {
	return { ...draftStateFromRow(row), data: parseJson(row.data) }
}
