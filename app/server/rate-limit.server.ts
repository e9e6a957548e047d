// Per-client rate limits as a sliding log in the database (table rate_limit_hits), so a
// limit holds across restarts and across every instance that shares the database.
// Subjects (a client address, say) are stored only as keyed hashes.
//
//   const verdict = await consumeRateLimit(db, CONTACT_RULE, hashClientAddress(address))
//   if (!verdict.allowed) → 429 with `Retry-After: verdict.retryAfterSeconds`
import { createHmac, randomBytes } from 'node:crypto'

import type { ColumnType, Kysely } from 'kysely'

import { CLOCK_SLACK_MS, steadyNow } from '#app/server/clock.server.ts'
import type { DB, Database } from '#app/server/db/index.server.ts'
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

type RateLimitTables = {
	rateLimitHits: {
		id: string
		key: string
		/** Epoch milliseconds (bigint: PostgreSQL may return it as text). */
		hitAt: ColumnType<number | string | bigint, number, number>
	}
}

function limitsDb(db: DB) {
	return db.withTables<RateLimitTables>() as unknown as Kysely<Database & RateLimitTables>
}

/** A keyed hash of a client's address: stable for a secret, useless without it. */
export function hashClientAddress(address: string, secret = getAppSecret()): string {
	return createHmac('sha256', secret)
		.update(`client:${address.trim().toLowerCase()}`)
		.digest('base64url')
		.slice(0, 32)
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
	const limits = limitsDb(db)
	const key = `${rule.name}:${subject}`
	const since = now - rule.windowMs
	const id = randomBytes(12).toString('base64url')
	await limits
		.updateTable('rateLimitHits')
		.set({ hitAt: now })
		.where('key', '=', key)
		.where('hitAt', '>', now + CLOCK_SLACK_MS)
		.execute()
	// Hits that left the window are of no further use.
	await limits
		.deleteFrom('rateLimitHits')
		.where('key', '=', key)
		.where('hitAt', '<=', since)
		.execute()
	await limits.insertInto('rateLimitHits').values({ id, key, hitAt: now }).execute()
	const { count, oldest } = await limits
		.selectFrom('rateLimitHits')
		.select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('hitAt').as('oldest')])
		.where('key', '=', key)
		.where('hitAt', '>', since)
		.executeTakeFirstOrThrow()
	const hits = Number(count)
	// Now and then, forget subjects that have not come back for a day.
	if (Math.random() < 0.01)
		await pruneRateLimitHits(db, Math.max(DAY_MS, rule.windowMs), now)
	if (hits <= rule.max) {
		return { allowed: true, remaining: rule.max - hits, retryAfterSeconds: 0 }
	}
	await limits.deleteFrom('rateLimitHits').where('id', '=', id).execute()
	const freesAt = Number(oldest) + rule.windowMs
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
	const result = await limitsDb(db)
		.deleteFrom('rateLimitHits')
		.where('hitAt', '<=', now - olderThanMs)
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}

/** Hits currently counted for `subject` under `rule` (tests, diagnostics). */
export async function countRateLimitHits(
	db: DB,
	rule: RateLimitRule,
	subject: string,
	now = steadyNow(),
): Promise<number> {
	const row = await limitsDb(db)
		.selectFrom('rateLimitHits')
		.select((eb) => eb.fn.countAll().as('count'))
		.where('key', '=', `${rule.name}:${subject}`)
		.where('hitAt', '>', now - rule.windowMs)
		.executeTakeFirstOrThrow()
	return Number(row.count)
}
