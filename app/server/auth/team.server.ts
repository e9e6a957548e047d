// The Team tab's writes, each with its audit entry in the same transaction.
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { recordAudit } from '#app/server/models/audit-log.server.ts'

import {
	createInvitation,
	getInvitation,
	revokeInvitation,
	type Invitation,
} from './invitations.server.ts'
import { listMembers, removeMember } from './members.server.ts'
import type { Actor } from './session.server.ts'
import { authDb } from './tables.server.ts'

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
		await authDb(trx)
			.updateTable('invitations')
			.set({ revokedAt: new Date(now) })
			.where('email', '=', email)
			.where('usedAt', 'is', null)
			.where('revokedAt', 'is', null)
			.execute()
		const { invitation, token } = await createInvitation(trx, {
			email,
			invitedBy: input.actor.id,
			now,
		})
		await recordAudit(trx, {
			actorId: input.actor.id,
			actorEmail: input.actor.email,
			action: 'invitation.create',
			entity: 'invitation',
			entityId: invitation.id,
			detail: { email },
		})
		return { ok: true, invitation, token }
	})
}

export async function revokeAdminInvitation(db: DB, input: { id: string; actor: Actor }) {
	return inTransaction(db, async (trx) => {
		const invitation = await getInvitation(trx, input.id)
		if (!invitation || !(await revokeInvitation(trx, input.id)))
			return { ok: false as const }
		await recordAudit(trx, {
			actorId: input.actor.id,
			actorEmail: input.actor.email,
			action: 'invitation.revoke',
			entity: 'invitation',
			entityId: invitation.id,
			detail: { email: invitation.email },
		})
		return { ok: true as const, invitation }
	})
}

export async function removeAdmin(db: DB, input: { id: string; actor: Actor }) {
	return inTransaction(db, async (trx) => {
		const result = await removeMember(trx, { id: input.id, actorId: input.actor.id })
		if (!result.ok) return result
		await recordAudit(trx, {
			actorId: input.actor.id,
			actorEmail: input.actor.email,
			action: 'user.remove',
			entity: 'user',
			entityId: result.member.id,
			detail: { email: result.member.email },
		})
		return result
	})
}
