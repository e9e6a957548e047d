// The trash (decision 033): Delete moves a project, testimonial or client logo into it (at
// once off every public page and dashboard list), the Trash screen restores it, and after
// TRASH_DAYS (30) the purge removes it for good with its drafts, revisions, preview links
// and the images nothing else names. Each move is one transaction with its audit entry and
// a new content version.
import { deleteDraftCopiesOf } from '#app/server/models/draft-copies.server.ts'
import { deleteEditLocksOf } from '#app/server/models/edit-locks.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { releaseMedia } from '#app/server/media/media-deletion.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import {
	deleteDraft,
	setDraftSchedule,
} from '#app/server/models/content-drafts.server.ts'
import { deleteRevisionsOf } from '#app/server/models/content-revisions.server.ts'
import { deletePreviewLinksOf } from '#app/server/models/preview-links.server.ts'
import { renewContentVersion } from '#app/server/models/settings.server.ts'
import { getProject } from '#app/server/models/projects.server.ts'
import { releaseAddress } from '#app/server/admin/redirects.server.ts'
import {
	deleteRow,
	getTrashedRow,
	listTrashedRows,
	moveToTrash,
	takeOutOfTrash,
	type ListTable,
	type TrashedRow,
} from '#app/server/models/list-items.server.ts'

import { forgetContentImages } from './images.server.ts'
import type { ContentActor } from './kind.server.ts'

/** Days an item stays in the trash before the purge removes it. */
export const TRASH_DAYS = 30
const DAY_MS = 24 * 60 * 60_000

export type TrashEntity = 'project' | 'testimonial' | 'client_logo'

interface TrashKind {
	entity: TrashEntity
	table: ListTable
	/** What the Trash screen calls one. */
	noun: string
}

export const TRASH_KINDS: Record<TrashEntity, TrashKind> = {
	project: { entity: 'project', table: 'projects', noun: 'Project' },
	testimonial: { entity: 'testimonial', table: 'testimonials', noun: 'Testimonial' },
	client_logo: { entity: 'client_logo', table: 'clientLogos', noun: 'Client logo' },
}

export interface TrashItem extends TrashedRow {
	entity: TrashEntity
	/** When the purge removes it. */
	purgeAt: string
}

const purgeAtOf = (deletedAt: string) =>
	new Date(Date.parse(deletedAt) + TRASH_DAYS * DAY_MS).toISOString()

/** Moves an item to the trash; false when it was not there to move (already gone). */
export async function moveItemToTrash(
	db: DB,
	entity: TrashEntity,
	input: { id: string; actor: ContentActor; detail?: Record<string, string> },
): Promise<boolean> {
	const kind = TRASH_KINDS[entity]
	return inTransaction(db, async (trx) => {
		if (!(await moveToTrash(trx, kind.table, input.id, new Date().toISOString())))
			return false
		// Nothing in the trash goes live: a schedule of its draft is taken off.
		await setDraftSchedule(trx, { entity, entityId: input.id, publishAt: null, by: null })
		const row = await getTrashedRow(trx, kind.table, input.id)
		await recordAudit(
			trx,
			changeBy(input.actor, `${entity}.delete`, {
				entity,
				id: input.id,
				detail: { name: row?.name ?? '', ...input.detail },
			}),
		)
		await renewContentVersion(trx)
		return true
	})
}

/** Takes an item out of the trash, as it was; null when it is not in it. */
export async function restoreFromTrash(
	db: DB,
	entity: TrashEntity,
	input: { id: string; actor: ContentActor },
): Promise<TrashedRow | null> {
	const kind = TRASH_KINDS[entity]
	return inTransaction(db, async (trx) => {
		const row = await getTrashedRow(trx, kind.table, input.id)
		if (!row || !(await takeOutOfTrash(trx, kind.table, input.id))) return null
		// A project's address is its page again: the redirect its delete left goes.
		if (entity === 'project') {
			const project = await getProject(trx, input.id)
			if (project) await releaseAddress(trx, project)
		}
		await recordAudit(
			trx,
			changeBy(input.actor, `${entity}.untrash`, {
				entity,
				id: input.id,
				detail: { name: row.name },
			}),
		)
		await renewContentVersion(trx)
		return row
	})
}

/** What is in the trash, the most recently deleted first (at most `limit` of each kind). */
export async function listTrash(db: DB, limit = 200): Promise<TrashItem[]> {
	const lists = await Promise.all(
		Object.values(TRASH_KINDS).map(async (kind) =>
			(await listTrashedRows(db, kind.table, { limit })).map((row) => ({
				...row,
				entity: kind.entity,
				purgeAt: purgeAtOf(row.deletedAt),
			})),
		),
	)
	return lists
		.flat()
		.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || a.id.localeCompare(b.id))
}

/**
 * Removes an item in the trash for good: its row, drafts, revisions and preview links in
 * one transaction, then the images they named that nothing else does. `actor` null: the
 * purge of expired items. False when it is not in the trash.
 */
export async function purgeFromTrash(
	db: DB,
	entity: TrashEntity,
	input: { id: string; actor: ContentActor | null },
): Promise<boolean> {
	const kind = TRASH_KINDS[entity]
	const released = await inTransaction(db, async (trx) => {
		const row = await getTrashedRow(trx, kind.table, input.id)
		if (!row) return null
		// Every image it, its draft or its history named: their usages go with them, and
		// what nothing else uses then leaves the library after the commit (decision 031).
		const named = await forgetContentImages(trx, entity, input.id)
		await deleteDraft(trx, entity, input.id)
		await deleteRevisionsOf(trx, entity, input.id)
		await deletePreviewLinksOf(trx, entity, input.id)
		// Its kept drafts and its edit lock go with it (decision 042).
		await deleteDraftCopiesOf(trx, entity, input.id)
		await deleteEditLocksOf(trx, entity, input.id)
		if (!(await deleteRow(trx, kind.table, input.id))) return null
		await recordAudit(trx, {
			actorId: input.actor?.id ?? null,
			actorEmail: input.actor?.email ?? null,
			action: `${entity}.purge`,
			entity,
			entityId: input.id,
			detail: { name: row.name },
		})
		return named
	})
	if (!released) return false
	// After the commit (a rollback would bring back references to deleted files); a failure
	// here leaves files the hourly sweep removes.
	await releaseMedia(db, released).catch(() => [])
	return true
}

/**
 * Purges every item that has been in the trash longer than TRASH_DAYS at `now`, at most
 * `limit` of each kind per run; how many were removed.
 */
export async function purgeExpiredTrash(
	db: DB,
	options: { now?: number; limit?: number } = {},
): Promise<number> {
	const cutoff = new Date((options.now ?? Date.now()) - TRASH_DAYS * DAY_MS).toISOString()
	let purged = 0
	for (const kind of Object.values(TRASH_KINDS)) {
		const due = await listTrashedRows(db, kind.table, {
			limit: options.limit ?? 500,
			deletedBefore: cutoff,
		})
		for (const row of due)
			if (await purgeFromTrash(db, kind.entity, { id: row.id, actor: null })) purged++
	}
	return purged
}
