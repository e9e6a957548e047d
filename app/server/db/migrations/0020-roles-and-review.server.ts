// Roles and review (decision 046): an account is the owner, an admin, an editor or an author
// (existing accounts keep theirs: the owner stays the owner, everyone else an admin); an
// invitation names the role its account gets; content_reviews holds a draft an author
// submitted for review, or sent back with a comment; account_mails also carries the mail
// that tells an author what became of it.
//
// The role's check is a column constraint, which neither engine alters in place: the column
// is copied aside, dropped (its check and the single-owner index with it) and added again.
import { sql, type Kysely } from 'kysely'

import { columnTypes } from '../column-types.server.ts'

const ROLE_CHECK = sql`role in ('owner', 'admin', 'editor', 'author')`

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)

	await db.schema.alterTable('user').addColumn('role_before', 'text').execute()
	await sql`update ${sql.table('user')} set role_before = role`.execute(db)
	await db.schema.dropIndex('user_single_owner_idx').execute()
	await db.schema.alterTable('user').dropColumn('role').execute()
	await db.schema
		.alterTable('user')
		.addColumn('role', 'text', (col) =>
			col.notNull().defaultTo('admin').check(ROLE_CHECK),
		)
		.execute()
	await sql`update ${sql.table('user')} set role = role_before`.execute(db)
	await db.schema.alterTable('user').dropColumn('role_before').execute()
	await db.schema
		.createIndex('user_single_owner_idx')
		.on('user')
		.column('role')
		.unique()
		.where(sql.ref('role'), '=', 'owner')
		.execute()

	await db.schema
		.alterTable('invitations')
		.addColumn('role', 'text', (col) =>
			col
				.notNull()
				.defaultTo('admin')
				.check(sql`role in ('admin', 'editor', 'author')`),
		)
		.execute()

	await widenMailKinds(db, sql`kind in ('invitation', 'password-reset', 'review')`)

	await db.schema
		.createTable('content_reviews')
		.addColumn('entity', 'text', (col) => col.notNull())
		.addColumn('entity_id', 'text', (col) => col.notNull())
		/** waiting (submitted, not yet reviewed) or changes (sent back with a comment). */
		.addColumn('state', 'text', (col) =>
			col.notNull().check(sql`state in ('waiting', 'changes')`),
		)
		.addColumn('title', 'text', (col) => col.notNull())
		/** The draft version submitted: a later save by the author takes it back. */
		.addColumn('draft_version', 'integer', (col) => col.notNull())
		.addColumn('submitted_by', 'text', (col) =>
			col.references('user.id').onDelete('set null'),
		)
		.addColumn('submitted_by_email', 'text', (col) => col.notNull())
		.addColumn('submitted_at', t.timestamp, (col) => col.notNull())
		.addColumn('comment', 'text')
		.addColumn('reviewed_by_email', 'text')
		.addColumn('reviewed_at', t.timestamp)
		.addPrimaryKeyConstraint('content_reviews_pk', ['entity', 'entity_id'])
		.execute()
	await db.schema
		.createIndex('content_reviews_state_idx')
		.on('content_reviews')
		.columns(['state', 'submitted_at'])
		.execute()
}

/** account_mails.kind with another check, its rows and its index kept. */
async function widenMailKinds(db: Kysely<unknown>, check: ReturnType<typeof sql>) {
	await db.schema.alterTable('account_mails').addColumn('kind_before', 'text').execute()
	await sql`update account_mails set kind_before = kind`.execute(db)
	await db.schema.dropIndex('account_mails_ref_idx').execute()
	await db.schema.alterTable('account_mails').dropColumn('kind').execute()
	await db.schema
		.alterTable('account_mails')
		.addColumn('kind', 'text', (col) =>
			col.notNull().defaultTo('invitation').check(check),
		)
		.execute()
	await sql`update account_mails set kind = kind_before`.execute(db)
	await db.schema.alterTable('account_mails').dropColumn('kind_before').execute()
	await db.schema
		.createIndex('account_mails_ref_idx')
		.on('account_mails')
		.columns(['kind', 'ref_id'])
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('content_reviews').execute()
	await sql`delete from account_mails where kind = 'review'`.execute(db)
	await widenMailKinds(db, sql`kind in ('invitation', 'password-reset')`)
	await db.schema.alterTable('invitations').dropColumn('role').execute()
	await sql`update ${sql.table('user')} set role = 'admin' where role in ('editor', 'author')`.execute(
		db,
	)
	await db.schema.alterTable('user').addColumn('role_before', 'text').execute()
	await sql`update ${sql.table('user')} set role_before = role`.execute(db)
	await db.schema.dropIndex('user_single_owner_idx').execute()
	await db.schema.alterTable('user').dropColumn('role').execute()
	await db.schema
		.alterTable('user')
		.addColumn('role', 'text', (col) =>
			col
				.notNull()
				.defaultTo('admin')
				.check(sql`role in ('owner', 'admin')`),
		)
		.execute()
	await sql`update ${sql.table('user')} set role = role_before`.execute(db)
	await db.schema.alterTable('user').dropColumn('role_before').execute()
	await db.schema
		.createIndex('user_single_owner_idx')
		.on('user')
		.column('role')
		.unique()
		.where(sql.ref('role'), '=', 'owner')
		.execute()
}
