// The admins: who they are, and removing one (which ends every session they have).
import type { DB } from '#app/server/db/index.server.ts'
import { toBoolean, toIso } from '#app/server/models/convert.server.ts'

import { authDb, type UserRole } from './tables.server.ts'

export interface Member {
	id: string
	email: string
	name: string
	role: UserRole
	twoFactorEnabled: boolean
	createdAt: string
	activeSessions: number
}

export async function countUsers(db: DB): Promise<number> {
	const row = await authDb(db)
		.selectFrom('user')
		.select((eb) => eb.fn.countAll().as('count'))
		.executeTakeFirstOrThrow()
	return Number(row.count)
}

export async function listMembers(db: DB, now = Date.now()): Promise<Member[]> {
	const rows = await authDb(db)
		.selectFrom('user')
		.select((eb) => [
			'user.id',
			'user.email',
			'user.name',
			'user.role',
			'user.twoFactorEnabled',
			'user.createdAt',
			eb
				.selectFrom('session')
				.select((inner) => inner.fn.countAll().as('count'))
				.whereRef('session.userId', '=', 'user.id')
				.where('session.expiresAt', '>', new Date(now))
				.as('activeSessions'),
		])
		.orderBy('user.createdAt', 'asc')
		.orderBy('user.email', 'asc')
		.execute()
	return rows.map((row) => ({
		id: row.id,
		email: row.email,
		name: row.name,
		role: row.role,
		twoFactorEnabled: toBoolean(row.twoFactorEnabled),
		createdAt: toIso(row.createdAt),
		activeSessions: Number(row.activeSessions ?? 0),
	}))
}

export async function findMember(db: DB, id: string) {
	return (await listMembers(db)).find((member) => member.id === id) ?? null
}

export type RemoveMemberResult =
	{ ok: true; member: Member } | { ok: false; reason: 'not-found' | 'owner' | 'self' }

/**
 * Removes an admin: their account, password, two-factor secret and every session go with
 * them (foreign keys cascade). The owner cannot be removed, and nobody removes themselves.
 */
export async function removeMember(
	db: DB,
	input: { id: string; actorId: string },
): Promise<RemoveMemberResult> {
	const member = await findMember(db, input.id)
	if (!member) return { ok: false, reason: 'not-found' }
	if (member.role === 'owner') return { ok: false, reason: 'owner' }
	if (member.id === input.actorId) return { ok: false, reason: 'self' }
	await authDb(db).deleteFrom('session').where('userId', '=', member.id).execute()
	await authDb(db).deleteFrom('user').where('id', '=', member.id).execute()
	return { ok: true, member }
}
