// Helpers for auth tests: a ready app secret, the auth instance for a test database, and
// requests made the way a browser (through the Express guard) would make them.
import { createHmac } from 'node:crypto'

import type { Kysely } from 'kysely'
import { afterEach, beforeEach, vi } from 'vitest'

import { closeDb, type Database } from '#app/server/db/index.server.ts'
import type { TestDatabase } from '#app/server/db/testing.server.ts'
import { resetEnvForTests } from '#app/server/env.server.ts'
import { ensureAppSecret } from '#app/server/secret.server.ts'

import { registerAdmin } from './actions.server.ts'
import { authFor, CLIENT_ADDRESS_HEADER, type Auth } from './auth.server.ts'

export const TEST_PASSWORD = 'correct horse battery staple'
export const ORIGIN = 'http://admin.test'
/** Links made by Team writes point at ORIGIN and are handed back, not mailed. */
export const NO_MAIL = { origin: ORIGIN, mail: false } as const

export async function prepareAuthSecret() {
	// eslint-disable-next-line no-restricted-properties
	process.env.SESSION_SECRET ??= 'test-secret-test-secret-test-secret-0123456789'
	await ensureAppSecret()
}

export function testAuth(db: Kysely<Database>): Auth {
	return authFor(db, new Request(`${ORIGIN}/admin`))
}

export function browserHeaders(
	options: { cookie?: string; ip?: string; origin?: string } = {},
): Headers {
	const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: options.ip ?? '203.0.113.7' })
	if (options.cookie) headers.set('cookie', options.cookie)
	if (options.origin) headers.set('origin', options.origin)
	return headers
}

/** The `name=value` pairs of Set-Cookie headers, as a Cookie header would carry them. */
export function cookieHeader(headers: Headers | null | undefined, previous = ''): string {
	const jar = new Map<string, string>()
	for (const pair of previous.split(';')) {
		const [name, ...rest] = pair.trim().split('=')
		if (name) jar.set(name, rest.join('='))
	}
	for (const setCookie of headers?.getSetCookie() ?? []) {
		const [pair = '', ...attributes] = setCookie.split(';')
		const [name = '', ...rest] = pair.trim().split('=')
		const value = rest.join('=')
		const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))
		if (!value || expired) jar.delete(name)
		else jar.set(name, value)
	}
	return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

export async function signUp(
	auth: Auth,
	input: { email: string; password?: string; token?: string; ip?: string },
) {
	const { headers, response } = await auth.api.signUpEmail({
		body: {
			name: input.email.split('@')[0] ?? input.email,
			email: input.email,
			password: input.password ?? TEST_PASSWORD,
			...(input.token ? { invitationToken: input.token } : {}),
		},
		headers: browserHeaders({ ip: input.ip }),
		returnHeaders: true,
	})
	return { cookie: cookieHeader(headers), user: response.user }
}

export async function signIn(
	auth: Auth,
	input: { email: string; password?: string; ip?: string },
) {
	const { headers, response } = await auth.api.signInEmail({
		body: { email: input.email, password: input.password ?? TEST_PASSWORD },
		headers: browserHeaders({ ip: input.ip }),
		returnHeaders: true,
	})
	return { cookie: cookieHeader(headers), response }
}

/** The status of an APIError (or other thrown value) from a call that must fail. */
export async function failureOf(promise: Promise<unknown>) {
	try {
		await promise
	} catch (error) {
		const e = error as { statusCode?: number; body?: { code?: string; message?: string } }
		return {
			status: e.statusCode ?? 0,
			code: e.body?.code,
			message: e.body?.message,
			error,
		}
	}
	throw new Error('Expected the call to fail, and it succeeded')
}

/**
 * Points the app's own database (getDb(), used by route actions and requireUser) at the
 * running test's database, and back afterwards. Call inside describeEachDialect.
 */
export function useAppDatabase(t: TestDatabase, env: Record<string, string> = {}) {
	beforeEach(async () => {
		vi.stubEnv('DATABASE_URL', t.url)
		for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
		resetEnvForTests()
		await closeDb()
	})
	afterEach(async () => {
		await closeDb()
		vi.unstubAllEnvs()
		resetEnvForTests()
	})
}

/** A request as the browser would send it (after the Express guard stamped its address). */
export function browserRequest(
	path: string,
	options: {
		method?: string
		cookie?: string
		ip?: string
		accept?: string
		body?: Record<string, string>
		origin?: string
	} = {},
): Request {
	const headers = browserHeaders({ cookie: options.cookie, ip: options.ip })
	if (options.accept) headers.set('accept', options.accept)
	const init: RequestInit = { method: options.method ?? 'GET', headers }
	if (options.body) {
		headers.set('content-type', 'application/x-www-form-urlencoded')
		init.body = new URLSearchParams(options.body).toString()
	}
	return new Request(new URL(path, options.origin ?? ORIGIN), init)
}

/**
 * Registers an account as the sign-up page does (on an empty database, the owner) in the
 * app's database (see useAppDatabase); the Cookie header of the session it opens.
 */
export async function registerSignedIn(email = 'owner@example.com'): Promise<string> {
	const registered = await registerAdmin(
		browserRequest('/admin/signup', { method: 'POST' }),
		{ email, password: TEST_PASSWORD },
	)
	if (!registered.ok) throw new Error(`could not register ${email}`)
	const headers = new Headers()
	for (const setCookie of registered.setCookies) headers.append('Set-Cookie', setCookie)
	return cookieHeader(headers)
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32Decode(text: string): Buffer {
	let bits = ''
	for (const char of text.replace(/=+$/, '').toUpperCase()) {
		const index = BASE32.indexOf(char)
		if (index < 0) throw new Error(`Not base32: ${char}`)
		bits += index.toString(2).padStart(5, '0')
	}
	const bytes: number[] = []
	for (let i = 0; i + 8 <= bits.length; i += 8)
		bytes.push(parseInt(bits.slice(i, i + 8), 2))
	return Buffer.from(bytes)
}

/** The current code of an otpauth:// URI (RFC 6238: HMAC-SHA1, 30 s, 6 digits), as an app shows it. */
export function totpCode(totpURI: string, at = Date.now()): string {
	const url = new URL(totpURI)
	const key = base32Decode(url.searchParams.get('secret') ?? '')
	const period = Number(url.searchParams.get('period') ?? 30)
	const digits = Number(url.searchParams.get('digits') ?? 6)
	const counter = Buffer.alloc(8)
	counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)))
	const mac = createHmac('sha1', key).update(counter).digest()
	const offset = (mac[mac.length - 1] ?? 0) & 0xf
	const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits
	return String(value).padStart(digits, '0')
}
