// auth_limits (migration 0002): fixed-window counters keyed by purpose and a keyed hash
// of the subject, behind sign-in throttling and the per-client budget of auth requests.
// The rules (windows, limits, locks) are app/server/auth/limits.server.ts's; this module
// reads and writes the rows. Times are epoch milliseconds of the steady clock.
import { sql } from 'kysely'

import type { DB } from '#app/server/db/index.server.ts'

export interface AuthLimitCounter {
	count: number
	windowStart: number
	lockedUntil: number | null
}

/**
 * Counts one event for `key`, in one upsert: a window that started at or before
 * `expiredAt`, or after `aheadOf` (written under a clock since moved back), starts again
 * at `now` with a count of 1; otherwise its count goes up by one. Returns the counter.
 */
export async function countAuthLimitEvent(
	db: DB,
	key: string,
	window: { now: number; expiredAt: number; aheadOf: number },
): Promise<AuthLimitCounter> {
	const { now, expiredAt, aheadOf } = window
	const row = await db
		.insertInto('authLimits')
		.values({ key, count: 1, windowStart: now, lockedUntil: null })
		.onConflict((oc) =>
			oc.column('key').doUpdateSet((eb) => ({
				count: sql<number>`case when ${eb.ref('authLimits.windowStart')} <= ${expiredAt} then 1 else ${eb.ref('authLimits.count')} + 1 end`,
				windowStart: sql<number>`case when ${eb.ref('authLimits.windowStart')} <= ${expiredAt} or ${eb.ref('authLimits.windowStart')} > ${aheadOf} then ${now} else ${eb.ref('authLimits.windowStart')} end`,
			})),
		)
		.returning(['count', 'windowStart', 'lockedUntil'])
		.executeTakeFirstOrThrow()
	return {
		count: Number(row.count),
		windowStart: Number(row.windowStart),
		lockedUntil: row.lockedUntil === null ? null : Number(row.lockedUntil),
	}
}

/** When `key`'s lock ends (null: no lock, or no counter). */
export async function getAuthLimitLock(db: DB, key: string): Promise<number | null> {
	const row = await db
		.selectFrom('authLimits')
		.select('lockedUntil')
		.where('key', '=', key)
		.executeTakeFirst()
	return row?.lockedUntil === null || row === undefined ? null : Number(row.lockedUntil)
}

/** A lock of `key` that ends after `after` ends at `to` instead. */
export async function clampAuthLimitLock(db: DB, key: string, after: number, to: number) {
	await db
		.updateTable('authLimits')
		.set({ lockedUntil: to })
		.where('key', '=', key)
		.where('lockedUntil', '>', after)
		.execute()
}

/** Locks `key` until `until`, its count starting again from 0 at `now`. */
export async function lockAuthLimit(db: DB, key: string, until: number, now: number) {
	await db
		.updateTable('authLimits')
		.set({ lockedUntil: until, count: 0, windowStart: now })
		.where('key', '=', key)
		.execute()
}

export async function deleteAuthLimit(db: DB, key: string) {
	await db.deleteFrom('authLimits').where('key', '=', key).execute()
}

/** Forgets counters whose window started before `before` and that hold no lock at `now`. */
export async function deleteIdleAuthLimits(db: DB, before: number, now: number) {
	await db
		.deleteFrom('authLimits')
		.where('windowStart', '<', before)
		.where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
		.execute()
}
