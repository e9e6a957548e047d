// Languages (issue 39, decision 049): the words of an item in another language than the
// site's default, one row per item and language; which language a contact message was sent
// from. The site's languages themselves are a settings row ('languages').
import type { Kysely } from 'kysely'

import { columnTypes } from '../column-types.server.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)
	await db.schema
		.createTable('translations')
		/** The content kind's entity ('project', 'site.about') and the item's id. */
		.addColumn('entity', 'text', (col) => col.notNull())
		.addColumn('entity_id', 'text', (col) => col.notNull())
		/** A code of app/lib/languages.ts. */
		.addColumn('language', 'text', (col) => col.notNull())
		/** The translated fields by path (app/lib/translation.ts). */
		.addColumn('data', t.json, (col) => col.notNull())
		/** Its published versions, counted: a publish from a stale one is refused. */
		.addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0))
		/** A project's address in this language (its `slug` field), for finding it by it. */
		.addColumn('slug', 'text')
		.addColumn('updated_by', 'text')
		.addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.addPrimaryKeyConstraint('translations_pk', ['entity', 'entity_id', 'language'])
		.execute()
	await db.schema
		.createIndex('translations_slug_idx')
		.on('translations')
		.columns(['entity', 'language', 'slug'])
		.execute()
	await db.schema.alterTable('contact_messages').addColumn('language', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('contact_messages').dropColumn('language').execute()
	await db.schema.dropTable('translations').execute()
}
