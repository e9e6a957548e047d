// Per-client rate limits as a sliding log in the database (table rate_limit_hits), so a
// limit holds across restarts and across every instance that shares the database.
// Subjects (a client address, say) are stored only as keyed hashes.
//
//   const verdict = await consumeRateLimit(db, CONTACT_RULE, hashClientAddress(address))
//   if (!verdict.allowed) → 429 with `Retry-After: verdict.retryAfterSeconds`
import { createHmac } from 'node:crypto'

import { CLOCK_SLACK_MS, steadyNow } from '#app/server/clock.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import {
	countHitsSince,
	deleteHit,
	deleteHitsUntil,
	pruneHits,
	recordHit,
	restampFutureHits,
	tallyHits,
} from '#app/server/models/rate-limit-hits.server.ts'
import { randomText } from '#app/server/random.server.ts'
import { getAppSecret } from '#app/server/secret.server.ts'

export interface RateLimitRule {
	/** Names the counter; rules with different names never share hits. */
	name: string
	/** Hits allowed within any window of `windowMs`. */
	max: number
	windowMs: number
}

export interface RateLimitVerdict {
	allowed: boolean
	/** Hits left in the current window after this one (0 when refused). */
	remaining: number
	/** When refused: whole seconds until one more hit would be allowed. */
	retryAfterSeconds: number
}

const DAY_MS = 24 * 3600_000

/** A keyed hash of what a limit counts: stable for a secret, useless without it. */
function keyedHash(kind: string, value: string, secret: string): string {
	return createHmac('sha256', secret)
		.update(`${kind}:${value.trim().toLowerCase()}`)
		.digest('base64url')
		.slice(0, 32)
}

/** A keyed hash of a client's address. */
export function hashClientAddress(address: string, secret = getAppSecret()): string {
	return keyedHash('client', address, secret)
}

/** A keyed hash of an email address, for limits per address (never stored in clear). */
export function hashEmailAddress(email: string, secret = getAppSecret()): string {
	return keyedHash('email', email, secret)
}

/**
 * Counts one hit for `subject` under `rule` if the last `rule.windowMs` hold fewer than
 * `rule.max` hits; a refused hit is not counted. Safe under concurrency: the hit is
 * written first and withdrawn when the count then exceeds the limit, so concurrent
 * requests can only be refused too often, never let through too often. Time is the steady
 * clock (see clock.server.ts); hits stamped in the future (a clock since moved back) count
 * as made now, so a jump back holds an address for at most one more window.
 */
export async function consumeRateLimit(
	db: DB,
	rule: RateLimitRule,
	subject: string,
	now = steadyNow(),
): Promise<RateLimitVerdict> {
	const key = `${rule.name}:${subject}`
	const since = now - rule.windowMs
	const id = randomText(12, 'base64url')
	// Two statements in the common case (write, then one read of all that is needed); the
	// repairs below run only when the read shows they are due.
	await recordHit(db, id, key, now)
	const tally = await tallyHits(db, key, since)
	let oldest = tally.oldestInWindow ?? now
	if (tally.newest !== null && tally.newest > now + CLOCK_SLACK_MS) {
		// Stamped in the future: counted as made now, so they leave the window in time.
		await restampFutureHits(db, key, now + CLOCK_SLACK_MS, now)
		oldest = Math.min(oldest, now)
	}
	// Hits that left the window are of no further use.
	if (tally.total > tally.inWindow) await deleteHitsUntil(db, key, since)
	// Now and then, forget subjects that have not come back for a day.
	if (Math.random() < 0.01)
		await pruneRateLimitHits(db, Math.max(DAY_MS, rule.windowMs), now)
	const hits = tally.inWindow
	if (hits <= rule.max) {
		return { allowed: true, remaining: rule.max - hits, retryAfterSeconds: 0 }
	}
	await deleteHit(db, id)
	const freesAt = oldest + rule.windowMs
	return {
		allowed: false,
		remaining: 0,
		retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)),
	}
}

/** Forgets hits older than `olderThanMs` for every rule (housekeeping). */
export async function pruneRateLimitHits(
	db: DB,
	olderThanMs: number,
	now = steadyNow(),
): Promise<number> {
	return pruneHits(db, now - olderThanMs)
}

/** Hits currently counted for `subject` under `rule` (tests, diagnostics). */
export async function countRateLimitHits(
	db: DB,
	rule: RateLimitRule,
	subject: string,
	now = steadyNow(),
): Promise<number> {
	return countHitsSince(db, `${rule.name}:${subject}`, now - rule.windowMs)
}
