import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql } from 'kysely'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { resetEnvForTests } from '#app/server/env.server.ts'

import {
	closeDb,
	dialectFromUrl,
	dialectOf,
	getDb,
	inTransaction,
	isForeignKeyViolation,
	isUniqueViolation,
	migrateToLatest,
} from './index.server.ts'
import { appliedMigrations, migrateToEmpty } from './migrate.server.ts'
import { migrations } from './migrations/index.server.ts'
import { describeEachDialect } from './testing.server.ts'

// Every migration, in the order they run (and the reverse for going down).
const allMigrations = Object.keys(migrations).sort()

describe('dialectFromUrl', () => {
	test.each([
		[undefined, 'sqlite'],
		['./data/site.db', 'sqlite'],
		['/srv/site.db', 'sqlite'],
		['file:./data/site.db', 'sqlite'],
		['file:///srv/site.db', 'sqlite'],
		[':memory:', 'sqlite'],
		['postgres://u:p@localhost:5432/site', 'postgres'],
		['postgresql://localhost/site', 'postgres'],
		['POSTGRES://localhost/site', 'postgres'],
	])('%s → %s', (url, dialect) => {
		expect(dialectFromUrl(url ?? './data/site.db')).toBe(dialect)
	})

	test('refuses other schemes with a clear message', () => {
		expect(() => dialectFromUrl('mysql://localhost/site')).toThrow(
			/unsupported scheme 'mysql:'/,
		)
	})
})

describe('getDb / closeDb', () => {
	let dir: string | undefined
	afterEach(async () => {
		await closeDb()
		resetEnvForTests()
		if (dir) rmSync(dir, { recursive: true, force: true })
		dir = undefined
	})

	test('open one process-wide database at DATABASE_URL, and a new one after closing', async () => {
		dir = mkdtempSync(path.join(tmpdir(), 'aster-getdb-'))
		vi.stubEnv('DATABASE_URL', path.join(dir, 'data', 'site.db'))
		resetEnvForTests()
		const db = getDb()
		expect(getDb()).toBe(db)
		expect(await migrateToLatest(db)).toEqual(allMigrations)
		await closeDb()
		const reopened = getDb()
		expect(reopened).not.toBe(db)
		// Same file: already migrated.
		expect(await migrateToLatest(reopened)).toEqual([])
	})
})

describeEachDialect('database', (t) => {
	test('reports its dialect', () => {
		expect(dialectOf(t.db)).toBe(t.dialect)
	})

	test('migrations are idempotent: a second run applies nothing', async () => {
		// Under the lock too: Kysely's migrator lists the tables of every schema, and another
		// test file may drop its own schema meanwhile ('schema "test_…" does not exist').
		await t.exclusiveDdl(async () => {
			expect(await appliedMigrations(t.db)).toEqual(allMigrations)
			expect(await migrateToLatest(t.db)).toEqual([])
			expect(await migrateToLatest(t.db)).toEqual([])
		})
	})

	test('migrations go down to nothing and up again', async () => {
		await t.exclusiveDdl(async () => {
			expect(await migrateToEmpty(t.db)).toEqual([...allMigrations].reverse())
			await expect(sql`select 1 from projects`.execute(t.db)).rejects.toThrow()
			expect(await migrateToLatest(t.db)).toEqual(allMigrations)
			expect(await migrateToLatest(t.db)).toEqual([])
		})
	})

	test('columns are snake_case in the database and camelCase in TypeScript', async () => {
		await sql`insert into client_logos (id, name, image, sort_order) values ('a', 'acme.svg', '{"url":"/a","name":"a"}', 3)`.execute(
			t.db,
		)
		const row = await t.db
			.selectFrom('clientLogos')
			.select(['sortOrder', 'visible', 'createdAt'])
			.executeTakeFirstOrThrow()
		expect(row.sortOrder).toBe(3)
		// Column defaults: visible true, created_at now.
		expect(Boolean(row.visible)).toBe(true)
		expect(Date.now() - new Date(row.createdAt).getTime()).toBeLessThan(60_000)
	})

	test('enforces foreign keys, deleting sessions with their user', async () => {
		const now = new Date().toISOString()
		await t.db
			.insertInto('user')
			.values({
				id: 'u1',
				name: 'Ada',
				email: 'ada@example.com',
				createdAt: now,
				updatedAt: now,
			})
			.execute()
		await t.db
			.insertInto('session')
			.values({
				id: 's1',
				token: 'tok',
				userId: 'u1',
				expiresAt: now,
				createdAt: now,
				updatedAt: now,
			})
			.execute()
		const orphan = t.db
			.insertInto('session')
			.values({ id: 's2', token: 'tok2', userId: 'nobody', expiresAt: now })
			.execute()
		const error = await orphan.then(
			() => undefined,
			(e: unknown) => e,
		)
		expect(isForeignKeyViolation(error)).toBe(true)

		await t.db.deleteFrom('user').where('id', '=', 'u1').execute()
		expect(await t.db.selectFrom('session').selectAll().execute()).toEqual([])
	})

	test('recognises unique violations', async () => {
		const insert = (id: string) =>
			t.db
				.insertInto('user')
				.values({ id, name: 'Ada', email: 'ada@example.com' })
				.execute()
		await insert('u1')
		const error = await insert('u2').then(
			() => undefined,
			(e: unknown) => e,
		)
		expect(isUniqueViolation(error)).toBe(true)
		expect(isUniqueViolation(new Error('something else'))).toBe(false)
	})

	test('better-auth timestamps and booleans round-trip', async () => {
		const expiresAt = new Date('2030-01-02T03:04:05.678Z')
		await t.db
			.insertInto('user')
			.values({ id: 'u1', name: 'Ada', email: 'ada@example.com', emailVerified: true })
			.execute()
		await t.db
			.insertInto('verification')
			.values({ id: 'v1', identifier: 'ada', value: 'x', expiresAt })
			.execute()
		const user = await t.db.selectFrom('user').selectAll().executeTakeFirstOrThrow()
		expect(Boolean(user.emailVerified)).toBe(true)
		const verification = await t.db
			.selectFrom('verification')
			.selectAll()
			.executeTakeFirstOrThrow()
		expect(new Date(verification.expiresAt).toISOString()).toBe(expiresAt.toISOString())
	})

	test('inTransaction rolls back on error and joins an outer transaction', async () => {
		const insert = (db: Parameters<Parameters<typeof inTransaction>[1]>[0], id: string) =>
			db.insertInto('settings').values({ key: id, value: '1' }).execute()

		await expect(
			inTransaction(t.db, async (trx) => {
				await insert(trx, 'a')
				throw new Error('stop')
			}),
		).rejects.toThrow('stop')
		expect(await t.db.selectFrom('settings').selectAll().execute()).toEqual([])

		await expect(
			t.db.transaction().execute(async (outer) => {
				await inTransaction(outer, (inner) => {
					expect(inner).toBe(outer)
					return insert(inner, 'b')
				})
				throw new Error('outer fails')
			}),
		).rejects.toThrow('outer fails')
		expect(await t.db.selectFrom('settings').selectAll().execute()).toEqual([])

		await inTransaction(t.db, (trx) => insert(trx, 'c'))
		expect(await t.db.selectFrom('settings').select('key').execute()).toEqual([
			{ key: 'c' },
		])
	})
})
