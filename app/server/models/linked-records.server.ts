// Which records still exist, for tables keyed by a text `id`: the Activity tab links an
// entry to its record only while there is one. One query per table, whatever the entity.
import type { DB, Database } from '#app/server/db/index.server.ts'

/** Tables whose rows the Activity tab links to. */
export type LinkableTable =
	'projects' | 'testimonials' | 'clientLogos' | 'contactMessages' | 'user'

/** Which of `ids` are rows of `table` now. */
export async function existingIds(
	db: DB,
	table: LinkableTable & keyof Database,
	ids: string[],
): Promise<Set<string>> {
	if (ids.length === 0) return new Set()
	const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute()
	return new Set(rows.map((row) => row.id))
}
