// The readiness probe's row (table readiness): /readyz writes it to prove the database
// takes writes, not only reads. /healthz's lighter question, whether it answers at all,
// is pingDatabase.
import { sql } from 'kysely'

import { inTransaction, type DB } from '#app/server/db/index.server.ts'

/** Upserts the probe row in a transaction of its own and reads it back. */
export async function writeReadinessProbe(db: DB, now: number): Promise<void> {
	await inTransaction(db, async (trx) => {
		await trx
			.insertInto('readiness')
			.values({ key: 'probe', checkedAt: now })
			.onConflict((oc) => oc.column('key').doUpdateSet({ checkedAt: now }))
			.execute()
		const row = await trx
			.selectFrom('readiness')
			.select('checkedAt')
			.where('key', '=', 'probe')
			.executeTakeFirstOrThrow()
		if (Number(row.checkedAt) !== now)
			throw new Error('The readiness probe read back wrong')
	})
}

/** The smallest round trip: throws when the database does not answer. */
export async function pingDatabase(db: DB): Promise<void> {
	await sql`select 1`.execute(db)
}
