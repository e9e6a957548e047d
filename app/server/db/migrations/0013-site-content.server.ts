// The words and pictures of the public pages (issue 20): one row per Site form (company,
// home, about, services, contact, seo) holding its published value as JSON, with the
// revision a save must have started from (two admins on one form) and who saved it last.
// A form without a row, or a field its row lacks, reads as today's copy
// (app/lib/site-content.ts), so the table starts empty.
//
// The company's settings rows ('site.companyName', 'site.social.linkedin', …) move into the
// company row, the one place they are read from now (decision 034).
import { sql, type Kysely } from 'kysely'

import { columnTypes } from '../column-types.server.ts'

const SITE_PREFIX = 'site.'

/** A settings row's value: JSON text on both engines (the pool hands jsonb back as text). */
function parsed(value: unknown): unknown {
	if (typeof value !== 'string') return value
	try {
		return JSON.parse(value) as unknown
	} catch {
		return undefined
	}
}

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)

	await db.schema
		.createTable('site_content')
		.addColumn('key', 'text', (col) => col.primaryKey())
		.addColumn('data', t.json, (col) => col.notNull())
		.addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
		/** The e-mail address of the admin who saved it last (null: moved from settings). */
		.addColumn('updated_by', 'text')
		.addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.execute()

	const { rows } = await sql<{ key: string; value: unknown }>`
		select key, value from settings where key like ${`${SITE_PREFIX}%`}
	`.execute(db)
	if (rows.length === 0) return
	const company: Record<string, unknown> = {}
	const social: Record<string, unknown> = {}
	for (const row of rows) {
		const value = parsed(row.value)
		if (value === undefined) continue
		const [first, second] = row.key.slice(SITE_PREFIX.length).split('.')
		if (first === 'social' && second) social[second] = value
		else if (first && !second) company[first] = value
	}
	if (Object.keys(social).length > 0) company.social = social
	await sql`
		insert into site_content (key, data, revision) values ('company', ${JSON.stringify(company)}, 1)
	`.execute(db)
	await sql`delete from settings where key like ${`${SITE_PREFIX}%`}`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
	// The company's values go back to their settings rows, one per field.
	const { rows } = await sql<{ data: unknown }>`
		select data from site_content where key = 'company'
	`.execute(db)
	const company = parsed(rows[0]?.data)
	if (typeof company === 'object' && company !== null) {
		const entries: Array<[string, unknown]> = []
		for (const [key, value] of Object.entries(company)) {
			if (key === 'social' && typeof value === 'object' && value !== null) {
				for (const [name, link] of Object.entries(value))
					entries.push([`${SITE_PREFIX}social.${name}`, link])
			} else if (key !== 'replyPromise') {
				entries.push([`${SITE_PREFIX}${key}`, value])
			}
		}
		for (const [key, value] of entries)
			await sql`
				insert into settings (key, value) values (${key}, ${JSON.stringify(value)})
			`.execute(db)
	}
	await db.schema.dropTable('site_content').execute()
}
