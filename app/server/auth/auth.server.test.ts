// Admin access end to end on a real database (SQLite and PostgreSQL): registration,
// invitations, passwords, sessions, throttling, two-factor and removal, through the same
// functions the route actions call.
import { createHook } from 'node:async_hooks'

import { beforeAll, describe, expect, test } from 'vitest'

import { removeAdmin } from '#app/server/admin/team.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { countUsers, listMembers } from '#app/server/models/users.server.ts'

import {
	AUTH_MESSAGES,
	backupCodesLeft,
	changePassword,
	confirmTwoFactorSetup,
	regenerateBackupCodes,
	registerAdmin,
	registrationMode,
	signInWithPassword,
	signOut,
	startTwoFactorSetup,
	verifySecondFactor,
} from './actions.server.ts'
import { handleAuthApi } from './api.server.ts'
import { AUTH_ERROR, authFor } from './auth.server.ts'
import {
	createInvitation,
	INVITATION_TTL_MS,
	listInvitations,
} from './invitations.server.ts'
import { SIGN_IN_FAILURE_LIMIT } from './limits.server.ts'
import { parsePasswordHash } from './password.server.ts'
import { carriesSignedSession, getAdminSession, requireUser } from './session.server.ts'
import {
	browserRequest,
	cookieHeader,
	failureOf,
	NO_MAIL,
	prepareAuthSecret,
	TEST_PASSWORD,
	totpCode,
	useAppDatabase,
} from './testing.server.ts'

beforeAll(prepareAuthSecret)

const OWNER = 'owner@example.com'
const ADMIN = 'admin@example.com'

/** The cookie header a browser would hold after these Set-Cookie headers. */
function jar(setCookies: string[], previous = '') {
	const headers = new Headers()
	for (const cookie of setCookies) headers.append('Set-Cookie', cookie)
	return cookieHeader(headers, previous)
}

async function register(
	email: string,
	options: { token?: string; password?: string } = {},
) {
	const result = await registerAdmin(
		browserRequest('/admin/signup', { method: 'POST' }),
		{
			email,
			password: options.password ?? TEST_PASSWORD,
			token: options.token,
		},
	)
	if (!result.ok) throw new Error(`registration failed: ${JSON.stringify(result)}`)
	return jar(result.setCookies)
}

async function signIn(email: string, password = TEST_PASSWORD, ip?: string) {
	return signInWithPassword(browserRequest('/admin/login', { method: 'POST', ip }), {
		email,
		password,
	})
}

async function signedInCookie(email: string, password = TEST_PASSWORD) {
	const result = await signIn(email, password)
	if (!result.ok || result.step !== 'done')
		throw new Error(`sign-in failed: ${JSON.stringify(result)}`)
	return jar(result.setCookies)
}

async function sessionOf(cookie: string) {
	return getAdminSession(browserRequest('/admin', { cookie }))
}

/** better-auth's sign-up endpoint called directly, past our form (extra fields allowed). */
/** Thread-pool crypto jobs (WebCrypto's HMAC, better-auth's cookie check) started while `run` runs. */
async function cryptoJobs(run: () => Promise<unknown>) {
	let jobs = 0
	const hook = createHook({
		init(_id, type) {
			if (type === 'SIGNREQUEST') jobs++
		},
	}).enable()
	try {
		await run()
	} finally {
		hook.disable()
	}
	return jobs
}

function apiSignUp(body: {
	email: string
	password?: string
	invitationToken?: string
	role?: string
}) {
	const full = { name: 'x', password: TEST_PASSWORD, ...body }
	return authFor(getDb()).api.signUpEmail({
		body: full as { name: string; email: string; password: string },
		headers: browserRequest('/').headers,
	})
}

async function inviteAndRegister(email: string) {
	const { token } = await createInvitation(getDb(), { email, invitedBy: null })
	return register(email, { token })
}

describeEachDialect('registration', (t) => {
	useAppDatabase(t)

	test('the first account becomes the owner; after that, sign-up needs an invitation and creates nothing', async () => {
		expect(await registrationMode(null)).toEqual({ kind: 'owner' })
		const cookie = await register(OWNER)
		const owner = await sessionOf(cookie)
		expect(owner?.user).toMatchObject({ email: OWNER, role: 'owner' })

		expect(await registrationMode(null)).toEqual({
			kind: 'closed',
			reason: 'no-invitation',
		})
		const refused = await registerAdmin(
			browserRequest('/admin/signup', { method: 'POST' }),
			{
				email: 'stranger@example.com',
				password: TEST_PASSWORD,
			},
		)
		expect(refused).toMatchObject({ ok: false, status: 403, closed: true })
		// Straight to better-auth, skipping our form: the database hook refuses too.
		const direct = await failureOf(
			apiSignUp({ email: 'stranger@example.com', password: TEST_PASSWORD }),
		)
		expect(direct.code).toBe(AUTH_ERROR.INVITATION_REQUIRED.code)
		expect(await countUsers(getDb())).toBe(1)
		expect(await t.db.selectFrom('account').select('id').execute()).toHaveLength(1)
		expect(await t.db.selectFrom('session').select('id').execute()).toHaveLength(1)
	})

	test('concurrent first sign-ups create exactly one account, the owner', async () => {
		const emails = [
			'a@example.com',
			'b@example.com',
			'c@example.com',
			'd@example.com',
			'e@example.com',
		]
		const results = await Promise.all(
			emails.map((email) =>
				registerAdmin(browserRequest('/admin/signup', { method: 'POST' }), {
					email,
					password: TEST_PASSWORD,
				}),
			),
		)
		expect(results.filter((r) => r.ok)).toHaveLength(1)
		for (const failed of results.filter((r) => !r.ok)) {
			expect(failed).toMatchObject({ status: 403, closed: true })
		}
		const members = await listMembers(getDb())
		expect(members).toHaveLength(1)
		expect(members[0]?.role).toBe('owner')
		expect(await t.db.selectFrom('account').select('id').execute()).toHaveLength(1)
	})

	test('the role cannot be chosen by the client', async () => {
		await register(OWNER)
		const { token } = await createInvitation(getDb(), { email: ADMIN, invitedBy: null })
		const response = await apiSignUp({
			email: ADMIN,
			password: TEST_PASSWORD,
			invitationToken: token,
			role: 'owner',
		})
		expect(response.user).toMatchObject({ email: ADMIN, role: 'admin' })
	})
})

describeEachDialect('invitations', (t) => {
	useAppDatabase(t)

	test('an invitation works once, for its own email', async () => {
		await register(OWNER)
		const db = getDb()
		const { token } = await createInvitation(db, { email: ADMIN, invitedBy: null })
		expect(await registrationMode(token)).toEqual({
			kind: 'invitation',
			email: ADMIN,
			token,
		})

		// The link is for admin@example.com: another address cannot use it.
		const other = await failureOf(
			apiSignUp({
				email: 'other@example.com',
				password: TEST_PASSWORD,
				invitationToken: token,
			}),
		)
		expect(other.code).toBe(AUTH_ERROR.INVITATION_REQUIRED.code)

		const cookie = await register(ADMIN, { token })
		expect((await sessionOf(cookie))?.user).toMatchObject({ email: ADMIN, role: 'admin' })

		// Used: the page says so, and the API refuses a second account with it.
		expect(await registrationMode(token)).toEqual({
			kind: 'closed',
			reason: 'invalid-invitation',
		})
		const reuse = await failureOf(
			apiSignUp({
				email: ADMIN.replace('admin', 'admin2'),
				password: TEST_PASSWORD,
				invitationToken: token,
			}),
		)
		expect(reuse.code).toBe(AUTH_ERROR.INVITATION_REQUIRED.code)
		expect(await countUsers(db)).toBe(2)
		const [invitation] = await listInvitations(db)
		expect(invitation).toMatchObject({ email: ADMIN, status: 'used' })
		const row = await t.db.selectFrom('invitations').selectAll().executeTakeFirstOrThrow()
		expect(row.usedBy).not.toBeNull()
	})

	test('two concurrent sign-ups with one link create one account', async () => {
		await register(OWNER)
		const { token } = await createInvitation(getDb(), { email: ADMIN, invitedBy: null })
		const results = await Promise.all(
			[0, 1, 2].map(() =>
				registerAdmin(browserRequest('/admin/signup', { method: 'POST' }), {
					email: ADMIN,
					password: TEST_PASSWORD,
					token,
				}),
			),
		)
		expect(results.filter((r) => r.ok)).toHaveLength(1)
		expect(await countUsers(getDb())).toBe(2)
	})

	test('an invitation expires after 7 days', async () => {
		await register(OWNER)
		const db = getDb()
		const { token } = await createInvitation(db, {
			email: ADMIN,
			invitedBy: null,
			now: Date.now() - INVITATION_TTL_MS - 60_000,
		})
		expect(await registrationMode(token)).toEqual({
			kind: 'closed',
			reason: 'invalid-invitation',
		})
		const refused = await registerAdmin(
			browserRequest('/admin/signup', { method: 'POST' }),
			{
				email: ADMIN,
				password: TEST_PASSWORD,
				token,
			},
		)
		expect(refused).toMatchObject({ ok: false, status: 403, closed: true })
		expect(await countUsers(db)).toBe(1)
		expect((await listInvitations(db))[0]?.status).toBe('expired')
	})

	test('a revoked invitation no longer works', async () => {
		await register(OWNER)
		const db = getDb()
		const owner = (await listMembers(db))[0]!
		const { inviteAdmin, revokeAdminInvitation } =
			await import('#app/server/admin/team.server.ts')
		const invited = await inviteAdmin(db, {
			email: ADMIN,
			actor: owner,
			delivery: NO_MAIL,
		})
		if (!invited.ok) throw new Error('invite failed')
		expect(
			await revokeAdminInvitation(db, { id: invited.invitation.id, actor: owner }),
		).toMatchObject({ ok: true })
		// Revoking twice is refused.
		expect(
			await revokeAdminInvitation(db, { id: invited.invitation.id, actor: owner }),
		).toEqual({ ok: false })
		const refused = await failureOf(
			apiSignUp({
				email: ADMIN,
				password: TEST_PASSWORD,
				invitationToken: invited.token,
			}),
		)
		expect(refused.code).toBe(AUTH_ERROR.INVITATION_REQUIRED.code)
		expect(await countUsers(db)).toBe(1)
	})

	test('a new invitation for the same email replaces the pending one; members cannot be invited', async () => {
		await register(OWNER)
		const db = getDb()
		const owner = (await listMembers(db))[0]!
		const { inviteAdmin } = await import('#app/server/admin/team.server.ts')
		const first = await inviteAdmin(db, { email: ADMIN, actor: owner, delivery: NO_MAIL })
		const second = await inviteAdmin(db, {
			email: 'Admin@Example.com',
			actor: owner,
			delivery: NO_MAIL,
		})
		if (!first.ok || !second.ok) throw new Error('invite failed')
		expect(await registrationMode(first.token)).toMatchObject({ kind: 'closed' })
		expect(await registrationMode(second.token)).toMatchObject({
			kind: 'invitation',
			email: ADMIN,
		})
		expect(
			await inviteAdmin(db, { email: OWNER, actor: owner, delivery: NO_MAIL }),
		).toEqual({
			ok: false,
			reason: 'member',
		})
		const audit = await listAuditLog(db)
		expect(audit.filter((e) => e.action === 'invitation.create')).toHaveLength(2)
	})

	test('only a hash of the token is stored, and lists never carry it', async () => {
		const db = getDb()
		const { token, invitation } = await createInvitation(db, {
			email: ADMIN,
			invitedBy: null,
		})
		expect(token.length).toBeGreaterThanOrEqual(40)
		const row = await t.db.selectFrom('invitations').selectAll().executeTakeFirstOrThrow()
		expect(row.tokenHash).not.toContain(token)
		expect(JSON.stringify(row)).not.toContain(token)
		expect(JSON.stringify(await listInvitations(db))).not.toContain(token)
		expect(JSON.stringify(invitation)).not.toContain(token)
	})
})

describeEachDialect('passwords', (t) => {
	useAppDatabase(t)

	test('the stored hash is argon2id with at least 19 MiB, 2 passes and 1 lane', async () => {
		await register(OWNER)
		const account = await t.db
			.selectFrom('account')
			.select('password')
			.executeTakeFirstOrThrow()
		expect(account.password).not.toContain(TEST_PASSWORD)
		const parsed = parsePasswordHash(account.password ?? '')
		expect(parsed).toMatchObject({ algorithm: 'argon2id', parallelism: 1 })
		expect(parsed!.memory).toBeGreaterThanOrEqual(19 * 1024)
		expect(parsed!.passes).toBeGreaterThanOrEqual(2)
	})

	test.each([
		['too short', 'a'.repeat(11)],
		['too long', 'a'.repeat(129)],
		['common', 'password1234'],
	])('a %s password is refused and creates nothing', async (_label, password) => {
		const failure = await failureOf(apiSignUp({ email: OWNER, password }))
		expect(failure.status).toBe(400)
		expect(await countUsers(getDb())).toBe(0)
	})

	test('the sign-up form says when a password is too common', async () => {
		const result = await registerAdmin(
			browserRequest('/admin/signup', { method: 'POST' }),
			{
				email: OWNER,
				password: 'Qwertyuiop123',
			},
		)
		expect(result).toMatchObject({
			ok: false,
			fieldErrors: { password: AUTH_ERROR.PASSWORD_TOO_COMMON.message },
		})
	})

	test('changing it needs the current one and ends every other session', async () => {
		await register(OWNER)
		const here = await signedInCookie(OWNER)
		const elsewhere = await signedInCookie(OWNER)
		const request = () =>
			browserRequest('/admin/account', { method: 'POST', cookie: here })

		const wrong = await changePassword(request(), {
			currentPassword: 'not my password',
			newPassword: 'a brand new passphrase',
		})
		expect(wrong).toMatchObject({
			ok: false,
			fieldErrors: { currentPassword: expect.any(String) },
		})
		const common = await changePassword(request(), {
			currentPassword: TEST_PASSWORD,
			newPassword: 'iloveyou123456',
		})
		expect(common).toMatchObject({
			ok: false,
			fieldErrors: { newPassword: AUTH_ERROR.PASSWORD_TOO_COMMON.message },
		})

		const changed = await changePassword(request(), {
			currentPassword: TEST_PASSWORD,
			newPassword: 'a brand new passphrase',
		})
		if (!changed.ok) throw new Error(JSON.stringify(changed))
		const stillHere = jar(changed.setCookies, here)
		expect(await sessionOf(stillHere)).not.toBeNull()
		expect(await sessionOf(elsewhere)).toBeNull()
		expect(await signIn(OWNER, TEST_PASSWORD)).toMatchObject({ ok: false })
		expect(await signIn(OWNER, 'a brand new passphrase')).toMatchObject({ ok: true })
		expect((await listAuditLog(getDb())).map((e) => e.action)).toContain(
			'auth.password_change',
		)
	})
})

describeEachDialect('sessions', (t) => {
	useAppDatabase(t)

	test('the cookie is HttpOnly and SameSite=Lax; behind HTTPS it is Secure with a __Secure- prefix', async () => {
		const result = await registerAdmin(
			browserRequest('/admin/signup', { method: 'POST' }),
			{
				email: OWNER,
				password: TEST_PASSWORD,
			},
		)
		if (!result.ok) throw new Error('sign-up failed')
		const session = result.setCookies.find((c) => c.includes('session_token='))!
		expect(session).toMatch(/^aster\.session_token=/)
		expect(session).toMatch(/HttpOnly/i)
		expect(session).toMatch(/SameSite=Lax/i)
		expect(session).not.toMatch(/;\s*Secure/i)

		const secure = await signInWithPassword(
			browserRequest('/admin/login', { method: 'POST', origin: 'https://admin.test' }),
			{ email: OWNER, password: TEST_PASSWORD },
		)
		if (!secure.ok) throw new Error('sign-in failed')
		const secureCookie = secure.setCookies.find((c) => c.includes('session_token='))!
		expect(secureCookie).toMatch(/^__Secure-aster\.session_token=/)
		expect(secureCookie).toMatch(/;\s*Secure/i)
		expect(secureCookie).toMatch(/HttpOnly/i)
		// The secure cookie works on HTTPS requests.
		const cookie = jar(secure.setCookies)
		expect(
			await getAdminSession(
				browserRequest('/admin', { cookie, origin: 'https://admin.test' }),
			),
		).not.toBeNull()
	})

	test('each sign-in makes a new session; sign-out ends it on the server and a replayed cookie is refused', async () => {
		await register(OWNER)
		const first = await signedInCookie(OWNER)
		const second = await signedInCookie(OWNER)
		const a = await sessionOf(first)
		const b = await sessionOf(second)
		expect(a?.session.id).toBeTruthy()
		expect(a?.session.id).not.toBe(b?.session.id)

		const cleared = await signOut(
			browserRequest('/admin/logout', { method: 'POST', cookie: first }),
		)
		expect(cleared.some((c) => /session_token=;/.test(c))).toBe(true)
		const rows = await t.db.selectFrom('session').select('id').execute()
		expect(rows.map((r) => r.id)).not.toContain(a?.session.id)

		// The old cookie, replayed: no session, redirect for pages, 401 for JSON.
		expect(await sessionOf(first)).toBeNull()
		const page = await requireUser(
			browserRequest('/admin/team', { cookie: first }),
		).catch((e: unknown) => e)
		expect(page).toBeInstanceOf(Response)
		expect((page as Response).status).toBe(302)
		expect((page as Response).headers.get('location')).toBe(
			'/admin/login?redirectTo=%2Fadmin%2Fteam',
		)
		// Asked for by the page in the browser (its data, or a form's post): back to the
		// page, not to its data (which signed in again drew "Project not found").
		for (const [path, back] of [
			['/admin/projects/p1.data', '/admin/projects/p1'],
			[
				'/admin/products.data?_routes=routes%2Fadmin%2Fproducts&tab=web',
				'/admin/products?tab=web',
			],
		] as const) {
			const data = await requireUser(browserRequest(path, { cookie: first })).catch(
				(e: unknown) => e,
			)
			expect((data as Response).headers.get('location'), path).toBe(
				`/admin/login?redirectTo=${encodeURIComponent(back)}`,
			)
		}
		const api = await requireUser(
			browserRequest('/admin/team', { cookie: first, accept: 'application/json' }),
		).catch((e: unknown) => e)
		expect((api as Response).status).toBe(401)
		expect(await (api as Response).json()).toEqual({
			ok: false,
			message: 'Sign in to continue.',
		})
		// The other session is untouched.
		expect(await sessionOf(second)).not.toBeNull()
		const actions = (await listAuditLog(getDb())).map((e) => e.action)
		expect(actions).toContain('auth.sign_out')
		expect(actions.filter((a) => a === 'auth.sign_in')).toHaveLength(3) // registering, then two sign-ins
	})

	test('a forged cookie is refused', async () => {
		await register(OWNER)
		for (const cookie of [
			'aster.session_token=forged',
			'aster.session_token=abc.def',
			`aster.session_token=${'x'.repeat(32)}.${'y'.repeat(43)}%3D`,
		]) {
			expect(await sessionOf(cookie)).toBeNull()
		}
	})

	test('idle expiry: a session unused for 24 hours is over; use pushes it forward', async () => {
		await register(OWNER)
		const cookie = await signedInCookie(OWNER)
		const id = (await sessionOf(cookie))!.session.id
		// Last refreshed about 23.5 hours ago: still valid, and this use slides it forward.
		await t.db
			.updateTable('session')
			.set({ expiresAt: new Date(Date.now() + 30 * 60_000) })
			.where('id', '=', id)
			.execute()
		// Due for the sliding refresh: better-auth's own path (its cookie check included).
		let slid: Awaited<ReturnType<typeof getAdminSession>> = null
		expect(
			await cryptoJobs(
				async () => (slid = await getAdminSession(browserRequest('/admin', { cookie }))),
			),
		).toBeGreaterThan(0)
		expect(slid).not.toBeNull()
		const after = await t.db
			.selectFrom('session')
			.select('expiresAt')
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
		expect(new Date(after.expiresAt).getTime()).toBeGreaterThan(
			Date.now() + 23 * 3600_000,
		)

		await t.db
			.updateTable('session')
			.set({ expiresAt: new Date(Date.now() - 1000) })
			.where('id', '=', id)
			.execute()
		expect(await sessionOf(cookie)).toBeNull()
	})

	test('a settled session is confirmed without a trip through the thread pool', async () => {
		await register(OWNER)
		const cookie = await signedInCookie(OWNER)
		const id = (await sessionOf(cookie))!.session.id
		let seen: Awaited<ReturnType<typeof sessionOf>> = null
		expect(await cryptoJobs(async () => (seen = await sessionOf(cookie)))).toBe(0)
		expect(seen!.session.id).toBe(id)
		expect(seen!.user.email).toBe(OWNER)
		expect(seen!.user.role).toBe('owner')

		// A cookie-cache cookie, whole or in chunks, is better-auth's to clear: its own path.
		for (const extra of ['aster.session_data=stale', 'aster.session_data.0=stale']) {
			let via: Awaited<ReturnType<typeof sessionOf>> = null
			expect(
				await cryptoJobs(async () => (via = await sessionOf(`${cookie}; ${extra}`))),
			).toBeGreaterThan(0)
			expect(via!.session.id).toBe(id)
		}
		// One due for the sliding refresh goes to better-auth: the idle-expiry test above.
	})

	test('the quick check refuses a signature that is not better-auth’s for that token', async () => {
		await register(OWNER)
		const cookie = await signedInCookie(OWNER)
		const value = decodeURIComponent(/aster\.session_token=([^;]+)/.exec(cookie)![1]!)
		const dot = value.lastIndexOf('.')
		const token = value.slice(0, dot)
		const signature = value.slice(dot + 1)
		const other = await signedInCookie(OWNER)
		const otherValue = decodeURIComponent(/aster\.session_token=([^;]+)/.exec(other)![1]!)
		const otherSignature = otherValue.slice(otherValue.lastIndexOf('.') + 1)
		const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
		for (const forged of [
			`${token}.${otherSignature}`,
			`${token}.${flipped}`,
			`${token}.${signature.slice(0, -1)}`,
			`${token}.${signature}x`,
			`${token}x.${signature}`,
		]) {
			expect(
				await sessionOf(`aster.session_token=${encodeURIComponent(forged)}`),
			).toBeNull()
		}
		expect(await sessionOf(cookie)).not.toBeNull()
	})

	test('a request carrying a session cookie better-auth signed is told apart without the database', async () => {
		await register(OWNER)
		const cookie = await signedInCookie(OWNER)
		const { protocol } = new URL(browserRequest('/admin').url)
		const value = decodeURIComponent(/aster\.session_token=([^;]+)/.exec(cookie)![1]!)
		const token = value.slice(0, value.lastIndexOf('.'))
		const name = /((?:__Secure-)?aster\.session_token)=/.exec(cookie)![1]!
		expect(await carriesSignedSession(cookie, protocol)).toBe(true)
		expect(await carriesSignedSession(`theme=dark; ${cookie}`, protocol)).toBe(true)
		for (const forged of [
			`${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`,
			`${name}=${encodeURIComponent(token)}`,
			`other.session_token=${encodeURIComponent(value)}`,
			'',
		]) {
			expect(await carriesSignedSession(forged, protocol), forged).toBe(false)
		}
		expect(await carriesSignedSession(undefined, protocol)).toBe(false)
	})

	test('absolute expiry: 7 days after sign-in the session is over, however active', async () => {
		await register(OWNER)
		const cookie = await signedInCookie(OWNER)
		const id = (await sessionOf(cookie))!.session.id
		const day = 24 * 3600_000

		// Nearly 7 days old: a refresh may not push the expiry past the 7-day mark.
		const createdAt = Date.now() - 7 * day + 2 * 3600_000
		await t.db
			.updateTable('session')
			.set({
				createdAt: new Date(createdAt),
				expiresAt: new Date(Date.now() + 30 * 60_000),
			})
			.where('id', '=', id)
			.execute()
		expect(await sessionOf(cookie)).not.toBeNull()
		const clamped = await t.db
			.selectFrom('session')
			.select('expiresAt')
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
		expect(new Date(clamped.expiresAt).getTime()).toBeLessThanOrEqual(createdAt + 7 * day)

		// Past 7 days with a still-valid sliding expiry: refused, and the row is gone.
		await t.db
			.updateTable('session')
			.set({
				createdAt: new Date(Date.now() - 7 * day - 60_000),
				expiresAt: new Date(Date.now() + day),
			})
			.where('id', '=', id)
			.execute()
		expect(await sessionOf(cookie)).toBeNull()
		expect(
			await t.db.selectFrom('session').select('id').where('id', '=', id).execute(),
		).toHaveLength(0)
	})
})

describeEachDialect('session lifetimes are settable', (t) => {
	useAppDatabase(t, { SESSION_IDLE_HOURS: '2', SESSION_MAX_DAYS: '1' })

	test('SESSION_IDLE_HOURS sets the idle expiry', async () => {
		await register(OWNER)
		const cookie = await signedInCookie(OWNER)
		const session = await sessionOf(cookie)
		const expiresIn = new Date(session!.session.expiresAt).getTime() - Date.now()
		expect(expiresIn).toBeGreaterThan(2 * 3600_000 - 60_000)
		expect(expiresIn).toBeLessThanOrEqual(2 * 3600_000)
	})
})

describeEachDialect('sign-in throttling', (t) => {
	useAppDatabase(t)

	async function failTimes(email: string, times: number, ip?: string) {
		for (let i = 0; i < times; i++) {
			expect(await signIn(email, 'not the password at all', ip)).toMatchObject({
				ok: false,
				status: 400,
				message: 'Email or password is incorrect.',
			})
		}
	}

	test('after 5 failures in 15 minutes the account is locked, even with the right password', async () => {
		await register(OWNER)
		await failTimes(OWNER, SIGN_IN_FAILURE_LIMIT)
		const locked = await signIn(OWNER)
		expect(locked).toMatchObject({
			ok: false,
			status: 429,
			message: AUTH_ERROR.ACCOUNT_LOCKED.message,
		})
		// The same through the HTTP API: 429 and the clear message.
		const api = await failureOf(
			authFor(getDb()).api.signInEmail({
				body: { email: OWNER, password: TEST_PASSWORD },
				headers: browserRequest('/').headers,
			}),
		)
		expect(api).toMatchObject({ status: 429, code: AUTH_ERROR.ACCOUNT_LOCKED.code })
		expect(await t.db.selectFrom('session').select('id').execute()).toHaveLength(1) // sign-up's only
		expect((await listAuditLog(getDb())).map((e) => e.action)).toContain('auth.lock')
	})

	test('an unknown email gets the same answers, so nothing tells whether it is registered', async () => {
		await register(OWNER)
		await failTimes('nobody@example.com', SIGN_IN_FAILURE_LIMIT)
		expect(await signIn('nobody@example.com', TEST_PASSWORD)).toMatchObject({
			status: 429,
			message: AUTH_ERROR.ACCOUNT_LOCKED.message,
		})
		// Another account is not affected.
		expect(await signIn(OWNER)).toMatchObject({ ok: true })
	})

	test('the counters survive a restart, and the lock lifts after 15 minutes', async () => {
		await register(OWNER)
		await failTimes(OWNER, SIGN_IN_FAILURE_LIMIT - 1)
		// A restart: every connection and auth instance is new.
		const { closeDb } = await import('#app/server/db/index.server.ts')
		await closeDb()
		await failTimes(OWNER, 1)
		await closeDb()
		expect(await signIn(OWNER)).toMatchObject({ status: 429 })

		// 15 minutes later (moved in the database rather than waited for).
		await t.db
			.updateTable('authLimits')
			.set({ lockedUntil: Date.now() - 1000, windowStart: Date.now() - 20 * 60_000 })
			.execute()
		expect(await signIn(OWNER)).toMatchObject({ ok: true })
		// A success clears the count: four more failures do not lock.
		await failTimes(OWNER, SIGN_IN_FAILURE_LIMIT - 1)
		expect(await signIn(OWNER)).toMatchObject({ ok: true })
	})

	test('a successful sign-in resets the failure count', async () => {
		await register(OWNER)
		await failTimes(OWNER, SIGN_IN_FAILURE_LIMIT - 1)
		expect(await signIn(OWNER)).toMatchObject({ ok: true })
		await failTimes(OWNER, SIGN_IN_FAILURE_LIMIT - 1)
		expect(await signIn(OWNER)).toMatchObject({ ok: true })
	})
})

describeEachDialect('per-client request limit', (t) => {
	useAppDatabase(t, { AUTH_RATE_LIMIT_PER_HOUR: '4' })

	test('a client gets at most N auth requests an hour; others are unaffected; reading the session is free', async () => {
		const cookie = await register(OWNER) // 1 (from 203.0.113.7)
		for (let i = 0; i < 10; i++) expect(await sessionOf(cookie)).not.toBeNull()
		expect(await signIn(OWNER)).toMatchObject({ ok: true }) // 2
		expect(await signIn(OWNER, 'wrong password here')).toMatchObject({ status: 400 }) // 3
		expect(await signIn(OWNER)).toMatchObject({ ok: true }) // 4
		expect(await signIn(OWNER)).toMatchObject({
			ok: false,
			status: 429,
			message: AUTH_ERROR.RATE_LIMITED.message,
		})
		expect(await signIn(OWNER, TEST_PASSWORD, '198.51.100.9')).toMatchObject({ ok: true })
		const rows = await t.db.selectFrom('authLimits').select('key').execute()
		// Client addresses are stored as keyed hashes only.
		expect(JSON.stringify(rows)).not.toContain('203.0.113.7')
	})
})

describeEachDialect('two-factor sign-in', (t) => {
	useAppDatabase(t)

	async function enableTwoFactor(cookie: string) {
		const request = () => browserRequest('/admin/account', { method: 'POST', cookie })
		const wrongPassword = await startTwoFactorSetup(request(), {
			password: 'not my password',
		})
		expect(wrongPassword).toMatchObject({
			ok: false,
			fieldErrors: { password: expect.any(String) },
		})
		const started = await startTwoFactorSetup(request(), { password: TEST_PASSWORD })
		if (!started.ok) throw new Error(JSON.stringify(started))
		expect(started.setup.qr).toMatch(/^data:image\/svg\+xml;base64,/)
		expect(started.setup.backupCodes.length).toBeGreaterThanOrEqual(8)
		expect(await confirmTwoFactorSetup(request(), { code: '000000' })).toMatchObject({
			ok: false,
		})
		const confirmed = await confirmTwoFactorSetup(request(), {
			code: totpCode(started.setup.totpURI),
		})
		if (!confirmed.ok) throw new Error(JSON.stringify(confirmed))
		return { setup: started.setup, cookie: jar(confirmed.setCookies, cookie) }
	}

	test('once enabled, every sign-in needs a code; a backup code works once', async () => {
		const cookie = await register(OWNER)
		const { setup, cookie: after } = await enableTwoFactor(cookie)
		expect((await sessionOf(after))?.user.twoFactorEnabled).toBe(true)
		await signOut(browserRequest('/admin/logout', { method: 'POST', cookie: after }))
		const sessionsBefore = (await t.db.selectFrom('session').select('id').execute())
			.length

		// The password alone gives a challenge, not a session.
		const first = await signIn(OWNER)
		if (!first.ok) throw new Error('sign-in failed')
		expect(first.step).toBe('two-factor')
		expect(first.setCookies.some((c) => /session_token=[^;]/.test(c))).toBe(false)
		expect((await t.db.selectFrom('session').select('id').execute()).length).toBe(
			sessionsBefore,
		)
		const challenge = jar(first.setCookies)
		expect(challenge).toContain('two_factor=')

		const wrong = await verifySecondFactor(
			browserRequest('/admin/two-factor', { method: 'POST', cookie: challenge }),
			{ method: 'totp', code: '123456' },
		)
		expect(wrong).toMatchObject({ ok: false, fieldErrors: { code: expect.any(String) } })
		// Asking to "trust this device" is ignored: the next sign-in asks again. (The code of
		// the next step: the current one turned two-factor on, and a code works once.)
		const { headers } = await authFor(getDb()).api.verifyTOTP({
			body: { code: totpCode(setup.totpURI, Date.now() + 30_000), trustDevice: true },
			headers: browserRequest('/', { cookie: challenge }).headers,
			returnHeaders: true,
		})
		expect(headers.getSetCookie().some((c) => c.includes('trust_device'))).toBe(false)
		const signedIn = cookieHeader(headers)
		expect((await sessionOf(signedIn))?.user.email).toBe(OWNER)
		const signIns = (await listAuditLog(getDb())).filter(
			(e) => e.action === 'auth.sign_in',
		)
		expect(signIns[0]?.detail).toEqual({ secondFactor: 'totp' })

		// A backup code instead of the app, once.
		const backupCode = setup.backupCodes[0]!
		const second = await signIn(OWNER)
		if (!second.ok) throw new Error('sign-in failed')
		const viaBackup = await verifySecondFactor(
			browserRequest('/admin/two-factor', {
				method: 'POST',
				cookie: jar(second.setCookies),
			}),
			{ method: 'backup', code: backupCode },
		)
		expect(viaBackup).toMatchObject({ ok: true })
		const third = await signIn(OWNER)
		if (!third.ok) throw new Error('sign-in failed')
		expect(third.step).toBe('two-factor')
		const reused = await verifySecondFactor(
			browserRequest('/admin/two-factor', {
				method: 'POST',
				cookie: jar(third.setCookies),
			}),
			{ method: 'backup', code: backupCode },
		)
		expect(reused).toMatchObject({ ok: false })
	})

	test('backup codes: the account sees how many are left, and new ones (password confirmed) replace them all', async () => {
		const cookie = await register(OWNER)
		const owner = (await listMembers(getDb()))[0]!
		expect(await backupCodesLeft(owner.id)).toBeNull()
		const { setup, cookie: after } = await enableTwoFactor(cookie)
		expect(await backupCodesLeft(owner.id)).toBe(setup.backupCodes.length)

		// One used at sign-in: one fewer left.
		const challenge = await signIn(OWNER)
		if (!challenge.ok) throw new Error('sign-in failed')
		await verifySecondFactor(
			browserRequest('/admin/two-factor', {
				method: 'POST',
				cookie: jar(challenge.setCookies),
			}),
			{ method: 'backup', code: setup.backupCodes[0]! },
		)
		expect(await backupCodesLeft(owner.id)).toBe(setup.backupCodes.length - 1)

		const request = () =>
			browserRequest('/admin/account', { method: 'POST', cookie: after })
		expect(
			await regenerateBackupCodes(request(), { password: 'not my password' }),
		).toMatchObject({
			ok: false,
			status: 400,
			fieldErrors: { password: AUTH_MESSAGES.wrongPassword },
		})
		const made = await regenerateBackupCodes(request(), { password: TEST_PASSWORD })
		if (!made.ok) throw new Error(JSON.stringify(made))
		expect(made.backupCodes).toHaveLength(10)
		expect(made.backupCodes).not.toContain(setup.backupCodes[1])
		expect(await backupCodesLeft(owner.id)).toBe(10)
		expect((await listAuditLog(getDb(), { limit: 1 }))[0]).toMatchObject({
			actorId: owner.id,
			action: 'auth.backup_codes_regenerate',
		})

		// An old code no longer signs in.
		const again = await signIn(OWNER)
		if (!again.ok) throw new Error('sign-in failed')
		expect(
			await verifySecondFactor(
				browserRequest('/admin/two-factor', {
					method: 'POST',
					cookie: jar(again.setCookies),
				}),
				{ method: 'backup', code: setup.backupCodes[1]! },
			),
		).toMatchObject({ ok: false })
	})

	test('a code signs in once: the same code again within its window is refused as a wrong code, a backup code likewise (issue 36)', async () => {
		// The whole test inside one 30-second step, so "the current code" means one code.
		const intoStep = Date.now() % 30_000
		if (intoStep > 22_000)
			await new Promise((resolve) => setTimeout(resolve, 30_500 - intoStep))
		const cookie = await register(OWNER)
		const { setup, cookie: after } = await enableTwoFactor(cookie)
		await signOut(browserRequest('/admin/logout', { method: 'POST', cookie: after }))
		const challenge = async () => {
			const started = await signIn(OWNER)
			if (!started.ok || started.step !== 'two-factor') throw new Error('no challenge')
			return jar(started.setCookies)
		}
		const verify = async (method: 'totp' | 'backup', code: string) =>
			verifySecondFactor(
				browserRequest('/admin/two-factor', {
					method: 'POST',
					cookie: await challenge(),
				}),
				{ method, code },
			)
		const wrongCode = await verify('totp', '000000')
		expect(wrongCode).toMatchObject({ ok: false, status: 400 })

		// The code that turned two-factor on is spent; the next step's signs in, once.
		const enablingCode = totpCode(setup.totpURI)
		expect(await verify('totp', enablingCode)).toEqual(wrongCode)
		const next = totpCode(setup.totpURI, Date.now() + 30_000)
		expect(await verify('totp', next)).toMatchObject({ ok: true })
		const sessions = await t.db.selectFrom('session').select('id').execute()
		// Again, in the same window: refused with the same answer as a wrong code, no session.
		expect(await verify('totp', next)).toEqual(wrongCode)
		expect(await t.db.selectFrom('session').select('id').execute()).toHaveLength(
			sessions.length,
		)
		// Straight to better-auth's endpoint, as /api/auth takes it: refused as well.
		await expect(
			authFor(getDb()).api.verifyTOTP({
				body: { code: next },
				headers: browserRequest('/', { cookie: await challenge() }).headers,
			}),
		).rejects.toMatchObject({ body: { code: 'INVALID_CODE' } })
		// The refusal leaves the challenge as a wrong code does: a fresh code still signs in.
		const pending = await challenge()
		const refused = await verifySecondFactor(
			browserRequest('/admin/two-factor', { method: 'POST', cookie: pending }),
			{ method: 'totp', code: next },
		)
		expect(refused).toEqual(wrongCode)
		const later = totpCode(setup.totpURI, Date.now() - 30_000)
		expect(
			await verifySecondFactor(
				browserRequest('/admin/two-factor', { method: 'POST', cookie: pending }),
				{ method: 'totp', code: later },
			),
		).toMatchObject({ ok: true })

		// A backup code: once, then refused as a wrong one, one after the other or at once.
		const wrongBackup = await verify('backup', 'not-a-code')
		expect(await verify('backup', setup.backupCodes[2]!)).toMatchObject({ ok: true })
		expect(await verify('backup', setup.backupCodes[2]!)).toEqual(wrongBackup)
		const [a, b] = await Promise.all([challenge(), challenge()])
		const both = await Promise.all(
			[a, b].map((cookie) =>
				verifySecondFactor(
					browserRequest('/admin/two-factor', { method: 'POST', cookie }),
					{
						method: 'backup',
						code: setup.backupCodes[3]!,
					},
				),
			),
		)
		expect(both.filter((answer) => answer.ok)).toHaveLength(1)
		expect(both.find((answer) => !answer.ok)).toEqual(wrongBackup)
	})

	test('without the challenge cookie the code step goes back to the password', async () => {
		await register(OWNER)
		const result = await verifySecondFactor(
			browserRequest('/admin/two-factor', { method: 'POST' }),
			{
				method: 'totp',
				code: '123456',
			},
		)
		expect(result).toMatchObject({ ok: false, restart: true })
	})
})

describe('two-factor audit wording', () => {
	test('is in the audit vocabulary', async () => {
		const { describeActivity, sentenceText } = await import('#app/lib/activity.ts')
		const entry = {
			id: 'e1',
			actorId: 'u1',
			actorEmail: OWNER,
			action: 'auth.two_factor_enable',
			entity: 'user',
			entityId: 'u1',
			detail: null,
			createdAt: '2026-11-26T10:00:00.000Z',
		}
		expect(sentenceText(describeActivity(entry))).toBe('Turned on two-factor sign-in')
	})
})

describeEachDialect('team', (t) => {
	useAppDatabase(t)

	test('removing a member ends their sessions at once; the owner and oneself cannot be removed', async () => {
		const ownerCookie = await register(OWNER)
		const adminCookie = await inviteAndRegister(ADMIN)
		const otherCookie = await signedInCookie(ADMIN)
		const db = getDb()
		const owner = (await sessionOf(ownerCookie))!.user
		const admin = (await sessionOf(adminCookie))!.user

		expect(await removeAdmin(db, { id: owner.id, actor: admin })).toEqual({
			ok: false,
			reason: 'owner',
		})
		expect(await removeAdmin(db, { id: admin.id, actor: admin })).toEqual({
			ok: false,
			reason: 'self',
		})
		expect(await removeAdmin(db, { id: admin.id, actor: owner })).toMatchObject({
			ok: true,
		})

		expect(await sessionOf(adminCookie)).toBeNull()
		expect(await sessionOf(otherCookie)).toBeNull()
		expect(
			await t.db
				.selectFrom('session')
				.select('id')
				.where('userId', '=', admin.id)
				.execute(),
		).toHaveLength(0)
		expect(await signIn(ADMIN)).toMatchObject({ ok: false, status: 400 })
		const removal = (await listAuditLog(db)).find((e) => e.action === 'user.remove')
		expect(removal).toMatchObject({
			actorEmail: OWNER,
			entityId: admin.id,
			detail: { email: ADMIN },
		})
	})
})

describeEachDialect('the /api/auth endpoints', (t) => {
	useAppDatabase(t)

	const call = (
		path: string,
		init: { method?: string; cookie?: string; json?: unknown } = {},
	) => {
		const headers = new Headers({ 'x-aster-client-address': '203.0.113.7' })
		if (init.cookie) headers.set('cookie', init.cookie)
		if (init.json !== undefined) headers.set('content-type', 'application/json')
		return handleAuthApi(
			new Request(`http://admin.test/api/auth${path}`, {
				method: init.method ?? 'GET',
				headers,
				body: init.json === undefined ? undefined : JSON.stringify(init.json),
			}),
		)
	}

	test('only sign-in, sign-up, sign-out, the second factor and the session are exposed', async () => {
		const cookie = await register(OWNER)
		for (const [method, path] of [
			['POST', '/two-factor/enable'],
			['POST', '/change-password'],
			['GET', '/list-sessions'],
			['POST', '/update-user'],
			['POST', '/delete-user'],
			['GET', '/sign-in/email'],
			['POST', '/reset-password'],
			// The dashboard's own forms make and use reset links and backup codes on the
			// server: none of these is reachable over HTTP.
			['POST', '/request-password-reset'],
			['GET', '/reset-password/some-token'],
			['POST', '/two-factor/generate-backup-codes'],
			['POST', '/two-factor/view-backup-codes'],
		] as const) {
			const response = await call(path, {
				method,
				cookie,
				json: method === 'POST' ? {} : undefined,
			})
			expect(response.status, `${method} ${path}`).toBe(404)
		}
		const session = await call('/get-session', { cookie })
		expect(session.status).toBe(200)
		expect(((await session.json()) as { user: { email: string } }).user.email).toBe(OWNER)

		const signIn = await call('/sign-in/email', {
			method: 'POST',
			json: { email: OWNER, password: TEST_PASSWORD },
		})
		expect(signIn.status).toBe(200)
		expect(
			signIn.headers.getSetCookie().some((c) => c.startsWith('aster.session_token=')),
		).toBe(true)

		const wrong = await call('/sign-in/email', {
			method: 'POST',
			json: { email: OWNER, password: 'not the password at all' },
		})
		expect(wrong.status).toBe(401)
		const signUp = await call('/sign-up/email', {
			method: 'POST',
			json: { name: 'x', email: 'stranger@example.com', password: TEST_PASSWORD },
		})
		expect(signUp.status).toBe(403)
		expect(await countUsers(getDb())).toBe(1)
	})
})

describeEachDialect('start-up hint', (t) => {
	useAppDatabase(t)

	test('while no account exists, the server says where to create the owner', async () => {
		const { announceOwnerSignup } = await import('./http-guard.server.ts')
		const said: string[] = []
		const logger = { warn: (message: string) => void said.push(message) }
		// The port the server listens on, which PORT=0 leaves to the system.
		await announceOwnerSignup(logger, 41234)
		expect(said).toHaveLength(1)
		expect(said[0]).toMatch(
			/No admin account exists yet\. Create the owner at http:\/\/localhost:41234\/admin\/signup or with: npm run admin:create/,
		)
		await register(OWNER)
		await announceOwnerSignup(logger, 41234)
		expect(said).toHaveLength(1)
	})
})
