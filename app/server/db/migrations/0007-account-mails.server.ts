// Mail the dashboard sends about accounts (invitations, password reset links), and the
// Activity log's filters:
// - account_mails: each mail stored first with its whole body, then sent by the outbox
//   that mails contact messages (same claims, leases and backoff); `discard_after` is when
//   the link in it stops working, after which it is not worth sending;
// - audit_log: indexes for a person's entries and a kind's entries, newest first.
import { sql, type Kysely } from 'kysely'

import { columnTypes } from '../column-types.server.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)

	await db.schema
		.createTable('account_mails')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('kind', 'text', (col) =>
			col.notNull().check(sql`kind in ('invitation', 'password-reset')`),
		)
		/** The invitation's id, or the account's whose password it resets. */
		.addColumn('ref_id', 'text', (col) => col.notNull())
		.addColumn('to_address', 'text', (col) => col.notNull())
		.addColumn('subject', 'text', (col) => col.notNull())
		/** Emptied once the mail is sent or given up: the link in it is a secret. */
		.addColumn('text_body', 'text', (col) => col.notNull())
		.addColumn('html_body', 'text', (col) => col.notNull())
		.addColumn('status', 'text', (col) =>
			col
				.notNull()
				.defaultTo('pending')
				.check(sql`status in ('pending', 'sent', 'failed')`),
		)
		.addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
		.addColumn('next_attempt_at', t.timestamp)
		.addColumn('last_error', 'text')
		.addColumn('sent_at', t.timestamp)
		.addColumn('attempt_id', 'text')
		.addColumn('sending_at', t.timestamp)
		.addColumn('discard_after', t.timestamp, (col) => col.notNull())
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('account_mails_due_idx')
		.on('account_mails')
		.columns(['status', 'next_attempt_at'])
		.execute()
	await db.schema
		.createIndex('account_mails_ref_idx')
		.on('account_mails')
		.columns(['kind', 'ref_id'])
		.execute()

	await db.schema
		.createIndex('audit_log_actor_idx')
		.on('audit_log')
		.columns(['actor_id', 'created_at'])
		.execute()
	await db.schema
		.createIndex('audit_log_entity_idx')
		.on('audit_log')
		.columns(['entity', 'created_at'])
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropIndex('audit_log_entity_idx').execute()
	await db.schema.dropIndex('audit_log_actor_idx').execute()
	await db.schema.dropTable('account_mails').execute()
}
