// What the admin forms do on the server: each calls better-auth's API with the browser's
// headers and hands back the cookies to forward, or a message fit to show. Messages never
// say whether an email is registered.
import type { Logger } from 'pino'
import QRCode from 'qrcode'

import { wakeOutbox } from '#app/server/contact/service.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { getSiteSettings } from '#app/server/models/settings.server.ts'
import { countUsers } from '#app/server/models/users.server.ts'
import {
	consumeRateLimit,
	hashClientAddress,
	hashEmailAddress,
	type RateLimitRule,
} from '#app/server/rate-limit.server.ts'

import { AUTH_MESSAGES } from '#app/schemas/auth.ts'

import {
	AUTH_ERROR,
	authFor,
	authHeaders,
	CLIENT_ADDRESS_HEADER,
	isAPIError,
} from './auth.server.ts'
import { findUsableInvitation } from './invitations.server.ts'
import { RESET_TOKEN_PREFIX, withResetDelivery } from './reset-links.server.ts'

export type AuthFailure = {
	ok: false
	status: number
	/** A message for the whole form. */
	message?: string
	/** Messages beside fields. */
	fieldErrors?: Partial<Record<string, string>>
	setCookies?: string[]
}

interface ErrorShape {
	status: number
	code: string
}

function errorShape(error: unknown): ErrorShape | null {
	if (!isAPIError(error)) return null
	const body = error.body as { code?: unknown } | undefined
	return {
		status: error.statusCode,
		code: typeof body?.code === 'string' ? body.code : '',
	}
}

function rateLimitFailure(shape: ErrorShape): AuthFailure | null {
	if (shape.status !== 429) return null
	return {
		ok: false,
		status: 429,
		message:
			shape.code === AUTH_ERROR.ACCOUNT_LOCKED.code
				? AUTH_MESSAGES.locked
				: AUTH_MESSAGES.rateLimited,
	}
}

function cookiesOf(headers: Headers | null | undefined): string[] {
	return headers?.getSetCookie() ?? []
}

// ---------------------------------------------------------------------------------------
// Sign-in

export type SignInResult =
	{ ok: true; step: 'done' | 'two-factor'; setCookies: string[] } | AuthFailure

export async function signInWithPassword(
	request: Request,
	input: { email: string; password: string },
): Promise<SignInResult> {
	const auth = authFor(getDb(), request)
	try {
		const { headers, response } = await auth.api.signInEmail({
			body: { email: input.email, password: input.password, rememberMe: true },
			headers: authHeaders(request),
			returnHeaders: true,
		})
		const pending = 'twoFactorRedirect' in response && response.twoFactorRedirect === true
		return {
			ok: true,
			step: pending ? 'two-factor' : 'done',
			setCookies: cookiesOf(headers),
		}
	} catch (error) {
		const shape = errorShape(error)
		if (!shape) throw error
		const limited = rateLimitFailure(shape)
		if (limited) return limited
		// Unknown email, wrong password, malformed input: one message for all of them.
		if (shape.status < 500)
			return { ok: false, status: 400, message: AUTH_MESSAGES.signInFailed }
		throw error
	}
}

export async function verifySecondFactor(
	request: Request,
	input: { method: 'totp' | 'backup'; code: string },
): Promise<{ ok: true; setCookies: string[] } | (AuthFailure & { restart?: boolean })> {
	const auth = authFor(getDb(), request)
	try {
		const call =
			input.method === 'backup'
				? auth.api.verifyBackupCode({
						body: { code: input.code },
						headers: authHeaders(request),
						returnHeaders: true,
					})
				: auth.api.verifyTOTP({
						body: { code: input.code },
						headers: authHeaders(request),
						returnHeaders: true,
					})
		const { headers } = await call
		return { ok: true, setCookies: cookiesOf(headers) }
	} catch (error) {
		const shape = errorShape(error)
		if (!shape) throw error
		const limited = rateLimitFailure(shape)
		if (limited) return limited
		switch (shape.code) {
			case 'INVALID_TWO_FACTOR_COOKIE':
			case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
				return {
					ok: false,
					status: 401,
					restart: true,
					message:
						shape.code === 'INVALID_TWO_FACTOR_COOKIE'
							? AUTH_MESSAGES.secondFactorExpired
							: AUTH_MESSAGES.secondFactorLocked,
				}
			case 'ACCOUNT_TEMPORARILY_LOCKED':
				return { ok: false, status: 429, message: AUTH_MESSAGES.secondFactorLocked }
			default:
				if (shape.status >= 500) throw error
				return {
					ok: false,
					status: 400,
					fieldErrors: {
						code:
							input.method === 'backup'
								? AUTH_MESSAGES.backupCodeInvalid
								: AUTH_MESSAGES.codeInvalid,
					},
				}
		}
	}
}

/** Whether the browser holds a pending second-factor challenge (the two_factor cookie). */
export function hasSecondFactorChallenge(request: Request): boolean {
	return /(?:^|;\s*)(?:__Secure-)?aster\.two_factor=/.test(
		request.headers.get('cookie') ?? '',
	)
}

export async function signOut(request: Request): Promise<string[]> {
	const auth = authFor(getDb(), request)
	try {
		const { headers } = await auth.api.signOut({
			headers: authHeaders(request),
			returnHeaders: true,
		})
		return cookiesOf(headers)
	} catch (error) {
		if (errorShape(error)) return []
		throw error
	}
}

// ---------------------------------------------------------------------------------------
// Registration

export type RegistrationMode =
	| { kind: 'owner' }
	| { kind: 'invitation'; email: string; token: string }
	| { kind: 'closed'; reason: 'no-invitation' | 'invalid-invitation' }

/** Who may register: anyone while no account exists, then only the holder of a valid link. */
export async function registrationMode(
	token: string | null | undefined,
): Promise<RegistrationMode> {
	const db = getDb()
	if ((await countUsers(db)) === 0) return { kind: 'owner' }
	if (!token) return { kind: 'closed', reason: 'no-invitation' }
	const invitation = await findUsableInvitation(db, token)
	if (!invitation) return { kind: 'closed', reason: 'invalid-invitation' }
	return { kind: 'invitation', email: invitation.email, token }
}

export async function registerAdmin(
	request: Request,
	input: { email: string; password: string; token?: string },
): Promise<{ ok: true; setCookies: string[] } | (AuthFailure & { closed?: boolean })> {
	const mode = await registrationMode(input.token)
	if (mode.kind === 'closed') {
		return {
			ok: false,
			status: 403,
			closed: true,
			message:
				mode.reason === 'no-invitation'
					? AUTH_MESSAGES.invitationOnly
					: AUTH_MESSAGES.invitationInvalid,
		}
	}
	const email = mode.kind === 'invitation' ? mode.email : input.email
	const auth = authFor(getDb(), request)
	try {
		const { headers } = await auth.api.signUpEmail({
			body: {
				name: email.split('@')[0] ?? email,
				email,
				password: input.password,
				...(mode.kind === 'invitation' ? { invitationToken: mode.token } : {}),
			},
			headers: authHeaders(request),
			returnHeaders: true,
		})
		return { ok: true, setCookies: cookiesOf(headers) }
	} catch (error) {
		const shape = errorShape(error)
		if (!shape) throw error
		const limited = rateLimitFailure(shape)
		if (limited) return limited
		if (shape.code === AUTH_ERROR.PASSWORD_TOO_COMMON.code) {
			return {
				ok: false,
				status: 400,
				fieldErrors: { password: AUTH_MESSAGES.commonPassword },
			}
		}
		if (shape.code === AUTH_ERROR.INVITATION_REQUIRED.code) {
			return {
				ok: false,
				status: 403,
				closed: true,
				message: AUTH_MESSAGES.invitationOnly,
			}
		}
		if (shape.status >= 500) throw error
		// Another first sign-up won the race to be the owner, or the account exists.
		if (mode.kind === 'owner' && (await countUsers(getDb())) > 0) {
			return {
				ok: false,
				status: 403,
				closed: true,
				message: AUTH_MESSAGES.invitationOnly,
			}
		}
		return { ok: false, status: 400, message: AUTH_MESSAGES.signUpFailed }
	}
}

// ---------------------------------------------------------------------------------------
// Account security (signed in)

export async function changePassword(
	request: Request,
	input: { currentPassword: string; newPassword: string },
): Promise<{ ok: true; setCookies: string[] } | AuthFailure> {
	const auth = authFor(getDb(), request)
	try {
		const { headers } = await auth.api.changePassword({
			body: {
				currentPassword: input.currentPassword,
				newPassword: input.newPassword,
				revokeOtherSessions: true,
			},
			headers: authHeaders(request),
			returnHeaders: true,
		})
		return { ok: true, setCookies: cookiesOf(headers) }
	} catch (error) {
		const shape = errorShape(error)
		if (!shape) throw error
		const limited = rateLimitFailure(shape)
		if (limited) return limited
		if (shape.code === AUTH_ERROR.PASSWORD_TOO_COMMON.code) {
			return {
				ok: false,
				status: 400,
				fieldErrors: { newPassword: AUTH_MESSAGES.commonPassword },
			}
		}
		if (
			shape.code === 'INVALID_PASSWORD' ||
			shape.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND'
		) {
			return {
				ok: false,
				status: 400,
				fieldErrors: { currentPassword: AUTH_MESSAGES.wrongPassword },
			}
		}
		if (shape.status >= 500) throw error
		return { ok: false, status: shape.status, message: AUTH_MESSAGES.somethingFailed }
	}
}

export interface TwoFactorSetup {
	/** The QR code of totpURI, as an SVG data URL. */
	qr: string
	/** The secret, for typing in by hand. */
	secret: string
	totpURI: string
	backupCodes: string[]
}

/** What the setup step shows for an authenticator URI and its backup codes. */
export async function twoFactorSetupView(
	totpURI: string,
	backupCodes: string[],
): Promise<TwoFactorSetup | null> {
	if (!totpURI.startsWith('otpauth://')) return null
	const svg = await QRCode.toString(totpURI, {
		type: 'svg',
		margin: 1,
		errorCorrectionLevel: 'M',
	})
	return {
		qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
		secret: new URL(totpURI).searchParams.get('secret') ?? '',
		totpURI,
		backupCodes,
	}
}

/**
 * A refused call that the account's password confirms (two-factor on or off, new backup
 * codes): the limits' message, the wrong password beside its field, or a general one.
 * Throws what is no refusal (a fault of ours).
 */
function passwordConfirmedFailure(error: unknown): AuthFailure {
	const shape = errorShape(error)
	if (!shape) throw error
	const limited = rateLimitFailure(shape)
	if (limited) return limited
	if (shape.code === 'INVALID_PASSWORD') {
		return {
			ok: false,
			status: 400,
			fieldErrors: { password: AUTH_MESSAGES.wrongPassword },
		}
	}
	if (shape.status >= 500) throw error
	return { ok: false, status: shape.status, message: AUTH_MESSAGES.somethingFailed }
}

export async function startTwoFactorSetup(
	request: Request,
	input: { password: string },
): Promise<{ ok: true; setup: TwoFactorSetup } | AuthFailure> {
	const db = getDb()
	const auth = authFor(db, request)
	try {
		const settings = await getSiteSettings(db)
		const result = await auth.api.enableTwoFactor({
			body: { password: input.password, issuer: settings.companyName },
			headers: authHeaders(request),
		})
		const setup =
			'totpURI' in result && result.totpURI
				? await twoFactorSetupView(result.totpURI, result.backupCodes ?? [])
				: null
		if (!setup) return { ok: false, status: 500, message: AUTH_MESSAGES.somethingFailed }
		return { ok: true, setup }
	} catch (error) {
		return passwordConfirmedFailure(error)
	}
}

/** Confirms the authenticator with its first code; two-factor is on from then on. */
export async function confirmTwoFactorSetup(
	request: Request,
	input: { code: string },
): Promise<{ ok: true; setCookies: string[] } | AuthFailure> {
	const auth = authFor(getDb(), request)
	try {
		const { headers } = await auth.api.verifyTOTP({
			body: { code: input.code },
			headers: authHeaders(request),
			returnHeaders: true,
		})
		return { ok: true, setCookies: cookiesOf(headers) }
	} catch (error) {
		const shape = errorShape(error)
		if (!shape) throw error
		const limited = rateLimitFailure(shape)
		if (limited) return limited
		if (shape.status >= 500) throw error
		return { ok: false, status: 400, fieldErrors: { code: AUTH_MESSAGES.codeInvalid } }
	}
}

export async function disableTwoFactor(
	request: Request,
	input: { password: string },
): Promise<{ ok: true; setCookies: string[] } | AuthFailure> {
	const auth = authFor(getDb(), request)
	try {
		const { headers } = await auth.api.disableTwoFactor({
			body: { password: input.password },
			headers: authHeaders(request),
			returnHeaders: true,
		})
		return { ok: true, setCookies: cookiesOf(headers) }
	} catch (error) {
		return passwordConfirmedFailure(error)
	}
}

// ---------------------------------------------------------------------------------------
// Forgot password, and the reset link

/**
 * "Forgot password" limits: a client asking too often is told to wait (429); an address
 * asked for too often gets no more mail for a while, answered alike, so nobody can fill a
 * mailbox with links and the answer still says nothing about the address.
 */
export const FORGOT_PASSWORD_LIMITS = {
	client: { name: 'password-reset-client', max: 5, windowMs: 15 * 60_000 },
	address: { name: 'password-reset-address', max: 3, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>

/**
 * The site's address for links mailed to someone who is not signed in, or null when
 * "Forgot password" cannot mail one: the site sends no mail, or its address is not set
 * (SITE_URL). The request's Host is never used there: anyone can send any Host, and a
 * link to their host would hand them the token.
 */
export function selfServiceResetOrigin(): string | null {
	const env = getEnv()
	return env.SMTP_URL && env.SITE_URL ? new URL(env.SITE_URL).origin : null
}

export type ForgotPasswordResult =
	| {
			ok: true
			/** The work behind the answer (looking the address up, storing the mail). */
			done: Promise<void>
	  }
	| { ok: false; status: 429; retryAfter: number; message: string }
	| { ok: false; status: 503; message: string }

/**
 * Asks for a reset link for `email`. The answer is decided before the address is looked
 * up (the limits count every address alike), and the lookup, the token and the mail run
 * after it, so a known and an unknown address get the same answer in the same time.
 */
export async function requestPasswordReset(
	request: Request,
	input: { email: string },
	logger: Pick<Logger, 'error'>,
): Promise<ForgotPasswordResult> {
	const origin = selfServiceResetOrigin()
	if (!origin) return { ok: false, status: 503, message: AUTH_MESSAGES.resetUnavailable }
	const db = getDb()
	const client = request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
	const byClient = await consumeRateLimit(
		db,
		FORGOT_PASSWORD_LIMITS.client,
		hashClientAddress(client),
	)
	if (!byClient.allowed) {
		return {
			ok: false,
			status: 429,
			retryAfter: byClient.retryAfterSeconds,
			message: AUTH_MESSAGES.rateLimited,
		}
	}
	const byAddress = await consumeRateLimit(
		db,
		FORGOT_PASSWORD_LIMITS.address,
		hashEmailAddress(input.email),
	)
	if (!byAddress.allowed) return { ok: true, done: Promise.resolve() }
	const headers = authHeaders(request)
	const auth = authFor(db, request)
	// Begun once the answer is on its way (its queries run on this thread: started now,
	// they would hold the answer longer for a registered address).
	const done = new Promise<void>((resolve) => setImmediate(resolve))
		.then(() =>
			withResetDelivery({ origin, sentBy: null, mail: true }, () =>
				auth.api.requestPasswordReset({ body: { email: input.email }, headers }),
			),
		)
		.then(
			() => wakeOutbox(),
			(error: unknown) =>
				logger.error({ err: error }, 'could not make a password reset link'),
		)
	return { ok: true, done }
}

/** Whether `token` is a reset link that still works (unused, not expired). */
export async function isResetLinkLive(token: string): Promise<boolean> {
	if (!token || token.length > 200) return false
	const context = await authFor(getDb()).$context
	const found = await context.internalAdapter.findVerificationValue(
		`${RESET_TOKEN_PREFIX}${token}`,
	)
	return Boolean(found && new Date(found.expiresAt).getTime() > Date.now())
}

/**
 * Sets a new password with a reset link: once (the token is consumed in the transaction
 * that saves the password), and every session of the account ends.
 */
export async function resetPassword(
	request: Request,
	input: { token: string; newPassword: string },
): Promise<{ ok: true } | (AuthFailure & { expired?: boolean })> {
	const auth = authFor(getDb(), request)
	try {
		await auth.api.resetPassword({
			body: { token: input.token, newPassword: input.newPassword },
			headers: authHeaders(request),
		})
		return { ok: true }
	} catch (error) {
		const shape = errorShape(error)
		if (!shape) throw error
		const limited = rateLimitFailure(shape)
		if (limited) return limited
		if (shape.code === AUTH_ERROR.PASSWORD_TOO_COMMON.code) {
			return {
				ok: false,
				status: 400,
				fieldErrors: { newPassword: AUTH_MESSAGES.commonPassword },
			}
		}
		if (shape.status >= 500) throw error
		// A used, expired or unknown token (or an account removed since).
		return { ok: false, status: 400, expired: true, message: AUTH_MESSAGES.resetExpired }
	}
}

// ---------------------------------------------------------------------------------------
// Backup codes

/** How many unused backup codes the account has, or null without two-factor. */
export async function backupCodesLeft(userId: string): Promise<number | null> {
	try {
		const result = await authFor(getDb()).api.viewBackupCodes({ body: { userId } })
		return result.backupCodes.length
	} catch (error) {
		if (errorShape(error)) return null
		throw error
	}
}

/** Replaces the account's backup codes (its password confirms); the new ones, shown once. */
export async function regenerateBackupCodes(
	request: Request,
	input: { password: string },
): Promise<{ ok: true; backupCodes: string[] } | AuthFailure> {
	const auth = authFor(getDb(), request)
	try {
		const result = await auth.api.generateBackupCodes({
			body: { password: input.password },
			headers: authHeaders(request),
		})
		return { ok: true, backupCodes: result.backupCodes }
	} catch (error) {
		return passwordConfirmedFailure(error)
	}
}

export { AUTH_MESSAGES }
