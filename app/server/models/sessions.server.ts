// session (better-auth's table): better-auth opens, refreshes and reads sessions itself;
// these are the app's own ends to them.
import type { DB } from '#app/server/db/index.server.ts'

import { toIso } from './convert.server.ts'

/** Ends one session (past its absolute lifetime, say). */
export async function deleteSession(db: DB, id: string): Promise<void> {
	await db.deleteFrom('session').where('id', '=', id).execute()
}

/** Ends every session of an account. */
export async function deleteSessionsOfUser(db: DB, userId: string): Promise<void> {
	await db.deleteFrom('session').where('userId', '=', userId).execute()
}

export interface LiveSessionRow {
	sessionId: string
	createdAt: string
	expiresAt: string
	userId: string
	email: string
	name: string
	role: string | null
	twoFactorEnabled: unknown
}

/**
 * A session by its token, with its account, as better-auth's own lookup finds it (the session
 * row, then its user); null when either is gone. Expiry is the caller's to judge.
 */
export async function findSessionWithUser(
	db: DB,
	token: string,
): Promise<LiveSessionRow | null> {
	const row = await db
		.selectFrom('session')
		.innerJoin('user', 'user.id', 'session.userId')
		.select([
			'session.id as sessionId',
			'session.createdAt',
			'session.expiresAt',
			'user.id as userId',
			'user.email',
			'user.name',
			'user.role',
			'user.twoFactorEnabled',
		])
		.where('session.token', '=', token)
		.executeTakeFirst()
	if (!row) return null
	return { ...row, createdAt: toIso(row.createdAt), expiresAt: toIso(row.expiresAt) }
}
