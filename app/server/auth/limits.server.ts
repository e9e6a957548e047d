// Counters behind sign-in throttling and the per-client limit on auth requests. They live
// in the database (table auth_limits) so they survive restarts and hold across instances.
// Subjects (an email, a client address) are stored as keyed hashes, never in clear.
import { createHmac } from 'node:crypto'

import { sql } from 'kysely'

import { CLOCK_SLACK_MS, steadyNow } from '#app/server/clock.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { getAppSecret } from '#app/server/secret.server.ts'

import { authDb } from './tables.server.ts'

/** Failed sign-ins for one account within the window that lock it. */
export const SIGN_IN_FAILURE_LIMIT = 5
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000
export const SIGN_IN_LOCK_MS = 15 * 60_000
export const CLIENT_WINDOW_MS = 60 * 60_000

export function subjectKey(purpose: 'signin' | 'client', subject: string): string {
	const digest = createHmac('sha256', getAppSecret())
		.update(`${purpose}:${subject.trim().toLowerCase()}`)
		.digest('base64url')
		.slice(0, 32)
	return `${purpose}:${digest}`
}

interface CounterState {
	count: number
	windowStart: number
	lockedUntil: number | null
}

/**
 * Counts one event for `key` in a fixed window of `windowMs` that starts at the first
 * event, atomically (one upsert), and returns the counter after it. A window that starts
 * in the future (written under a clock since moved back) is taken to start now, so it
 * lasts at most `windowMs` from here.
 */
export async function countEvent(
	db: DB,
	key: string,
	windowMs: number,
	now = steadyNow(),
): Promise<CounterState> {
	const expired = now - windowMs
	const ahead = now + CLOCK_SLACK_MS
	const row = await authDb(db)
		.insertInto('authLimits')
		.values({ key, count: 1, windowStart: now, lockedUntil: null })
		.onConflict((oc) =>
			oc.column('key').doUpdateSet((eb) => ({
				count: sql<number>`case when ${eb.ref('authLimits.windowStart')} <= ${expired} then 1 else ${eb.ref('authLimits.count')} + 1 end`,
				windowStart: sql<number>`case when ${eb.ref('authLimits.windowStart')} <= ${expired} or ${eb.ref('authLimits.windowStart')} > ${ahead} then ${now} else ${eb.ref('authLimits.windowStart')} end`,
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

export interface RateLimitResult {
	allowed: boolean
	/** Seconds until the window frees up (when refused). */
	retryAfter: number
}

/** One auth request by a client: allowed while it has made at most `max` this hour. */
export async function consumeClientRequest(
	db: DB,
	client: string,
	max: number,
	now = steadyNow(),
): Promise<RateLimitResult> {
	const state = await countEvent(db, subjectKey('client', client), CLIENT_WINDOW_MS, now)
	// Now and then, forget counters nobody has touched for a day.
	if (Math.random() < 0.01) await pruneAuthLimits(db, now)
	const retryAfter = Math.max(
		1,
		Math.ceil((state.windowStart + CLIENT_WINDOW_MS - now) / 1000),
	)
	return { allowed: state.count <= max, retryAfter }
}

/**
 * Seconds the account stays locked, or 0 when sign-in is open; never more than one lock's
 * length (a lock stamped under a clock since moved back ends a lock's length from now).
 */
export async function signInLockedFor(
	db: DB,
	email: string,
	now = steadyNow(),
): Promise<number> {
	const key = subjectKey('signin', email)
	// Kept in the row too, or the clamp would hold the account for the whole jump.
	await authDb(db)
		.updateTable('authLimits')
		.set({ lockedUntil: now + SIGN_IN_LOCK_MS })
		.where('key', '=', key)
		.where('lockedUntil', '>', now + SIGN_IN_LOCK_MS + CLOCK_SLACK_MS)
		.execute()
	const row = await authDb(db)
		.selectFrom('authLimits')
		.select('lockedUntil')
		.where('key', '=', key)
		.executeTakeFirst()
	const until =
		row?.lockedUntil === null || row === undefined ? 0 : Number(row.lockedUntil)
	return until > now ? Math.ceil(Math.min(until - now, SIGN_IN_LOCK_MS) / 1000) : 0
}

/** Counts a failed sign-in; returns whether this failure locked the account. */
export async function recordFailedSignIn(db: DB, email: string, now = steadyNow()) {
	const key = subjectKey('signin', email)
	const state = await countEvent(db, key, SIGN_IN_FAILURE_WINDOW_MS, now)
	if (state.count < SIGN_IN_FAILURE_LIMIT) return { locked: false }
	await authDb(db)
		.updateTable('authLimits')
		.set({ lockedUntil: now + SIGN_IN_LOCK_MS, count: 0, windowStart: now })
		.where('key', '=', key)
		.execute()
	return { locked: true }
}

export async function clearFailedSignIns(db: DB, email: string) {
	await authDb(db)
		.deleteFrom('authLimits')
		.where('key', '=', subjectKey('signin', email))
		.execute()
}

export async function pruneAuthLimits(db: DB, now = steadyNow()) {
	const dayAgo = now - 24 * 60 * 60_000
	await authDb(db)
		.deleteFrom('authLimits')
		.where('windowStart', '<', dayAgo)
		.where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
		.execute()
}
