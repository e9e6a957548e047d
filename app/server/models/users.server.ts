// user (better-auth's table, with the role and two-factor flag of migration 0002): the
// admins. better-auth writes accounts itself; these are the app's own reads and removals,
// with those of an account's rows in verification (its password reset tokens).
import type { DB } from '#app/server/db/index.server.ts'
import type { UserRole } from '#app/server/db/schema.server.ts'

import { toBoolean, toIso } from './convert.server.ts'
import { deleteSessionsOfUser } from './sessions.server.ts'

export type { UserRole }

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
	const row = await db
		.selectFrom('user')
		.select((eb) => eb.fn.countAll().as('count'))
		.executeTakeFirstOrThrow()
	return Number(row.count)
}

/** Every admin, the longest-standing first, with how many sessions each has open. */
export async function listMembers(db: DB, now = Date.now()): Promise<Member[]> {
	const rows = await db
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

/**
 * Deletes an account and every session it has; its password, two-factor secret and the
 * rest go with it (foreign keys cascade).
 */
export async function deleteUser(db: DB, id: string): Promise<void> {
	await deleteSessionsOfUser(db, id)
	await db.deleteFrom('user').where('id', '=', id).execute()
}

/**
 * Deletes the account's verification rows whose identifier starts with `prefix` (its
 * password reset tokens: better-auth keeps the account's id as their value).
 */
export async function deletePasswordResetTokens(
	db: DB,
	userId: string,
	prefix: string,
): Promise<void> {
	await db
		.deleteFrom('verification')
		.where('value', '=', userId)
		.where('identifier', 'like', `${prefix}%`)
		.execute()
}

/** Gives an account another role (the owner's unique index refuses a second owner). */
export async function setUserRole(db: DB, id: string, role: UserRole): Promise<void> {
	await db
		.updateTable('user')
		.set({ role, updatedAt: new Date() })
		.where('id', '=', id)
		.execute()
}
