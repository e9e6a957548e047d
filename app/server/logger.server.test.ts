import { PassThrough } from 'node:stream'

import { expect, test } from 'vitest'

import { createSiteLogger, loggedUrl } from './logger.server.ts'

/** What the logger writes for one info line, given the format setting and the output. */
function logOnce(format: 'pretty' | 'json' | undefined, isTTY: boolean): string {
	const out = Object.assign(new PassThrough(), { isTTY })
	let text = ''
	out.on('data', (chunk: Buffer) => (text += chunk.toString()))
	const logger = createSiteLogger({ LOG_LEVEL: 'info', LOG_FORMAT: format }, out)
	logger.info({ port: 3000 }, 'Server listening')
	logger.flush()
	return text
}

test('a terminal gets readable lines, anything else JSON, unless LOG_FORMAT says', async () => {
	const readable =
		/^\[\d\d:\d\d:\d\d\.\d{3}\] .*INFO.*: .*Server listening.*\n.*port.*: 3000/
	const onTerminal = logOnce(undefined, true)
	expect(onTerminal).toMatch(readable)
	expect(onTerminal).toContain('\u001b[') // coloured

	const piped = logOnce(undefined, false)
	expect(JSON.parse(piped)).toMatchObject({
		level: 30,
		port: 3000,
		msg: 'Server listening',
	})

	expect(JSON.parse(logOnce('json', true))).toMatchObject({ msg: 'Server listening' })
	const prettyPiped = logOnce('pretty', false)
	expect(prettyPiped).toMatch(readable)
	expect(prettyPiped).not.toContain('\u001b[')
})

test('the log keeps a request’s address without the token of an invitation or reset link', () => {
	expect(loggedUrl('/admin/reset-password?token=abc-DEF_123')).toBe(
		'/admin/reset-password?token=[hidden]',
	)
	expect(loggedUrl('/admin/signup?x=1&Token=secret&y=2')).toBe(
		'/admin/signup?x=1&Token=[hidden]&y=2',
	)
	expect(loggedUrl('/admin/activity?kind=team')).toBe('/admin/activity?kind=team')
	// A share link's token, in its path: a draft for whoever holds it.
	expect(loggedUrl('/preview/Zx9_secret-token/de/about?x=1')).toBe(
		'/preview/[hidden]/de/about?x=1',
	)
	expect(loggedUrl('/preview/Zx9_secret-token')).toBe('/preview/[hidden]')
	// An admin's own preview holds no secret.
	expect(loggedUrl('/preview/admin/portfolio/p1')).toBe('/preview/admin/portfolio/p1')
})
