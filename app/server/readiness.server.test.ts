import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql } from 'kysely'
import {
	afterAll,
	afterEach,
	beforeAll,
	beforeEach,
	describe,
	expect,
	test,
} from 'vitest'

import { describeEachDialect, useTestDatabase } from '#app/server/db/testing.server.ts'
import { FAULTS } from '#app/server/faults.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { FillingStorage, startS3Server } from '#app/server/media/testing.server.ts'

import { checkReadiness, createReadinessProbe } from './readiness.server.ts'

let root = ''
let storage: LocalStorage
beforeEach(() => {
	root = mkdtempSync(path.join(tmpdir(), 'aster-readiness-'))
	storage = new LocalStorage(root)
})
afterEach(() => {
	rmSync(root, { recursive: true, force: true })
})

describeEachDialect('readiness', (t) => {
	test('a database that takes writes and a storage that round-trips: ready, no probe left', async () => {
		expect(await checkReadiness({ db: t.db, storage })).toEqual({
			ok: true,
			checks: { database: { ok: true }, storage: { ok: true } },
		})
		expect(await storage.list('')).toEqual([])
	})

	test('a full disk under the storage: not ready, and the storage check says why', async () => {
		const result = await checkReadiness({
			db: t.db,
			storage: new FillingStorage(storage, 0),
		})
		expect(result).toEqual({
			ok: false,
			checks: {
				database: { ok: true },
				storage: { ok: false, error: FAULTS['storage-full'].message },
			},
		})
	})

	test('answers are reused for a moment; then the next probe checks again, and a change is logged', async () => {
		let clock = 1_000_000
		const filling = new FillingStorage(storage, 1)
		const logged: Array<[string, string]> = []
		const probe = createReadinessProbe({
			db: t.db,
			storage: filling,
			now: () => clock,
			cacheMs: 1_500,
			logger: {
				error: (_object, message) => logged.push(['error', message]),
				info: (_object, message) => logged.push(['info', message]),
			},
		})
		expect((await probe()).ok).toBe(true)
		clock += 1_000
		expect((await probe()).ok).toBe(true)
		expect(filling.puts).toBe(1)
		clock += 600
		// The disk filled up meanwhile: the next check sees it.
		expect((await probe()).checks.storage.ok).toBe(false)
		expect(filling.puts).toBe(2)
		clock += 1_600
		expect((await probe()).ok).toBe(false)
		// Said once, when it changed; not at every probe.
		expect(logged).toEqual([['error', 'not ready']])
	})
})

describe('readiness of a read-only database', () => {
	const t = useTestDatabase('sqlite')
	test('not ready: the database check names it', async () => {
		await sql`pragma query_only = 1`.execute(t.db)
		try {
			expect(await checkReadiness({ db: t.db, storage })).toEqual({
				ok: false,
				checks: {
					database: { ok: false, error: FAULTS['database-read-only'].message },
					storage: { ok: true },
				},
			})
		} finally {
			await sql`pragma query_only = 0`.execute(t.db)
		}
	})
})

describe('readiness of an image store that is down', () => {
	const t = useTestDatabase('sqlite')
	let s3: Awaited<ReturnType<typeof startS3Server>>
	beforeAll(async () => {
		s3 = await startS3Server()
	})
	afterAll(async () => {
		await s3.stop()
	})
	test('not ready while s3rver is killed, ready again once it is back', async () => {
		expect((await checkReadiness({ db: t.db, storage: s3.storage })).ok).toBe(true)
		await s3.kill()
		expect(await checkReadiness({ db: t.db, storage: s3.storage })).toEqual({
			ok: false,
			checks: {
				database: { ok: true },
				storage: { ok: false, error: FAULTS['store-unreachable'].message },
			},
		})
		await s3.restart()
		expect((await checkReadiness({ db: t.db, storage: s3.storage })).ok).toBe(true)
		expect(await s3.storage.list('')).toEqual([])
	})
})
