import { sql, type Kysely } from 'kysely'
import { Migrator, NO_MIGRATIONS, type MigrationResult } from 'kysely/migration'

import { dialectOf } from './dialect.server.ts'
import { migrations } from './migrations/index.server.ts'

/**
 * On PostgreSQL the migrator's own tables live in the connection's current schema, named
 * explicitly: left unnamed, Kysely looks for them in every schema of the database and,
 * finding another schema's copy (a second app, a parallel test), never makes its own.
 */
async function createMigrator<T>(db: Kysely<T>): Promise<Migrator> {
	let migrationTableSchema: string | undefined
	if (dialectOf(db) === 'postgres') {
		const { rows } = await sql<{
			schema: string
		}>`select current_schema() as schema`.execute(db)
		migrationTableSchema = rows[0]?.schema
	}
	return new Migrator({
		db,
		provider: { getMigrations: async () => migrations },
		migrationTableSchema,
	})
}

function check(error: unknown, results: MigrationResult[] | undefined): void {
	if (!error) return
	const failed = results?.find((result) => result.status === 'Error')
	throw new Error(
		failed
			? `Migration ${failed.migrationName} failed: ${error instanceof Error ? error.message : String(error)}`
			: `Migrations failed: ${error instanceof Error ? error.message : String(error)}`,
		{ cause: error },
	)
}

/**
 * Applies every pending migration, each in a transaction, and returns the names applied
 * (none when the schema is current). Throws if one fails; the failed one is rolled back.
 */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
	const { error, results } = await (await createMigrator(db)).migrateToLatest()
	check(error, results)
	return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/** Reverts every migration (tests and tooling only: it drops all tables). */
export async function migrateToEmpty<T>(db: Kysely<T>): Promise<string[]> {
	const { error, results } = await (await createMigrator(db)).migrateTo(NO_MIGRATIONS)
	check(error, results)
	return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/** Names of the migrations already applied, oldest first. */
export async function appliedMigrations<T>(db: Kysely<T>): Promise<string[]> {
	const list = await (await createMigrator(db)).getMigrations()
	return list.filter((m) => m.executedAt !== undefined).map((m) => m.name)
}

/** Names of this app's migrations, in the order they run. */
export function knownMigrations(): string[] {
	return Object.keys(migrations).sort()
}

/**
 * Applies the migrations up to and including `name` (a restore's schema). Given a
 * PostgreSQL transaction, Kysely runs them inside it.
 */
export async function migrateTo<T>(db: Kysely<T>, name: string): Promise<string[]> {
	const { error, results } = await (await createMigrator(db)).migrateTo(name)
	check(error, results)
	return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
