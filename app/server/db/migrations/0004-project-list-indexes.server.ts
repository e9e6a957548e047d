// Indexes that give every project list its rows in order, so a page of 12 or 24 reads about
// 12 or 24 index entries whatever the table's size (LIMIT/OFFSET, no sort step):
// - public tabs (collection, visible, type; newest first): projects_public_idx, now ending
//   in id, the order's tie-breaker;
// - the home page's featured product (collection, visible; no type): projects_featured_idx;
// - the dashboard's tabs (collection, type, visible or not): projects_admin_idx.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropIndex('projects_public_idx').execute()
	await db.schema
		.createIndex('projects_public_idx')
		.on('projects')
		.columns(['collection', 'visible', 'type', 'created_at', 'id'])
		.execute()
	await db.schema
		.createIndex('projects_featured_idx')
		.on('projects')
		.columns(['collection', 'visible', 'created_at', 'id'])
		.execute()
	await db.schema
		.createIndex('projects_admin_idx')
		.on('projects')
		.columns(['collection', 'type', 'created_at', 'id'])
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropIndex('projects_admin_idx').execute()
	await db.schema.dropIndex('projects_featured_idx').execute()
	await db.schema.dropIndex('projects_public_idx').execute()
	await db.schema
		.createIndex('projects_public_idx')
		.on('projects')
		.columns(['collection', 'visible', 'type', 'created_at'])
		.execute()
}
