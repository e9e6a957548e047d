// The library an agency lives in (issue 40, decision 044):
// - media.content_hash: SHA-256 of the stored original's bytes, so an upload of a file
//   already in the library is noticed; filled in here for the rows there are, by reading
//   each original from the image store (a row whose file cannot be read keeps null);
// - media.rotation and crop_*: the edit kept beside the untouched original (a quarter turn,
//   then a rectangle in pixels of the turned image), and display_path, the edited image
//   every page shows (null: the original itself);
// - media.retired_files: files a crop or a replacement took out of use, kept for a day for
//   pages cached elsewhere, then left to the sweep of stored objects;
// - media_tags: the words an image is filed under, bytewise, so a tag filter is an index
//   range at any library size;
// - indexes for the library's sorts (name, size) and its kind filter.
import { createHash } from 'node:crypto'

import { sql, type Kysely } from 'kysely'

import { getStorage } from '#app/server/media/storage.server.ts'

import { columnTypes } from '../column-types.server.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)
	await db.schema.alterTable('media').addColumn('content_hash', 'text').execute()
	await db.schema.alterTable('media').addColumn('display_path', 'text').execute()
	await db.schema
		.alterTable('media')
		.addColumn('rotation', 'integer', (col) =>
			col
				.notNull()
				.defaultTo(0)
				.check(sql`rotation in (0, 90, 180, 270)`),
		)
		.execute()
	for (const column of ['crop_left', 'crop_top', 'crop_width', 'crop_height'])
		await db.schema
			.alterTable('media')
			.addColumn(column, 'integer', (col) => col.check(sql`${sql.ref(column)} >= 0`))
			.execute()
	await db.schema
		.alterTable('media')
		.addColumn('retired_files', t.json, (col) => col.notNull().defaultTo('[]'))
		.execute()

	await db.schema
		.createIndex('media_content_hash_idx')
		.on('media')
		.columns(['content_hash', 'created_at'])
		.execute()
	await db.schema
		.createIndex('media_name_idx')
		.on('media')
		.columns(['original_name', 'id'])
		.execute()
	await db.schema
		.createIndex('media_bytes_idx')
		.on('media')
		.columns(['bytes', 'id'])
		.execute()
	await db.schema
		.createIndex('media_type_idx')
		.on('media')
		.columns(['content_type', 'created_at', 'id'])
		.execute()

	await db.schema
		.createTable('media_tags')
		.addColumn('tag', t.bytewiseText, (col) => col.notNull())
		.addColumn('media_id', 'text', (col) => col.notNull())
		.addPrimaryKeyConstraint('media_tags_pk', ['tag', 'media_id'])
		.addForeignKeyConstraint('media_tags_media_fk', ['media_id'], 'media', ['id'], (fk) =>
			fk.onDelete('cascade'),
		)
		.execute()
	await db.schema
		.createIndex('media_tags_media_idx')
		.on('media_tags')
		.column('media_id')
		.execute()

	await hashOriginals(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('media_tags').execute()
	for (const index of [
		'media_type_idx',
		'media_bytes_idx',
		'media_name_idx',
		'media_content_hash_idx',
	])
		await db.schema.dropIndex(index).execute()
	for (const column of [
		'retired_files',
		'crop_height',
		'crop_width',
		'crop_top',
		'crop_left',
		'rotation',
		'display_path',
		'content_hash',
	])
		await db.schema.alterTable('media').dropColumn(column).execute()
}

/** Each row's original, hashed as the pipeline hashes a new one; a few reads at a time. */
async function hashOriginals(db: Kysely<unknown>): Promise<void> {
	const { rows } = await sql<{ id: string; path: string }>`
		select id, path from media order by id`.execute(db)
	if (rows.length === 0) return
	const storage = getStorage()
	const hashes: Array<[string, string]> = []
	let next = 0
	const worker = async () => {
		while (next < rows.length) {
			const row = rows[next++]!
			const object = await storage.get(row.path).catch(() => null)
			if (!object) continue
			const hash = createHash('sha256')
			try {
				for await (const chunk of object.body) hash.update(chunk as Buffer)
				hashes.push([row.id, hash.digest('hex')])
			} catch {
				// Unreadable: no hash; the image is simply never taken for a duplicate.
			}
		}
	}
	await Promise.all(Array.from({ length: 4 }, worker))
	for (const [id, hash] of hashes)
		await sql`update media set content_hash = ${hash} where id = ${id}`.execute(db)
}
