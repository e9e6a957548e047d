// Readable addresses that never break (issue 37, decision 045):
// - projects.slug: each project's and product's address in its collection (/portfolio/orbit),
//   unique within it (a project in the trash keeps its own), made here from each name as a
//   new one would be (app/lib/slugs.ts); '' for a draft never published, which has none;
// - redirects: an old address and where it leads now (301, 302) or that it is gone (410),
//   who made it (null: the site itself), and how often it is used;
// - the random-id addresses of before (/portfolio/bUABSCzbUBmV) as redirects to the new ones.
import { sql, type Kysely } from 'kysely'

import { firstFreeSlug, projectAddress, slugFromName } from '#app/lib/slugs.ts'
import { encodeSegment } from '#app/lib/site-paths.ts'
import type { ProjectCollection } from '#app/lib/types.ts'

import { columnTypes } from '../column-types.server.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)

	await db.schema
		.alterTable('projects')
		.addColumn('slug', 'text', (col) => col.notNull().defaultTo(''))
		.execute()

	await db.schema
		.createTable('redirects')
		.addColumn('id', 'text', (col) => col.primaryKey())
		/** A path as the server spells it (app/lib/site-paths.ts): one redirect per path. */
		.addColumn('from_path', 'text', (col) => col.notNull().unique())
		/** A path on the site, or an address elsewhere (http/https); '' for a 410. */
		.addColumn('to_path', 'text', (col) => col.notNull().defaultTo(''))
		.addColumn('status', 'integer', (col) =>
			col
				.notNull()
				.defaultTo(301)
				.check(sql`status in (301, 302, 410)`),
		)
		/** 'auto' (a slug changed, a move, a delete), 'manual' or 'import' (the tab's). */
		.addColumn('source', 'text', (col) => col.notNull().defaultTo('manual'))
		.addColumn('created_by', 'text')
		.addColumn('created_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
		.addColumn('hits', 'integer', (col) => col.notNull().defaultTo(0))
		.addColumn('last_hit_at', t.timestamp)
		.execute()
	// Redirects into an address are found by it (chains collapse: A→B, B→C makes A→C).
	await db.schema
		.createIndex('redirects_to_idx')
		.on('redirects')
		.column('to_path')
		.execute()

	const { rows } = await sql<{
		id: string
		name: string
		collection: ProjectCollection
		revision: number | string
		deleted_at: unknown
	}>`
		select id, name, collection, revision, deleted_at from projects
		order by collection, created_at, id
	`.execute(db)
	const taken = { portfolio: new Set<string>(), products: new Set<string>() }
	for (const row of rows) {
		if (Number(row.revision) === 0) continue
		const slug = firstFreeSlug(
			slugFromName(row.name) || row.id.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
			taken[row.collection],
		)
		taken[row.collection].add(slug)
		await sql`update projects set slug = ${slug} where id = ${row.id}`.execute(db)
		// The address it had keeps working (a never-published draft had none to keep).
		const old = `/${row.collection}/${encodeSegment(row.id)}`
		const now = projectAddress(row.collection, slug)
		if (old !== now && row.deleted_at === null)
			await sql`
				insert into redirects (id, from_path, to_path, status, source)
				values (${`r-${row.id}`}, ${old}, ${now}, 301, 'auto')
			`.execute(db)
	}

	await db.schema
		.createIndex('projects_slug_idx')
		.on('projects')
		.columns(['collection', 'slug'])
		.unique()
		.where(sql.ref('slug'), '<>', '')
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('redirects').execute()
	await db.schema.dropIndex('projects_slug_idx').execute()
	await db.schema.alterTable('projects').dropColumn('slug').execute()
}
