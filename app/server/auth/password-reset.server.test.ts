// Password reset links on a real database (SQLite and PostgreSQL): "Forgot password"
// answering alike for every address within its limits, the owner's link for a member, and
// the link itself (once, within the hour, ending every session).
import { beforeAll, expect, test, vi } from 'vitest'

import { getDb } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import {
	listAccountMailsFor,
	type AccountMail,
} from '#app/server/models/account-mails.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { listMembers } from '#app/server/models/users.server.ts'

import {
	FORGOT_PASSWORD_LIMITS,
	isResetLinkLive,
	registerAdmin,
	requestPasswordReset,
	resetPassword,
	signInWithPassword,
} from './actions.server.ts'
import { createInvitation } from './invitations.server.ts'
import { getAdminSession } from './session.server.ts'
import {
	browserRequest,
	cookieHeader,
	prepareAuthSecret,
	TEST_PASSWORD,
	useAppDatabase,
} from './testing.server.ts'

beforeAll(prepareAuthSecret)

const SITE = 'https://aster.example'
const OWNER = 'owner@example.com'
const ADMIN = 'admin@example.com'
const NEW_PASSWORD = 'a brand new lantern passphrase'
const silent = { error: vi.fn() }

async function register(email: string, token?: string) {
	const result = await registerAdmin(
		browserRequest('/admin/signup', { method: 'POST' }),
		{ email, password: TEST_PASSWORD, token },
	)
	if (!result.ok) throw new Error(`registration failed: ${JSON.stringify(result)}`)
	const headers = new Headers()
	for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie)
	return cookieHeader(headers)
}

async function team() {
	await register(OWNER)
	const { token } = await createInvitation(getDb(), { email: ADMIN, invitedBy: null })
	const adminCookie = await register(ADMIN, token)
	const members = await listMembers(getDb())
	return {
		owner: members.find((m) => m.email === OWNER)!,
		admin: members.find((m) => m.email === ADMIN)!,
		adminCookie,
	}
}

function forgot(email: string, ip = '198.51.100.4') {
	return requestPasswordReset(
		browserRequest('/admin/forgot-password', { method: 'POST', ip }),
		{ email },
		silent,
	)
}

/** Asks for a link and waits for the work behind the answer. */
async function forgotAndWait(email: string, ip?: string) {
	const answer = await forgot(email, ip)
	if (answer.ok) await answer.done
	return answer
}

const tokenOf = (mail: AccountMail) =>
	new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '').searchParams.get('token') ?? ''

describeEachDialect('forgot password', (t) => {
	useAppDatabase(t, {
		SMTP_URL: 'smtp://127.0.0.1:9',
		CONTACT_TO: 'team@aster.test',
		SITE_URL: SITE,
	})

	test('a known address gets a mail with a link to the site’s own address; an unknown one gets the same answer and nothing', async () => {
		const { admin } = await team()
		// The lookup runs after the answer, beside it (`done`): whether a token exists by the
		// time a test could look depends on the machine's load, so only the answers are compared.
		const known = await forgot(ADMIN)
		const unknown = await forgot('nobody@example.com')
		// The same answer, given before the address was looked up.
		expect(known.ok && unknown.ok).toBe(true)
		if (!known.ok || !unknown.ok) return
		expect(Object.keys(known)).toEqual(Object.keys(unknown))
		await Promise.all([known.done, unknown.done])

		const [mail, ...more] = await listAccountMailsFor(t.db, 'password-reset', admin.id)
		expect(more).toEqual([])
		expect(mail).toMatchObject({ to: ADMIN, status: 'pending' })
		expect(mail?.text).toContain(`${SITE}/admin/reset-password?token=`)
		expect(mail?.text).toContain('within 1 hour')
		// Only the known address has a mail, and only it is in the log.
		expect(await t.db.selectFrom('accountMails').select('id').execute()).toHaveLength(1)
		const log = await listAuditLog(t.db)
		expect(log.filter((e) => e.action === 'auth.password_reset_request')).toMatchObject([
			{ actorId: admin.id, actorEmail: ADMIN, entity: 'user', entityId: admin.id },
		])

		// The token is stored as a hash only.
		const token = tokenOf(mail!)
		expect(token.length).toBeGreaterThan(10)
		const rows = await t.db.selectFrom('verification').selectAll().execute()
		expect(JSON.stringify(rows)).not.toContain(token)
		expect(await isResetLinkLive(token)).toBe(true)
		expect(await isResetLinkLive(`${token}x`)).toBe(false)
	})

	test('the link sets a new password once, ends every session and the other links; a second use is refused', async () => {
		const { admin, adminCookie } = await team()
		expect(
			await getAdminSession(browserRequest('/admin', { cookie: adminCookie })),
		).not.toBeNull()
		await forgotAndWait(ADMIN)
		await forgotAndWait(ADMIN)
		const [newer, older] = await listAccountMailsFor(t.db, 'password-reset', admin.id)

		const request = () => browserRequest('/admin/reset-password', { method: 'POST' })
		// A common password is refused, and the link still works.
		expect(
			await resetPassword(request(), {
				token: tokenOf(newer!),
				newPassword: 'password1234',
			}),
		).toMatchObject({
			ok: false,
			status: 400,
			fieldErrors: { newPassword: expect.any(String) },
		})
		expect(
			await resetPassword(request(), {
				token: tokenOf(newer!),
				newPassword: NEW_PASSWORD,
			}),
		).toEqual({ ok: true })

		// Signed out everywhere; the new password signs in, the old one no longer does.
		expect(
			await getAdminSession(browserRequest('/admin', { cookie: adminCookie })),
		).toBeNull()
		const signIn = (password: string) =>
			signInWithPassword(browserRequest('/admin/login', { method: 'POST' }), {
				email: ADMIN,
				password,
			})
		expect(await signIn(NEW_PASSWORD)).toMatchObject({ ok: true, step: 'done' })
		expect(await signIn(TEST_PASSWORD)).toMatchObject({ ok: false, status: 400 })

		// Once: the same link again, and the older link, are refused.
		for (const mail of [newer!, older!]) {
			expect(await isResetLinkLive(tokenOf(mail))).toBe(false)
			expect(
				await resetPassword(request(), {
					token: tokenOf(mail),
					newPassword: 'yet another passphrase here',
				}),
			).toMatchObject({ ok: false, status: 400, expired: true })
		}
		expect((await listAuditLog(t.db)).map((e) => e.action)).toContain(
			'auth.password_reset',
		)
	})

	test('a link stops working after an hour', async () => {
		const { admin } = await team()
		await forgotAndWait(ADMIN)
		const [mail] = await listAccountMailsFor(t.db, 'password-reset', admin.id)
		vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60 * 60_000 + 1_000 })
		try {
			expect(await isResetLinkLive(tokenOf(mail!))).toBe(false)
			expect(
				await resetPassword(browserRequest('/admin/reset-password', { method: 'POST' }), {
					token: tokenOf(mail!),
					newPassword: NEW_PASSWORD,
				}),
			).toMatchObject({ ok: false, expired: true })
		} finally {
			vi.useRealTimers()
		}
	})

	test('limits: a client asking too often is told to wait; an address asked for too often gets no more mail, answered alike', async () => {
		const { admin } = await team()
		const { client, address } = FORGOT_PASSWORD_LIMITS
		for (let i = 0; i < address.max + 1; i++) {
			expect(await forgotAndWait(ADMIN, `198.51.100.${10 + i}`)).toMatchObject({
				ok: true,
			})
		}
		expect(await listAccountMailsFor(t.db, 'password-reset', admin.id)).toHaveLength(
			address.max,
		)
		for (let i = 0; i < client.max; i++)
			await forgotAndWait(`x${i}@example.com`, '203.0.113.9')
		expect(await forgot('y@example.com', '203.0.113.9')).toMatchObject({
			ok: false,
			status: 429,
			retryAfter: expect.any(Number),
		})
	})
})

describeEachDialect('forgot password without the site’s address', (t) => {
	useAppDatabase(t, { SMTP_URL: 'smtp://127.0.0.1:9', CONTACT_TO: 'team@aster.test' })

	test('no link is mailed when SITE_URL is unset: a Host header cannot choose where it points', async () => {
		await team()
		expect(await forgot(ADMIN)).toMatchObject({ ok: false, status: 503 })
		expect(await t.db.selectFrom('accountMails').select('id').execute()).toEqual([])
	})
})
