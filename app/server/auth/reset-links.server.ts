// Password reset links. better-auth makes the token (single use, stored hashed, 1 hour)
// and calls sendResetPassword; what happens then depends on who asked, which the caller
// says with withResetDelivery: the account's holder ("Forgot password", mailed to them
// at the site's own address), or the owner (mailed to the member, or shown to the owner
// to pass on when the site sends no mail). A request for a link outside those two ways
// sends nothing.
import { AsyncLocalStorage } from 'node:async_hooks'

import type { Kysely } from 'kysely'

import { inTransaction, type Database } from '#app/server/db/index.server.ts'
import { insertAccountMail } from '#app/server/models/account-mails.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import { getSiteSettings } from '#app/server/models/settings.server.ts'
import { deletePasswordResetTokens } from '#app/server/models/users.server.ts'

import { composePasswordResetMail } from './account-mail.server.ts'
import { clearFailedSignIns } from './limits.server.ts'
import type { Actor } from './session.server.ts'

/** How long a reset link works. */
export const RESET_LINK_TTL_SECONDS = 60 * 60

/** The stored identifier's prefix (better-auth's), kept in clear before the token's hash. */
export const RESET_TOKEN_PREFIX = 'reset-password:'

export interface ResetDelivery {
	/** The site's address the link points at. */
	origin: string
	/** The owner who sends it; null when the account's holder asked. */
	sentBy: Actor | null
	/** Mail it (the site sends mail), or only hand it back (the owner passes it on). */
	mail: boolean
	/** Set once the link exists. */
	link?: string
}

const deliveries = new AsyncLocalStorage<ResetDelivery>()

/** Runs `fn` (a better-auth reset request) with what its link is for; see the file's top. */
export async function withResetDelivery<T>(
	delivery: ResetDelivery,
	fn: () => Promise<T>,
): Promise<T> {
	return deliveries.run(delivery, fn)
}

/** The reset page's address for `token`, on the site at `origin`. */
export function resetLink(origin: string, token: string): string {
	return new URL(
		`/admin/reset-password?token=${encodeURIComponent(token)}`,
		origin,
	).toString()
}

/**
 * better-auth's sendResetPassword: stores the mail (when it is mailed) and the audit entry
 * in one transaction, and hands the link back to the caller through its delivery.
 */
export async function deliverResetLink(
	db: Kysely<Database>,
	input: { user: { id: string; email: string }; token: string },
	now = Date.now(),
): Promise<void> {
	const delivery = deliveries.getStore()
	// Not one of ours (a future endpoint, a plugin): no link leaves the server.
	if (!delivery) throw new Error('A password reset link was requested outside its flows')
	const { user } = input
	const link = resetLink(delivery.origin, input.token)
	await inTransaction(db, async (trx) => {
		if (delivery.mail) {
			const { companyName } = await getSiteSettings(trx)
			await insertAccountMail(
				trx,
				{
					kind: 'password-reset',
					refId: user.id,
					to: user.email,
					discardAfter: now + RESET_LINK_TTL_SECONDS * 1000,
					...composePasswordResetMail({
						companyName,
						email: user.email,
						link,
						sentBy: delivery.sentBy?.email ?? null,
					}),
				},
				now,
			)
		}
		await recordAudit(
			trx,
			delivery.sentBy
				? changeBy(delivery.sentBy, 'user.password_reset_link', {
						entity: 'user',
						id: user.id,
						detail: { email: user.email, mailed: delivery.mail },
					})
				: {
						actorId: user.id,
						actorEmail: user.email,
						action: 'auth.password_reset_request',
						entity: 'user',
						entityId: user.id,
					},
		)
	})
	delivery.link = link
}

/**
 * better-auth's onPasswordReset (the new password is saved and every session ended): the
 * account's other reset links stop working, its failed sign-ins are forgotten, and the
 * log says so.
 */
export async function passwordWasReset(
	db: Kysely<Database>,
	user: { id: string; email: string },
): Promise<void> {
	await inTransaction(db, async (trx) => {
		await deletePasswordResetTokens(trx, user.id, RESET_TOKEN_PREFIX)
		await recordAudit(trx, {
			actorId: user.id,
			actorEmail: user.email,
			action: 'auth.password_reset',
			entity: 'user',
			entityId: user.id,
		})
	})
	await clearFailedSignIns(db, user.email)
}
