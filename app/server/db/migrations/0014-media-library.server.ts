// The media library (issue 22, decision 031):
// - media: alt text (null: never set; '': decorative) and a focal point, both library-wide,
//   and kept_at, when the image first went into saved content (or was edited in the
//   library): until then it is an upload a form may still abandon;
// - media_usages: which field of which record shows which image, written in the same
//   transaction as the record, so "where used" and "unused" are index reads. Its foreign
//   key refuses to delete an image still in use, whatever path the delete takes;
// - media_terms: the words of each image's name and alt text, bytewise, so a search by
//   word prefix is an index range scan at any library size;
// - media_created_at_idx: the library's order, newest first.
// Usages, alt texts and kept_at are filled in from the images existing records show: the
// projects, testimonials and logos, the Site forms (0013), and the drafts and revisions of
// 0011 (as `draft:<entity>` and `history:<entity>`: an image a draft or a revision names is
// in use too). It runs after both, so every table that holds images exists by then.
import { sql, type Kysely } from 'kysely'

import { imagesIn, searchWords } from '#app/lib/media-library.ts'

import { columnTypes } from '../column-types.server.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)

	await db.schema.alterTable('media').addColumn('alt', 'text').execute()
	for (const column of ['focal_x', 'focal_y']) {
		await db.schema
			.alterTable('media')
			.addColumn(column, 'integer', (col) =>
				col
					.notNull()
					.defaultTo(50)
					.check(sql`${sql.ref(column)} between 0 and 100`),
			)
			.execute()
	}
	await db.schema.alterTable('media').addColumn('kept_at', t.timestamp).execute()
	await db.schema
		.createIndex('media_created_at_idx')
		.on('media')
		.columns(['created_at', 'id'])
		.execute()

	await db.schema
		.createTable('media_usages')
		.addColumn('media_id', 'text', (col) => col.notNull())
		/** 'project', 'testimonial', 'client_logo' (the audit log's entity names), … */
		.addColumn('entity', 'text', (col) => col.notNull())
		.addColumn('entity_id', 'text', (col) => col.notNull())
		/** The record's field: 'banner', 'productImages', 'logoDark', … */
		.addColumn('field', 'text', (col) => col.notNull())
		.addPrimaryKeyConstraint('media_usages_pk', [
			'media_id',
			'entity',
			'entity_id',
			'field',
		])
		// No cascade: deleting an image in use fails here even if a check was skipped.
		.addForeignKeyConstraint('media_usages_media_fk', ['media_id'], 'media', ['id'])
		.execute()
	await db.schema
		.createIndex('media_usages_entity_idx')
		.on('media_usages')
		.columns(['entity', 'entity_id'])
		.execute()

	await db.schema
		.createTable('media_terms')
		.addColumn('term', t.bytewiseText, (col) => col.notNull())
		.addColumn('media_id', 'text', (col) => col.notNull())
		.addPrimaryKeyConstraint('media_terms_pk', ['term', 'media_id'])
		.addForeignKeyConstraint(
			'media_terms_media_fk',
			['media_id'],
			'media',
			['id'],
			(constraint) => constraint.onDelete('cascade'),
		)
		.execute()
	await db.schema
		.createIndex('media_terms_media_idx')
		.on('media_terms')
		.column('media_id')
		.execute()

	await backfill(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('media_terms').execute()
	await db.schema.dropTable('media_usages').execute()
	await db.schema.dropIndex('media_created_at_idx').execute()
	for (const column of ['kept_at', 'focal_y', 'focal_x', 'alt'])
		await db.schema.alterTable('media').dropColumn(column).execute()
}

// ---------------------------------------------------------------------------------------
// Backfill. Columns are aliased to one lower-case word each, so rows read the same with
// or without the camelCase plugin.

/** The records that showed images before this migration, and their image columns. */
const SOURCES = [
	{
		entity: 'project',
		rows: sql`select id, banner, image, product_images as gallery from projects`,
		fields: { banner: 'banner', image: 'image', productImages: 'gallery' },
	},
	{
		entity: 'testimonial',
		rows: sql`select id, logo_light as light, logo_dark as dark, image from testimonials`,
		fields: { logoLight: 'light', logoDark: 'dark', image: 'image' },
	},
	{
		entity: 'client_logo',
		rows: sql`select id, image from client_logos`,
		fields: { image: 'image' },
	},
] as const

/** Content stored as documents (JSON of any shape), and the usages' entity for each row. */
const DOCUMENTS = [
	{
		rows: sql`select 'site.' || ${sql.ref('key')} as entity, ${sql.ref('key')} as id, data
			from site_content`,
		entity: (entity: string) => entity,
	},
	{
		rows: sql`select entity, entity_id as id, data from content_drafts`,
		entity: (entity: string) => `draft:${entity}`,
	},
	{
		rows: sql`select entity, entity_id as id, data from content_revisions`,
		entity: (entity: string) => `history:${entity}`,
	},
] as const

function parseOrNull(text: string): unknown {
	try {
		return JSON.parse(text) as unknown
	} catch {
		return null
	}
}

interface MediaRow {
	id: string
	path: string
	name: string
	alt: string | null
}

/** The images a JSON column holds (one, a list, or none); a plain URL string is one too. */
function refsIn(value: unknown): Array<Record<string, unknown>> {
	let parsed = value
	if (typeof value === 'string') {
		try {
			parsed = JSON.parse(value) as unknown
		} catch {
			return []
		}
	}
	const list = Array.isArray(parsed) ? (parsed as unknown[]) : [parsed]
	return list.flatMap((item) =>
		typeof item === 'string'
			? [{ url: item }]
			: typeof item === 'object' && item !== null && !Array.isArray(item)
				? [item as Record<string, unknown>]
				: [],
	)
}

async function insertRows(
	db: Kysely<unknown>,
	table: 'media_usages' | 'media_terms',
	columns: readonly string[],
	rows: ReadonlyArray<readonly string[]>,
): Promise<void> {
	for (let i = 0; i < rows.length; i += 400) {
		const values = rows
			.slice(i, i + 400)
			.map((row) => sql`(${sql.join(row.map((value) => sql`${value}`))})`)
		await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
			values ${sql.join(values)}`.execute(db)
	}
}

async function backfill(db: Kysely<unknown>): Promise<void> {
	const { rows: media } = await sql<MediaRow>`
		select id, path, original_name as name, alt from media`.execute(db)
	const byId = new Map(media.map((row) => [row.id, row]))
	const byUrl = new Map(media.map((row) => [`/media/${row.path}`, row]))

	const usages = new Map<string, [string, string, string, string]>()
	const alts = new Map<string, string>()
	const addUsage = (
		entity: string,
		id: string,
		field: string,
		ref: Record<string, unknown>,
	) => {
		const found =
			(typeof ref.mediaId === 'string' ? byId.get(ref.mediaId) : undefined) ??
			(typeof ref.url === 'string' ? byUrl.get(ref.url) : undefined)
		if (!found) return
		usages.set(`${found.id}\n${entity}\n${id}\n${field}`, [found.id, entity, id, field])
		// The text a record gave its image becomes the library's, first one wins.
		if (found.alt === null && typeof ref.alt === 'string' && !alts.has(found.id))
			alts.set(found.id, ref.alt.trim())
	}
	for (const source of SOURCES) {
		const { rows } = await source.rows.execute(db)
		for (const row of rows as Array<Record<string, unknown>>) {
			for (const [field, column] of Object.entries(source.fields)) {
				for (const ref of refsIn(row[column]))
					addUsage(source.entity, String(row.id), field, ref)
			}
		}
	}
	// Documents: a Site form, a draft, a revision. Field names as imagesIn gives them, the
	// same the content core records.
	for (const source of DOCUMENTS) {
		const { rows } = await source.rows.execute(db)
		for (const row of rows as Array<{ entity: string; id: string; data: unknown }>) {
			const data = typeof row.data === 'string' ? parseOrNull(row.data) : row.data
			for (const { field, image } of imagesIn(data))
				addUsage(source.entity(row.entity), String(row.id), field, { ...image })
		}
	}
	await insertRows(
		db,
		'media_usages',
		['media_id', 'entity', 'entity_id', 'field'],
		[...usages.values()],
	)
	for (const [id, alt] of alts) {
		await sql`update media set alt = ${alt} where id = ${id}`.execute(db)
		const row = byId.get(id)
		if (row) row.alt = alt
	}
	// A draft alone does not keep an upload (decision 031): an abandoned form's draft.
	await sql`update media set kept_at = created_at
		where id in (select media_id from media_usages where entity not like 'draft:%')`.execute(
		db,
	)

	const terms = media.flatMap((row) =>
		searchWords(`${row.name} ${row.alt ?? ''}`).map((term) => [term, row.id] as const),
	)
	await insertRows(db, 'media_terms', ['term', 'media_id'], terms)
}
