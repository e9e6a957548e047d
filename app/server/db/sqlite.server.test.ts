import { fork, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { sql } from 'kysely'
import { afterEach, describe, expect, test } from 'vitest'

import { createDatabase } from './index.server.ts'
import { migrations } from './migrations/index.server.ts'
import { sqlitePathFromUrl } from './sqlite.server.ts'
import { removeSqliteFile, useTestDatabase } from './testing.server.ts'

const writerScript = fileURLToPath(
	new URL('./fixtures/sqlite-writer.server.ts', import.meta.url),
)

describe('sqlitePathFromUrl', () => {
	test.each([
		['./data/site.db', './data/site.db'],
		['/var/lib/site.db', '/var/lib/site.db'],
		['file:./data/site.db', './data/site.db'],
		['file:data/site.db?mode=rwc', 'data/site.db'],
		['file:///var/lib/site.db', '/var/lib/site.db'],
		[':memory:', ':memory:'],
	])('%s → %s', (url, file) => {
		expect(sqlitePathFromUrl(url)).toBe(file)
	})
})

describe('opening a SQLite file', () => {
	const dirs: string[] = []
	afterEach(() => {
		for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
	})

	test('creates the missing parent folders', async () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'aster-open-'))
		dirs.push(dir)
		const file = path.join(dir, 'nested', 'deeper', 'site.db')
		const db = createDatabase(`file:${file}`)
		await sql`select 1`.execute(db)
		await db.destroy()
		expect(existsSync(file)).toBe(true)
	})
})

describe('SQLite connection settings', () => {
	const t = useTestDatabase('sqlite')

	async function pragma(name: string): Promise<unknown> {
		const { rows } = await sql
			.raw<Record<string, unknown>>(`PRAGMA ${name}`)
			.execute(t.db)
		return Object.values(rows[0] ?? {})[0]
	}

	test('uses WAL, a busy timeout, foreign keys and NORMAL sync', async () => {
		expect(String(await pragma('journal_mode')).toLowerCase()).toBe('wal')
		expect(Number(await pragma('busy_timeout'))).toBeGreaterThanOrEqual(5000)
		expect(Number(await pragma('foreign_keys'))).toBe(1)
		// 1 = NORMAL
		expect(Number(await pragma('synchronous'))).toBe(1)
	})

	test('a write transaction holds the write lock from its first statement', async () => {
		const other = new DatabaseSync(t.url, { timeout: 0 })
		try {
			await t.db.transaction().execute(async (trx) => {
				// Only a read so far; a deferred BEGIN would not have taken the write lock yet.
				await trx.selectFrom('projects').select('id').execute()
				expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(/locked|busy/i)
			})
			// Released at commit.
			other.exec('BEGIN IMMEDIATE')
			other.exec('ROLLBACK')
		} finally {
			other.close()
		}
	})

	test('a read-only transaction does not block writers', async () => {
		const other = new DatabaseSync(t.url, { timeout: 0 })
		try {
			await t.db
				.transaction()
				.setAccessMode('read only')
				.execute(async (trx) => {
					await trx.selectFrom('projects').select('id').execute()
					other.exec('BEGIN IMMEDIATE')
					other.exec('ROLLBACK')
				})
		} finally {
			other.close()
		}
	})
})

interface WriterResult {
	errors: string[]
	applied: string[]
}

/** Forks one writer process per label, starts them together, and collects their results. */
async function runWriters(
	mode: 'immediate' | 'deferred' | 'migrate',
	file: string,
	labels: string[],
	iterations = 15,
): Promise<WriterResult[]> {
	const children: ChildProcess[] = labels.map((label) =>
		fork(writerScript, [mode, file, label, String(iterations)], {
			execArgv: [],
			stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
		}),
	)
	const stderr = children.map((child) => {
		let text = ''
		child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
		return () => text
	})
	const messages = (type: string) =>
		children.map(
			(child, index) =>
				new Promise<WriterResult>((resolve, reject) => {
					const onMessage = (message: { type: string } & WriterResult) => {
						if (message.type !== type) return
						child.off('message', onMessage)
						resolve(message)
					}
					child.on('message', onMessage)
					child.once('exit', (code) => {
						if (code !== 0)
							reject(new Error(`writer exited ${code}: ${stderr[index]?.()}`))
					})
				}),
		)
	const ready = messages('ready')
	await Promise.all(ready)
	const done = messages('done')
	for (const child of children) child.send('go')
	return Promise.all(done)
}

describe('concurrent writers on one SQLite file', () => {
	const t = useTestDatabase('sqlite')

	async function createCounter() {
		await sql`create table counter (n integer primary key, who text not null)`.execute(
			t.db,
		)
	}

	test('queue behind each other instead of failing (BEGIN IMMEDIATE)', async () => {
		await createCounter()
		const results = await runWriters('immediate', t.url, ['a', 'b'])
		expect(results.flatMap((r) => r.errors)).toEqual([])
		const { rows } = await sql<{ n: number }>`select n from counter order by n`.execute(
			t.db,
		)
		// No lost update: every read-then-write saw the other's commits.
		expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
	})

	test('a transaction that finds the write lock taken waits without stopping the event loop', async () => {
		await createCounter()
		// Another process's writer, as a second worker would be: it holds the lock until a
		// timer of this thread lets it go, which SQLite's sleeping busy handler would never
		// let run (the BEGIN below would fail after the busy timeout instead).
		const other = new DatabaseSync(sqlitePathFromUrl(t.url), { timeout: 0 })
		try {
			other.exec('BEGIN IMMEDIATE')
			other.exec(`insert into counter (n, who) values (1, 'other')`)
			let released = 0
			setTimeout(() => {
				released = Date.now()
				other.exec('COMMIT')
			}, 50)
			const began = Date.now()
			await t.db.transaction().execute(async (trx) => {
				await sql`insert into counter (n, who) values (2, 'this')`.execute(trx)
			})
			expect(released).toBeGreaterThan(0)
			expect(Date.now() - began).toBeLessThan(3_000)
			const { rows } = await sql<{
				n: number
				who: string
			}>`select n, who from counter order by n`.execute(t.db)
			expect(rows).toEqual([
				{ n: 1, who: 'other' },
				{ n: 2, who: 'this' },
			])
			// The connection keeps its busy timeout for everything else.
			const { rows: timeout } = await sql
				.raw<Record<string, unknown>>('PRAGMA busy_timeout')
				.execute(t.db)
			expect(Number(Object.values(timeout[0] ?? {})[0])).toBeGreaterThanOrEqual(5000)
		} finally {
			if (other.isTransaction) other.exec('ROLLBACK')
			other.close()
		}
	})

	test('a plain BEGIN fails when two readers both try to write (why the driver uses BEGIN IMMEDIATE)', async () => {
		await createCounter()
		const file = sqlitePathFromUrl(t.url)
		// Two connections in one thread: the interleaving is fixed, not left to timing.
		const a = new DatabaseSync(file, { timeout: 100 })
		const b = new DatabaseSync(file, { timeout: 100 })
		try {
			a.exec('begin')
			a.prepare('select count(*) from counter').get()
			b.exec('begin')
			b.prepare('select count(*) from counter').get()
			a.exec(`insert into counter (n, who) values (1, 'a')`)
			// b read first, so it can't take the write lock without losing a's update.
			expect(() => b.exec(`insert into counter (n, who) values (1, 'b')`)).toThrow(
				/locked|busy/i,
			)
			a.exec('commit')
			b.exec('rollback')
		} finally {
			a.close()
			b.close()
		}
	})
})

describe('migrating one new SQLite file from two processes at once', () => {
	const dirs: string[] = []
	afterEach(() => {
		for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
	})

	test('applies each migration exactly once', async () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'aster-migrate-'))
		dirs.push(dir)
		const file = path.join(dir, 'site.db')
		const results = await runWriters('migrate', file, ['a', 'b'])
		expect(results.flatMap((r) => r.errors)).toEqual([])
		expect(results.flatMap((r) => r.applied)).toEqual(Object.keys(migrations).sort())
		removeSqliteFile(file)
	})
})
