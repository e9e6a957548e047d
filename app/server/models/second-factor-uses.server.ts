// Two-factor codes that signed in (table second_factor_uses): each is refused a second time
// while it could still be accepted (RFC 6238 §5.2). Kept as a hash, with when it was used.
import type { DB } from '#app/server/db/index.server.ts'

import { toNumber } from './convert.server.ts'

/** Whether `userId` used the code `codeHash` at or after `since` (epoch ms). */
export async function wasCodeUsed(
	db: DB,
	userId: string,
	codeHash: string,
	since: number,
): Promise<boolean> {
	const row = await db
		.selectFrom('secondFactorUses')
		.select('usedAt')
		.where('userId', '=', userId)
		.where('codeHash', '=', codeHash)
		.executeTakeFirst()
	return row !== undefined && toNumber(row.usedAt) >= since
}

/**
 * Records that `userId` signed in with `codeHash` at `now`, unless a use of it at or after
 * `since` is recorded already: false then (the code was used twice at once).
 */
export async function recordCodeUse(
	db: DB,
	input: { userId: string; codeHash: string; now: number; since: number },
): Promise<boolean> {
	const row = await db
		.insertInto('secondFactorUses')
		.values({ userId: input.userId, codeHash: input.codeHash, usedAt: input.now })
		.onConflict((oc) =>
			oc
				.columns(['userId', 'codeHash'])
				.doUpdateSet({ usedAt: input.now })
				.where('secondFactorUses.usedAt', '<', input.since),
		)
		.returning('usedAt')
		.executeTakeFirst()
	return row !== undefined
}

/** Forgets an account's uses older than `before` (epoch ms): no code is valid that long. */
export async function forgetCodeUses(db: DB, userId: string, before: number) {
	await db
		.deleteFrom('secondFactorUses')
		.where('userId', '=', userId)
		.where('usedAt', '<', before)
		.execute()
}
