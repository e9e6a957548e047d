// Contact: when a message was mailed, why one was taken for spam, and the hits behind per-client rate limits (a
// sliding log shared by every instance, keyed by purpose and a keyed hash of the client).
import type { Kysely } from 'kysely'

import { columnTypes } from '../column-types.server.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)

	await db.schema
		.alterTable('contact_messages')
		.addColumn('sent_at', t.timestamp)
		.execute()
	await db.schema
		.alterTable('contact_messages')
		.addColumn('spam_reason', 'text')
		.execute()

	await db.schema
		.createTable('rate_limit_hits')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('key', 'text', (col) => col.notNull())
		/** Epoch milliseconds. */
		.addColumn('hit_at', 'bigint', (col) => col.notNull())
		.execute()
	await db.schema
		.createIndex('rate_limit_hits_key_idx')
		.on('rate_limit_hits')
		.columns(['key', 'hit_at'])
		.execute()
	await db.schema
		.createIndex('rate_limit_hits_hit_at_idx')
		.on('rate_limit_hits')
		.column('hit_at')
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('rate_limit_hits').execute()
	await db.schema.alterTable('contact_messages').dropColumn('spam_reason').execute()
	await db.schema.alterTable('contact_messages').dropColumn('sent_at').execute()
}
