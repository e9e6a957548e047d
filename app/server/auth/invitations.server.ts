// Invitations to register as an admin: one email, valid 7 days, single use, revocable.
// Only a SHA-256 hash of the token is stored, so a list can never show the link again.
// The rows are models/invitations.server.ts's.
import { createHash, randomBytes } from 'node:crypto'

import { CLOCK_SLACK_MS, steadyNow } from '#app/server/clock.server.ts'
import type { AssignableRole } from '#app/lib/permissions.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { newId } from '#app/server/models/convert.server.ts'
import {
	clampInvitationExpiries,
	findLiveInvitation,
	getInvitationRecord,
	insertInvitation,
	linkInvitationUser,
	listInvitationRecords,
	markInvitationUsed,
	revokeInvitationRecord,
	type InvitationRecord,
} from '#app/server/models/invitations.server.ts'

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000

/** The registration page's address for `token`, on the site at `origin`. */
export function invitationLink(origin: string, token: string): string {
	return new URL(`/admin/signup?token=${encodeURIComponent(token)}`, origin).toString()
}

export type InvitationStatus = 'pending' | 'used' | 'expired' | 'revoked'

export interface Invitation extends InvitationRecord {
	status: InvitationStatus
}

function hashToken(token: string): string {
	return createHash('sha256').update(token).digest('base64url')
}

function withStatus(record: InvitationRecord, now: number): Invitation {
	const status: InvitationStatus = record.usedAt
		? 'used'
		: record.revokedAt
			? 'revoked'
			: Date.parse(record.expiresAt) <= now
				? 'expired'
				: 'pending'
	return { ...record, status }
}

const normalEmail = (email: string) => email.trim().toLowerCase()

/** Creates an invitation and returns it with its token: the only time the token exists in clear. */
export async function createInvitation(
	db: DB,
	input: { email: string; invitedBy: string | null; role?: AssignableRole; now?: number },
): Promise<{ invitation: Invitation; token: string }> {
	const now = input.now ?? steadyNow()
	const token = randomBytes(32).toString('base64url')
	const id = newId()
	await insertInvitation(db, {
		id,
		email: normalEmail(input.email),
		tokenHash: hashToken(token),
		invitedBy: input.invitedBy,
		createdAt: new Date(now),
		expiresAt: new Date(now + INVITATION_TTL_MS),
		role: input.role ?? 'admin',
	})
	const invitation = await getInvitation(db, id, now)
	if (!invitation) throw new Error('The invitation just created is missing')
	return { invitation, token }
}

export async function getInvitation(db: DB, id: string, now = steadyNow()) {
	const record = await getInvitationRecord(db, id)
	return record ? withStatus(record, now) : null
}

/** Every invitation, newest first (tokens are never part of it). */
export async function listInvitations(db: DB, now = steadyNow()): Promise<Invitation[]> {
	const records = await listInvitationRecords(db, 200)
	return records.map((record) => withStatus(record, now))
}

/** Revokes a pending invitation; false when it was already used, revoked or unknown. */
export async function revokeInvitation(db: DB, id: string, now = steadyNow()) {
	return revokeInvitationRecord(db, id, new Date(now))
}

/**
 * Invitations that expire further ahead than a whole lifetime were written under a clock
 * since moved back: they now expire one lifetime from `now`, not the jump's length later.
 */
async function clampFutureInvitations(db: DB, now: number) {
	await clampInvitationExpiries(
		db,
		new Date(now + INVITATION_TTL_MS + CLOCK_SLACK_MS),
		new Date(now + INVITATION_TTL_MS),
	)
}

/** The pending invitation behind `token`, if it can still be used. */
export async function findUsableInvitation(db: DB, token: string, now = steadyNow()) {
	if (!token) return null
	await clampFutureInvitations(db, now)
	const record = await findLiveInvitation(db, hashToken(token), new Date(now))
	return record ? withStatus(record, now) : null
}

/**
 * Marks the invitation behind `token` used by `email`, atomically: of two concurrent
 * sign-ups with one link, exactly one gets it. Returns the invitation's id and the role
 * it gives, or null.
 */
export async function consumeInvitation(
	db: DB,
	input: { token: string; email: string; now?: number },
): Promise<{ id: string; role: AssignableRole } | null> {
	if (!input.token) return null
	const now = input.now ?? steadyNow()
	await clampFutureInvitations(db, now)
	return markInvitationUsed(db, {
		tokenHash: hashToken(input.token),
		email: normalEmail(input.email),
		at: new Date(now),
	})
}

/** Links a used invitation to the account it created. */
export async function recordInvitationUser(db: DB, email: string, userId: string) {
	await linkInvitationUser(db, normalEmail(email), userId)
}
