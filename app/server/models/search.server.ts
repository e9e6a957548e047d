// Text search in the dashboard's lists (decision 032): a case-insensitive "contains" on a
// few text columns. At the dashboard's sizes (10,000 rows) a scan of one list's rows in its
// index order costs milliseconds, so there is no full-text index to keep in step per engine.
import { sql, type RawBuilder } from 'kysely'

import { dialectOf } from '#app/server/db/dialect.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import type { Database } from '#app/server/db/schema.server.ts'

/** `%text%` with LIKE's own characters escaped (backslash is the escape character). */
export function containsPattern(text: string): string {
	return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * True when any of `columns` contains `text`, ignoring case: ILIKE on PostgreSQL, LIKE on
 * SQLite (which ignores the case of ASCII letters only).
 */
export function matchesText(
	db: DB,
	columns: readonly string[],
	text: string,
): RawBuilder<boolean> {
	const op = sql.raw(dialectOf<Database>(db) === 'postgres' ? 'ilike' : 'like')
	const pattern = containsPattern(text)
	const tests = columns.map(
		(column) => sql`${sql.ref(column)} ${op} ${pattern} escape '\\'`,
	)
	return sql<boolean>`(${sql.join(tests, sql` or `)})`
}
