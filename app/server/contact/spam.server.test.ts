import { expect, test } from 'vitest'

import {
	checkRenderToken,
	createRenderToken,
	currentRenderToken,
	spamReasonOf,
} from './spam.server.ts'

const secret = 'a-secret-for-the-render-token-tests'
const T0 = 1_700_000_000_000

test('a form token is good from 3 s after it was issued, for two days', () => {
	const token = createRenderToken(secret, T0)
	expect(checkRenderToken(token, secret, { now: T0 + 2_999 })).toBe('too-fast')
	expect(checkRenderToken(token, secret, { now: T0 + 3_000 })).toBe('ok')
	expect(checkRenderToken(token, secret, { now: T0 + 48 * 3600_000 })).toBe('ok')
	// A harvested token cannot be used for ever.
	expect(checkRenderToken(token, secret, { now: T0 + 48 * 3600_000 + 1 })).toBe(
		'expired-token',
	)
	expect(checkRenderToken(token, secret, { now: T0 + 7 * 24 * 3600_000 })).toBe(
		'expired-token',
	)
})

test('a form sent now carries the millisecond it was sent; one signature serves that millisecond', () => {
	const token = currentRenderToken(secret, T0 + 1)
	expect(token).toBe(createRenderToken(secret, T0 + 1))
	expect(checkRenderToken(token, secret, { now: T0 + 3_000 })).toBe('too-fast')
	expect(checkRenderToken(token, secret, { now: T0 + 3_001 })).toBe('ok')
	expect(currentRenderToken(secret, T0 + 1)).toBe(token)
	// The next millisecond, or another secret, gets its own.
	expect(currentRenderToken(secret, T0 + 2)).toBe(createRenderToken(secret, T0 + 2))
	expect(currentRenderToken('another-secret', T0 + 2)).toBe(
		createRenderToken('another-secret', T0 + 2),
	)
})

test('a tampered, foreign or future token is bad', () => {
	const token = createRenderToken(secret, T0)
	const [, signature] = token.split('.')
	expect(checkRenderToken(`${T0 - 60_000}.${signature}`, secret, { now: T0 })).toBe(
		'bad-token',
	)
	expect(checkRenderToken(token, 'another-secret', { now: T0 + 5_000 })).toBe('bad-token')
	expect(checkRenderToken(`${token}x`, secret, { now: T0 + 5_000 })).toBe('bad-token')
	const future = createRenderToken(secret, T0 + 3_600_000)
	expect(checkRenderToken(future, secret, { now: T0 })).toBe('bad-token')
})

test('the extra fields are optional in JSON and checked when present', () => {
	const old = createRenderToken(secret, T0 - 10_000)
	const check = (honeypot?: string, token?: string, requireToken = false) =>
		spamReasonOf({ honeypot, token, requireToken }, secret, { now: T0 })
	expect(check()).toBeNull()
	expect(check('', old)).toBeNull()
	expect(check('http://spam')).toBe('honeypot')
	expect(check(undefined, 'nope')).toBe('bad-token')
	expect(check(undefined, undefined, true)).toBe('no-token')
})
