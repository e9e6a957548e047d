// The Team tab's writes with mail on and off, on a real database (SQLite and PostgreSQL):
// an invitation mailed to the address typed (or its link handed back), an unsent mail
// withdrawn when its invitation or account goes, and the owner's reset link for a member.
import { beforeAll, expect, test } from 'vitest'

import { registerAdmin, resetPassword } from '#app/server/auth/actions.server.ts'
import { authHeaders } from '#app/server/auth/auth.server.ts'
import { registrationMode } from '#app/server/auth/actions.server.ts'
import {
	browserRequest,
	NO_MAIL,
	ORIGIN,
	prepareAuthSecret,
	TEST_PASSWORD,
	useAppDatabase,
} from '#app/server/auth/testing.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { listAccountMailsFor } from '#app/server/models/account-mails.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { updateSiteSettings } from '#app/server/models/settings.server.ts'
import { listMembers } from '#app/server/models/users.server.ts'

import {
	inviteAdmin,
	removeAdmin,
	revokeAdminInvitation,
	sendPasswordResetLink,
} from './team.server.ts'

beforeAll(prepareAuthSecret)

const MAIL = { origin: ORIGIN, mail: true } as const
const OWNER = 'owner@example.com'
const ADMIN = 'admin@example.com'

async function register(email: string, token?: string) {
	const result = await registerAdmin(
		browserRequest('/admin/signup', { method: 'POST' }),
		{ email, password: TEST_PASSWORD, token },
	)
	if (!result.ok) throw new Error(`registration failed: ${JSON.stringify(result)}`)
}

async function owner() {
	await register(OWNER)
	return (await listMembers(getDb()))[0]!
}

describeEachDialect('Team: invitations by mail', (t) => {
	useAppDatabase(t)

	test('mail on: the invitation is mailed to the address typed, with its link, escaped in HTML; the log says it was mailed', async () => {
		const actor = await owner()
		await updateSiteSettings(t.db, { companyName: 'Aster <Software> & Co' })
		const invited = await inviteAdmin(t.db, {
			email: ' New.Admin@Example.com ',
			actor,
			delivery: MAIL,
		})
		if (!invited.ok) throw new Error('invite failed')
		expect(invited).toMatchObject({ mailed: true })
		expect(invited.link).toBe(`${ORIGIN}/admin/signup?token=${invited.token}`)

		const [mail, ...more] = await listAccountMailsFor(
			t.db,
			'invitation',
			invited.invitation.id,
		)
		expect(more).toEqual([])
		expect(mail).toMatchObject({
			to: 'new.admin@example.com',
			status: 'pending',
			subject: 'You are invited to the Aster <Software> & Co dashboard',
			discardAfter: invited.invitation.expiresAt,
		})
		expect(mail?.text).toContain(invited.link)
		expect(mail?.text).toContain(`${OWNER} invited you`)
		expect(mail?.html).toContain('Aster &lt;Software&gt; &amp; Co')
		expect(mail?.html).not.toContain('<Software>')
		expect(mail?.html).toContain(`href="${invited.link}"`)

		const [entry] = await listAuditLog(t.db, { limit: 1 })
		expect(entry).toMatchObject({
			action: 'invitation.create',
			detail: { email: 'new.admin@example.com', mailed: true },
		})
		// The link in the mail registers.
		expect(await registrationMode(invited.token)).toMatchObject({ kind: 'invitation' })
	})

	test('mail off: nothing is stored to send, the link is handed back', async () => {
		const actor = await owner()
		const invited = await inviteAdmin(t.db, { email: ADMIN, actor, delivery: NO_MAIL })
		if (!invited.ok) throw new Error('invite failed')
		expect(invited.mailed).toBe(false)
		expect(await t.db.selectFrom('accountMails').select('id').execute()).toEqual([])
		expect((await listAuditLog(t.db, { limit: 1 }))[0]?.detail).toMatchObject({
			mailed: false,
		})
	})

	test('an unsent invitation mail is withdrawn when the invitation is replaced or revoked', async () => {
		const actor = await owner()
		const first = await inviteAdmin(t.db, { email: ADMIN, actor, delivery: MAIL })
		const second = await inviteAdmin(t.db, { email: ADMIN, actor, delivery: MAIL })
		if (!first.ok || !second.ok) throw new Error('invite failed')
		const [replaced] = await listAccountMailsFor(t.db, 'invitation', first.invitation.id)
		expect(replaced).toMatchObject({ status: 'failed', text: '', html: '' })
		expect(replaced?.lastError).toMatch(/revoked/)

		await revokeAdminInvitation(t.db, { id: second.invitation.id, actor })
		const [revoked] = await listAccountMailsFor(t.db, 'invitation', second.invitation.id)
		expect(revoked).toMatchObject({ status: 'failed', text: '' })
	})
})

describeEachDialect('Team: the owner’s reset link', (t) => {
	useAppDatabase(t)

	async function teamOfTwo() {
		const actor = await owner()
		const invited = await inviteAdmin(t.db, { email: ADMIN, actor, delivery: NO_MAIL })
		if (!invited.ok) throw new Error('invite failed')
		await register(ADMIN, invited.token)
		const admin = (await listMembers(t.db)).find((m) => m.email === ADMIN)!
		return { actor, admin }
	}
	const headers = () => authHeaders(browserRequest('/admin/team', { method: 'POST' }))

	test('mail on: the member gets a mail from the owner; the link works once', async () => {
		const { actor, admin } = await teamOfTwo()
		const sent = await sendPasswordResetLink(t.db, {
			memberId: admin.id,
			actor,
			delivery: MAIL,
			headers: headers(),
		})
		if (!sent.ok) throw new Error('reset link refused')
		expect(sent).toMatchObject({ mailed: true })
		expect(sent.link.startsWith(`${ORIGIN}/admin/reset-password?token=`)).toBe(true)
		const [mail] = await listAccountMailsFor(t.db, 'password-reset', admin.id)
		expect(mail?.to).toBe(ADMIN)
		expect(mail?.text).toContain(`${OWNER} sent you a link`)
		expect(mail?.text).toContain(sent.link)
		expect((await listAuditLog(t.db, { limit: 1 }))[0]).toMatchObject({
			actorId: actor.id,
			action: 'user.password_reset_link',
			entityId: admin.id,
			detail: { email: ADMIN, mailed: true },
		})

		const token = new URL(sent.link).searchParams.get('token') ?? ''
		const use = () =>
			resetPassword(browserRequest('/admin/reset-password', { method: 'POST' }), {
				token,
				newPassword: 'a member’s fresh passphrase',
			})
		expect(await use()).toEqual({ ok: true })
		expect(await use()).toMatchObject({ ok: false, expired: true })
	})

	test('mail off: the link comes back for the owner to pass on, and nothing is stored to send', async () => {
		const { actor, admin } = await teamOfTwo()
		const sent = await sendPasswordResetLink(t.db, {
			memberId: admin.id,
			actor,
			delivery: NO_MAIL,
			headers: headers(),
		})
		expect(sent).toMatchObject({ ok: true, mailed: false })
		expect(await t.db.selectFrom('accountMails').select('id').execute()).toEqual([])
	})

	test('only the owner sends one, never to themselves; removing the member ends the link and withdraws its mail', async () => {
		const { actor, admin } = await teamOfTwo()
		const input = { delivery: MAIL, headers: headers() }
		expect(
			await sendPasswordResetLink(t.db, { ...input, memberId: actor.id, actor: admin }),
		).toEqual({ ok: false, reason: 'not-owner' })
		expect(
			await sendPasswordResetLink(t.db, { ...input, memberId: actor.id, actor }),
		).toEqual({ ok: false, reason: 'self' })
		expect(
			await sendPasswordResetLink(t.db, { ...input, memberId: 'nobody', actor }),
		).toEqual({ ok: false, reason: 'not-found' })

		const sent = await sendPasswordResetLink(t.db, {
			...input,
			memberId: admin.id,
			actor,
		})
		if (!sent.ok) throw new Error('reset link refused')
		await removeAdmin(t.db, { id: admin.id, actor })
		const [mail] = await listAccountMailsFor(t.db, 'password-reset', admin.id)
		expect(mail).toMatchObject({ status: 'failed', text: '', html: '' })
		expect(await t.db.selectFrom('verification').select('id').execute()).toEqual([])
	})
})
