import { PostgresAdapter, SqliteAdapter, type Kysely } from 'kysely'

export type SqlDialect = 'sqlite' | 'postgres'

const POSTGRES_URL = /^postgres(?:ql)?:\/\//i
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i

/**
 * Which engine a DATABASE_URL means: `postgres://` or `postgresql://` is PostgreSQL; a
 * file path, a `file:` URL or `:memory:` is SQLite. Any other scheme is a mistake.
 */
export function dialectFromUrl(url: string): SqlDialect {
	if (POSTGRES_URL.test(url)) return 'postgres'
	if (OTHER_SCHEME.test(url) && !url.toLowerCase().startsWith('file://')) {
		const scheme = url.slice(0, url.indexOf(':'))
		throw new Error(
			`DATABASE_URL: unsupported scheme '${scheme}:'; use a file path or file: URL (SQLite) or postgres:// (PostgreSQL)`,
		)
	}
	return 'sqlite'
}

/** The engine behind a Kysely instance or transaction. */
export function dialectOf<T>(db: Kysely<T>): SqlDialect {
	const adapter = db.getExecutor().adapter
	if (adapter instanceof SqliteAdapter) return 'sqlite'
	if (adapter instanceof PostgresAdapter) return 'postgres'
	throw new Error(`Unsupported database adapter: ${adapter.constructor.name}`)
}
