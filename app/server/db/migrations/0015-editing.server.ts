// Editing that never loses work (issue 36, decision 042):
// - edit_locks: who has an item open for editing, renewed while their page is open and
//   lapsing soon after it closes; one row per item, so it holds across workers and
//   instances. A take-over keeps whose page it was taken from, for that page to be told;
// - draft_copies: drafts kept aside instead of lost: another admin's draft replaced with
//   "Keep mine", a form taken over by someone else, "copy of mine as a draft";
// - content_drafts.editor_id: the page (one open form) that saved the draft last, so a
//   form's own save never counts as someone else's;
// - contact_message_days: contact messages per UTC day, counted when they arrive, whatever
//   becomes of them later; counted from the stored messages once here;
// - contact_messages.deleted_at: a deleted message leaves the Inbox at once and can be
//   brought back (Undo) until the daily purge removes it;
// - second_factor_uses: the two-factor codes that signed in, each refused a second time.
import { sql, type Kysely } from 'kysely'

import { columnTypes } from '../column-types.server.ts'
import { dialectOf } from '../dialect.server.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)

	await db.schema
		.createTable('edit_locks')
		.addColumn('entity', 'text', (col) => col.notNull())
		.addColumn('entity_id', 'text', (col) => col.notNull())
		/** The page holding it: a random id each open form makes for itself. */
		.addColumn('editor_id', 'text', (col) => col.notNull())
		.addColumn('user_id', 'text', (col) => col.notNull())
		.addColumn('user_name', 'text', (col) => col.notNull())
		.addColumn('since', t.timestamp, (col) => col.notNull())
		.addColumn('expires_at', t.timestamp, (col) => col.notNull())
		/** The page it was taken over from, and by whom it was held then. */
		.addColumn('taken_from_editor', 'text')
		.addColumn('taken_from_name', 'text')
		.addPrimaryKeyConstraint('edit_locks_pk', ['entity', 'entity_id'])
		.execute()

	await db.schema
		.createTable('draft_copies')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('entity', 'text', (col) => col.notNull())
		.addColumn('entity_id', 'text', (col) => col.notNull())
		.addColumn('data', t.json, (col) => col.notNull())
		/** replaced (by another admin's Keep mine), taken-over, or copy (kept by its author). */
		.addColumn('reason', 'text', (col) => col.notNull())
		.addColumn('author_id', 'text')
		.addColumn('author_name', 'text')
		/** Who replaced it or took the item over; null for a copy its author kept. */
		.addColumn('by_id', 'text')
		.addColumn('by_name', 'text')
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('draft_copies_item_idx')
		.on('draft_copies')
		.columns(['entity', 'entity_id', 'created_at'])
		.execute()

	await db.schema.alterTable('content_drafts').addColumn('editor_id', 'text').execute()

	await db.schema
		.createTable('contact_message_days')
		.addColumn('day', 'text', (col) => col.primaryKey())
		.addColumn('messages', 'bigint', (col) => col.notNull())
		.execute()
	const day =
		dialectOf(db) === 'sqlite'
			? sql`substr(created_at, 1, 10)`
			: sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`
	await sql`insert into contact_message_days (day, messages)
		select ${day}, count(*) from contact_messages where is_spam = ${t.false} group by ${day}`.execute(
		db,
	)

	await db.schema
		.alterTable('contact_messages')
		.addColumn('deleted_at', t.timestamp)
		.execute()

	await db.schema
		.createTable('second_factor_uses')
		.addColumn('user_id', 'text', (col) => col.notNull())
		/** SHA-256 of the code: what was used, not the code. */
		.addColumn('code_hash', 'text', (col) => col.notNull())
		.addColumn('used_at', 'bigint', (col) => col.notNull())
		.addPrimaryKeyConstraint('second_factor_uses_pk', ['user_id', 'code_hash'])
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('second_factor_uses').execute()
	await db.schema.alterTable('contact_messages').dropColumn('deleted_at').execute()
	await db.schema.dropTable('contact_message_days').execute()
	await db.schema.alterTable('content_drafts').dropColumn('editor_id').execute()
	await db.schema.dropTable('draft_copies').execute()
	await db.schema.dropTable('edit_locks').execute()
}
