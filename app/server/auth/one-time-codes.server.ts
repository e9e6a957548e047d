// One-time codes are one time (issue 36; RFC 6238 §5.2: "the verifier MUST NOT accept the
// second attempt of the OTP after the successful validation has been issued for the first
// OTP"). better-auth accepts an authenticator code for three 30-second steps and keeps no
// record of the codes it took; these hooks do: a code that signed an account in (or turned
// its two-factor on) is refused for that account while it could still be accepted, with the
// same answer as a wrong code. Backup codes need nothing more: better-auth removes a used
// one in a compare-and-set, so a second use (at once or later) is refused as wrong.
import { createHash } from 'node:crypto'

import {
	APIError,
	createAuthMiddleware,
	getSessionFromCtx,
	isAPIError,
} from 'better-auth/api'
import { TWO_FACTOR_ERROR_CODES } from 'better-auth/plugins/two-factor'
import type { Kysely } from 'kysely'

import type { Database } from '#app/server/db/index.server.ts'
import {
	forgetCodeUses,
	recordCodeUse,
	wasCodeUsed,
} from '#app/server/models/second-factor-uses.server.ts'

export const TOTP_PATH = '/two-factor/verify-totp'

/**
 * How long a used code is refused: longer than better-auth accepts one (its step, and one
 * step either side: 90 s), with room for clocks that differ between instances.
 */
export const USED_CODE_MS = 5 * 60_000

const hashOf = (userId: string, code: string) =>
	createHash('sha256')
		.update(`${userId}\n${code.replace(/\s+/g, '')}`)
		.digest('base64url')

function codeOf(body: unknown): string {
	if (typeof body !== 'object' || body === null) return ''
	const code = (body as { code?: unknown }).code
	return typeof code === 'string' ? code : ''
}

const refused = () => APIError.from('UNAUTHORIZED', TWO_FACTOR_ERROR_CODES.INVALID_CODE)

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/** The account a code is for: the signed-in one (turning two-factor on), or the pending sign-in's. */
async function accountOf(ctx: HookContext): Promise<string | null> {
	const session = await getSessionFromCtx(ctx).catch(() => null)
	if (session) return session.user.id
	const cookie = ctx.context.createAuthCookie('two_factor')
	const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
	if (!challenge) return null
	const verification = await ctx.context.internalAdapter.findVerificationValue(challenge)
	return verification?.value ?? null
}

/** Refuses an authenticator code the account used already (before better-auth checks it). */
export function refuseUsedCode(db: Kysely<Database>) {
	return createAuthMiddleware(async (ctx) => {
		const code = codeOf(ctx.body)
		const userId = code ? await accountOf(ctx) : null
		if (!userId) return
		const now = Date.now()
		if (await wasCodeUsed(db, userId, hashOf(userId, code), now - USED_CODE_MS))
			throw refused()
	})
}

/**
 * Records the code that just worked; when another request used it in the same moment, this
 * one's new session is ended and it is refused as the first check would have refused it.
 */
export function recordUsedCode(db: Kysely<Database>) {
	return createAuthMiddleware(async (ctx) => {
		if (isAPIError(ctx.context.returned)) return
		const user = ctx.context.newSession?.user ?? ctx.context.session?.user
		const code = codeOf(ctx.body)
		if (!user || !code) return
		const now = Date.now()
		await forgetCodeUses(db, user.id, now - USED_CODE_MS)
		const first = await recordCodeUse(db, {
			userId: user.id,
			codeHash: hashOf(user.id, code),
			now,
			since: now - USED_CODE_MS,
		})
		if (first) return
		const session = ctx.context.newSession?.session
		if (session) await ctx.context.internalAdapter.deleteSession(session.token)
		throw refused()
	})
}
