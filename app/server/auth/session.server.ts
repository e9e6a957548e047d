// Who is signed in: the session behind a request, checked on the server for every admin
// page, loader, action and resource route. Everything else calls requireUser().
import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Kysely } from 'kysely'
import { createContext, data, redirect, type MiddlewareFunction } from 'react-router'

import { getDb, type Database } from '#app/server/db/index.server.ts'
import { PRIVATE_NO_STORE } from '#app/lib/http-headers.ts'
import { getEnv } from '#app/server/env.server.ts'
import { classifyFault } from '#app/server/faults.server.ts'
import { toBoolean } from '#app/server/models/convert.server.ts'
import {
	deleteSession,
	findSessionWithUser,
	type LiveSessionRow,
} from '#app/server/models/sessions.server.ts'
import type { UserRole } from '#app/server/models/users.server.ts'
import { toRole } from '#app/lib/permissions.ts'

import { authFor, authForProtocol, authHeaders, type Auth } from './auth.server.ts'

export interface AdminUser {
	id: string
	email: string
	name: string
	role: UserRole
	twoFactorEnabled: boolean
}

/** Who does an admin action: what the audit log records of them. */
export type Actor = Pick<AdminUser, 'id' | 'email'>

export interface AdminSession {
	user: AdminUser
	session: { id: string; createdAt: string; expiresAt: string }
}

interface SessionLookup {
	current: AdminSession | null
	/** Cookies better-auth wants set: a refreshed expiry, or clearing a dead session. */
	setCookies: string[]
}

const lookups = new WeakMap<Request, Promise<SessionLookup>>()

async function lookUpSession(
	db: Kysely<Database>,
	request: Request,
): Promise<SessionLookup> {
	const cookie = request.headers.get('cookie') ?? ''
	if (!cookie.includes('session_token')) return { current: null, setCookies: [] }
	const auth = authFor(db, request)
	const context = await auth.$context
	const cookies = parseCookieHeader(cookie)
	const token = signedToken(context, cookies.get(context.authCookies.sessionToken.name))
	return checkSession(db, auth, request, { context, cookies, token })
}

/** A request's cookies, read once: better-auth's context, every cookie, the signed token. */
interface SessionCookies {
	context: AuthContext
	cookies: Map<string, string>
	/** The session token, when its signature is better-auth's (signedToken). */
	token: string | null
}

async function checkSession(
	db: Kysely<Database>,
	auth: Auth,
	request: Request,
	read: SessionCookies,
): Promise<SessionLookup> {
	const settled = await settledSession(db, read)
	if (settled) return withinLifetime(db, settled, [])
	const { headers, response } = await auth.api.getSession({
		headers: authHeaders(request),
		returnHeaders: true,
	})
	const setCookies = headers?.getSetCookie() ?? []
	if (!response) return { current: null, setCookies }
	const { session, user } = response
	return withinLifetime(
		db,
		{
			sessionId: session.id,
			createdAt: new Date(session.createdAt).toISOString(),
			expiresAt: new Date(session.expiresAt).toISOString(),
			userId: user.id,
			email: user.email,
			name: user.name,
			role: (user as { role?: string | null }).role ?? null,
			twoFactorEnabled: (user as { twoFactorEnabled?: unknown }).twoFactorEnabled,
		},
		setCookies,
	)
}

/** The session as the app knows it, unless it is past its absolute lifetime (then ended). */
async function withinLifetime(
	db: Kysely<Database>,
	row: LiveSessionRow,
	setCookies: string[],
): Promise<SessionLookup> {
	const maxAgeMs = getEnv().SESSION_MAX_DAYS * 24 * 3600_000
	if (Date.now() - new Date(row.createdAt).getTime() >= maxAgeMs) {
		// Past its absolute lifetime: end it, whatever better-auth's sliding expiry says.
		await deleteSession(db, row.sessionId)
		return { current: null, setCookies }
	}
	return {
		current: {
			user: {
				id: row.userId,
				email: row.email,
				name: row.name,
				role: toRole(row.role),
				twoFactorEnabled: toBoolean(row.twoFactorEnabled),
			},
			session: { id: row.sessionId, createdAt: row.createdAt, expiresAt: row.expiresAt },
		},
		setCookies,
	}
}

/**
 * A session that needs nothing from better-auth, confirmed without its WebCrypto signature
 * check: that check is asynchronous (the thread pool), so under load every admin request
 * waited a whole extra turn of a busy event loop for it (decision 036). The same check, done
 * here synchronously: the cookie better-auth signed (HMAC-SHA256 with its secret, compared in
 * constant time), its session row and account, not expired and not yet due for better-auth's
 * sliding refresh. Anything else (no or a bad signature, an unknown, expired or refresh-due
 * session, a cookie-cache or don't-remember cookie) returns null, and better-auth answers,
 * clears or refreshes as it always did.
 */
async function settledSession(
	db: Kysely<Database>,
	{ context, cookies, token }: SessionCookies,
): Promise<LiveSessionRow | null> {
	const { sessionData, dontRememberToken } = context.authCookies
	// The cookie cache's cookie may come in chunks (`….session_data.0`): any of them is
	// better-auth's to clear.
	for (const name of cookies.keys()) {
		if (name.startsWith(sessionData.name) || name === dontRememberToken.name) return null
	}
	if (!token) return null
	const row = await findSessionWithUser(db, token)
	if (!row) return null
	const expiresAt = new Date(row.expiresAt).getTime()
	const { expiresIn, updateAge } = context.sessionConfig
	const now = Date.now()
	if (!(expiresAt > now) || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now)
		return null
	return row
}

type AuthContext = Awaited<Auth['$context']>

/** The session token in a cookie value better-auth signed (`token.signature`), or null. */
function signedToken(context: AuthContext, signed: string | undefined): string | null {
	const dot = signed?.lastIndexOf('.') ?? -1
	if (!signed || dot < 1) return null
	const token = signed.slice(0, dot)
	// Exactly the text better-auth writes (base64, 44 characters), compared in constant time.
	const signature = Buffer.from(signed.slice(dot + 1))
	const expected = Buffer.from(
		createHmac('sha256', context.secret).update(token).digest('base64'),
	)
	if (signature.length !== expected.length || !timingSafeEqual(signature, expected))
		return null
	return token
}

/**
 * Whether a Cookie header carries a session token better-auth signed, told without the
 * database: the shared cache renders such a request for its admin, fresh, and stores nothing
 * of it (server/page-cache.ts). A made-up cookie buys no render.
 */
export async function carriesSignedSession(
	cookieHeader: string | undefined,
	protocol: string,
): Promise<boolean> {
	if (!cookieHeader?.includes('session_token')) return false
	const context = await authForProtocol(getDb(), protocol).$context
	const name = context.authCookies.sessionToken.name
	return signedToken(context, parseCookieHeader(cookieHeader).get(name)) !== null
}

/** Cookie names and their (URI-decoded) values; the first of a repeated name counts. */
function parseCookieHeader(header: string): Map<string, string> {
	const cookies = new Map<string, string>()
	for (const part of header.split(';')) {
		const eq = part.indexOf('=')
		if (eq < 0) continue
		const name = part.slice(0, eq).trim()
		if (cookies.has(name)) continue
		let value = part.slice(eq + 1).trim()
		if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
		try {
			value = decodeURIComponent(value)
		} catch {
			// Left as sent, as better-auth's parser does.
		}
		cookies.set(name, value)
	}
	return cookies
}

function lookUp(
	request: Request,
	db: Kysely<Database> = getDb(),
): Promise<SessionLookup> {
	let lookup = lookups.get(request)
	if (!lookup) {
		lookup = lookUpSession(db, request).catch((error: unknown) => {
			throw faultAnswer(request, error)
		})
		lookups.set(request, lookup)
	}
	return lookup
}

/**
 * A session that could not be looked up because the machine failed (the database away or
 * read-only): the page or the save answers with the fault's status and words (503 "The
 * database cannot be reached…"), not React Router's bare error page; anything else is
 * thrown on as it is.
 */
function faultAnswer(request: Request, error: unknown): unknown {
	const fault = classifyFault(error)
	if (!fault) return error
	const init = {
		status: fault.status,
		headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' },
	}
	return wantsJson(request)
		? Response.json({ ok: false, message: fault.message }, init)
		: data({ message: fault.message }, init)
}

/** The signed-in admin and their session, or null. Looked up once per request. */
export async function getAdminSession(request: Request): Promise<AdminSession | null> {
	return (await lookUp(request)).current
}

export async function getUser(request: Request): Promise<AdminUser | null> {
	return (await getAdminSession(request))?.user ?? null
}

/** Whether the caller wants JSON back (fetch from a script, a resource route) rather than a page. */
export function wantsJson(request: Request): boolean {
	const url = new URL(request.url)
	if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/admin/api/'))
		return true
	const accept = request.headers.get('accept') ?? ''
	if (accept.includes('application/json') && !accept.includes('text/html')) return true
	return (request.headers.get('content-type') ?? '').includes('application/json')
}

export const NOT_SIGNED_IN_MESSAGE = 'Sign in to continue.'

/** The response for a request without a valid session: 401 JSON or a redirect to sign-in. */
export function refuseAnonymous(
	request: Request,
	options: { json?: boolean; setCookies?: string[] } = {},
): Response {
	// One person's answer (it depends on their cookie): stored nowhere.
	const headers = new Headers({ 'Cache-Control': PRIVATE_NO_STORE })
	for (const cookie of options.setCookies ?? []) headers.append('Set-Cookie', cookie)
	if (options.json ?? wantsJson(request)) {
		headers.set('Content-Type', 'application/json')
		return new Response(JSON.stringify({ ok: false, message: NOT_SIGNED_IN_MESSAGE }), {
			status: 401,
			headers,
		})
	}
	const url = new URL(request.url)
	// A page's data asked for by the page in the browser (`/admin/x.data?_routes=…`): back
	// to the page itself, not to its data.
	const data = url.pathname.endsWith('.data')
	const pathname = data
		? url.pathname.slice(0, -'.data'.length).replace(/\/_$/, '/')
		: url.pathname
	if (data) url.searchParams.delete('_routes')
	const back = `${pathname}${request.method === 'GET' ? url.search : ''}`
	const login =
		back === '/admin' || back === '/admin/' || !back.startsWith('/admin')
			? '/admin/login'
			: `/admin/login?redirectTo=${encodeURIComponent(back)}`
	return redirect(login, { headers })
}

/**
 * The signed-in admin, or throws: a redirect to /admin/login for pages, a 401 JSON
 * response for JSON and resource requests (or always, with `{ json: true }`).
 */
export async function requireUser(
	request: Request,
	options: { json?: boolean } = {},
): Promise<AdminUser> {
	const { current, setCookies } = await lookUp(request)
	if (!current) throw refuseAnonymous(request, { json: options.json, setCookies })
	return current.user
}

/** Every signed-in account is an admin (spec §6); the owner is the one that cannot be removed. */
export const requireAdmin = requireUser

/** For resource routes answered with JSON: refuses with 401, never a redirect. */
export function requireApiUser(request: Request): Promise<AdminUser> {
	return requireUser(request, { json: true })
}

/** The signed-in admin, for loaders and actions under the admin layout. */
export const adminUserContext = createContext<AdminUser>()

/**
 * The admin layout's middleware: no session, no page. It also forwards a refreshed
 * session cookie. (`Cache-Control: no-store` on every admin response comes from the
 * Express guard, http-guard.server.ts.)
 */
export const adminAuthMiddleware: MiddlewareFunction<Response> = async (
	{ request, context },
	next,
) => {
	const user = await requireUser(request)
	context.set(adminUserContext, user)
	const { setCookies } = await lookUp(request)
	const response = await next()
	for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie)
	return response
}
