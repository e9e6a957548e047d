// invitations (migration 0002): who was invited, by whom, and what became of it. Only a
// hash of each token is stored. The rules (token, lifetime, what a status means) are the
// auth code's, app/server/auth/invitations.server.ts; this module reads and writes rows.
// "Pending" below: neither used nor revoked (it may have expired).
import type { AssignableRole } from '#app/lib/permissions.ts'
import type { DB } from '#app/server/db/index.server.ts'

import { toIso, toIsoOrNull } from './convert.server.ts'

export interface InvitationRecord {
	id: string
	email: string
	invitedBy: string | null
	/** The inviter's address, while their account exists. */
	invitedByEmail: string | null
	createdAt: string
	expiresAt: string
	usedAt: string | null
	revokedAt: string | null
	/** The role the account it makes gets (decision 046). */
	role: AssignableRole
}

export async function insertInvitation(
	db: DB,
	values: {
		id: string
		email: string
		tokenHash: string
		invitedBy: string | null
		createdAt: Date
		expiresAt: Date
		role: AssignableRole
	},
): Promise<void> {
	await db.insertInto('invitations').values(values).execute()
}

function withInviter(db: DB) {
	return db
		.selectFrom('invitations')
		.leftJoin('user as inviter', 'inviter.id', 'invitations.invitedBy')
		.select([
			'invitations.id',
			'invitations.email',
			'invitations.invitedBy',
			'invitations.createdAt',
			'invitations.expiresAt',
			'invitations.usedAt',
			'invitations.revokedAt',
			'invitations.role',
			'inviter.email as invitedByEmail',
		])
}

export async function getInvitationRecord(
	db: DB,
	id: string,
): Promise<InvitationRecord | null> {
	const row = await withInviter(db).where('invitations.id', '=', id).executeTakeFirst()
	return row ? invitationFromRow(row) : null
}

/** The latest `limit` invitations, newest first. */
export async function listInvitationRecords(
	db: DB,
	limit: number,
): Promise<InvitationRecord[]> {
	const rows = await withInviter(db)
		.orderBy('invitations.createdAt', 'desc')
		.orderBy('invitations.id', 'desc')
		.limit(limit)
		.execute()
	return rows.map(invitationFromRow)
}

/** The pending invitation with this token hash that expires after `now`. */
export async function findLiveInvitation(
	db: DB,
	tokenHash: string,
	now: Date,
): Promise<InvitationRecord | null> {
	const row = await withInviter(db)
		.where('invitations.tokenHash', '=', tokenHash)
		.where('invitations.usedAt', 'is', null)
		.where('invitations.revokedAt', 'is', null)
		.where('invitations.expiresAt', '>', now)
		.executeTakeFirst()
	return row ? invitationFromRow(row) : null
}

/** Revokes one pending invitation; false when it was used, revoked or unknown. */
export async function revokeInvitationRecord(
	db: DB,
	id: string,
	at: Date,
): Promise<boolean> {
	const result = await db
		.updateTable('invitations')
		.set({ revokedAt: at })
		.where('id', '=', id)
		.where('usedAt', 'is', null)
		.where('revokedAt', 'is', null)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

/** Revokes every pending invitation for `email`; their ids. */
export async function revokeInvitationsFor(
	db: DB,
	email: string,
	at: Date,
): Promise<string[]> {
	const rows = await db
		.updateTable('invitations')
		.set({ revokedAt: at })
		.where('email', '=', email)
		.where('usedAt', 'is', null)
		.where('revokedAt', 'is', null)
		.returning('id')
		.execute()
	return rows.map((row) => row.id)
}

/** Pending invitations that expire after `after` expire at `to` instead. */
export async function clampInvitationExpiries(db: DB, after: Date, to: Date) {
	await db
		.updateTable('invitations')
		.set({ expiresAt: to })
		.where('expiresAt', '>', after)
		.where('usedAt', 'is', null)
		.where('revokedAt', 'is', null)
		.execute()
}

/**
 * Marks the live invitation with this token hash and email used, in one update (of two
 * concurrent uses, one gets it). Its id and the role it gives, or null.
 */
export async function markInvitationUsed(
	db: DB,
	input: { tokenHash: string; email: string; at: Date },
): Promise<{ id: string; role: AssignableRole } | null> {
	const row = await db
		.updateTable('invitations')
		.set({ usedAt: input.at })
		.where('tokenHash', '=', input.tokenHash)
		.where('email', '=', input.email)
		.where('usedAt', 'is', null)
		.where('revokedAt', 'is', null)
		.where('expiresAt', '>', input.at)
		.returning(['id', 'role'])
		.executeTakeFirst()
	return row ?? null
}

/** Links the used invitations for `email` that name no account yet to `userId`. */
export async function linkInvitationUser(db: DB, email: string, userId: string) {
	await db
		.updateTable('invitations')
		.set({ usedBy: userId })
		.where('email', '=', email)
		.where('usedAt', 'is not', null)
		.where('usedBy', 'is', null)
		.execute()
}

// ---------------------------------------------------------------------------------------
// Rows

function invitationFromRow(row: {
	id: string
	email: string
	invitedBy: string | null
	invitedByEmail: string | null
	createdAt: unknown
	expiresAt: unknown
	usedAt: unknown
	revokedAt: unknown
	role: AssignableRole
}): InvitationRecord {
	return {
		id: row.id,
		email: row.email,
		invitedBy: row.invitedBy,
		invitedByEmail: row.invitedByEmail,
		createdAt: toIso(row.createdAt),
		expiresAt: toIso(row.expiresAt),
		usedAt: toIsoOrNull(row.usedAt),
		revokedAt: toIsoOrNull(row.revokedAt),
		role: row.role,
	}
}
