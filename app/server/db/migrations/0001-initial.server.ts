// The first schema: content (projects, testimonials, client logos, media), contact
// messages, settings, the audit log and better-auth's core tables. Column names are
// snake_case; ids are text everywhere.
import { sql, type Kysely } from 'kysely'

import { columnTypes } from '../column-types.server.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)

	await db.schema
		.createTable('projects')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('name', 'text', (col) => col.notNull())
		.addColumn('type', 'text', (col) =>
			col.notNull().check(sql`type in ('mobile', 'website')`),
		)
		.addColumn('collection', 'text', (col) =>
			col.notNull().check(sql`collection in ('portfolio', 'products')`),
		)
		.addColumn('category', 'text', (col) => col.notNull().defaultTo(''))
		.addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
		.addColumn('banner', t.json)
		.addColumn('image', t.json)
		.addColumn('intro', 'text', (col) => col.notNull().defaultTo(''))
		.addColumn('features', t.json, (col) => col.notNull().defaultTo('[]'))
		.addColumn('platforms', t.json, (col) => col.notNull().defaultTo('[]'))
		.addColumn('primary_color', 'text', (col) => col.notNull().defaultTo(''))
		.addColumn('secondary_color', 'text', (col) => col.notNull().defaultTo(''))
		.addColumn('accent_color', 'text')
		.addColumn('prototype', t.json, (col) => col.notNull().defaultTo('[]'))
		.addColumn('product_images', t.json, (col) => col.notNull().defaultTo('[]'))
		.addColumn('align', 'text', (col) =>
			col
				.notNull()
				.defaultTo('left')
				.check(sql`align in ('left', 'right')`),
		)
		.addColumn('visible', t.boolean, (col) => col.notNull().defaultTo(t.true))
		.addColumn('status', 'text', (col) =>
			col
				.notNull()
				.defaultTo('published')
				.check(sql`status in ('draft', 'published')`),
		)
		.addColumn('phases', t.json, (col) => col.notNull().defaultTo('[]'))
		.addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.execute()
	// Public lists filter on (collection, visible[, type]) and sort newest first.
	await db.schema
		.createIndex('projects_public_idx')
		.on('projects')
		.columns(['collection', 'visible', 'type', 'created_at'])
		.execute()
	await db.schema
		.createIndex('projects_created_at_idx')
		.on('projects')
		.column('created_at')
		.execute()

	await db.schema
		.createTable('testimonials')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('name', 'text', (col) => col.notNull())
		.addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
		.addColumn('quote', 'text', (col) => col.notNull().defaultTo(''))
		.addColumn('logo_light', t.json)
		.addColumn('logo_dark', t.json)
		.addColumn('image', t.json)
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('testimonials_created_at_idx')
		.on('testimonials')
		.column('created_at')
		.execute()

	await db.schema
		.createTable('client_logos')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('name', 'text', (col) => col.notNull().unique())
		.addColumn('image', t.json, (col) => col.notNull())
		.addColumn('visible', t.boolean, (col) => col.notNull().defaultTo(t.true))
		.addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('client_logos_public_idx')
		.on('client_logos')
		.columns(['visible', 'sort_order', 'name'])
		.execute()

	await db.schema
		.createTable('media')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('path', 'text', (col) => col.notNull().unique())
		.addColumn('original_name', 'text', (col) => col.notNull().defaultTo(''))
		.addColumn('content_type', 'text', (col) => col.notNull())
		.addColumn('width', 'integer')
		.addColumn('height', 'integer')
		.addColumn('bytes', 'integer', (col) => col.notNull().defaultTo(0))
		.addColumn('variants', t.json, (col) => col.notNull().defaultTo('[]'))
		.addColumn('placeholder', 'text')
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.execute()

	await db.schema
		.createTable('contact_messages')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('source', 'text', (col) =>
			col.notNull().check(sql`source in ('footer', 'contact-page')`),
		)
		.addColumn('name', 'text')
		.addColumn('email', 'text', (col) => col.notNull())
		.addColumn('phone', 'text')
		.addColumn('request', 'text')
		.addColumn('notes', 'text')
		.addColumn('message', 'text')
		.addColumn('client_hash', 'text')
		.addColumn('user_agent', 'text')
		.addColumn('status', 'text', (col) =>
			col
				.notNull()
				.defaultTo('pending')
				.check(sql`status in ('pending', 'sent', 'failed')`),
		)
		.addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
		.addColumn('next_attempt_at', t.timestamp)
		.addColumn('last_error', 'text')
		.addColumn('is_spam', t.boolean, (col) => col.notNull().defaultTo(t.false))
		.addColumn('read_at', t.timestamp)
		.addColumn('archived_at', t.timestamp)
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.execute()
	// The admin inbox: not spam, not archived, newest first.
	await db.schema
		.createIndex('contact_messages_inbox_idx')
		.on('contact_messages')
		.columns(['is_spam', 'archived_at', 'created_at'])
		.execute()
	// The mail outbox: pending messages that are due.
	await db.schema
		.createIndex('contact_messages_outbox_idx')
		.on('contact_messages')
		.columns(['status', 'next_attempt_at'])
		.execute()

	await db.schema
		.createTable('settings')
		.addColumn('key', 'text', (col) => col.primaryKey())
		.addColumn('value', t.json, (col) => col.notNull())
		.addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.execute()

	await db.schema
		.createTable('audit_log')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('actor_id', 'text')
		.addColumn('actor_email', 'text')
		.addColumn('action', 'text', (col) => col.notNull())
		.addColumn('entity', 'text', (col) => col.notNull())
		.addColumn('entity_id', 'text')
		.addColumn('detail', t.json)
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('audit_log_created_at_idx')
		.on('audit_log')
		.column('created_at')
		.execute()

	// better-auth's core schema.
	await db.schema
		.createTable('user')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('name', 'text', (col) => col.notNull())
		.addColumn('email', 'text', (col) => col.notNull().unique())
		.addColumn('email_verified', t.boolean, (col) => col.notNull().defaultTo(t.false))
		.addColumn('image', 'text')
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.execute()

	await db.schema
		.createTable('session')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('expires_at', t.timestamp, (col) => col.notNull())
		.addColumn('token', 'text', (col) => col.notNull().unique())
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.addColumn('ip_address', 'text')
		.addColumn('user_agent', 'text')
		.addColumn('user_id', 'text', (col) =>
			col.notNull().references('user.id').onDelete('cascade'),
		)
		.execute()
	await db.schema
		.createIndex('session_user_id_idx')
		.on('session')
		.column('user_id')
		.execute()

	await db.schema
		.createTable('account')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('account_id', 'text', (col) => col.notNull())
		.addColumn('provider_id', 'text', (col) => col.notNull())
		.addColumn('user_id', 'text', (col) =>
			col.notNull().references('user.id').onDelete('cascade'),
		)
		.addColumn('access_token', 'text')
		.addColumn('refresh_token', 'text')
		.addColumn('id_token', 'text')
		.addColumn('access_token_expires_at', t.timestamp)
		.addColumn('refresh_token_expires_at', t.timestamp)
		.addColumn('scope', 'text')
		.addColumn('password', 'text')
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('account_user_id_idx')
		.on('account')
		.column('user_id')
		.execute()

	await db.schema
		.createTable('verification')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('identifier', 'text', (col) => col.notNull())
		.addColumn('value', 'text', (col) => col.notNull())
		.addColumn('expires_at', t.timestamp, (col) => col.notNull())
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('verification_identifier_idx')
		.on('verification')
		.column('identifier')
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	for (const table of [
		'verification',
		'account',
		'session',
		'user',
		'audit_log',
		'settings',
		'contact_messages',
		'media',
		'client_logos',
		'testimonials',
		'projects',
	]) {
		await db.schema.dropTable(table).execute()
	}
}
