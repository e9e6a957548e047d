// Who has an item open for editing (table edit_locks; decision 042): one row per item,
// naming the page (editor) that holds it and the admin at it. A page renews its lock while
// it is open; a lock not renewed by `expiresAt` is free for the next page to take. Each
// write is one statement, so two pages never both hold one item, on any instance.
import type { DB } from '#app/server/db/index.server.ts'
import type { EditLockRow } from '#app/server/db/schema.server.ts'

import { toIso } from './convert.server.ts'

export interface EditLock {
	entity: string
	entityId: string
	editorId: string
	userId: string
	/** As other admins are told: a name and email, or the email. */
	userName: string
	since: string
	expiresAt: string
	/** The page this lock was taken over from, and who held it then. */
	takenFromEditor: string | null
	takenFromName: string | null
}

export interface LockHolder {
	editorId: string
	userId: string
	userName: string
}

/** A page asking for an item's lock, at `now`, until `expiresAt`. */
interface LockRequest {
	entity: string
	entityId: string
	holder: LockHolder
	now: string
	expiresAt: string
}

/** The row of a lock `input` holds from now, taken from nobody. */
function newLockRow({ entity, entityId, holder, now, expiresAt }: LockRequest) {
	return {
		entity,
		entityId,
		editorId: holder.editorId,
		userId: holder.userId,
		userName: holder.userName,
		since: now,
		expiresAt,
		takenFromEditor: null,
		takenFromName: null,
	}
}

/**
 * Holds the item's lock for `holder` until `expiresAt`: renews it when it is theirs
 * already, takes it when it is free or lapsed (at `now`). Returns the lock as it is after
 * the statement: the holder's own, or another page's that still holds it.
 */
export async function acquireEditLock(db: DB, input: LockRequest): Promise<EditLock> {
	const { entity, entityId, holder, now, expiresAt } = input
	const row = await db
		.insertInto('editLocks')
		.values(newLockRow(input))
		.onConflict((oc) =>
			oc
				.columns(['entity', 'entityId'])
				.doUpdateSet((eb) => ({
					editorId: holder.editorId,
					userId: holder.userId,
					userName: holder.userName,
					expiresAt,
					// A renewal keeps when it began and whom it was taken from; a lapsed lock
					// taken anew starts now.
					since: eb
						.case()
						.when('editLocks.editorId', '=', holder.editorId)
						.then(eb.ref('editLocks.since'))
						.else(now)
						.end(),
					takenFromEditor: eb
						.case()
						.when('editLocks.editorId', '=', holder.editorId)
						.then(eb.ref('editLocks.takenFromEditor'))
						.else(null)
						.end(),
					takenFromName: eb
						.case()
						.when('editLocks.editorId', '=', holder.editorId)
						.then(eb.ref('editLocks.takenFromName'))
						.else(null)
						.end(),
				}))
				.where((eb) =>
					eb.or([
						eb('editLocks.editorId', '=', holder.editorId),
						eb('editLocks.expiresAt', '<=', now),
					]),
				),
		)
		.returningAll()
		.executeTakeFirst()
	if (row) return editLockFromRow(row)
	const held = await getEditLock(db, entity, entityId)
	if (held) return held
	// Released between the two statements: the next renewal takes it.
	return {
		entity,
		entityId,
		...holder,
		since: now,
		expiresAt: now,
		takenFromEditor: null,
		takenFromName: null,
	}
}

/**
 * Gives the item's lock to `holder` whoever holds it now, in one statement; the lock after
 * it, whose `takenFrom…` name the page and admin that held it (null when nobody did, or
 * their lock had lapsed).
 */
export async function takeOverEditLock(db: DB, input: LockRequest): Promise<EditLock> {
	const { holder, now, expiresAt } = input
	const row = await db
		.insertInto('editLocks')
		.values(newLockRow(input))
		.onConflict((oc) =>
			oc.columns(['entity', 'entityId']).doUpdateSet((eb) => {
				// Another page's lock, still held: the one taken over.
				const heldByOther = eb.and([
					eb('editLocks.editorId', '<>', holder.editorId),
					eb('editLocks.expiresAt', '>', now),
				])
				return {
					editorId: holder.editorId,
					userId: holder.userId,
					userName: holder.userName,
					since: now,
					expiresAt,
					takenFromEditor: eb
						.case()
						.when(heldByOther)
						.then(eb.ref('editLocks.editorId'))
						.else(null)
						.end(),
					takenFromName: eb
						.case()
						.when(heldByOther)
						.then(eb.ref('editLocks.userName'))
						.else(null)
						.end(),
				}
			}),
		)
		.returningAll()
		.executeTakeFirstOrThrow()
	return editLockFromRow(row)
}

/** Frees the item's lock if `editorId` holds it; whether it did. */
export async function releaseEditLock(
	db: DB,
	input: { entity: string; entityId: string; editorId: string },
): Promise<boolean> {
	const result = await db
		.deleteFrom('editLocks')
		.where('entity', '=', input.entity)
		.where('entityId', '=', input.entityId)
		.where('editorId', '=', input.editorId)
		.executeTakeFirst()
	return Number(result.numDeletedRows) > 0
}

/** The item's lock row, lapsed or not; null when there is none. */
export async function getEditLock(
	db: DB,
	entity: string,
	entityId: string,
): Promise<EditLock | null> {
	const row = await db
		.selectFrom('editLocks')
		.selectAll()
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.executeTakeFirst()
	return row ? editLockFromRow(row) : null
}

/** The locks still held (at `now`) on some items of one kind: a list's "being edited". */
export async function listLiveEditLocks(
	db: DB,
	entity: string,
	entityIds: readonly string[],
	now: string,
): Promise<EditLock[]> {
	if (entityIds.length === 0) return []
	const rows = await db
		.selectFrom('editLocks')
		.selectAll()
		.where('entity', '=', entity)
		.where('entityId', 'in', entityIds)
		.where('expiresAt', '>', now)
		.execute()
	return rows.map(editLockFromRow)
}

/** Removes every lock of an item (it is purged from the trash). */
export async function deleteEditLocksOf(
	db: DB,
	entity: string,
	entityId: string,
): Promise<void> {
	await db
		.deleteFrom('editLocks')
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.execute()
}

function editLockFromRow(row: EditLockRow): EditLock {
	return {
		entity: row.entity,
		entityId: row.entityId,
		editorId: row.editorId,
		userId: row.userId,
		userName: row.userName,
		since: toIso(row.since),
		expiresAt: toIso(row.expiresAt),
		takenFromEditor: row.takenFromEditor ?? null,
		takenFromName: row.takenFromName ?? null,
	}
}
