import { createCookie } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'

import {
	carriesContactFlash,
	readContactFlash,
	serializeContactFlash,
} from './flash.server.ts'

const secret = 'a-secret-for-the-flash-tests'
const flash = { form: 'footer' as const, ok: true, message: 'Thanks!' }

/** The `name=value` part of a Set-Cookie header. */
function pair(setCookie: string) {
	return setCookie.split(';')[0]!
}

test('a flash this server signed is read back and counts as the visitor’s own state', async () => {
	const cookie = pair(await serializeContactFlash(flash, secret, false))
	const header = `theme=dark; ${cookie}`
	expect(await carriesContactFlash(header, secret)).toBe(true)
	const read = await readContactFlash(
		new Request('http://site.test/', { headers: { cookie: header } }),
		secret,
	)
	expect(read.flash).toEqual(flash)
	// The page clears it once read.
	expect(read.clear).toMatch(/^aster_contact=;.*Max-Age=0/i)
})

test('a made-up, altered or foreign flash is no one’s state', async () => {
	const cookie = pair(await serializeContactFlash(flash, secret, false))
	const [name, value] = cookie.split('=') as [string, string]
	for (const header of [
		'aster_contact=x',
		'aster_contact=',
		'aster_contact=%%%',
		`${name}=${value.slice(0, -2)}AA`,
		`${name}=${value.replace(/^./, (first) => (first === 'e' ? 'f' : 'e'))}`,
		pair(await serializeContactFlash(flash, 'another-secret', false)),
		'theme=dark',
	]) {
		expect(await carriesContactFlash(header, secret), header).toBe(false)
	}
	// A signed value that is not a flash (right signature, wrong shape) neither.
	const other = await createCookie('aster_contact', { secrets: [secret] }).serialize({
		form: 'elsewhere',
	})
	expect(await carriesContactFlash(pair(other), secret)).toBe(false)
})

afterEach(() => {
	vi.useRealTimers()
})

test('a flash is the visitor’s state for two minutes after the post, as its Max-Age says, and then no longer', async () => {
	vi.useFakeTimers({ now: new Date('2026-11-30T10:00:00Z'), toFake: ['Date'] })
	const header = pair(await serializeContactFlash(flash, secret, false))
	expect(header).not.toBe('')
	vi.setSystemTime(new Date('2026-11-30T10:01:59Z'))
	expect(await carriesContactFlash(header, secret)).toBe(true)
	// A copy kept past that (by a script, not a browser) renders nothing for anyone.
	vi.setSystemTime(new Date('2026-11-30T10:02:01Z'))
	expect(await carriesContactFlash(header, secret)).toBe(false)
	const read = await readContactFlash(
		new Request('http://site.test/', { headers: { cookie: header } }),
		secret,
	)
	expect(read.flash).toBeNull()
	// A signed flash without its time (an older build's) counts neither.
	const timeless = await createCookie('aster_contact', { secrets: [secret] }).serialize(
		flash,
	)
	vi.setSystemTime(new Date('2026-11-30T10:00:01Z'))
	expect(await carriesContactFlash(pair(timeless), secret)).toBe(false)
})
