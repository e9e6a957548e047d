// Uploaded images: one row per stored original, with its generated variants, its alt text
// and focal point (library-wide), and the words it is found by (media_terms).
import type { SelectQueryBuilder } from 'kysely'

import {
	focalPercent,
	searchWords,
	wordSuccessor,
	type FocalPoint,
} from '#app/lib/media-library.ts'
import {
	dialectOf,
	inTransaction,
	type Database,
	type DB,
} from '#app/server/db/index.server.ts'
import type { MediaRow } from '#app/server/db/schema.server.ts'

import {
	isRecord,
	newId,
	nowIso,
	parseJson,
	toIso,
	toIsoOrNull,
	toJson,
	toNumber,
} from './convert.server.ts'
import { loadPage, type PageOf, type PageRequest } from './paging.server.ts'

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
	/** Null: never set (pages use their generated text); '': decorative. */
	alt: string | null
	/** What a crop keeps in view, in percent; the centre unless set. */
	focal: FocalPoint
	/** When it first went into saved content or was edited in the library; null before. */
	keptAt: string | null
}

export type MediaInput = Omit<
	Media,
	'id' | 'createdAt' | 'variants' | 'placeholder' | 'alt' | 'focal' | 'keptAt'
> & {
	id?: string
	variants?: MediaVariant[]
	placeholder?: string | null
	alt?: string | null
}

/** Replaces the words `media` is found by: those of its file name and alt text. */
async function indexWords(db: DB, media: Pick<Media, 'id' | 'originalName' | 'alt'>) {
	await db.deleteFrom('mediaTerms').where('mediaId', '=', media.id).execute()
	const words = searchWords(`${media.originalName} ${media.alt ?? ''}`)
	if (words.length === 0) return
	await db
		.insertInto('mediaTerms')
		.values(words.map((term) => ({ term, mediaId: media.id })))
		.execute()
}

export async function createMedia(db: DB, input: MediaInput): Promise<Media> {
	return inTransaction(db, async (trx) => {
		const row = await trx
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
				alt: input.alt ?? null,
				createdAt: nowIso(),
			})
			.returningAll()
			.executeTakeFirstOrThrow()
		const media = mediaFromRow(row)
		await indexWords(trx, media)
		return media
	})
}

export async function getMedia(db: DB, id: string): Promise<Media | null> {
	const row = await db
		.selectFrom('media')
		.selectAll()
		.where('id', '=', id)
		.executeTakeFirst()
	return row ? mediaFromRow(row) : null
}

/**
 * The row `id`, held until `db` (a transaction) ends: `use` while a record starts to use
 * it (a delete waits), `update` while it is deleted (a new use waits). PostgreSQL locks the
 * row; SQLite's write transactions hold the whole database already. A use takes the lock
 * an UPDATE takes (FOR NO KEY UPDATE), not a share lock: the save goes on to write the row
 * (`markMediaKept`, alt text), and two saves that each held a share lock on the same new
 * image and then both wrote it deadlocked (every testimonial save of the crash test failed
 * on PostgreSQL). Saves of one image now take turns; the usages' foreign key checks
 * (FOR KEY SHARE) do not wait on it.
 */
export async function lockMedia(
	db: DB,
	id: string,
	mode: 'use' | 'update',
): Promise<Media | null> {
	let query = db.selectFrom('media').selectAll().where('id', '=', id)
	if (dialectOf<Database>(db) === 'postgres')
		query = mode === 'use' ? query.forNoKeyUpdate() : query.forUpdate()
	const row = await query.executeTakeFirst()
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

/** Sets alt text and/or focal point (and re-indexes the words); null when there is no row. */
export async function updateMediaDetails(
	db: DB,
	id: string,
	change: { alt?: string | null; focal?: FocalPoint },
): Promise<Media | null> {
	return inTransaction(db, async (trx) => {
		const values: { alt?: string | null; focalX?: number; focalY?: number } = {}
		if (change.alt !== undefined) values.alt = change.alt
		if (change.focal) {
			values.focalX = focalPercent(change.focal.x)
			values.focalY = focalPercent(change.focal.y)
		}
		if (Object.keys(values).length === 0) return getMedia(trx, id)
		const row = await trx
			.updateTable('media')
			.set(values)
			.where('id', '=', id)
			.returningAll()
			.executeTakeFirst()
		if (!row) return null
		const media = mediaFromRow(row)
		if (change.alt !== undefined) await indexWords(trx, media)
		return media
	})
}

/** Which of `ids` the library holds (a draft may name any id: it is checked on publish). */
export async function existingMediaIds(
	db: DB,
	ids: readonly string[],
): Promise<Set<string>> {
	if (ids.length === 0) return new Set()
	const rows = await db
		.selectFrom('media')
		.select('id')
		.where('id', 'in', [...new Set(ids)])
		.execute()
	return new Set(rows.map((row) => row.id))
}

/** Marks images as the library's own (see keptAt); those already kept keep their time. */
export async function markMediaKept(db: DB, ids: readonly string[]): Promise<void> {
	if (ids.length === 0) return
	await db
		.updateTable('media')
		.set({ keptAt: nowIso() })
		.where('id', 'in', [...new Set(ids)])
		.where('keptAt', 'is', null)
		.execute()
}

/** Removes the row (and its words); returns it (its files need deleting), or null. */
export async function deleteMedia(db: DB, id: string): Promise<Media | null> {
	const row = await db
		.deleteFrom('media')
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirst()
	return row ? mediaFromRow(row) : null
}

/** Every media row, newest first (admin tools, the sweeps). */
export async function listMedia(
	db: DB,
	options: { createdBefore?: string; limit?: number } = {},
): Promise<Media[]> {
	let query = db
		.selectFrom('media')
		.selectAll()
		.orderBy('createdAt', 'desc')
		.orderBy('id', 'desc')
	if (options.createdBefore) query = query.where('createdAt', '<', options.createdBefore)
	if (options.limit) query = query.limit(options.limit)
	const rows = await query.execute()
	return rows.map(mediaFromRow)
}

export interface LibraryFilter {
	/** Words typed in the search box; each must begin a word of the name or alt text. */
	search?: string
	/** Only images no record shows. */
	unused?: boolean
	/** False: leave SVG out (fields that show raster images only). Default true. */
	svg?: boolean
}

/** The filter's conditions, each answered by an index (terms, usages, content type). */
function filtered<O>(
	query: SelectQueryBuilder<Database, 'media', O>,
	filter: LibraryFilter,
): SelectQueryBuilder<Database, 'media', O> {
	for (const word of searchWords(filter.search ?? '').slice(0, 8)) {
		query = query.where('media.id', 'in', (eb) =>
			eb
				.selectFrom('mediaTerms')
				.select('mediaTerms.mediaId')
				.where('mediaTerms.term', '>=', word)
				.where('mediaTerms.term', '<', wordSuccessor(word)),
		)
	}
	if (filter.unused)
		query = query.where(({ not, exists, selectFrom }) =>
			not(
				exists(
					selectFrom('mediaUsages')
						.select('mediaUsages.mediaId')
						.whereRef('mediaUsages.mediaId', '=', 'media.id'),
				),
			),
		)
	if (filter.svg === false)
		query = query.where('media.contentType', '<>', 'image/svg+xml')
	return query
}

/** One page of the library, newest first. */
export async function pageLibrary(
	db: DB,
	filter: LibraryFilter,
	request: PageRequest,
): Promise<PageOf<Media>> {
	return loadPage(
		request,
		async () => {
			const row = await filtered(db.selectFrom('media'), filter)
				.select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
				.executeTakeFirstOrThrow()
			return toNumber(row.count)
		},
		async ({ limit, offset }) => {
			const rows = await filtered(db.selectFrom('media').selectAll('media'), filter)
				.orderBy('media.createdAt', 'desc')
				.orderBy('media.id', 'desc')
				.limit(limit)
				.offset(offset)
				.execute()
			return rows.map(mediaFromRow)
		},
	)
}

/**
 * Uploads older than `createdBefore` under `folders` that were never kept (never saved
 * into a record nor edited in the library) and that nothing shows: what abandoned forms
 * leave behind.
 */
export async function listAbandonedMedia(
	db: DB,
	options: { createdBefore: string; folders: readonly string[]; limit?: number },
): Promise<Media[]> {
	if (options.folders.length === 0) return []
	const rows = await filtered(db.selectFrom('media').selectAll('media'), { unused: true })
		.where('media.keptAt', 'is', null)
		.where('media.createdAt', '<', options.createdBefore)
		.where((eb) =>
			eb.or(options.folders.map((folder) => eb('media.path', 'like', `${folder}/%`))),
		)
		.orderBy('media.createdAt')
		.limit(options.limit ?? 500)
		.execute()
	return rows.map(mediaFromRow)
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
		alt: row.alt ?? null,
		focal: {
			x: focalPercent(toNumber(row.focalX)),
			y: focalPercent(toNumber(row.focalY)),
		},
		keptAt: toIsoOrNull(row.keptAt),
	}
}
