// Uploaded images: one row per stored original, with its generated variants.
import type { DB } from '#app/server/db/index.server.ts'

import { mediaFromRow, newId, nowIso, toJson } from './convert.server.ts'

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
