// better-auth on our own Kysely database: email + password with argon2id, database
// sessions, TOTP two-factor, and the rules of issue 5 as hooks that hold whichever way an
// endpoint is reached (the /api/auth handler or auth.api from a route action):
// closed registration (first account = owner, then invitations only), common-password
// refusal, account lockout after failed sign-ins, a per-client request budget, sign-out
// that ends the session, and an audit entry for every sign-in and sign-out.
import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'

import { betterAuth, type BetterAuthPlugin } from 'better-auth'
import {
	APIError,
	createAuthMiddleware,
	getSessionFromCtx,
	isAPIError,
} from 'better-auth/api'
import { twoFactor } from 'better-auth/plugins/two-factor'
import type { Kysely } from 'kysely'
import { pino } from 'pino'

import {
	AUTH_MESSAGES,
	PASSWORD_MAX_LENGTH,
	PASSWORD_MIN_LENGTH,
} from '#app/schemas/auth.ts'
import { dialectOf, type Database } from '#app/server/db/index.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { recordAudit } from '#app/server/models/audit-log.server.ts'
import { newId } from '#app/server/models/convert.server.ts'
import { countUsers, type UserRole } from '#app/server/models/users.server.ts'
import { getAppSecret } from '#app/server/secret.server.ts'

import { isCommonPassword } from './common-passwords.server.ts'
import { CLIENT_ADDRESS_HEADER } from './http-guard.server.ts'
import {
	consumeInvitation,
	findUsableInvitation,
	recordInvitationUser,
} from './invitations.server.ts'
import {
	clearFailedSignIns,
	consumeClientRequest,
	recordFailedSignIn,
	signInLockedFor,
} from './limits.server.ts'
import { recordUsedCode, refuseUsedCode, TOTP_PATH } from './one-time-codes.server.ts'
import { hashPassword, verifyPassword } from './password.server.ts'
import {
	deliverResetLink,
	passwordWasReset,
	RESET_LINK_TTL_SECONDS,
	RESET_TOKEN_PREFIX,
} from './reset-links.server.ts'

export { CLIENT_ADDRESS_HEADER }
export const COOKIE_PREFIX = 'aster'

export const AUTH_ERROR = {
	INVITATION_REQUIRED: {
		code: 'INVITATION_REQUIRED',
		message: 'Registration is by invitation.',
	},
	PASSWORD_TOO_COMMON: {
		code: 'PASSWORD_TOO_COMMON',
		message: AUTH_MESSAGES.commonPassword,
	},
	ACCOUNT_LOCKED: { code: 'ACCOUNT_LOCKED', message: AUTH_MESSAGES.locked },
	RATE_LIMITED: { code: 'RATE_LIMITED', message: AUTH_MESSAGES.rateLimited },
} as const

const PASSWORD_FIELDS: Record<string, string> = {
	'/sign-up/email': 'password',
	'/change-password': 'newPassword',
	'/reset-password': 'newPassword',
	'/set-password': 'newPassword',
}
const SIGN_IN_PATH = '/sign-in/email'
const SECOND_FACTOR_PATHS = new Set([
	'/two-factor/verify-totp',
	'/two-factor/verify-backup-code',
	'/two-factor/verify-otp',
])
/** What the log calls a signed-in account's change to itself, by endpoint. */
const SIGNED_IN_CHANGES: Record<string, string> = {
	'/change-password': 'auth.password_change',
	'/two-factor/enable': 'auth.two_factor_setup',
	'/two-factor/disable': 'auth.two_factor_disable',
	'/two-factor/generate-backup-codes': 'auth.backup_codes_regenerate',
}
/** Reading the session is not an attempt at anything; every other endpoint counts. */
const UNCOUNTED_PATHS = new Set(['/get-session', '/ok', '/error'])

interface TrustedCreation {
	role: UserRole
}
const trustedCreation = new AsyncLocalStorage<TrustedCreation>()

/**
 * Runs `fn` with permission to create an account without an invitation (the command-line
 * `admin:create`). Never reachable from a request.
 */
export function withTrustedAccountCreation<T>(role: UserRole, fn: () => Promise<T>) {
	return trustedCreation.run({ role }, fn)
}

function headerOf(ctx: { headers?: Headers; request?: Request }, name: string) {
	return ctx.headers?.get(name) ?? ctx.request?.headers.get(name) ?? null
}

function bodyField(body: unknown, field: string): string {
	if (typeof body !== 'object' || body === null) return ''
	const value = (body as Record<string, unknown>)[field]
	return typeof value === 'string' ? value : ''
}

let authLogger: ReturnType<typeof pino> | undefined
function logger() {
	authLogger ??= pino({ level: getEnv().LOG_LEVEL, base: { module: 'auth' } })
	return authLogger
}

/** Writes an audit entry; a failure is logged, never turned into a failed sign-in. */
function auditWriter(db: Kysely<Database>) {
	return async (entry: Parameters<typeof recordAudit>[1]) => {
		try {
			await recordAudit(db, entry)
		} catch (error) {
			logger().error({ err: error }, 'could not write the audit entry')
		}
	}
}

function adminPlugin(db: Kysely<Database>): BetterAuthPlugin {
	const audit = auditWriter(db)

	return {
		id: 'aster-admin',
		hooks: {
			before: [
				{
					// At most N auth requests per client per hour, counted in the database.
					matcher: (ctx) => !UNCOUNTED_PATHS.has(ctx.path ?? ''),
					handler: createAuthMiddleware(async (ctx) => {
						if (trustedCreation.getStore()) return
						const client = headerOf(ctx, CLIENT_ADDRESS_HEADER) ?? 'unknown'
						const { allowed, retryAfter } = await consumeClientRequest(
							db,
							client,
							getEnv().AUTH_RATE_LIMIT_PER_HOUR,
						)
						if (!allowed) {
							throw new APIError('TOO_MANY_REQUESTS', AUTH_ERROR.RATE_LIMITED, {
								'Retry-After': String(retryAfter),
							})
						}
					}),
				},
				{
					matcher: (ctx) => (ctx.path ?? '') in PASSWORD_FIELDS,
					handler: createAuthMiddleware(async (ctx) => {
						const password = bodyField(ctx.body, PASSWORD_FIELDS[ctx.path ?? ''] ?? '')
						if (password && isCommonPassword(password)) {
							throw APIError.from('BAD_REQUEST', AUTH_ERROR.PASSWORD_TOO_COMMON)
						}
					}),
				},
				{
					// Registration is closed once an account exists: without an invitation for
					// this address, sign-up is refused here, before better-auth looks the address
					// up, so a registered and an unknown address get the same answer.
					matcher: (ctx) => ctx.path === '/sign-up/email',
					handler: createAuthMiddleware(async (ctx) => {
						if (trustedCreation.getStore()) return
						if ((await countUsers(db)) === 0) return
						const token = bodyField(ctx.body, 'invitationToken')
						const email = bodyField(ctx.body, 'email').trim().toLowerCase()
						const invitation = token ? await findUsableInvitation(db, token) : null
						if (!invitation || invitation.email !== email)
							throw APIError.from('FORBIDDEN', AUTH_ERROR.INVITATION_REQUIRED)
					}),
				},
				{
					// A locked account is refused before its password is even checked.
					matcher: (ctx) => ctx.path === SIGN_IN_PATH,
					handler: createAuthMiddleware(async (ctx) => {
						const email = bodyField(ctx.body, 'email')
						const lockedFor = email ? await signInLockedFor(db, email) : 0
						if (lockedFor > 0) {
							throw new APIError('TOO_MANY_REQUESTS', AUTH_ERROR.ACCOUNT_LOCKED, {
								'Retry-After': String(lockedFor),
							})
						}
					}),
				},
				{
					// Two-factor is required at every sign-in: no "trust this device".
					matcher: (ctx) => SECOND_FACTOR_PATHS.has(ctx.path ?? ''),
					handler: createAuthMiddleware(async (ctx) => {
						if (
							typeof ctx.body === 'object' &&
							ctx.body !== null &&
							'trustDevice' in ctx.body
						) {
							return { context: { body: { ...ctx.body, trustDevice: false } } }
						}
					}),
				},
				{
					// Changing the password ends every other session.
					matcher: (ctx) => ctx.path === '/change-password',
					handler: createAuthMiddleware(async (ctx) => {
						const body = typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}
						return { context: { body: { ...body, revokeOtherSessions: true } } }
					}),
				},
				{
					matcher: (ctx) => ctx.path === '/sign-out',
					handler: createAuthMiddleware(async (ctx) => {
						const session = await getSessionFromCtx(ctx).catch(() => null)
						if (!session) return
						await audit({
							actorId: session.user.id,
							actorEmail: session.user.email,
							action: 'auth.sign_out',
							entity: 'session',
							entityId: session.session.id,
						})
					}),
				},
				{
					// An authenticator code signs in once (issue 36): one used is refused as wrong,
					// after the client's request is counted.
					matcher: (ctx) => ctx.path === TOTP_PATH,
					handler: refuseUsedCode(db),
				},
			],
			after: [
				{
					// First, so a code used twice at once is refused before the sign-in is audited.
					matcher: (ctx) => ctx.path === TOTP_PATH,
					handler: recordUsedCode(db),
				},
				{
					matcher: (ctx) => ctx.path === SIGN_IN_PATH,
					handler: createAuthMiddleware(async (ctx) => {
						const email = bodyField(ctx.body, 'email').trim().toLowerCase()
						const returned = ctx.context.returned
						if (isAPIError(returned)) {
							if (returned.statusCode !== 401 || !email) return
							const { locked } = await recordFailedSignIn(db, email)
							await audit({
								actorEmail: email,
								action: locked ? 'auth.lock' : 'auth.sign_in_failed',
								entity: 'session',
							})
							return
						}
						const session = ctx.context.newSession
						// Null while a second factor is pending: that step finishes the sign-in.
						if (!session) return
						await clearFailedSignIns(db, session.user.email)
						await audit({
							actorId: session.user.id,
							actorEmail: session.user.email,
							action: 'auth.sign_in',
							entity: 'session',
							entityId: session.session.id,
						})
					}),
				},
				{
					// Registering signs the new account in.
					matcher: (ctx) => ctx.path === '/sign-up/email',
					handler: createAuthMiddleware(async (ctx) => {
						const session = ctx.context.newSession
						if (!session || isAPIError(ctx.context.returned)) return
						await audit({
							actorId: session.user.id,
							actorEmail: session.user.email,
							action: 'auth.sign_in',
							entity: 'session',
							entityId: session.session.id,
							detail: { after: 'sign-up' },
						})
					}),
				},
				{
					matcher: (ctx) => SECOND_FACTOR_PATHS.has(ctx.path ?? ''),
					handler: createAuthMiddleware(async (ctx) => {
						const session = ctx.context.newSession
						if (!session || isAPIError(ctx.context.returned)) return
						if (ctx.context.session) {
							// Signed in already: this code confirmed a new authenticator.
							await audit({
								actorId: session.user.id,
								actorEmail: session.user.email,
								action: 'auth.two_factor_enable',
								entity: 'user',
								entityId: session.user.id,
							})
							return
						}
						await clearFailedSignIns(db, session.user.email)
						await audit({
							actorId: session.user.id,
							actorEmail: session.user.email,
							action: 'auth.sign_in',
							entity: 'session',
							entityId: session.session.id,
							detail: {
								secondFactor: ctx.path?.endsWith('backup-code') ? 'backup-code' : 'totp',
							},
						})
					}),
				},
				{
					matcher: (ctx) => (ctx.path ?? '') in SIGNED_IN_CHANGES,
					handler: createAuthMiddleware(async (ctx) => {
						if (isAPIError(ctx.context.returned)) return
						const user = ctx.context.session?.user
						const action = SIGNED_IN_CHANGES[ctx.path ?? '']
						if (!user || !action) return
						await audit({
							actorId: user.id,
							actorEmail: user.email,
							action,
							entity: 'user',
							entityId: user.id,
						})
					}),
				},
			],
		},
	}
}

export interface AuthSettings {
	db: Kysely<Database>
	/** Behind HTTPS: Secure cookies with the __Secure- prefix. */
	secure: boolean
	/** The public origin, when known (SITE_URL); otherwise taken from each request's host. */
	siteUrl?: string
	secret?: string
	appName?: string
}

export function createAuth(settings: AuthSettings) {
	const { db } = settings
	const env = getEnv()
	const idleSeconds = Math.round(env.SESSION_IDLE_HOURS * 3600)
	const maxAgeMs = env.SESSION_MAX_DAYS * 24 * 3600_000
	const audit = auditWriter(db)

	return betterAuth({
		appName: settings.appName ?? 'Aster Software',
		secret: settings.secret ?? getAppSecret(),
		basePath: '/api/auth',
		baseURL: settings.siteUrl ?? {
			allowedHosts: ['*'],
			protocol: settings.secure ? 'https' : 'http',
			fallback: settings.secure ? 'https://localhost' : 'http://localhost',
		},
		database: { db, type: dialectOf(db) },
		telemetry: { enabled: false },
		logger: {
			// Its warnings are routine (a wrong password); failures are audited instead.
			level: 'error',
			log: (level, message, ...args) => {
				const log = logger()
				const fields = args.length > 0 ? { detail: args } : {}
				if (level === 'error') log.error(fields, message)
				else if (level === 'warn') log.warn(fields, message)
				else log.debug(fields, message)
			},
		},
		emailAndPassword: {
			enabled: true,
			minPasswordLength: PASSWORD_MIN_LENGTH,
			maxPasswordLength: PASSWORD_MAX_LENGTH,
			autoSignIn: true,
			revokeSessionsOnPasswordReset: true,
			password: { hash: hashPassword, verify: verifyPassword },
			// Reset links: single use, 1 hour; who gets one is the caller's (reset-links.server.ts).
			resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
			sendResetPassword: ({ user, token }) => deliverResetLink(db, { user, token }),
			onPasswordReset: ({ user }) => passwordWasReset(db, user),
		},
		verification: {
			// A reset token is stored as a hash (a copy of the database resets no password),
			// after its prefix, so an account's other links can be found and ended.
			storeIdentifier: {
				default: 'plain',
				overrides: {
					[RESET_TOKEN_PREFIX]: {
						hash: async (identifier: string) =>
							`${RESET_TOKEN_PREFIX}${createHash('sha256').update(identifier).digest('base64url')}`,
					},
				},
			},
		},
		session: {
			expiresIn: idleSeconds,
			// Activity pushes the idle expiry forward at most this often.
			updateAge: Math.max(60, Math.min(3600, Math.floor(idleSeconds / 4))),
			// Sensitive changes ask for the current password instead of a recent sign-in.
			freshAge: 0,
		},
		user: {
			additionalFields: {
				role: { type: 'string', required: false, input: false, defaultValue: 'admin' },
			},
		},
		// Our own limits (database-backed, per client and per account) replace the built-in one.
		rateLimit: { enabled: false },
		advanced: {
			useSecureCookies: settings.secure,
			cookiePrefix: COOKIE_PREFIX,
			ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
			database: { generateId: () => newId() + newId() },
		},
		databaseHooks: {
			user: {
				create: {
					before: async (user, context) => {
						const trusted = trustedCreation.getStore()
						if (trusted) return { data: { ...user, role: trusted.role } }
						// The first account on an empty database becomes the owner. Two
						// concurrent first sign-ups both get here; the unique index on the
						// owner role lets exactly one insert succeed.
						if ((await countUsers(db)) === 0) return { data: { ...user, role: 'owner' } }
						const token = bodyField(context?.body, 'invitationToken')
						const invitation = token
							? await consumeInvitation(db, { token, email: user.email })
							: null
						if (!invitation)
							throw APIError.from('FORBIDDEN', AUTH_ERROR.INVITATION_REQUIRED)
						return { data: { ...user, role: invitation.role } }
					},
					after: async (user) => {
						await recordInvitationUser(db, user.email, user.id)
						const role = (user as { role?: unknown }).role
						await audit({
							actorId: user.id,
							actorEmail: user.email,
							action: 'user.create',
							entity: 'user',
							entityId: user.id,
							detail: { role: typeof role === 'string' ? role : 'admin' },
						})
					},
				},
			},
			session: {
				update: {
					// A session never outlives its absolute limit, however active it is.
					before: async (data, context) => {
						const current = context?.context.session?.session
						if (!current || !data.expiresAt) return
						const cap = new Date(new Date(current.createdAt).getTime() + maxAgeMs)
						if (new Date(data.expiresAt) > cap)
							return { data: { ...data, expiresAt: cap } }
					},
				},
			},
		},
		plugins: [
			twoFactor({
				issuer: settings.appName ?? 'Aster Software',
				// Five wrong codes lock the second step for 15 minutes, like the first.
				accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 15 * 60 },
			}),
			adminPlugin(db),
		],
	})
}

export type Auth = ReturnType<typeof createAuth>

const instances = new WeakMap<Kysely<Database>, Map<string, Auth>>()

/** The auth instance for `db` and the request's scheme (cookies are Secure behind HTTPS). */
export function authFor(db: Kysely<Database>, request?: Request): Auth {
	return authForProtocol(db, request ? new URL(request.url).protocol : 'http:')
}

/** The auth instance for `db` and a request made over `protocol` (`https:`, `http:`). */
export function authForProtocol(db: Kysely<Database>, protocol: string): Auth {
	const env = getEnv()
	const secure = env.SITE_URL ? env.SITE_URL.startsWith('https:') : protocol === 'https:'
	const key = secure ? 'https' : 'http'
	let byScheme = instances.get(db)
	if (!byScheme) {
		byScheme = new Map()
		instances.set(db, byScheme)
	}
	let auth = byScheme.get(key)
	if (!auth) {
		auth = createAuth({ db, secure, siteUrl: env.SITE_URL })
		byScheme.set(key, auth)
	}
	return auth
}

/** The headers better-auth should see for a request made on the client's behalf. */
export function authHeaders(request: Request): Headers {
	const headers = new Headers(request.headers)
	if (!headers.has(CLIENT_ADDRESS_HEADER)) headers.set(CLIENT_ADDRESS_HEADER, 'unknown')
	return headers
}

export { APIError, isAPIError }
