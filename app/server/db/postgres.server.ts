// PostgreSQL through a `pg` Pool.
import { PostgresDialect } from 'kysely'
import type { CustomTypesConfig } from 'pg'

const JSON_OID = 114
const JSONB_OID = 3802

export const POSTGRES_POOL_SIZE = 10

/**
 * A dialect for a `postgres://` URL; the pool is created on first query. Standard URL
 * parameters apply (`sslmode`, `options=-c search_path=…`, `application_name`).
 */
export function createPostgresDialect(url: string): PostgresDialect {
	return new PostgresDialect({
		pool: async () => {
			// Loaded on first use, so a SQLite deployment never loads pg.
			const { default: pg } = await import('pg')
			const types: CustomTypesConfig = {
				// json and jsonb come back as text, like SQLite's JSON columns, so the models
				// parse JSON in one place for both dialects (and a JSON string value is never
				// mistaken for JSON text).
				getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
					oid === JSON_OID || oid === JSONB_OID
						? (value: string) => value
						: pg.types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
			}
			const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE, types })
			// An idle client that loses its connection is dropped by the pool; without a
			// listener the 'error' event would end the process.
			pool.on('error', () => {})
			return pool
		},
	})
}
