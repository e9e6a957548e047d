// The Team tab's writes, each taking typed input (the route has read the post with
// app/schemas/auth.ts) and writing in one transaction with its audit entry, and the mail
// it sends (stored in that transaction; the outbox sends it). None changes what the
// public pages show, so none renews the content version.
import type { Kysely } from 'kysely'

import { composeInvitationMail } from '#app/server/auth/account-mail.server.ts'
import { authFor } from '#app/server/auth/auth.server.ts'
import {
	createInvitation,
	getInvitation,
	invitationLink,
	revokeInvitation,
	type Invitation,
} from '#app/server/auth/invitations.server.ts'
import {
	RESET_TOKEN_PREFIX,
	withResetDelivery,
	type ResetDelivery,
} from '#app/server/auth/reset-links.server.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { inTransaction, type Database, type DB } from '#app/server/db/index.server.ts'
import {
	insertAccountMail,
	withdrawAccountMails,
} from '#app/server/models/account-mails.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import { revokeInvitationsFor } from '#app/server/models/invitations.server.ts'
import { getSiteForm } from '#app/server/models/site-content.server.ts'
import {
	deletePasswordResetTokens,
	deleteUser,
	listMembers,
	setUserRole,
	type Member,
	type UserRole,
} from '#app/server/models/users.server.ts'
import { deleteSessionsOfUser } from '#app/server/models/sessions.server.ts'
import { ROLES, type AssignableRole } from '#app/lib/permissions.ts'

/** Where a link a Team write makes points, and whether the site mails it. */
export interface LinkDelivery {
	/** The site's address (SITE_URL, or the one the owner's browser used). */
	origin: string
	/** The site sends mail (SMTP_URL): the link is mailed, not shown. */
	mail: boolean
}

/** What the audit log keeps of an invitation. */
const audited = (
	invitation: Invitation,
	detail: Record<string, string | boolean> = {},
) => ({
	entity: 'invitation',
	id: invitation.id,
	detail: { email: invitation.email, ...detail },
})

export type InviteResult =
	| { ok: true; invitation: Invitation; token: string; link: string; mailed: boolean }
	| { ok: false; reason: 'member' }

/**
 * Invites `email`: the invitation, its mail when the site sends mail (else the link is
 * handed back for the admin to pass on), and the audit entry, in one transaction. An
 * earlier pending invitation for the same address stops working, and its mail, if still
 * unsent, is not sent.
 */
export async function inviteAdmin(
	db: DB,
	input: {
		email: string
		actor: Actor
		delivery: LinkDelivery
		/** The role the account gets (decision 046); admin when not said. */
		role?: AssignableRole
		now?: number
	},
): Promise<InviteResult> {
	const email = input.email.trim().toLowerCase()
	const { delivery } = input
	return inTransaction(db, async (trx) => {
		const members = await listMembers(trx)
		if (members.some((member) => member.email === email))
			return { ok: false, reason: 'member' }
		const now = input.now ?? Date.now()
		for (const earlier of await revokeInvitationsFor(trx, email, new Date(now)))
			await withdrawAccountMails(trx, 'invitation', earlier, WITHDRAWN.invitation)
		const { invitation, token } = await createInvitation(trx, {
			email,
			invitedBy: input.actor.id,
			role: input.role ?? 'admin',
			now,
		})
		const link = invitationLink(delivery.origin, token)
		if (delivery.mail) {
			const { companyName } = (await getSiteForm(trx, 'company')).value
			await insertAccountMail(
				trx,
				{
					kind: 'invitation',
					refId: invitation.id,
					to: email,
					discardAfter: Date.parse(invitation.expiresAt),
					...composeInvitationMail({ companyName, invitedBy: input.actor.email, link }),
				},
				now,
			)
		}
		await recordAudit(
			trx,
			changeBy(
				input.actor,
				'invitation.create',
				audited(invitation, { mailed: delivery.mail, role: invitation.role }),
			),
		)
		return { ok: true, invitation, token, link, mailed: delivery.mail }
	})
}

/** Why a stored mail was not sent after all (the outbox never picks it up). */
const WITHDRAWN = {
	invitation: 'Not sent: the invitation was revoked.',
	account: 'Not sent: the account was removed.',
} as const

export async function revokeAdminInvitation(db: DB, input: { id: string; actor: Actor }) {
	return inTransaction(db, async (trx) => {
		const invitation = await getInvitation(trx, input.id)
		if (!invitation || !(await revokeInvitation(trx, input.id)))
			return { ok: false as const }
		await withdrawAccountMails(trx, 'invitation', invitation.id, WITHDRAWN.invitation)
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
		await deletePasswordResetTokens(trx, member.id, RESET_TOKEN_PREFIX)
		await withdrawAccountMails(trx, 'password-reset', member.id, WITHDRAWN.account)
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

export type ResetLinkResult =
	| { ok: true; member: Member; link: string; mailed: boolean }
	| { ok: false; reason: 'not-found' | 'not-owner' | 'self' }

/**
 * The owner sends a member a link to set a new password (a member locked out, or who
 * lost it): mailed to them when the site sends mail, else handed back for the owner to
 * pass on. better-auth makes the token (single use, 1 hour); its callback stores the mail
 * and the audit entry in one transaction (reset-links.server.ts). The member's two-factor
 * sign-in, when on, still asks for its code after the reset.
 */
export async function sendPasswordResetLink(
	db: Kysely<Database>,
	input: { memberId: string; actor: Actor; delivery: LinkDelivery; headers: Headers },
): Promise<ResetLinkResult> {
	const members = await listMembers(db)
	const actor = members.find((m) => m.id === input.actor.id)
	if (actor?.role !== 'owner') return { ok: false, reason: 'not-owner' }
	const member = members.find((m) => m.id === input.memberId)
	if (!member) return { ok: false, reason: 'not-found' }
	if (member.id === actor.id) return { ok: false, reason: 'self' }
	const delivery: ResetDelivery = { ...input.delivery, sentBy: input.actor }
	await withResetDelivery(delivery, () =>
		authFor(db).api.requestPasswordReset({
			body: { email: member.email },
			headers: input.headers,
		}),
	)
	// better-auth logs and swallows a failure of its callback: no link means it failed.
	if (!delivery.link) throw new Error('The password reset link could not be made')
	return { ok: true, member, link: delivery.link, mailed: delivery.mail }
}

export type RoleChangeResult =
	| { ok: true; member: Member; from: UserRole; to: UserRole; signedOut: boolean }
	| { ok: false; reason: 'not-found' | 'not-owner' | 'owner' | 'self' }

/**
 * The owner gives a member another role. A member given less (demoted) is signed out
 * everywhere at once, as a removed one is: their next request is refused.
 */
export async function changeMemberRole(
	db: DB,
	input: { id: string; role: AssignableRole; actor: Actor },
): Promise<RoleChangeResult> {
	return inTransaction(db, async (trx) => {
		const members = await listMembers(trx)
		if (members.find((m) => m.id === input.actor.id)?.role !== 'owner')
			return { ok: false, reason: 'not-owner' }
		const member = members.find((m) => m.id === input.id)
		if (!member) return { ok: false, reason: 'not-found' }
		if (member.id === input.actor.id) return { ok: false, reason: 'self' }
		if (member.role === 'owner') return { ok: false, reason: 'owner' }
		const from = member.role
		const to = input.role
		if (from === to) return { ok: true, member, from, to, signedOut: false }
		await setUserRole(trx, member.id, to)
		const signedOut = ROLES.indexOf(to) > ROLES.indexOf(from)
		if (signedOut) await deleteSessionsOfUser(trx, member.id)
		await recordAudit(
			trx,
			changeBy(input.actor, 'user.role', {
				entity: 'user',
				id: member.id,
				detail: { email: member.email, from, to },
			}),
		)
		return { ok: true, member, from, to, signedOut }
	})
}

export type TransferResult =
	{ ok: true; member: Member } | { ok: false; reason: 'not-found' | 'not-owner' | 'self' }

/** The owner hands ownership to a member and becomes an admin; nobody is signed out. */
export async function transferOwnership(
	db: DB,
	input: { id: string; actor: Actor },
): Promise<TransferResult> {
	return inTransaction(db, async (trx) => {
		const members = await listMembers(trx)
		if (members.find((m) => m.id === input.actor.id)?.role !== 'owner')
			return { ok: false, reason: 'not-owner' }
		const member = members.find((m) => m.id === input.id)
		if (!member) return { ok: false, reason: 'not-found' }
		if (member.id === input.actor.id) return { ok: false, reason: 'self' }
		// One owner at a time (a unique index): the old one steps down first.
		await setUserRole(trx, input.actor.id, 'admin')
		await setUserRole(trx, member.id, 'owner')
		await recordAudit(
			trx,
			changeBy(input.actor, 'user.transfer', {
				entity: 'user',
				id: member.id,
				detail: { email: member.email, from: member.role },
			}),
		)
		return { ok: true, member }
	})
}
