// Lists that scale (issue 22, decision 032): a manual order for projects (one per
// collection), testimonials and client logos, kept dense (0, 1, 2 … with no gaps) by every
// write; testimonials can be hidden; indexes that give each list its rows in that order.
// - projects.sort_order, filled from today's order (newest first within each collection),
//   so the public pages read the same after the migration as before it;
// - testimonials.visible (shown unless hidden) and testimonials.sort_order (newest first);
// - client_logos.sort_order made dense (deleting a logo used to leave a gap).
// The project list indexes (0004, made partial on the trash's deleted_at by 0011) ended in
// created_at: they give way to ones ending in sort_order, partial in the same way (every list
// leaves the trash out, and SQLite reads a count from a partial index alone only when every
// column the query names is in it, hence deleted_at last). The order counts live rows only:
// a row in the trash has left it (and goes first again when restored).
import { sql, type Kysely } from 'kysely'

import { columnTypes } from '../column-types.server.ts'

type IndexBuilder = ReturnType<ReturnType<Kysely<unknown>['schema']['createIndex']>['on']>

/** A list index over live rows only: partial on deleted_at, which closes it (see above). */
function live(index: IndexBuilder, columns: string[]): IndexBuilder {
	return index
		.columns([...columns, 'deleted_at'])
		.where(sql.ref('deleted_at'), 'is', null)
}

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)

	await db.schema
		.alterTable('projects')
		.addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
		.execute()
	await sql`
		update projects set sort_order = ranked.n
		from (
			select id, row_number() over (
				partition by collection order by created_at desc, id desc
			) - 1 as n
			from projects where deleted_at is null
		) as ranked
		where projects.id = ranked.id
	`.execute(db)
	for (const name of [
		'projects_public_idx',
		'projects_featured_idx',
		'projects_admin_idx',
	])
		await db.schema.dropIndex(name).execute()
	// Public tabs (collection, visible, type), the home page's featured product (collection,
	// visible), the dashboard's tabs (collection, type, shown or not): each in list order.
	await live(db.schema.createIndex('projects_public_idx').on('projects'), [
		'collection',
		'visible',
		'type',
		'sort_order',
		'id',
	]).execute()
	await live(db.schema.createIndex('projects_featured_idx').on('projects'), [
		'collection',
		'visible',
		'sort_order',
		'id',
	]).execute()
	await live(db.schema.createIndex('projects_admin_idx').on('projects'), [
		'collection',
		'type',
		'sort_order',
		'id',
	]).execute()
	// A move shifts the places between two slots of a collection, whatever the type.
	await live(db.schema.createIndex('projects_order_idx').on('projects'), [
		'collection',
		'sort_order',
	]).execute()

	await db.schema
		.alterTable('testimonials')
		.addColumn('visible', t.boolean, (col) => col.notNull().defaultTo(t.true))
		.execute()
	await db.schema
		.alterTable('testimonials')
		.addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
		.execute()
	await sql`
		update testimonials set sort_order = ranked.n
		from (
			select id, row_number() over (order by created_at desc, id desc) - 1 as n
			from testimonials where deleted_at is null
		) as ranked
		where testimonials.id = ranked.id
	`.execute(db)
	await live(db.schema.createIndex('testimonials_order_idx').on('testimonials'), [
		'sort_order',
		'id',
	]).execute()
	await live(db.schema.createIndex('testimonials_public_idx').on('testimonials'), [
		'visible',
		'sort_order',
		'id',
	]).execute()

	await sql`
		update client_logos set sort_order = ranked.n
		from (
			select id, row_number() over (order by sort_order, name) - 1 as n
			from client_logos where deleted_at is null
		) as ranked
		where client_logos.id = ranked.id
	`.execute(db)
	await live(db.schema.createIndex('client_logos_order_idx').on('client_logos'), [
		'sort_order',
		'name',
	]).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropIndex('client_logos_order_idx').execute()
	await db.schema.dropIndex('testimonials_public_idx').execute()
	await db.schema.dropIndex('testimonials_order_idx').execute()
	await db.schema.alterTable('testimonials').dropColumn('sort_order').execute()
	await db.schema.alterTable('testimonials').dropColumn('visible').execute()
	for (const name of [
		'projects_order_idx',
		'projects_admin_idx',
		'projects_featured_idx',
		'projects_public_idx',
	])
		await db.schema.dropIndex(name).execute()
	await db.schema.alterTable('projects').dropColumn('sort_order').execute()
	// As 0011 left them.
	await live(db.schema.createIndex('projects_public_idx').on('projects'), [
		'collection',
		'visible',
		'type',
		'created_at',
		'id',
	]).execute()
	await live(db.schema.createIndex('projects_featured_idx').on('projects'), [
		'collection',
		'visible',
		'created_at',
		'id',
	]).execute()
	await live(db.schema.createIndex('projects_admin_idx').on('projects'), [
		'collection',
		'type',
		'created_at',
		'id',
	]).execute()
}
