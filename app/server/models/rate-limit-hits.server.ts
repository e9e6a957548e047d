// rate_limit_hits: the sliding log behind every rate limit (app/server/rate-limit.server.ts
// decides; this module reads and writes). A contact post runs two of these queries on its
// way (record, then tally), so they are built once per dialect (preparedQuery).
import type { DB } from '#app/server/db/index.server.ts'
import { preparedQuery } from '#app/server/db/prepared.server.ts'

/** A key's hits as counted against a window that starts after `since`. */
export interface HitTally {
	/** Hits after `since` (the window). */
	inWindow: number
	/** The earliest hit in the window, epoch ms (null: none). */
	oldestInWindow: number | null
	/** The latest hit of the key, epoch ms (null: none). */
	newest: number | null
	/** Every hit of the key, old ones included. */
	total: number
}

const insertHit = preparedQuery((db: DB, id: string, key: string, hitAt: number) =>
	db.insertInto('rateLimitHits').values({ id, key, hitAt }),
)

/** Writes one hit of `key` at `hitAt`. */
export async function recordHit(db: DB, id: string, key: string, hitAt: number) {
	await insertHit(db, id, key, hitAt)
}

const tallyQuery = preparedQuery((db: DB, key: string, since: number) =>
	db
		.selectFrom('rateLimitHits')
		.select((eb) => [
			eb.fn
				.sum<number | string | null>(
					eb.case().when('hitAt', '>', since).then(eb.lit(1)).else(eb.lit(0)).end(),
				)
				.as('inWindow'),
			eb.fn
				.min<number | string | null>(
					eb.case().when('hitAt', '>', since).then(eb.ref('hitAt')).end(),
				)
				.as('oldestInWindow'),
			eb.fn.max<number | string | null>('hitAt').as('newest'),
			eb.fn.countAll<number | string>().as('total'),
		])
		.where('key', '=', key),
)

/** One read of everything a verdict needs about `key` (see HitTally). */
export async function tallyHits(db: DB, key: string, since: number): Promise<HitTally> {
	const { rows } = await tallyQuery(db, key, since)
	const row = rows[0]
	const orNull = (value: unknown) =>
		value === null || value === undefined ? null : Number(value)
	return {
		inWindow: Number(row?.inWindow ?? 0),
		oldestInWindow: orNull(row?.oldestInWindow),
		newest: orNull(row?.newest),
		total: Number(row?.total ?? 0),
	}
}

/** Hits of `key` stamped after `after` (a clock since moved back) are stamped `at`. */
export async function restampFutureHits(db: DB, key: string, after: number, at: number) {
	await db
		.updateTable('rateLimitHits')
		.set({ hitAt: at })
		.where('key', '=', key)
		.where('hitAt', '>', after)
		.execute()
}

/** Forgets the hits of `key` at or before `until`. */
export async function deleteHitsUntil(db: DB, key: string, until: number) {
	await db
		.deleteFrom('rateLimitHits')
		.where('key', '=', key)
		.where('hitAt', '<=', until)
		.execute()
}

/** Withdraws one hit (a refused one). */
export async function deleteHit(db: DB, id: string) {
	await db.deleteFrom('rateLimitHits').where('id', '=', id).execute()
}

/** Forgets every key's hits at or before `until` (housekeeping); how many went. */
export async function pruneHits(db: DB, until: number): Promise<number> {
	const result = await db
		.deleteFrom('rateLimitHits')
		.where('hitAt', '<=', until)
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}

/** Hits of `key` after `since`. */
export async function countHitsSince(
	db: DB,
	key: string,
	since: number,
): Promise<number> {
	const row = await db
		.selectFrom('rateLimitHits')
		.select((eb) => eb.fn.countAll().as('count'))
		.where('key', '=', key)
		.where('hitAt', '>', since)
		.executeTakeFirstOrThrow()
	return Number(row.count)
}
