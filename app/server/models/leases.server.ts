// Named leases (table leases): one holder at a time runs a job that every instance
// schedules, such as the sweep of stored objects. A lease ends when released or when it
// expires, so a holder that died frees it by itself.
import type { ColumnType, Kysely } from 'kysely'

import type { DB, Database } from '#app/server/db/index.server.ts'

type LeaseTables = {
	leases: {
		name: string
		holder: string
		/** Epoch milliseconds (bigint: PostgreSQL may return it as text). */
		expiresAt: ColumnType<number | string | bigint, number, number>
	}
}

function leasesDb(db: DB) {
	return db.withTables<LeaseTables>() as unknown as Kysely<Database & LeaseTables>
}

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
	const row = await leasesDb(db)
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
	await leasesDb(db)
		.deleteFrom('leases')
		.where('name', '=', name)
		.where('holder', '=', holder)
		.execute()
}
