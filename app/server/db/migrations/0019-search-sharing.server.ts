// Search and sharing per project and product (issue 37, decision 045): its own search
// title and description, share image and "hide from search engines", as one JSON value
// (app/schemas/search.ts); null or an empty one falls back to the project's own text and
// then to the site's defaults.
import type { Kysely } from 'kysely'

import { columnTypes } from '../column-types.server.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('projects').addColumn('seo', columnTypes(db).json).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('projects').dropColumn('seo').execute()
}
