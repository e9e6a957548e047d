// Counters behind sign-in throttling and the per-client limit on auth requests. They live
// in the database (table auth_limits) so they survive restarts and hold across instances.
// Subjects (an email, a client address) are stored as keyed hashes, never in clear. The
// rows are models/auth-limits.server.ts's.
import { createHmac } from 'node:crypto'

import { CLOCK_SLACK_MS, steadyNow } from '#app/server/clock.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import {
	clampAuthLimitLock,
	countAuthLimitEvent,
	deleteAuthLimit,
	deleteIdleAuthLimits,
	getAuthLimitLock,
	lockAuthLimit,
	type AuthLimitCounter,
} from '#app/server/models/auth-limits.server.ts'
import { getAppSecret } from '#app/server/secret.server.ts'

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
): Promise<AuthLimitCounter> {
	return countAuthLimitEvent(db, key, {
		now,
		expiredAt: now - windowMs,
		aheadOf: now + CLOCK_SLACK_MS,
	})
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
	await clampAuthLimitLock(
		db,
		key,
		now + SIGN_IN_LOCK_MS + CLOCK_SLACK_MS,
		now + SIGN_IN_LOCK_MS,
	)
	const until = (await getAuthLimitLock(db, key)) ?? 0
	return until > now ? Math.ceil(Math.min(until - now, SIGN_IN_LOCK_MS) / 1000) : 0
}

/** Counts a failed sign-in; returns whether this failure locked the account. */
export async function recordFailedSignIn(db: DB, email: string, now = steadyNow()) {
	const key = subjectKey('signin', email)
	const state = await countEvent(db, key, SIGN_IN_FAILURE_WINDOW_MS, now)
	if (state.count < SIGN_IN_FAILURE_LIMIT) return { locked: false }
	await lockAuthLimit(db, key, now + SIGN_IN_LOCK_MS, now)
	return { locked: true }
}

export async function clearFailedSignIns(db: DB, email: string) {
	await deleteAuthLimit(db, subjectKey('signin', email))
}

export async function pruneAuthLimits(db: DB, now = steadyNow()) {
	await deleteIdleAuthLimits(db, now - 24 * 60 * 60_000, now)
}
