import { afterEach, expect, test, vi } from 'vitest'

import { getEnv, resetEnvForTests } from './env.server.ts'

const SETTINGS = [
	'PORT',
	'CONTACT_MIN_FILL_SECONDS',
	'WEB_CONCURRENCY',
	'TRUST_PROXY',
	'SMTP_URL',
	'CONTACT_TO',
	'MAIL_FROM',
]

// The next test file in this worker parses its own settings.
afterEach(() => resetEnvForTests())

/** The settings parsed from `values`, or the message a start would print. */
function parse(values: Record<string, string>) {
	for (const name of SETTINGS) vi.stubEnv(name, undefined)
	for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value)
	resetEnvForTests()
	try {
		return getEnv()
	} catch (error) {
		return (error as Error).message
	}
}

test('an empty number setting is the default: PORT= is 3000, not a random port', () => {
	expect(parse({ PORT: '' })).toMatchObject({ PORT: 3000 })
	expect(parse({ PORT: '0' })).toMatchObject({ PORT: 0 })
	expect(parse({ CONTACT_MIN_FILL_SECONDS: ' ' })).toMatchObject({
		CONTACT_MIN_FILL_SECONDS: 3,
	})
	expect(parse({ WEB_CONCURRENCY: '' })).toMatchObject({ WEB_CONCURRENCY: undefined })
	expect(parse({ PORT: 'abc' })).toMatch(/^Invalid environment settings:\n {2}PORT: /)
})

test('TRUST_PROXY takes what Express takes, and refuses anything else at start', () => {
	expect(parse({ TRUST_PROXY: 'true' })).toMatchObject({ TRUST_PROXY: true })
	expect(parse({ TRUST_PROXY: 'false' })).toMatchObject({ TRUST_PROXY: false })
	expect(parse({ TRUST_PROXY: '2' })).toMatchObject({ TRUST_PROXY: 2 })
	expect(parse({ TRUST_PROXY: '' })).toMatchObject({ TRUST_PROXY: undefined })
	for (const value of [
		'loopback',
		'10.0.0.0/8, 127.0.0.1',
		'uniquelocal,::1,fe80::/10',
	]) {
		expect(parse({ TRUST_PROXY: value })).toMatchObject({ TRUST_PROXY: value })
	}
	for (const value of ['banana', '10.0.0.0/0', '10.0.0.1/33', '10.0.0.1,', 'localhost']) {
		expect(parse({ TRUST_PROXY: value })).toMatch(
			/^Invalid environment settings:\n {2}TRUST_PROXY: expected true, false, a hop count/,
		)
	}
})

test('mail settings are checked at start: a URL, addresses, and CONTACT_TO with SMTP_URL', () => {
	const mail = {
		SMTP_URL: 'smtps://user:pass@mail.example.com:465',
		CONTACT_TO: 'team@aster.test',
	}
	expect(parse(mail)).toMatchObject(mail)
	expect(parse({ ...mail, CONTACT_TO: 'a@aster.test, b@aster.test' })).toMatchObject({
		CONTACT_TO: 'a@aster.test, b@aster.test',
	})
	expect(parse({ ...mail, MAIL_FROM: 'Aster Software <site@aster.test>' })).toMatchObject(
		{
			MAIL_FROM: 'Aster Software <site@aster.test>',
		},
	)
	expect(parse({ SMTP_URL: mail.SMTP_URL })).toBe(
		'Invalid environment settings:\n  CONTACT_TO: required when SMTP_URL is set',
	)
	expect(parse({ ...mail, SMTP_URL: 'notaurl' })).toMatch(
		/\n {2}SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/,
	)
	expect(parse({ ...mail, SMTP_URL: 'https://mail.example.com' })).toMatch(
		/\n {2}SMTP_URL: /,
	)
	expect(parse({ ...mail, CONTACT_TO: 'not-an-email' })).toMatch(
		/\n {2}CONTACT_TO: expected an email address/,
	)
	expect(parse({ ...mail, MAIL_FROM: 'Site <nope>' })).toMatch(
		/\n {2}MAIL_FROM: expected an email address/,
	)
})
