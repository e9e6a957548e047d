// The database: one Kysely query layer over SQLite (node:sqlite, the default) or
// PostgreSQL (pg), chosen by DATABASE_URL.
import { CamelCasePlugin, Kysely, type Transaction } from 'kysely'

import { getEnv } from '#app/server/env.server.ts'

import { dialectFromUrl } from './dialect.server.ts'
import { createPostgresDialect } from './postgres.server.ts'
import type { Database } from './schema.server.ts'
import { createSqliteDialect } from './sqlite.server.ts'

export type { Database } from './schema.server.ts'
export { dialectFromUrl, dialectOf, type SqlDialect } from './dialect.server.ts'
export { migrateToLatest } from './migrate.server.ts'

/** What every model function takes first: the database, or a transaction on it. */
export type DB = Kysely<Database> | Transaction<Database>

/**
 * A Kysely instance for `url`: a file path, `file:` URL or `:memory:` (SQLite), or a
 * `postgres://` / `postgresql://` URL. Nothing connects until the first query. Tables and
 * columns are camelCase in TypeScript and snake_case in the database.
 */
export function createDatabase(url: string): Kysely<Database> {
	const dialect =
		dialectFromUrl(url) === 'postgres'
			? createPostgresDialect(url)
			: createSqliteDialect(url)
	return new Kysely<Database>({
		dialect,
		plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
	})
}

// Kept on globalThis so a development reload of this module reuses the open connection.
const holder = globalThis as typeof globalThis & { __asterDb?: Kysely<Database> }

/** The process-wide database for DATABASE_URL (default ./data/site.db). */
export function getDb(): Kysely<Database> {
	holder.__asterDb ??= createDatabase(getEnv().DATABASE_URL)
	return holder.__asterDb
}

/** Closes the process-wide database (shutdown, tests); the next getDb() opens a new one. */
export async function closeDb(): Promise<void> {
	const db = holder.__asterDb
	holder.__asterDb = undefined
	await db?.destroy()
}

/**
 * Runs `fn` in a transaction, or inside the caller's transaction when `db` already is
 * one, so model functions can be composed into one larger transaction.
 */
export async function inTransaction<T>(
	db: DB,
	fn: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
	if (db.isTransaction) return fn(db as Transaction<Database>)
	return db.transaction().execute(fn)
}

/** Whether `error` is a unique-constraint violation (either engine). */
export function isUniqueViolation(error: unknown): boolean {
	if (typeof error !== 'object' || error === null) return false
	const { code, errcode } = error as { code?: unknown; errcode?: unknown }
	// PostgreSQL: unique_violation. SQLite: SQLITE_CONSTRAINT_UNIQUE, SQLITE_CONSTRAINT_PRIMARYKEY.
	return code === '23505' || errcode === 2067 || errcode === 1555
}

/** Whether `error` is a foreign-key violation (either engine). */
export function isForeignKeyViolation(error: unknown): boolean {
	if (typeof error !== 'object' || error === null) return false
	const { code, errcode } = error as { code?: unknown; errcode?: unknown }
	// PostgreSQL: foreign_key_violation. SQLite: SQLITE_CONSTRAINT_FOREIGNKEY.
	return code === '23503' || errcode === 787
}
