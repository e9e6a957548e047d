// Drafts, revisions, preview links and the trash (issue 20, decision 033):
// - content_drafts: at most one unpublished draft per item (the form's typed value), the
//   published revision it started from, a version for the autosave's conflict check, and
//   an optional time to publish it at;
// - content_revisions: a full snapshot of every published version, with the fields it
//   changed and who published it;
// - preview_links: links a client opens without an account, kept as a hash of the token;
// - deleted_at on projects, testimonials and client logos: the trash. The list indexes are
//   made partial (deleted_at is null), so public and admin lists skip trashed rows in the
//   index, and a partial index on deleted_at serves the Trash screen and the purge.
import { sql, type Kysely } from 'kysely'

import { columnTypes } from '../column-types.server.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)

	await db.schema
		.createTable('content_drafts')
		.addColumn('entity', 'text', (col) => col.notNull())
		.addColumn('entity_id', 'text', (col) => col.notNull())
		.addColumn('data', t.json, (col) => col.notNull())
		.addColumn('base_revision', 'integer')
		.addColumn('draft_version', 'integer', (col) => col.notNull())
		.addColumn('updated_by', 'text')
		.addColumn('updated_by_name', 'text')
		.addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.addColumn('publish_at', t.timestamp)
		.addColumn('scheduled_by', 'text')
		.addColumn('scheduled_by_email', 'text')
		.addPrimaryKeyConstraint('content_drafts_pk', ['entity', 'entity_id'])
		.execute()
	await db.schema
		.createIndex('content_drafts_publish_at_idx')
		.on('content_drafts')
		.column('publish_at')
		.where(sql.ref('publish_at'), 'is not', null)
		.execute()

	await db.schema
		.createTable('content_revisions')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('entity', 'text', (col) => col.notNull())
		.addColumn('entity_id', 'text', (col) => col.notNull())
		.addColumn('revision', 'integer', (col) => col.notNull())
		/** publish, schedule, restore, show, hide, or baseline (the state before history). */
		.addColumn('event', 'text', (col) => col.notNull())
		.addColumn('data', t.json, (col) => col.notNull())
		.addColumn('changes', t.json)
		.addColumn('actor_id', 'text')
		.addColumn('actor_email', 'text')
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('content_revisions_item_idx')
		.on('content_revisions')
		.columns(['entity', 'entity_id', 'revision'])
		.unique()
		.execute()

	await db.schema
		.createTable('preview_links')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('entity', 'text', (col) => col.notNull())
		.addColumn('entity_id', 'text', (col) => col.notNull())
		.addColumn('token_hash', 'text', (col) => col.notNull().unique())
		.addColumn('created_by', 'text')
		.addColumn('created_by_email', 'text')
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.addColumn('expires_at', t.timestamp, (col) => col.notNull())
		.addColumn('revoked_at', t.timestamp)
		.execute()
	await db.schema
		.createIndex('preview_links_item_idx')
		.on('preview_links')
		.columns(['entity', 'entity_id', 'created_at'])
		.execute()

	for (const table of ['projects', 'testimonials', 'client_logos']) {
		await db.schema.alterTable(table).addColumn('deleted_at', t.timestamp).execute()
		await db.schema
			.createIndex(`${table}_trash_idx`)
			.on(table)
			.column('deleted_at')
			.where(sql.ref('deleted_at'), 'is not', null)
			.execute()
	}
	// deleted_at closes each list index too (always null in it): SQLite reads a count from
	// a partial index alone only when every column the query names is in it.
	await replaceListIndexes(db, (index, columns) =>
		index.columns([...columns, 'deleted_at']).where(sql.ref('deleted_at'), 'is', null),
	)
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await replaceListIndexes(db, (index, columns) => index.columns(columns))
	for (const table of ['client_logos', 'testimonials', 'projects']) {
		await db.schema.dropIndex(`${table}_trash_idx`).execute()
		await db.schema.alterTable(table).dropColumn('deleted_at').execute()
	}
	await db.schema.dropTable('preview_links').execute()
	await db.schema.dropTable('content_revisions').execute()
	await db.schema.dropTable('content_drafts').execute()
}

type IndexBuilder = ReturnType<ReturnType<Kysely<unknown>['schema']['createIndex']>['on']>

/** The list indexes of 0001 and 0004, made again by `make` (partial, or as they were). */
async function replaceListIndexes(
	db: Kysely<unknown>,
	make: (index: IndexBuilder, columns: string[]) => IndexBuilder,
): Promise<void> {
	const indexes: Array<[name: string, table: string, columns: string[]]> = [
		[
			'projects_public_idx',
			'projects',
			['collection', 'visible', 'type', 'created_at', 'id'],
		],
		['projects_featured_idx', 'projects', ['collection', 'visible', 'created_at', 'id']],
		['projects_admin_idx', 'projects', ['collection', 'type', 'created_at', 'id']],
		['testimonials_created_at_idx', 'testimonials', ['created_at']],
		['client_logos_public_idx', 'client_logos', ['visible', 'sort_order', 'name']],
	]
	for (const [name, table, columns] of indexes) {
		await db.schema.dropIndex(name).execute()
		await make(db.schema.createIndex(name).on(table), columns).execute()
	}
}
