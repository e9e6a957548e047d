// Who is signed in: the session behind a request, checked on the server for every admin
// page, loader, action and resource route. Everything else calls requireUser().
import type { Kysely } from 'kysely'
import { createContext, redirect, type MiddlewareFunction } from 'react-router'

import { getDb, type Database } from '#app/server/db/index.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { toBoolean } from '#app/server/models/convert.server.ts'
import { deleteSession } from '#app/server/models/sessions.server.ts'
import type { UserRole } from '#app/server/models/users.server.ts'

import { authFor, authHeaders } from './auth.server.ts'

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
	const { headers, response } = await auth.api.getSession({
		headers: authHeaders(request),
		returnHeaders: true,
	})
	const setCookies = headers?.getSetCookie() ?? []
	if (!response) return { current: null, setCookies }
	const { session, user } = response
	const createdAt = new Date(session.createdAt)
	const maxAgeMs = getEnv().SESSION_MAX_DAYS * 24 * 3600_000
	if (Date.now() - createdAt.getTime() >= maxAgeMs) {
		// Past its absolute lifetime: end it, whatever better-auth's sliding expiry says.
		await deleteSession(db, session.id)
		return { current: null, setCookies }
	}
	const role = (user as { role?: unknown }).role === 'owner' ? 'owner' : 'admin'
	return {
		current: {
			user: {
				id: user.id,
				email: user.email,
				name: user.name,
				role,
				twoFactorEnabled: toBoolean(
					(user as { twoFactorEnabled?: unknown }).twoFactorEnabled,
				),
			},
			session: {
				id: session.id,
				createdAt: createdAt.toISOString(),
				expiresAt: new Date(session.expiresAt).toISOString(),
			},
		},
		setCookies,
	}
}

function lookUp(
	request: Request,
	db: Kysely<Database> = getDb(),
): Promise<SessionLookup> {
	let lookup = lookups.get(request)
	if (!lookup) {
		lookup = lookUpSession(db, request)
		lookups.set(request, lookup)
	}
	return lookup
}

/** The signed-in admin and their session, or null. Looked up once per request. */
export async function getAdminSession(request: Request): Promise<AdminSession | null> {
	return (await lookUp(request)).current
}

export async function getUser(request: Request): Promise<AdminUser | null> {
	return (await getAdminSession(request))?.user ?? null
}

/** Whether the caller wants JSON back (fetch from a script, a resource route) rather than a page. */
function wantsJson(request: Request): boolean {
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
	const headers = new Headers()
	for (const cookie of options.setCookies ?? []) headers.append('Set-Cookie', cookie)
	if (options.json ?? wantsJson(request)) {
		headers.set('Content-Type', 'application/json')
		return new Response(JSON.stringify({ ok: false, message: NOT_SIGNED_IN_MESSAGE }), {
			status: 401,
			headers,
		})
	}
	const url = new URL(request.url)
	const back = `${url.pathname}${request.method === 'GET' ? url.search : ''}`
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
