// A start with a setting it cannot read, or one that cannot work (a port in use, a folder
// that is a file, a database that does not answer), ends at once with what is wrong, as a
// person reads it (no stack trace), and exit code 1.
import { execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from './fixtures.ts'

const entry = path.join(process.cwd(), 'server/index.ts')

/** A folder of the test's own, with a regular file `file` in it. */
let dir: string
test.beforeEach(() => {
	dir = mkdtempSync(path.join(tmpdir(), 'aster-start-'))
	writeFileSync(path.join(dir, 'file'), '')
})
test.afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** The production server's environment, on the test's folder, with `settings` over it. */
function environment(settings: Record<string, string>) {
	return {
		...process.env,
		NODE_ENV: 'production',
		LOG_LEVEL: 'info',
		PORT: '0',
		HOST: '127.0.0.1',
		WEB_CONCURRENCY: '1',
		SEED_DEMO: 'false',
		DATA_DIR: path.join(dir, 'data'),
		UPLOADS_DIR: path.join(dir, 'data/uploads'),
		DATABASE_URL: path.join(dir, 'data/site.db'),
		...settings,
	}
}

/** Starts the server and waits for it to end (a server that starts is ended after 20 s). */
function start(settings: Record<string, string>) {
	return new Promise<{ code: number | null; stderr: string }>((resolve) => {
		execFile(
			process.execPath,
			[entry],
			{ env: environment(settings), timeout: 20_000 },
			(error, _stdout, stderr) =>
				resolve({
					code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
					stderr,
				}),
		)
	})
}

async function expectOneLine(settings: Record<string, string>, line: string) {
	const { code, stderr } = await start(settings)
	expect(stderr).toBe(`${line}\n`)
	expect(code).toBe(1)
}

test('a setting that cannot be read: exit 1 and one message naming it, no stack trace', async () => {
	const { code, stderr } = await start({ PORT: 'abc' })
	expect(code).toBe(1)
	expect(stderr).toMatch(/^Invalid environment settings:\n {2}PORT: /)
	expect(stderr).not.toMatch(/\n\s+at /)
})

test('SMTP_URL without CONTACT_TO is refused before the database is touched', async () => {
	await expectOneLine(
		{ SMTP_URL: 'smtp://127.0.0.1:9' },
		'Invalid environment settings:\n  CONTACT_TO: required when SMTP_URL is set',
	)
	expect(existsSync(path.join(dir, 'data/site.db'))).toBe(false)
})

test('mail settings that could never send are refused at start', async () => {
	const mail = { SMTP_URL: 'smtp://127.0.0.1:9', CONTACT_TO: 'team@aster.test' }
	await expectOneLine(
		{ ...mail, SMTP_URL: 'notaurl' },
		'Invalid environment settings:\n  SMTP_URL: expected an smtp:// or smtps:// URL, like smtp://user:pass@mail.example.com:587',
	)
	await expectOneLine(
		{ ...mail, CONTACT_TO: 'not-an-email' },
		'Invalid environment settings:\n  CONTACT_TO: expected an email address, or several separated by commas',
	)
	await expectOneLine(
		{ ...mail, MAIL_FROM: 'Aster <nope>' },
		'Invalid environment settings:\n  MAIL_FROM: expected an email address, or a name and one: Site <site@example.com>',
	)
})

test('a TRUST_PROXY Express cannot read is refused with what it takes', async () => {
	await expectOneLine(
		{ TRUST_PROXY: 'banana' },
		'Invalid environment settings:\n  TRUST_PROXY: expected true, false, a hop count, or a comma list of IP addresses, CIDR ranges (10.0.0.0/8) and the names loopback, linklocal, uniquelocal',
	)
})

test('a database that cannot be used: one line naming DATABASE_URL', async () => {
	await expectOneLine(
		{ DATABASE_URL: 'mysql://user@localhost/site' },
		"DATABASE_URL: unsupported scheme 'mysql:'; use a file path or file: URL (SQLite) or postgres:// (PostgreSQL)",
	)
	await expectOneLine(
		{ DATABASE_URL: 'postgres://user:secret@127.0.0.1:1/site' },
		'Cannot reach the PostgreSQL server in DATABASE_URL (ECONNREFUSED).',
	)
	const file = path.join(dir, 'file')
	await expectOneLine(
		{ DATABASE_URL: path.join(file, 'site.db') },
		`DATABASE_URL: ${file} is not a folder: a file is in the way (EEXIST).`,
	)
})

test('a folder setting under a regular file: one line naming it', async () => {
	const underFile = path.join(dir, 'file/data')
	await expectOneLine(
		{ DATA_DIR: underFile },
		`DATA_DIR: ${underFile} is not a folder: a file is in the way (ENOTDIR).`,
	)
	await expectOneLine(
		{ UPLOADS_DIR: underFile },
		`UPLOADS_DIR: ${underFile} is not a folder: a file is in the way (ENOTDIR).`,
	)
})

test('a port in use or a host that does not resolve: one line saying where, with workers too', async () => {
	const taken = net.createServer()
	await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
	const port = (taken.address() as net.AddressInfo).port
	try {
		const inUse = `Cannot listen on 127.0.0.1:${port}: the port is in use (EADDRINUSE).`
		await expectOneLine({ PORT: String(port) }, inUse)
		await expectOneLine({ PORT: String(port), WEB_CONCURRENCY: '2' }, inUse)
	} finally {
		taken.close()
	}
	await expectOneLine(
		{ HOST: 'bogus.invalid' },
		'HOST: bogus.invalid is not an address or a name this machine can resolve (ENOTFOUND).',
	)
})

test('an empty PORT is the default port 3000, not a random one', async () => {
	// 192.0.2.1 (documentation only) is no machine's: the start fails, naming the port tried.
	await expectOneLine(
		{ PORT: '', HOST: '192.0.2.1' },
		"Cannot listen on 192.0.2.1:3000: the address is not one of this machine's (EADDRNOTAVAIL).",
	)
})

test('the start line names the host it listens on', async () => {
	const server = spawn(process.execPath, [entry], {
		env: environment({ LOG_FORMAT: 'json' }),
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	try {
		let output = ''
		const line = await new Promise<string>((resolve, reject) => {
			server.stdout.on('data', (chunk: Buffer) => {
				output += chunk.toString()
				const found = /Server listening on [^"]+/.exec(output)
				if (found) resolve(found[0])
			})
			server.once('exit', () => reject(new Error(`the server ended:\n${output}`)))
		})
		expect(line).toMatch(/^Server listening on http:\/\/127\.0\.0\.1:\d+$/)
	} finally {
		server.kill('SIGTERM')
	}
})
