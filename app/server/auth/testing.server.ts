// Helpers for auth tests: a ready app secret, the auth instance for a test database, and
// requests made the way a browser (through the Express guard) would make them.
import type { Kysely } from 'kysely'

import type { Database } from '#app/server/db/index.server.ts'
import { ensureAppSecret } from '#app/server/secret.server.ts'

import { authFor, CLIENT_ADDRESS_HEADER, type Auth } from './auth.server.ts'

export const TEST_PASSWORD = 'correct horse battery staple'
export const ORIGIN = 'http://admin.test'

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
