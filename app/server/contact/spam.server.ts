// The form token: when a form was shown, signed with the app secret. A post made sooner than
// a person could type, or with a token that was forged, altered or is more than two days
// old, is spam. A page carries one stamped as it is sent: the shared cache writes each copy
// its own (decision 040).
import { createHmac, timingSafeEqual } from 'node:crypto'

import type { SpamReason } from '#app/server/models/contact-messages.server.ts'

/** A person needs at least this long to fill in a form. */
export const DEFAULT_MIN_FILL_MS = 3_000
/** Clocks of several instances may disagree by this much. */
const CLOCK_SKEW_MS = 60_000
/**
 * A token this old is refused: a harvested token cannot be used for ever. Two days: a page a
 * browser revalidates (304) keeps its copy's token, and the cache's validator changes daily.
 */
export const TOKEN_MAX_AGE_MS = 2 * 24 * 60 * 60_000

function sign(issuedAt: number, secret: string): string {
	return createHmac('sha256', secret)
		.update(`contact-render:${issuedAt}`)
		.digest('base64url')
		.slice(0, 32)
}

export function createRenderToken(secret: string, now = Date.now()): string {
	return `${now}.${sign(now, secret)}`
}

let lastToken = { secret: '', issuedAt: 0, token: '' }

/**
 * The token for a form sent now: the time it was sent, to the millisecond. The forms sent in
 * one millisecond share one signature (a cached page is stamped on every answer, and a busy
 * server sends several a millisecond).
 */
export function currentRenderToken(secret: string, now = Date.now()): string {
	if (lastToken.issuedAt !== now || lastToken.secret !== secret)
		lastToken = { secret, issuedAt: now, token: createRenderToken(secret, now) }
	return lastToken.token
}

export type RenderTokenVerdict =
	'ok' | Extract<SpamReason, 'too-fast' | 'bad-token' | 'expired-token'>

export function checkRenderToken(
	token: string,
	secret: string,
	{ now = Date.now(), minFillMs = DEFAULT_MIN_FILL_MS } = {},
): RenderTokenVerdict {
	const match = /^(\d{1,15})\.([\w-]{32})$/.exec(token)
	if (!match) return 'bad-token'
	const issuedAt = Number(match[1])
	const expected = Buffer.from(sign(issuedAt, secret))
	const given = Buffer.from(match[2] ?? '')
	if (expected.length !== given.length || !timingSafeEqual(expected, given))
		return 'bad-token'
	if (issuedAt > now + CLOCK_SKEW_MS) return 'bad-token'
	if (now - issuedAt > TOKEN_MAX_AGE_MS) return 'expired-token'
	return now - issuedAt < minFillMs ? 'too-fast' : 'ok'
}

/**
 * Why a submission is spam, or null. The honeypot and the token are optional in the
 * JSON bodies of spec §7 and checked when present; form posts come from our own pages,
 * which always carry a token.
 */
export function spamReasonOf(
	fields: {
		honeypot: string | undefined
		token: string | undefined
		requireToken: boolean
	},
	secret: string,
	options: { now?: number; minFillMs?: number } = {},
): SpamReason | null {
	if (fields.honeypot !== undefined && fields.honeypot.trim() !== '') return 'honeypot'
	if (fields.token === undefined || fields.token === '')
		return fields.requireToken ? 'no-token' : null
	const verdict = checkRenderToken(fields.token, secret, options)
	return verdict === 'ok' ? null : verdict
}
