import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { getEnv, resetEnvForTests, type Env } from './env.server.ts'
import { describeStartupFailure } from './startup-failure.server.ts'

let folder: string

beforeEach(() => {
	folder = mkdtempSync(path.join(tmpdir(), 'aster-startup-'))
	writeFileSync(path.join(folder, 'file'), '')
})
afterEach(() => {
	rmSync(folder, { recursive: true, force: true })
	resetEnvForTests()
})

function settings(values: Record<string, string>): Env {
	const defaults = {
		HOST: '127.0.0.1',
		PORT: '3000',
		DATA_DIR: path.join(folder, 'data'),
		UPLOADS_DIR: path.join(folder, 'data/uploads'),
		DATABASE_URL: path.join(folder, 'data/site.db'),
	}
	for (const [name, value] of Object.entries({ ...defaults, ...values })) {
		vi.stubEnv(name, value)
	}
	resetEnvForTests()
	return getEnv()
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
	return promise.then(
		() => expect.unreachable('it should have failed'),
		(error: unknown) => error,
	)
}

test('a folder setting with a file in the way names the setting and the path', async () => {
	const dataDir = path.join(folder, 'file/data')
	const error = await failureOf(mkdir(dataDir, { recursive: true }))
	expect(describeStartupFailure(error, settings({ DATA_DIR: dataDir }))).toBe(
		`DATA_DIR: ${dataDir} is not a folder: a file is in the way (ENOTDIR).`,
	)
	const uploads = path.join(folder, 'file/uploads')
	expect(
		describeStartupFailure(
			await failureOf(mkdir(uploads, { recursive: true })),
			settings({ UPLOADS_DIR: uploads }),
		),
	).toBe(`UPLOADS_DIR: ${uploads} is not a folder: a file is in the way (ENOTDIR).`)
	// The database's folder is a file; the migrations wrap the error.
	const file = path.join(folder, 'file')
	const cause = await failureOf(mkdir(file, { recursive: true }))
	const wrapped = new Error(`Migrations failed: ${(cause as Error).message}`, { cause })
	expect(
		describeStartupFailure(
			wrapped,
			settings({ DATABASE_URL: path.join(file, 'site.db') }),
		),
	).toBe(`DATABASE_URL: ${file} is not a folder: a file is in the way (EEXIST).`)
})

test('a port in use and a host that does not resolve say where it cannot listen', async () => {
	const taken = net.createServer()
	await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
	const port = (taken.address() as net.AddressInfo).port
	const second = net.createServer()
	const error = await failureOf(
		new Promise((resolve, reject) => {
			second.once('error', reject)
			second.listen(port, '127.0.0.1', () => resolve(undefined))
		}),
	)
	taken.close()
	expect(describeStartupFailure(error, settings({ PORT: String(port) }))).toBe(
		`Cannot listen on 127.0.0.1:${port}: the port is in use (EADDRINUSE).`,
	)
	const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND bogus.invalid'), {
		code: 'ENOTFOUND',
		syscall: 'getaddrinfo',
		hostname: 'bogus.invalid',
	})
	expect(describeStartupFailure(notFound, settings({ HOST: 'bogus.invalid' }))).toBe(
		'HOST: bogus.invalid is not an address or a name this machine can resolve (ENOTFOUND).',
	)
})

test('a PostgreSQL server that does not answer is named as DATABASE_URL', async () => {
	const error = await failureOf(
		new Promise((resolve, reject) => {
			net.connect(1, '127.0.0.1').once('error', reject).once('connect', resolve)
		}),
	)
	expect(
		describeStartupFailure(
			error,
			settings({ DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db' }),
		),
	).toBe('Cannot reach the PostgreSQL server in DATABASE_URL (ECONNREFUSED).')
	// Another server's refusal (an S3 endpoint, say) keeps its own message.
	expect(
		describeStartupFailure(
			error,
			settings({ DATABASE_URL: 'postgres://u:p@127.0.0.1/db' }),
		),
	).toBe((error as Error).message)
})

test('any other error keeps its message', () => {
	expect(describeStartupFailure(new Error('Something else'), settings({}))).toBe(
		'Something else',
	)
})
