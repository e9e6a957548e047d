// Faults leave no debris and say what happened (issue 23):
// - contact_messages: which attempt is mailing a message and since when, so an attempt
//   that outlived its lease cannot mark a newer one's result, and an attempt that never
//   reported (a crash mid-send) is known as one that may have been delivered;
// - readiness: the row /readyz writes to prove the database takes writes;
// - leases: named, expiring leases, so one instance at a time runs a shared job (the sweep
//   of stored objects no media row refers to).
import type { Kysely } from 'kysely'

import { columnTypes } from '../column-types.server.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)

	await db.schema.alterTable('contact_messages').addColumn('attempt_id', 'text').execute()
	await db.schema
		.alterTable('contact_messages')
		.addColumn('sending_at', t.timestamp)
		.execute()

	await db.schema
		.createTable('readiness')
		.addColumn('key', 'text', (col) => col.primaryKey())
		/** Epoch milliseconds. */
		.addColumn('checked_at', 'bigint', (col) => col.notNull())
		.execute()

	await db.schema
		.createTable('leases')
		.addColumn('name', 'text', (col) => col.primaryKey())
		.addColumn('holder', 'text', (col) => col.notNull())
		/** Epoch milliseconds. */
		.addColumn('expires_at', 'bigint', (col) => col.notNull())
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('leases').execute()
	await db.schema.dropTable('readiness').execute()
	await db.schema.alterTable('contact_messages').dropColumn('sending_at').execute()
	await db.schema.alterTable('contact_messages').dropColumn('attempt_id').execute()
}
