// session (better-auth's table): better-auth opens, refreshes and reads sessions itself;
// these are the app's own ends to them.
import type { DB } from '#app/server/db/index.server.ts'

/** Ends one session (past its absolute lifetime, say). */
export async function deleteSession(db: DB, id: string): Promise<void> {
	await db.deleteFrom('session').where('id', '=', id).execute()
}

/** Ends every session of an account. */
export async function deleteSessionsOfUser(db: DB, userId: string): Promise<void> {
	await db.deleteFrom('session').where('userId', '=', userId).execute()
}
