// Named leases (table leases): one holder at a time runs a job that every instance
// schedules, such as the sweep of stored objects. A lease ends when released or when it
// expires, so a holder that died frees it by itself.
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
