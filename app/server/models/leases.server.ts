// Named leases (table leases): one holder at a time runs a job that every instance
// schedules, such as the sweep of stored objects. A lease ends when released or when it
// expires, so a holder that died frees it by itself.
import { sql } from 'kysely'

import type { DB } from '#app/server/db/index.server.ts'

/**
 * Takes the lease `name` for `holder` until `now + ttlMs`, when it is free, expired or
 * already this holder's; one atomic upsert, so two instances never both hold it.
 */
export async function acquireLease(
	db: DB,
	name: string,
	holder: string,
	ttlMs: number,
	now: number,
): Promise<boolean> {
	const row = await db
		.insertInto('leases')
		.values({ name, holder, expiresAt: now + ttlMs })
		.onConflict((oc) =>
			oc
				.column('name')
				.doUpdateSet({ holder, expiresAt: now + ttlMs })
				.where((eb) =>
					eb.or([eb('leases.expiresAt', '<=', now), eb('leases.holder', '=', holder)]),
				),
		)
		.returning('holder')
		.executeTakeFirst()
	return row?.holder === holder
}

/** Gives the lease back, if `holder` still has it. */
export async function releaseLease(db: DB, name: string, holder: string): Promise<void> {
	await db
		.deleteFrom('leases')
		.where('name', '=', name)
		.where('holder', '=', holder)
		.execute()
}

/**
 * Gives back every lease an earlier run of this instance held (`${instance}/…`): a process
 * killed mid-job frees its jobs when it starts again, not when their leases expire.
 */
export async function releaseLeasesOf(db: DB, instance: string): Promise<number> {
	const prefix = `${instance}/`
	const result = await db
		.deleteFrom('leases')
		.where(sql<string>`substr(holder, 1, ${prefix.length})`, '=', prefix)
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}
