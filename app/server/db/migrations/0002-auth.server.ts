// Admin access: roles (exactly one owner), two-factor secrets, invitations and the
// counters behind sign-in throttling and auth rate limits. Counters live in the database
// so they survive restarts and hold across instances.
import { sql, type Kysely } from 'kysely'

import { columnTypes } from '../column-types.server.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)

	await db.schema
		.alterTable('user')
		.addColumn('role', 'text', (col) =>
			col
				.notNull()
				.defaultTo('admin')
				.check(sql`role in ('owner', 'admin')`),
		)
		.execute()
	await db.schema
		.alterTable('user')
		.addColumn('two_factor_enabled', t.boolean, (col) => col.notNull().defaultTo(t.false))
		.execute()
	// At most one owner, enforced by the database: concurrent first sign-ups cannot both win.
	await db.schema
		.createIndex('user_single_owner_idx')
		.on('user')
		.column('role')
		.unique()
		.where(sql.ref('role'), '=', 'owner')
		.execute()

	// better-auth's two-factor plugin.
	await db.schema
		.createTable('two_factor')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('secret', 'text', (col) => col.notNull())
		.addColumn('backup_codes', 'text', (col) => col.notNull())
		.addColumn('user_id', 'text', (col) =>
			col.notNull().references('user.id').onDelete('cascade'),
		)
		.addColumn('verified', t.boolean, (col) => col.notNull().defaultTo(t.true))
		.addColumn('failed_verification_count', 'integer', (col) =>
			col.notNull().defaultTo(0),
		)
		.addColumn('locked_until', t.timestamp)
		.execute()
	await db.schema
		.createIndex('two_factor_user_id_idx')
		.on('two_factor')
		.column('user_id')
		.execute()
	await db.schema
		.createIndex('two_factor_secret_idx')
		.on('two_factor')
		.column('secret')
		.execute()

	// Invitations: only a hash of the token is kept, so the link cannot be shown again.
	await db.schema
		.createTable('invitations')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('email', 'text', (col) => col.notNull())
		.addColumn('token_hash', 'text', (col) => col.notNull().unique())
		.addColumn('invited_by', 'text', (col) =>
			col.references('user.id').onDelete('set null'),
		)
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.addColumn('expires_at', t.timestamp, (col) => col.notNull())
		.addColumn('used_at', t.timestamp)
		.addColumn('used_by', 'text', (col) => col.references('user.id').onDelete('set null'))
		.addColumn('revoked_at', t.timestamp)
		.execute()
	await db.schema
		.createIndex('invitations_created_at_idx')
		.on('invitations')
		.column('created_at')
		.execute()

	// Fixed-window counters keyed by purpose and subject (a keyed hash of an email or
	// client address): auth requests per client, failed sign-ins per account.
	await db.schema
		.createTable('auth_limits')
		.addColumn('key', 'text', (col) => col.primaryKey())
		.addColumn('count', 'integer', (col) => col.notNull())
		.addColumn('window_start', 'bigint', (col) => col.notNull())
		.addColumn('locked_until', 'bigint')
		.execute()
	await db.schema
		.createIndex('auth_limits_window_start_idx')
		.on('auth_limits')
		.column('window_start')
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('auth_limits').execute()
	await db.schema.dropTable('invitations').execute()
	await db.schema.dropTable('two_factor').execute()
	await db.schema.dropIndex('user_single_owner_idx').execute()
	await db.schema.alterTable('user').dropColumn('two_factor_enabled').execute()
	await db.schema.alterTable('user').dropColumn('role').execute()
}
