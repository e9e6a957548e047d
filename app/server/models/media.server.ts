// Uploaded images: one row per stored original, with its generated variants.
import { sql } from 'kysely'

import { inTransaction, type Database, type DB } from '#app/server/db/index.server.ts'
import type { MediaRow } from '#app/server/db/schema.server.ts'

import {
	isRecord,
	newId,
	nowIso,
	parseJson,
	toIso,
	toJson,
	toNumber,
} from './convert.server.ts'

/** One generated rendition of an image (e.g. AVIF or WebP at one width). */
export interface MediaVariant {
	/** Storage path, relative to the uploads root (served under /media/). */
	path: string
	width: number
	height: number
	/** 'avif', 'webp', 'jpeg', 'png'… */
	format: string
	bytes: number
}

export interface Media {
	id: string
	/** Storage path of the original, relative to the uploads root. Unique. */
	path: string
	/** The file name the admin uploaded. */
	originalName: string
	contentType: string
	/** Null for formats without intrinsic pixels (SVG without a viewBox size). */
	width: number | null
	height: number | null
	bytes: number
	variants: MediaVariant[]
	/** A tiny inline preview (data URL or blurhash), when one was made. */
	placeholder: string | null
	createdAt: string
}

export type MediaInput = Omit<Media, 'id' | 'createdAt' | 'variants' | 'placeholder'> & {
	id?: string
	variants?: MediaVariant[]
	placeholder?: string | null
}

export async function createMedia(db: DB, input: MediaInput): Promise<Media> {
	const row = await db
		.insertInto('media')
		.values({
			id: input.id ?? newId(),
			path: input.path,
			originalName: input.originalName,
			contentType: input.contentType,
			width: input.width,
			height: input.height,
			bytes: input.bytes,
			variants: toJson(input.variants ?? []),
			placeholder: input.placeholder ?? null,
			createdAt: nowIso(),
		})
		.returningAll()
		.executeTakeFirstOrThrow()
	return mediaFromRow(row)
}

export async function getMedia(db: DB, id: string): Promise<Media | null> {
	const row = await db
		.selectFrom('media')
		.selectAll()
		.where('id', '=', id)
		.executeTakeFirst()
	return row ? mediaFromRow(row) : null
}

export async function getMediaByPath(db: DB, path: string): Promise<Media | null> {
	const row = await db
		.selectFrom('media')
		.selectAll()
		.where('path', '=', path)
		.executeTakeFirst()
	return row ? mediaFromRow(row) : null
}

/** Removes the row; returns it (its files, variants included, need deleting), or null. */
export async function deleteMedia(db: DB, id: string): Promise<Media | null> {
	const row = await db
		.deleteFrom('media')
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirst()
	return row ? mediaFromRow(row) : null
}

/** Every media row, newest first (admin tools, the unreferenced-media sweep). */
export async function listMedia(
	db: DB,
	options: { createdBefore?: string; limit?: number } = {},
): Promise<Media[]> {
	let query = db.selectFrom('media').selectAll().orderBy('createdAt', 'desc')
	if (options.createdBefore) query = query.where('createdAt', '<', options.createdBefore)
	if (options.limit) query = query.limit(options.limit)
	const rows = await query.execute()
	return rows.map(mediaFromRow)
}

/**
 * Where content refers to media: the JSON columns that hold ImageRefs (by mediaId and by
 * URL, which contains it). A new column that stores images belongs on this list, or its
 * images would count as unreferenced.
 */
export const MEDIA_REFERENCES = [
	{ table: 'projects', columns: ['banner', 'image', 'productImages'] },
	{ table: 'testimonials', columns: ['logoLight', 'logoDark', 'image'] },
	{ table: 'clientLogos', columns: ['image'] },
	{ table: 'settings', columns: ['value'] },
	{ table: 'siteContent', columns: ['data'] },
	// Drafts and published versions keep their images: a revision can be restored, and a
	// trashed item's go only with its purge (migration 0011).
	{ table: 'contentDrafts', columns: ['data'] },
	{ table: 'contentRevisions', columns: ['data'] },
] as const satisfies ReadonlyArray<{
	table: keyof Database
	columns: readonly string[]
}>

/** `text` for a LIKE pattern, its wildcards escaped (with `escape '\'`). */
function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Whether any content still refers to the media row `id`. */
export async function isMediaReferenced(db: DB, id: string): Promise<boolean> {
	if (!id) return false
	const pattern = `%${escapeLike(id)}%`
	for (const { table, columns } of MEDIA_REFERENCES) {
		// JSON text on SQLite, jsonb on PostgreSQL: both read as text here.
		const matches = columns.map(
			(column) => sql`cast(${sql.ref(column)} as text) like ${pattern} escape '\\'`,
		)
		const { rows } = await sql<{ one: number }>`
			select 1 as one from ${sql.table(table)} where ${sql.join(matches, sql` or `)} limit 1
		`.execute(db)
		if (rows.length > 0) return true
	}
	return false
}

/**
 * Deletes the media row `id` when nothing refers to it any more, and returns it (its files
 * need deleting: see releaseMedia in app/server/media); null when it is still referenced
 * or does not exist.
 */
export async function deleteMediaIfUnreferenced(
	db: DB,
	id: string,
): Promise<Media | null> {
	return inTransaction(db, async (trx) => {
		if (await isMediaReferenced(trx, id)) return null
		return deleteMedia(trx, id)
	})
}

// ---------------------------------------------------------------------------------------
// Rows

function toVariants(value: unknown): MediaVariant[] {
	if (!Array.isArray(value)) return []
	return value.filter(isRecord).flatMap((item) =>
		typeof item.path === 'string'
			? [
					{
						path: item.path,
						width: toNumber(item.width),
						height: toNumber(item.height),
						format: typeof item.format === 'string' ? item.format : '',
						bytes: toNumber(item.bytes),
					},
				]
			: [],
	)
}

export function mediaFromRow(row: MediaRow): Media {
	return {
		id: row.id,
		path: row.path,
		originalName: row.originalName,
		contentType: row.contentType,
		width: row.width === null ? null : toNumber(row.width),
		height: row.height === null ? null : toNumber(row.height),
		bytes: toNumber(row.bytes),
		variants: toVariants(parseJson(row.variants)),
		placeholder: row.placeholder ?? null,
		createdAt: toIso(row.createdAt),
	}
}
