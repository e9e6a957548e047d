// The readiness probe's row (table readiness): /readyz writes it to prove the database
// takes writes, not only reads.
import type { ColumnType, Kysely } from 'kysely'

import { inTransaction, type DB, type Database } from '#app/server/db/index.server.ts'

type ReadinessTables = {
	readiness: {
		key: string
		/** Epoch milliseconds (bigint: PostgreSQL may return it as text). */
		checkedAt: ColumnType<number | string | bigint, number, number>
	}
}

/** Upserts the probe row in a transaction of its own and reads it back. */
export async function writeReadinessProbe(db: DB, now: number): Promise<void> {
	await inTransaction(db, async (trx) => {
		const readiness = trx.withTables<ReadinessTables>() as unknown as Kysely<
			Database & ReadinessTables
		>
		await readiness
			.insertInto('readiness')
			.values({ key: 'probe', checkedAt: now })
			.onConflict((oc) => oc.column('key').doUpdateSet({ checkedAt: now }))
			.execute()
		const row = await readiness
			.selectFrom('readiness')
			.select('checkedAt')
			.where('key', '=', 'probe')
			.executeTakeFirstOrThrow()
		if (Number(row.checkedAt) !== now)
			throw new Error('The readiness probe read back wrong')
	})
}
