// Invitations to register as an admin: one email, valid 7 days, single use, revocable.
// Only a SHA-256 hash of the token is stored, so a list can never show the link again.
import { createHash, randomBytes } from 'node:crypto'

import { CLOCK_SLACK_MS, steadyNow } from '#app/server/clock.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { newId, toIso, toIsoOrNull } from '#app/server/models/convert.server.ts'

import { authDb } from './tables.server.ts'

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000

export type InvitationStatus = 'pending' | 'used' | 'expired' | 'revoked'

export interface Invitation {
	id: string
	email: string
	invitedBy: string | null
	invitedByEmail: string | null
	createdAt: string
	expiresAt: string
	usedAt: string | null
	revokedAt: string | null
	status: InvitationStatus
}

function hashToken(token: string): string {
	return createHash('sha256').update(token).digest('base64url')
}

function statusOf(
	row: { usedAt: unknown; revokedAt: unknown; expiresAt: unknown },
	now: number,
): InvitationStatus {
	if (row.usedAt) return 'used'
	if (row.revokedAt) return 'revoked'
	return Date.parse(toIso(row.expiresAt)) <= now ? 'expired' : 'pending'
}

/** Creates an invitation and returns it with its token: the only time the token exists in clear. */
export async function createInvitation(
	db: DB,
	input: { email: string; invitedBy: string | null; now?: number },
): Promise<{ invitation: Invitation; token: string }> {
	const now = input.now ?? steadyNow()
	const token = randomBytes(32).toString('base64url')
	const id = newId()
	await authDb(db)
		.insertInto('invitations')
		.values({
			id,
			email: input.email.trim().toLowerCase(),
			tokenHash: hashToken(token),
			invitedBy: input.invitedBy,
			createdAt: new Date(now),
			expiresAt: new Date(now + INVITATION_TTL_MS),
		})
		.execute()
	const invitation = await getInvitation(db, id, now)
	if (!invitation) throw new Error('The invitation just created is missing')
	return { invitation, token }
}

const columns = [
	'invitations.id',
	'invitations.email',
	'invitations.invitedBy',
	'invitations.createdAt',
	'invitations.expiresAt',
	'invitations.usedAt',
	'invitations.revokedAt',
	'inviter.email as invitedByEmail',
] as const

function toInvitation(
	row: {
		id: string
		email: string
		invitedBy: string | null
		invitedByEmail: string | null
		createdAt: unknown
		expiresAt: unknown
		usedAt: unknown
		revokedAt: unknown
	},
	now: number,
): Invitation {
	return {
		id: row.id,
		email: row.email,
		invitedBy: row.invitedBy,
		invitedByEmail: row.invitedByEmail,
		createdAt: toIso(row.createdAt),
		expiresAt: toIso(row.expiresAt),
		usedAt: toIsoOrNull(row.usedAt),
		revokedAt: toIsoOrNull(row.revokedAt),
		status: statusOf(row, now),
	}
}

export async function getInvitation(db: DB, id: string, now = steadyNow()) {
	const row = await authDb(db)
		.selectFrom('invitations')
		.leftJoin('user as inviter', 'inviter.id', 'invitations.invitedBy')
		.select(columns)
		.where('invitations.id', '=', id)
		.executeTakeFirst()
	return row ? toInvitation(row, now) : null
}

/** Every invitation, newest first (tokens are never part of it). */
export async function listInvitations(db: DB, now = steadyNow()): Promise<Invitation[]> {
	const rows = await authDb(db)
		.selectFrom('invitations')
		.leftJoin('user as inviter', 'inviter.id', 'invitations.invitedBy')
		.select(columns)
		.orderBy('invitations.createdAt', 'desc')
		.orderBy('invitations.id', 'desc')
		.limit(200)
		.execute()
	return rows.map((row) => toInvitation(row, now))
}

/** Revokes a pending invitation; false when it was already used, revoked or unknown. */
export async function revokeInvitation(db: DB, id: string, now = steadyNow()) {
	const result = await authDb(db)
		.updateTable('invitations')
		.set({ revokedAt: new Date(now) })
		.where('id', '=', id)
		.where('usedAt', 'is', null)
		.where('revokedAt', 'is', null)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

/**
 * Invitations that expire further ahead than a whole lifetime were written under a clock
 * since moved back: they now expire one lifetime from `now`, not the jump's length later.
 */
async function clampFutureInvitations(db: DB, now: number) {
	await authDb(db)
		.updateTable('invitations')
		.set({ expiresAt: new Date(now + INVITATION_TTL_MS) })
		.where('expiresAt', '>', new Date(now + INVITATION_TTL_MS + CLOCK_SLACK_MS))
		.where('usedAt', 'is', null)
		.where('revokedAt', 'is', null)
		.execute()
}

/** The pending invitation behind `token`, if it can still be used. */
export async function findUsableInvitation(db: DB, token: string, now = steadyNow()) {
	if (!token) return null
	await clampFutureInvitations(db, now)
	const row = await authDb(db)
		.selectFrom('invitations')
		.leftJoin('user as inviter', 'inviter.id', 'invitations.invitedBy')
		.select(columns)
		.where('invitations.tokenHash', '=', hashToken(token))
		.where('invitations.usedAt', 'is', null)
		.where('invitations.revokedAt', 'is', null)
		.where('invitations.expiresAt', '>', new Date(now))
		.executeTakeFirst()
	return row ? toInvitation(row, now) : null
}

/**
 * Marks the invitation behind `token` used by `email`, atomically: of two concurrent
 * sign-ups with one link, exactly one gets it. Returns the invitation's id, or null.
 */
export async function consumeInvitation(
	db: DB,
	input: { token: string; email: string; now?: number },
): Promise<string | null> {
	if (!input.token) return null
	const now = input.now ?? steadyNow()
	await clampFutureInvitations(db, now)
	const row = await authDb(db)
		.updateTable('invitations')
		.set({ usedAt: new Date(now) })
		.where('tokenHash', '=', hashToken(input.token))
		.where('email', '=', input.email.trim().toLowerCase())
		.where('usedAt', 'is', null)
		.where('revokedAt', 'is', null)
		.where('expiresAt', '>', new Date(now))
		.returning('id')
		.executeTakeFirst()
	return row?.id ?? null
}

/** Links a used invitation to the account it created. */
export async function recordInvitationUser(db: DB, email: string, userId: string) {
	await authDb(db)
		.updateTable('invitations')
		.set({ usedBy: userId })
		.where('email', '=', email.trim().toLowerCase())
		.where('usedAt', 'is not', null)
		.where('usedBy', 'is', null)
		.execute()
}
