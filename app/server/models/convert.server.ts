// The values every model converts between rows and shapes, for both engines: ids, times,
// booleans, numbers, JSON and images. Rows hold raw values (JSON text, 0/1 or booleans, ISO
// text or Dates); shapes are those of app/lib/types.ts (parsed JSON, booleans, ISO date
// strings). Each model converts its own rows with these (projectFromRow in
// projects.server.ts, and so on).
import { focalPercent } from '#app/lib/media-library.ts'
import { readRichText } from '#app/lib/rich-text.ts'
import type { Feature, ImageRef } from '#app/lib/types.ts'
import { randomText } from '#app/server/random.server.ts'

export type JsonValue =
	string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** A short, random, URL-safe id (12 characters, 72 bits). */
export function newId(): string {
	return randomText(9, 'base64url')
}

/** The current time as stored: ISO 8601 in UTC with milliseconds. */
export function nowIso(): string {
	return new Date().toISOString()
}

// ---------------------------------------------------------------------------------------
// Scalars

export function toBoolean(value: unknown): boolean {
	if (typeof value === 'boolean') return value
	if (typeof value === 'number' || typeof value === 'bigint') return Number(value) !== 0
	if (typeof value === 'string') return value === '1' || value === 'true' || value === 't'
	return false
}

/** SQLite's own CURRENT_TIMESTAMP format ('2025-01-31 12:00:00') is UTC without a zone. */
const SQL_UTC_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/

export function toIso(value: unknown): string {
	if (value instanceof Date) return value.toISOString()
	if (typeof value === 'string') {
		const text = SQL_UTC_TIMESTAMP.test(value) ? `${value.replace(' ', 'T')}Z` : value
		const date = new Date(text)
		if (!Number.isNaN(date.getTime())) return date.toISOString()
	}
	if (typeof value === 'number') return new Date(value).toISOString()
	throw new TypeError(`Not a timestamp: ${String(value)}`)
}

export function toIsoOrNull(value: unknown): string | null {
	return value === null || value === undefined ? null : toIso(value)
}

export function toNumber(value: unknown): number {
	const number = typeof value === 'number' ? value : Number(value)
	return Number.isFinite(number) ? number : 0
}

// ---------------------------------------------------------------------------------------
// JSON

/** JSON text for a JSON column. */
export function toJson(value: unknown): string {
	const text = JSON.stringify(value)
	if (text === undefined) throw new TypeError('Value cannot be stored as JSON')
	return text
}

export function toJsonOrNull(value: unknown): string | null {
	return value === null || value === undefined ? null : toJson(value)
}

/** Parses a JSON column; a missing or damaged value reads as null rather than failing a page. */
export function parseJson(text: unknown): unknown {
	if (text === null || text === undefined) return null
	if (typeof text !== 'string') return text
	try {
		return JSON.parse(text) as unknown
	} catch {
		return null
	}
}

export function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function fileName(url: string): string {
	const last = url.split(/[?#]/)[0]?.split('/').pop() ?? ''
	try {
		return decodeURIComponent(last)
	} catch {
		return last
	}
}

/** An image; spec §3 tolerates a plain URL string where an image object is expected. */
export function toImageRef(value: unknown): ImageRef | null {
	if (typeof value === 'string')
		return value ? { url: value, name: fileName(value) } : null
	if (!isRecord(value) || typeof value.url !== 'string' || !value.url) return null
	const image: ImageRef = {
		url: value.url,
		name: typeof value.name === 'string' ? value.name : fileName(value.url),
	}
	if (typeof value.mediaId === 'string' || value.mediaId === null)
		image.mediaId = value.mediaId
	if (typeof value.width === 'number' || value.width === null) image.width = value.width
	if (typeof value.height === 'number' || value.height === null)
		image.height = value.height
	if (typeof value.alt === 'string') image.alt = value.alt
	const focal = value.focal
	if (isRecord(focal) && typeof focal.x === 'number' && typeof focal.y === 'number')
		image.focal = { x: focalPercent(focal.x), y: focalPercent(focal.y) }
	if (value.placeholder === null || isPlaceholder(value.placeholder))
		image.placeholder = value.placeholder
	return image
}

/**
 * A placeholder is painted as a CSS background: only a small inline raster image is
 * accepted, never a URL that would make the browser fetch something.
 */
const PLACEHOLDER = /^data:image\/(?:webp|png|jpeg|avif|gif);base64,[A-Za-z0-9+/]+={0,2}$/
const MAX_PLACEHOLDER_LENGTH = 4096

function isPlaceholder(value: unknown): value is string {
	return (
		typeof value === 'string' &&
		value.length <= MAX_PLACEHOLDER_LENGTH &&
		PLACEHOLDER.test(value)
	)
}

export function toImageRefs(value: unknown): ImageRef[] {
	if (!Array.isArray(value)) return []
	return value.map(toImageRef).filter((image): image is ImageRef => image !== null)
}

export function toStringList(value: unknown): string[] {
	if (typeof value === 'string') return value ? [value] : []
	if (!Array.isArray(value)) return []
	return value.filter((item): item is string => typeof item === 'string')
}

export function toFeatures(value: unknown): Feature[] {
	if (!Array.isArray(value)) return []
	return value.filter(isRecord).map((item) => ({
		title: typeof item.title === 'string' ? item.title : '',
		description: readRichText(item.description, 'inline'),
	}))
}

// ---------------------------------------------------------------------------------------
// Columns

/** How a model's input field is stored: as it is, or as JSON text. */
export type Encoding = 'plain' | 'json'

/** Column values for the fields present in `input`; other keys (id, revision…) are ignored. */
export function encodeFields(
	fields: Record<string, Encoding>,
	input: Record<string, unknown>,
): Record<string, unknown> {
	const row: Record<string, unknown> = {}
	for (const [key, encoding] of Object.entries(fields)) {
		const value = input[key]
		if (value === undefined) continue
		row[key] = encoding === 'json' ? toJsonOrNull(value) : value
	}
	return row
}
