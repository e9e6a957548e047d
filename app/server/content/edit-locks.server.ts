// Presence and locking on every editable item (decision 042), as WordPress's post locks and
// Payload's document locking do it: the page that opens an item for editing holds its lock
// and renews it every few seconds (HEARTBEAT_MS, app/lib/edit-lock.ts) while it is open; leaving releases it, and
// a page that went away without saying so (closed, crashed, asleep) loses it LOCK_TTL_MS
// after its last renewal. Another admin who opens the item reads it and may take it over;
// the page it was taken from is told at its next renewal. The lock lives in the database
// (edit_locks), so it holds across workers and instances. Saves check it too: a page that
// does not hold the lock cannot save over the page that does.
import type { LockHolderView, LockState } from '#app/lib/edit-lock.ts'
import type { DB } from '#app/server/db/index.server.ts'
import * as locks from '#app/server/models/edit-locks.server.ts'
import type { EditLock } from '#app/server/models/edit-locks.server.ts'

import { actorName, type ContentActor } from './kind.server.ts'

/** A lock not renewed for this long is free: a closed tab holds nothing for a minute. */
export const LOCK_TTL_MS = 45_000

/** An item as a lock names it. */
export interface LockedItem {
	entity: string
	id: string
}

export type { LockState }

function holderView(lock: EditLock, userId: string): LockHolderView {
	return { name: lock.userName, since: lock.since, self: lock.userId === userId }
}

function stateFor(lock: EditLock, editorId: string, userId: string): LockState {
	if (lock.editorId === editorId) return { status: 'held', since: lock.since }
	return {
		status: lock.takenFromEditor === editorId ? 'taken' : 'other',
		holder: holderView(lock, userId),
	}
}

function times(now: number) {
	return {
		now: new Date(now).toISOString(),
		expiresAt: new Date(now + LOCK_TTL_MS).toISOString(),
	}
}

const holderOf = (editorId: string, actor: ContentActor) => ({
	editorId,
	userId: actor.id,
	userName: actorName(actor),
})

/**
 * The page `editorId` holds (or renews) the item's lock when it is free, lapsed or its
 * own; otherwise it is told who holds it, or that its lock was taken over.
 */
export async function holdEditLock(
	db: DB,
	item: LockedItem,
	input: { editorId: string; actor: ContentActor; now?: number },
): Promise<LockState> {
	const lock = await locks.acquireEditLock(db, {
		entity: item.entity,
		entityId: item.id,
		holder: holderOf(input.editorId, input.actor),
		...times(input.now ?? Date.now()),
	})
	return stateFor(lock, input.editorId, input.actor.id)
}

/**
 * The page `editorId` takes the item's lock, whoever holds it; the admin it was taken
 * from (null when nobody held it).
 */
export async function takeOverEditLock(
	db: DB,
	item: LockedItem,
	input: { editorId: string; actor: ContentActor; now?: number },
): Promise<{ state: LockState; from: string | null }> {
	const lock = await locks.takeOverEditLock(db, {
		entity: item.entity,
		entityId: item.id,
		holder: holderOf(input.editorId, input.actor),
		...times(input.now ?? Date.now()),
	})
	return {
		state: stateFor(lock, input.editorId, input.actor.id),
		from: lock.takenFromName,
	}
}

/** The page leaves the item: its lock, if it still holds it, is free. */
export function releaseEditLock(
	db: DB,
	item: LockedItem,
	editorId: string,
): Promise<boolean> {
	return locks.releaseEditLock(db, { entity: item.entity, entityId: item.id, editorId })
}

/** The lock another page holds on the item now, if any (a page's first paint, a save). */
export async function liveEditLock(
	db: DB,
	item: LockedItem,
	now = Date.now(),
): Promise<EditLock | null> {
	const lock = await locks.getEditLock(db, item.entity, item.id)
	return lock && lock.expiresAt > new Date(now).toISOString() ? lock : null
}

/**
 * Whether a save by the page `editorId` (none: a post without JavaScript, or an API
 * client) must be refused because another page holds the item's lock: that lock, or null.
 */
export async function lockedAgainst(
	db: DB,
	item: LockedItem,
	editorId: string | undefined,
	now = Date.now(),
): Promise<EditLock | null> {
	const lock = await liveEditLock(db, item, now)
	return lock && lock.editorId !== editorId ? lock : null
}
