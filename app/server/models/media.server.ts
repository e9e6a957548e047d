// Uploaded images: one row per stored original, with its generated variants, its alt text
// and focal point (library-wide), and the words it is found by (media_terms).
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely'

import { isRotation, type CropRect, type ImageEdit } from '#app/lib/media-edit.ts'
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
import { protectingUse } from './media-usages.server.ts'
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
	/** SHA-256 (hex) of the stored original's bytes (`path`); null when unknown. */
	contentHash: string | null
	/** The edited image every page shows; null: the original at `path` itself. */
	displayPath: string | null
	/** The rotation and crop the displayed image is made with (decision 044). */
	edit: ImageEdit
	/** Files out of use (an earlier crop, a replaced file), kept for cached pages until then. */
	retired: RetiredFile[]
}

export interface RetiredFile {
	path: string
	/** ISO time after which nothing should name it any more: the sweep may take it. */
	until: string
}

export type MediaInput = Omit<
	Media,
	| 'id'
	| 'createdAt'
	| 'variants'
	| 'placeholder'
	| 'alt'
	| 'focal'
	| 'keptAt'
	| 'contentHash'
	| 'displayPath'
	| 'edit'
	| 'retired'
> & {
	id?: string
	variants?: MediaVariant[]
	placeholder?: string | null
	alt?: string | null
	contentHash?: string | null
	/** Kept from the start (an upload into the Media tab itself). */
	kept?: boolean
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
				contentHash: input.contentHash ?? null,
				createdAt: nowIso(),
				keptAt: input.kept ? nowIso() : null,
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

/** The oldest image whose original has these bytes (its SHA-256), or null. */
export async function findMediaByContentHash(
	db: DB,
	contentHash: string,
): Promise<Media | null> {
	const row = await db
		.selectFrom('media')
		.selectAll()
		.where('contentHash', '=', contentHash)
		.orderBy('createdAt')
		.orderBy('id')
		.limit(1)
		.executeTakeFirst()
	return row ? mediaFromRow(row) : null
}

/** Of `hashes`, those two or more images have: an index range per hash. */
export async function listSharedContentHashes(
	db: DB,
	hashes: readonly string[],
): Promise<Set<string>> {
	if (hashes.length === 0) return new Set()
	const rows = await db
		.selectFrom('media')
		.select('contentHash')
		.where('contentHash', 'in', [...new Set(hashes)])
		.groupBy('contentHash')
		.having((eb) => eb.fn.countAll(), '>', 1)
		.execute()
	return new Set(rows.flatMap((row) => (row.contentHash ? [row.contentHash] : [])))
}

/** A new file, a new edit, or both: everything about the image's bytes but its id. */
export interface MediaFileChange {
	path: string
	displayPath: string | null
	originalName: string
	contentType: string
	width: number | null
	height: number | null
	bytes: number
	variants: MediaVariant[]
	placeholder: string | null
	contentHash: string | null
	edit: ImageEdit
	focal: FocalPoint
	retired: RetiredFile[]
}

/**
 * Stores an image's new file and/or edit (a replacement, a crop, a reset), re-indexing its
 * words when the name changed; null when there is no row. Alt text, tags and usages stay.
 */
export async function updateMediaFile(
	db: DB,
	id: string,
	change: MediaFileChange,
): Promise<Media | null> {
	return inTransaction(db, async (trx) => {
		const crop = change.edit.crop
		const row = await trx
			.updateTable('media')
			.set({
				path: change.path,
				displayPath: change.displayPath,
				originalName: change.originalName,
				contentType: change.contentType,
				width: change.width,
				height: change.height,
				bytes: change.bytes,
				variants: toJson(change.variants),
				placeholder: change.placeholder,
				contentHash: change.contentHash,
				rotation: change.edit.rotation,
				cropLeft: crop?.left ?? null,
				cropTop: crop?.top ?? null,
				cropWidth: crop?.width ?? null,
				cropHeight: crop?.height ?? null,
				focalX: focalPercent(change.focal.x),
				focalY: focalPercent(change.focal.y),
				retiredFiles: toJson(change.retired),
				keptAt: nowIso(),
			})
			.where('id', '=', id)
			.returningAll()
			.executeTakeFirst()
		if (!row) return null
		const media = mediaFromRow(row)
		await indexWords(trx, media)
		return media
	})
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

/** Which images a library list shows by their usages. */
export type LibraryUsage = 'used' | 'unused' | 'history'

/** How a library list is ordered. */
export type LibrarySort = 'newest' | 'oldest' | 'name' | 'largest' | 'smallest'

/** File sizes the library filters by, in bytes: [at least, under]. */
export const LIBRARY_SIZES = {
	small: [0, 100 * 1024],
	medium: [100 * 1024, 1024 * 1024],
	large: [1024 * 1024, Number.MAX_SAFE_INTEGER],
} as const
export type LibrarySize = keyof typeof LIBRARY_SIZES

export interface LibraryFilter {
	/** Words typed in the search box; each must begin a word of the name or alt text. */
	search?: string
	/**
	 * 'unused': only images no record shows; 'used': only those some record shows;
	 * 'history': only those shown by nothing but old revisions and the trash.
	 */
	usage?: LibraryUsage
	/** False: leave SVG out (fields that show raster images only). Default true. */
	svg?: boolean
	/** Only images filed under this tag. */
	tag?: string
	/** Only images of this content type ('image/png'). */
	contentType?: string
	size?: LibrarySize
	/** Only images uploaded at or after this ISO time. */
	since?: string
	/** Only images whose bytes another image has too, grouped together. */
	duplicates?: boolean
}

/** Whether some record shows the image: an index probe of media_usages' primary key. */
const usedBy = (eb: ExpressionBuilder<Database, 'media'>) =>
	eb.exists(
		eb
			.selectFrom('mediaUsages')
			.select('mediaUsages.mediaId')
			.whereRef('mediaUsages.mediaId', '=', 'media.id'),
	)

/** The filter's conditions, each answered by an index (terms, tags, usages, columns). */
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
	if (filter.usage === 'unused') query = query.where((eb) => eb.not(usedBy(eb)))
	if (filter.usage === 'used') query = query.where((eb) => usedBy(eb))
	if (filter.usage === 'history')
		query = query.where((eb) => eb.and([usedBy(eb), eb.not(protectingUse(eb))]))
	if (filter.svg === false)
		query = query.where('media.contentType', '<>', 'image/svg+xml')
	if (filter.tag)
		query = query.where('media.id', 'in', (eb) =>
			eb
				.selectFrom('mediaTags')
				.select('mediaTags.mediaId')
				.where('mediaTags.tag', '=', filter.tag!),
		)
	if (filter.contentType)
		query = query.where('media.contentType', '=', filter.contentType)
	if (filter.size) {
		const [from, to] = LIBRARY_SIZES[filter.size]
		query = query.where('media.bytes', '>=', from).where('media.bytes', '<', to)
	}
	if (filter.since) query = query.where('media.createdAt', '>=', filter.since)
	if (filter.duplicates)
		query = query.where('media.contentHash', 'in', (eb) =>
			eb
				.selectFrom('media as twin')
				.select('twin.contentHash')
				.where('twin.contentHash', 'is not', null)
				.groupBy('twin.contentHash')
				.having((having) => having.fn.countAll(), '>', 1),
		)
	return query
}

function sorted<O>(
	query: SelectQueryBuilder<Database, 'media', O>,
	sort: LibrarySort,
): SelectQueryBuilder<Database, 'media', O> {
	switch (sort) {
		case 'oldest':
			return query.orderBy('media.createdAt', 'asc').orderBy('media.id', 'asc')
		case 'name':
			return query.orderBy('media.originalName', 'asc').orderBy('media.id', 'asc')
		case 'largest':
			return query.orderBy('media.bytes', 'desc').orderBy('media.id', 'desc')
		case 'smallest':
			return query.orderBy('media.bytes', 'asc').orderBy('media.id', 'asc')
		default:
			return query.orderBy('media.createdAt', 'desc').orderBy('media.id', 'desc')
	}
}

/** One page of the library, newest first unless `sort` says otherwise. */
export async function pageLibrary(
	db: DB,
	filter: LibraryFilter,
	request: PageRequest,
	sort: LibrarySort = 'newest',
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
			let query = filtered(db.selectFrom('media').selectAll('media'), filter)
			// Twins side by side: by their bytes first.
			if (filter.duplicates) query = query.orderBy('media.contentHash')
			const rows = await sorted(query, sort).limit(limit).offset(offset).execute()
			return rows.map(mediaFromRow)
		},
	)
}

/** Of `ids`, those a live record, a draft or a scheduled draft shows (not only history or the trash). */
export async function protectedMediaIds(
	db: DB,
	ids: readonly string[],
): Promise<Set<string>> {
	if (ids.length === 0) return new Set()
	const rows = await db
		.selectFrom('media')
		.select('media.id')
		.where('media.id', 'in', [...new Set(ids)])
		.where((eb) => protectingUse(eb))
		.execute()
	return new Set(rows.map((row) => row.id))
}

// ---------------------------------------------------------------------------------------
// Tags

/** The tags of each of `ids`, alphabetical. */
export async function listMediaTags(
	db: DB,
	ids: readonly string[],
): Promise<Map<string, string[]>> {
	const tags = new Map<string, string[]>()
	if (ids.length === 0) return tags
	const rows = await db
		.selectFrom('mediaTags')
		.select(['mediaId', 'tag'])
		.where('mediaId', 'in', [...new Set(ids)])
		.orderBy('tag')
		.execute()
	for (const row of rows)
		tags.set(row.mediaId, [...(tags.get(row.mediaId) ?? []), row.tag])
	return tags
}

/** Makes `tags` the image's tags. */
export async function setMediaTags(
	db: DB,
	id: string,
	tags: readonly string[],
): Promise<void> {
	await db.deleteFrom('mediaTags').where('mediaId', '=', id).execute()
	const unique = [...new Set(tags)]
	if (unique.length > 0)
		await db
			.insertInto('mediaTags')
			.values(unique.map((tag) => ({ tag, mediaId: id })))
			.execute()
}

/** Files each of `ids` under `tag` too; returns how many were not already. */
export async function addMediaTag(
	db: DB,
	ids: readonly string[],
	tag: string,
): Promise<number> {
	if (ids.length === 0) return 0
	const result = await db
		.insertInto('mediaTags')
		.values([...new Set(ids)].map((mediaId) => ({ tag, mediaId })))
		.onConflict((oc) => oc.columns(['tag', 'mediaId']).doNothing())
		.executeTakeFirst()
	return Number(result.numInsertedOrUpdatedRows ?? 0)
}

/** The tags in use, the most used first (what a tag field suggests), at most `limit`. */
export async function listTagSuggestions(
	db: DB,
	limit = 200,
): Promise<Array<{ tag: string; count: number }>> {
	const rows = await db
		.selectFrom('mediaTags')
		.select(['tag', (eb) => eb.fn.countAll<number | string | bigint>().as('count')])
		.groupBy('tag')
		.orderBy('count', 'desc')
		.orderBy('tag')
		.limit(limit)
		.execute()
	return rows.map((row) => ({ tag: row.tag, count: toNumber(row.count) }))
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
	const rows = await filtered(db.selectFrom('media').selectAll('media'), {
		usage: 'unused',
	})
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

function toCrop(row: MediaRow): CropRect | null {
	const values = [row.cropLeft, row.cropTop, row.cropWidth, row.cropHeight]
	if (values.some((value) => value === null)) return null
	const [left, top, width, height] = values.map(toNumber) as [
		number,
		number,
		number,
		number,
	]
	return { left, top, width, height }
}

function toRetired(value: unknown): RetiredFile[] {
	if (!Array.isArray(value)) return []
	return value
		.filter(isRecord)
		.flatMap((item) =>
			typeof item.path === 'string' && typeof item.until === 'string'
				? [{ path: item.path, until: item.until }]
				: [],
		)
}

export function mediaFromRow(row: MediaRow): Media {
	const rotation = toNumber(row.rotation)
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
		contentHash: row.contentHash ?? null,
		displayPath: row.displayPath ?? null,
		edit: { rotation: isRotation(rotation) ? rotation : 0, crop: toCrop(row) },
		retired: toRetired(parseJson(row.retiredFiles)),
	}
}
