// The media library's pure rules, shared by the server (which indexes and queries) and
// the browser (which shows and edits): alt text, focal points, search words, sizes, tags.
import type { ImageEdit } from './media-edit.ts'
import type { ImageRef } from './types.ts'

/**
 * The longest alt text accepted. Screen readers read it whole; a description past a couple
 * of sentences belongs in the page's text.
 */
export const ALT_TEXT_MAX = 250

/** Why `alt` cannot be stored as alt text, or null when it can (null: not set). */
export function altTextProblem(alt: string | null | undefined): string | null {
	if (alt === null || alt === undefined) return null
	if ([...alt.trim()].length > ALT_TEXT_MAX)
		return `Alt text can be at most ${ALT_TEXT_MAX} characters.`
	// eslint-disable-next-line no-control-regex -- refusing control characters is the point
	if (/[\u0000-\u001f\u007f]/.test(alt)) return 'Alt text must be one line of plain text.'
	return null
}

/** A focal point in percent of the width (x) and height (y), 0 to 100. */
export interface FocalPoint {
	x: number
	y: number
}

export const CENTRE: FocalPoint = { x: 50, y: 50 }

/** `value` as a whole percentage from 0 to 100; anything unreadable is the centre's 50. */
export function focalPercent(value: unknown): number {
	const number = typeof value === 'string' ? Number(value) : value
	if (typeof number !== 'number' || !Number.isFinite(number)) return 50
	return Math.min(100, Math.max(0, Math.round(number)))
}

/** The CSS `object-position` that keeps `focal` in view of a crop; undefined for the centre. */
export function focalPosition(focal: FocalPoint | null | undefined): string | undefined {
	if (!focal || (focal.x === CENTRE.x && focal.y === CENTRE.y)) return undefined
	return `${focalPercent(focal.x)}% ${focalPercent(focal.y)}%`
}

/** How an image's alt reads in the dashboard: its text, 'Decorative', or not set. */
export function altStatus(
	alt: string | null | undefined,
): 'set' | 'decorative' | 'missing' {
	if (alt === null || alt === undefined) return 'missing'
	return alt === '' ? 'decorative' : 'set'
}

/**
 * The words a name or alt text is found by: lower case, accents folded, split at anything
 * that is not a letter or digit ('Spring banner.png' → spring, banner, png). A search
 * matches an image when each word typed begins one of its words.
 */
export function searchWords(text: string): string[] {
	const words = text
		.normalize('NFKD')
		.replace(/\p{M}+/gu, '')
		.toLowerCase()
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
		.map((word) => word.slice(0, 64))
	return [...new Set(words)]
}

/**
 * The first string after every string that begins with `word`, in code-point (bytewise)
 * order: the end of an index range scan `term >= word and term < successor(word)`.
 */
export function wordSuccessor(word: string): string {
	const points = [...word]
	const last = points.pop()
	if (last === undefined) return '\u{10FFFF}'
	const code = last.codePointAt(0) ?? 0
	return `${points.join('')}${String.fromCodePoint(Math.min(code + 1, 0x10ffff))}`
}

/** The library's filters as the Media tab offers them (decision 044), by their URL values. */
export const LIBRARY_KINDS = {
	jpeg: { label: 'JPEG', contentType: 'image/jpeg' },
	png: { label: 'PNG', contentType: 'image/png' },
	webp: { label: 'WebP', contentType: 'image/webp' },
	avif: { label: 'AVIF', contentType: 'image/avif' },
	svg: { label: 'SVG', contentType: 'image/svg+xml' },
} as const
export type LibraryKind = keyof typeof LIBRARY_KINDS

export const LIBRARY_SIZE_LABELS = {
	small: 'Under 100 KB',
	medium: '100 KB to 1 MB',
	large: 'Over 1 MB',
} as const
export type LibrarySizeKey = keyof typeof LIBRARY_SIZE_LABELS

/** Uploaded within: days back from now. */
export const LIBRARY_PERIODS = {
	day: { label: 'Last 24 hours', days: 1 },
	week: { label: 'Last 7 days', days: 7 },
	month: { label: 'Last 30 days', days: 30 },
	year: { label: 'Last 12 months', days: 365 },
} as const
export type LibraryPeriod = keyof typeof LIBRARY_PERIODS

export const LIBRARY_USAGES = {
	used: 'In use',
	unused: 'Unused',
	history: 'Only in old versions or the trash',
} as const
export type LibraryUsageKey = keyof typeof LIBRARY_USAGES

export const LIBRARY_SORTS = {
	newest: 'Newest first',
	oldest: 'Oldest first',
	name: 'Name A–Z',
	largest: 'Largest file first',
	smallest: 'Smallest file first',
} as const
export type LibrarySortKey = keyof typeof LIBRARY_SORTS

/** The longest tag, and the most one image is filed under. */
export const TAG_MAX = 40
export const TAGS_PER_IMAGE = 20

/**
 * A tag as the library files it: lower case, accents kept, spaces squeezed, at most
 * TAG_MAX characters of letters, digits, spaces and hyphens; null when nothing is left.
 * 'Client  Work' → 'client work'.
 */
export function normalizeTag(text: string): string | null {
	const tag = text
		.normalize('NFC')
		.toLowerCase()
		.replace(/[^\p{L}\p{N} -]+/gu, ' ')
		.replace(/\s+/g, ' ')
		.trim()
	return tag ? [...tag].slice(0, TAG_MAX).join('').trim() : null
}

/** Tags typed in one field, separated by commas: normalised, each once. */
export function parseTags(text: string): string[] {
	return [
		...new Set(
			text
				.split(',')
				.map(normalizeTag)
				.filter((tag): tag is string => tag !== null),
		),
	]
}

/** Bytes for people: 84 213 → '82 KB', 1 572 864 → '1.5 MB'. */
export function formatBytes(bytes: number): string {
	if (bytes < 1024) return `${bytes} B`
	const kb = bytes / 1024
	if (kb < 1024) return `${Math.round(kb)} KB`
	const mb = kb / 1024
	return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`
}

/** Whether a field of `svgAllowed` can show an image of this content type. */
export function fieldAccepts(contentType: string, svgAllowed: boolean): boolean {
	return svgAllowed || contentType !== 'image/svg+xml'
}

/** One image as the library and the picker list it. */
export interface LibraryImage {
	id: string
	/** What a form stores when the image is chosen. */
	image: ImageRef
	name: string
	/** Null: never set (pages use their generated text); '': decorative. */
	alt: string | null
	focal: FocalPoint
	contentType: string
	width: number | null
	height: number | null
	bytes: number
	createdAt: string
}

/** A record that shows an image, as the library names and links it. */
export interface RecordLink {
	id: string
	/** What it is: 'Project', 'Product', 'Testimonial', 'Client logo'. */
	kind: string
	name: string
	/** Where the dashboard edits it. */
	href: string
}

/** A record showing an image, and in which of its fields. */
export interface ImageUse {
	record: RecordLink
	fields: string[]
}

/** One image on the Media tab. */
export interface LibraryCard extends LibraryImage {
	/** Where it is shown; empty when unused. */
	usedIn: ImageUse[]
	/** Never saved into a record nor edited here: removed a day after upload if unused. */
	pending: boolean
	/**
	 * Whether it may be deleted: 'unused' (nothing shows it), 'history' (only old revisions
	 * or the trash: after a confirmation that says so), or false (a live record, a draft).
	 */
	deletable: 'unused' | 'history' | false
	tags: string[]
	/** The crop and rotation pages see it with (decision 044). */
	edit: ImageEdit
	/** The untouched original, as uploaded (what a crop is drawn on). */
	source: ImageRef
	/** The original's size in pixels, before any turn; null for SVG without one. */
	sourceSize: { width: number; height: number } | null
	/** Whether another image of the library has the same bytes. */
	duplicated: boolean
}

/** What an upload says when the library already holds its bytes (decision 044). */
export interface DuplicateFound {
	id: string
	name: string
	createdAt: string
}

/** An image a stored document names, with its field: the keys to it, list places left out. */
export interface ImageInDocument {
	/** 'banner', 'productImages', 'process.pictureLight'. */
	field: string
	image: ImageRef
}

/** Whether `value` is an image reference (`url` and `name`), not a thing holding some. */
function isImageRef(value: unknown): value is ImageRef {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
	const { url, name } = value as { url?: unknown; name?: unknown }
	return typeof url === 'string' && typeof name === 'string'
}

/**
 * Every image a document names, however deep (a project, a Site form, a draft of either, a
 * revision), in document order: one walk that serves every kind of content, so a new
 * image field needs no list kept in step with it.
 */
export function imagesIn(value: unknown, field = ''): ImageInDocument[] {
	if (isImageRef(value)) return field ? [{ field, image: value }] : []
	if (Array.isArray(value)) return value.flatMap((item) => imagesIn(item, field))
	if (typeof value !== 'object' || value === null) return []
	return Object.entries(value).flatMap(([key, child]) =>
		imagesIn(child, field ? `${field}.${key}` : key),
	)
}

/** A copy of `value` with every image in it passed through `rewrite` (see imagesIn). */
export function mapImagesIn<T>(value: T, rewrite: (image: ImageRef) => ImageRef): T {
	if (isImageRef(value)) return rewrite(value) as T
	if (Array.isArray(value)) return value.map((item) => mapImagesIn(item, rewrite)) as T
	if (typeof value !== 'object' || value === null) return value
	return Object.fromEntries(
		Object.entries(value).map(([key, child]) => [key, mapImagesIn(child, rewrite)]),
	) as T
}

/**
 * A copy of `value` without the images whose mediaId `gone` holds (deleted from the
 * library): taken out of lists, and null where one image stood, so a form restored from
 * an old version asks for another image there (decision 044).
 */
export function withoutImages<T>(value: T, gone: ReadonlySet<string>): T {
	const isGone = (item: unknown) =>
		isImageRef(item) && typeof item.mediaId === 'string' && gone.has(item.mediaId)
	const walk = (item: unknown): unknown => {
		if (isGone(item)) return null
		if (isImageRef(item)) return item
		if (Array.isArray(item)) return item.filter((entry) => !isGone(entry)).map(walk)
		if (typeof item !== 'object' || item === null) return item
		return Object.fromEntries(
			Object.entries(item).map(([key, child]) => [key, walk(child)]),
		)
	}
	return walk(value) as T
}
