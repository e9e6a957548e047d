// Faults under an upload: a disk that fills up between two writes, a read-only database,
// an image store that is down. Each must leave nothing behind (no row, no object, no
// temporary file) and tell the admin what happened, with the cause in the error log.
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { sql } from 'kysely'
import { pino } from 'pino'
import {
	afterAll,
	afterEach,
	beforeAll,
	beforeEach,
	describe,
	expect,
	test,
} from 'vitest'

import { useTestDatabase } from '#app/server/db/testing.server.ts'
import { FAULTS } from '#app/server/faults.server.ts'
import { listMedia } from '#app/server/models/media.server.ts'

import {
	describeEachStorage,
	FillingStorage,
	makePhoto,
	startS3Server,
} from './testing.server.ts'
import { handleUpload, type UploadFailure } from './upload.server.ts'

interface Logged {
	level: number
	msg: string
	fault?: string | null
	err?: { type: string; message: string; code?: string }
}

/** A real pino logger whose lines the test reads back. */
function collectingLogger() {
	const lines: Logged[] = []
	const logger = pino(
		{ level: 'info' },
		{ write: (line: string) => void lines.push(JSON.parse(line) as Logged) },
	)
	return {
		logger,
		get errors() {
			return lines.filter((line) => line.level >= 50)
		},
	}
}

async function post(options: Parameters<typeof handleUpload>[1]) {
	const png = await makePhoto(900, 400, 'png')
	const response = await handleUpload(
		new Request('http://admin.test/admin/api/upload?kind=banner', {
			method: 'POST',
			headers: { 'Content-Type': 'image/png', 'Content-Length': String(png.length) },
			body: new Uint8Array(png),
		}),
		options,
	)
	return { status: response.status, body: (await response.json()) as UploadFailure }
}

describe('uploads meeting faults', () => {
	const t = useTestDatabase('sqlite')
	let tmpDir = ''
	beforeEach(() => {
		tmpDir = mkdtempSync(path.join(tmpdir(), 'aster-upload-faults-'))
	})
	afterEach(() => {
		rmSync(tmpDir, { recursive: true, force: true })
	})

	describeEachStorage('a disk that fills up mid-upload', (s) => {
		test('507 "Storage is full", logged with ENOSPC, and no debris', async () => {
			const storage = new FillingStorage(s.storage, 2)
			const log = collectingLogger()
			const { status, body } = await post({
				db: t.db,
				storage,
				tmpDir,
				logger: log.logger,
			})

			expect(status).toBe(507)
			expect(body).toEqual({
				ok: false,
				code: 'storage-full',
				message: 'Storage is full: free space, then try again.',
			})
			expect(storage.puts, 'the disk filled up between two writes').toBeGreaterThan(2)
			expect(log.errors).toHaveLength(1)
			expect(log.errors[0]?.fault).toBe('storage-full')
			expect(log.errors[0]?.err?.code).toBe('ENOSPC')
			expect(await s.storage.list(''), 'stored objects').toEqual([])
			expect(await listMedia(t.db), 'media rows').toEqual([])
			expect(readdirSync(tmpDir), 'temporary files').toEqual([])
		})
	})

	test('the temporary file meets a full disk: named as such, not as an interrupted upload, and removed', async () => {
		// A file size limit of 64 KiB, enforced by the kernel: the write that crosses it is cut
		// short (FileHandle.write does not throw), the next one fails (EFBIG), as on a disk
		// that fills up. It was reported as 'The upload was interrupted. Please try again.'
		const script = path.join(import.meta.dirname, 'fixtures', 'receive-upload.ts')
		const { stdout } = await promisify(execFile)(
			'bash',
			[
				'-c',
				'ulimit -f 64 && exec "$0" "$@"',
				process.execPath,
				script,
				tmpDir,
				'300000',
			],
			{ cwd: process.cwd() },
		)
		expect(JSON.parse(stdout)).toEqual({
			ok: false,
			mediaError: null,
			code: 'EFBIG',
			fault: 'storage-full',
		})
		expect(readdirSync(tmpDir), 'temporary files').toEqual([])
	})

	describeEachStorage('a read-only database', (s) => {
		test('503 "The database is read-only", and the stored files are removed', async () => {
			// SQLite's own read-only mode: every write fails with SQLITE_READONLY.
			await sql`pragma query_only = 1`.execute(t.db)
			const log = collectingLogger()
			try {
				const { status, body } = await post({
					db: t.db,
					storage: s.storage,
					tmpDir,
					logger: log.logger,
				})
				expect(status).toBe(503)
				expect(body.code).toBe('database-read-only')
				expect(body.message).toBe(FAULTS['database-read-only'].message)
			} finally {
				await sql`pragma query_only = 0`.execute(t.db)
			}
			expect(log.errors[0]?.fault).toBe('database-read-only')
			expect(await s.storage.list(''), 'stored objects').toEqual([])
			expect(await listMedia(t.db), 'media rows').toEqual([])
			expect(readdirSync(tmpDir), 'temporary files').toEqual([])
		})
	})

	describe('an image store that is down', () => {
		let s3: Awaited<ReturnType<typeof startS3Server>>
		beforeAll(async () => {
			s3 = await startS3Server()
		})
		afterAll(async () => {
			await s3.stop()
		})

		test('503 "The image store cannot be reached"; after it is back, uploads work again', async () => {
			await s3.kill()
			const log = collectingLogger()
			const { status, body } = await post({
				db: t.db,
				storage: s3.storage,
				tmpDir,
				logger: log.logger,
			})
			expect(status).toBe(503)
			expect(body).toEqual({
				ok: false,
				code: 'store-unreachable',
				message: 'The image store cannot be reached. Please try again in a minute.',
			})
			// The clean-up could not reach the store either and said so; then the answer's cause.
			expect(log.errors.map((line) => [line.msg, line.fault])).toEqual([
				[
					'removing the objects of a failed upload failed: left to the sweep of stored objects',
					undefined,
				],
				['upload failed: store-unreachable', 'store-unreachable'],
			])
			expect(await listMedia(t.db), 'media rows').toEqual([])

			await s3.restart()
			const again = await post({
				db: t.db,
				storage: s3.storage,
				tmpDir,
				logger: log.logger,
			})
			expect(again.status).toBe(201)
			expect(await listMedia(t.db)).toHaveLength(1)
		})
	})
})
