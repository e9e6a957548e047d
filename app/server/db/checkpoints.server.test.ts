import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql, type Kysely } from 'kysely'
import { afterEach, describe, expect, test } from 'vitest'

import { BACKSTOP_PAGES, checkpointInBackground } from './checkpoints.server.ts'
import { createDatabase } from './index.server.ts'

describe('SQLite checkpoints off the event loop', () => {
	const cleanup: Array<() => Promise<void> | void> = []
	afterEach(async () => {
		for (const step of cleanup.splice(0).reverse()) await step()
	})

	async function open() {
		const dir = mkdtempSync(path.join(tmpdir(), 'aster-checkpoint-'))
		cleanup.push(() => rmSync(dir, { recursive: true, force: true }))
		const file = path.join(dir, 'site.db')
		const db = createDatabase(file) as unknown as Kysely<unknown>
		cleanup.push(() => db.destroy())
		await sql`create table notes (id integer primary key, body text not null)`.execute(db)
		return { db, file }
	}

	async function autocheckpoint(db: Kysely<unknown>) {
		const { rows } = await sql<Record<string, number>>`PRAGMA wal_autocheckpoint`.execute(
			db,
		)
		return Object.values(rows[0] ?? {})[0]
	}

	/** Commits `count` small transactions, each its own WAL frames. */
	async function write(db: Kysely<unknown>, count: number) {
		for (let i = 0; i < count; i++) {
			await sql`insert into notes (body) values (${'x'.repeat(500)})`.execute(db)
		}
	}

	test('the thread copies the WAL into the database; the serving connection only past the backstop', async () => {
		const { db, file } = await open()
		expect(await autocheckpoint(db)).toBe(1000)
		const checkpointer = await checkpointInBackground(db, file, {
			thread: true,
			everyMs: 20,
		})
		expect(checkpointer).not.toBeNull()
		cleanup.push(() => checkpointer?.stop())
		expect(await autocheckpoint(db)).toBe(BACKSTOP_PAGES)

		// More pages than SQLite's own threshold (1,000), which this connection no longer acts on.
		await write(db, 1500)
		// A report after the writes: everything in the WAL is in the database file now.
		await checkpointer!.next()
		const report = await checkpointer!.next()
		expect(report.busy).toBe(0)
		expect(report.log).toBeGreaterThan(0)
		expect(report.checkpointed).toBe(report.log)
		// The rows themselves (750 KB) are in the database file, not only in the WAL.
		expect(statSync(file).size).toBeGreaterThan(1500 * 500)
		const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(db)
		expect(rows[0]?.n).toBe(1500)
	})

	test('a worker process hands its checkpoints over without a thread of its own', async () => {
		const { db, file } = await open()
		expect(await checkpointInBackground(db, file, { thread: false })).toBeNull()
		expect(await autocheckpoint(db)).toBe(BACKSTOP_PAGES)
	})

	test('stopping ends the thread; writes go on and the database closes cleanly', async () => {
		const { db, file } = await open()
		const checkpointer = await checkpointInBackground(db, file, {
			thread: true,
			everyMs: 20,
		})
		await checkpointer!.next()
		await checkpointer!.stop()
		await write(db, 10)
		const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(db)
		expect(rows[0]?.n).toBe(10)
	})

	test('an in-memory database has no WAL to hand over', async () => {
		const db = createDatabase(':memory:') as unknown as Kysely<unknown>
		cleanup.push(() => db.destroy())
		expect(await checkpointInBackground(db, ':memory:', { thread: true })).toBeNull()
	})
})
