// The Team tab's writes, each taking typed input (the route has read the post with
// app/schemas/auth.ts) and writing in one transaction with its audit entry. None changes
// what the public pages show, so none renews the content version.
import {
	createInvitation,
	getInvitation,
	revokeInvitation,
	type Invitation,
} from '#app/server/auth/invitations.server.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import { revokeInvitationsFor } from '#app/server/models/invitations.server.ts'
import { deleteUser, listMembers, type Member } from '#app/server/models/users.server.ts'

/** What the audit log keeps of an invitation. */
const audited = (invitation: Invitation) => ({
	entity: 'invitation',
	id: invitation.id,
	detail: { email: invitation.email },
})

export type InviteResult =
	{ ok: true; invitation: Invitation; token: string } | { ok: false; reason: 'member' }

/** Invites `email`; an earlier pending invitation for the same address stops working. */
export async function inviteAdmin(
	db: DB,
	input: { email: string; actor: Actor; now?: number },
): Promise<InviteResult> {
	const email = input.email.trim().toLowerCase()
	return inTransaction(db, async (trx) => {
		const members = await listMembers(trx)
		if (members.some((member) => member.email === email))
			return { ok: false, reason: 'member' }
		const now = input.now ?? Date.now()
		await revokeInvitationsFor(trx, email, new Date(now))
		const { invitation, token } = await createInvitation(trx, {
			email,
			invitedBy: input.actor.id,
			now,
		})
		await recordAudit(
			trx,
			changeBy(input.actor, 'invitation.create', audited(invitation)),
		)
		return { ok: true, invitation, token }
	})
}

export async function revokeAdminInvitation(db: DB, input: { id: string; actor: Actor }) {
	return inTransaction(db, async (trx) => {
		const invitation = await getInvitation(trx, input.id)
		if (!invitation || !(await revokeInvitation(trx, input.id)))
			return { ok: false as const }
		await recordAudit(
			trx,
			changeBy(input.actor, 'invitation.revoke', audited(invitation)),
		)
		return { ok: true as const, invitation }
	})
}

export type RemoveAdminResult =
	{ ok: true; member: Member } | { ok: false; reason: 'not-found' | 'owner' | 'self' }

/**
 * Removes an admin: their account, password, two-factor secret and every session go with
 * them. The owner cannot be removed, and nobody removes themselves.
 */
export async function removeAdmin(
	db: DB,
	input: { id: string; actor: Actor },
): Promise<RemoveAdminResult> {
	return inTransaction(db, async (trx) => {
		const member = (await listMembers(trx)).find((m) => m.id === input.id)
		if (!member) return { ok: false, reason: 'not-found' }
		if (member.role === 'owner') return { ok: false, reason: 'owner' }
		if (member.id === input.actor.id) return { ok: false, reason: 'self' }
		await deleteUser(trx, member.id)
		await recordAudit(
			trx,
			changeBy(input.actor, 'user.remove', {
				entity: 'user',
				id: member.id,
				detail: { email: member.email },
			}),
		)
		return { ok: true, member }
	})
}
