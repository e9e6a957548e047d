// The media library's posts: an image's details (alt text, decorative, focal point) and
// its deletion, read the same way in the browser and on the server.
import { z } from 'zod'

import {
	altTextProblem,
	LIBRARY_KINDS,
	LIBRARY_PERIODS,
	LIBRARY_SIZE_LABELS,
	LIBRARY_SORTS,
	LIBRARY_USAGES,
	parseTags,
	TAGS_PER_IMAGE,
	type FocalPoint,
	type LibraryKind,
	type LibraryPeriod,
	type LibrarySizeKey,
	type LibrarySortKey,
	type LibraryUsageKey,
} from '#app/lib/media-library.ts'
import { isRotation, type ImageEdit } from '#app/lib/media-edit.ts'

import { bulkIdsSchema, type FieldErrors, type FormSpec } from './form.ts'

export const FOCAL_MESSAGE = 'Use a whole number from 0 to 100.'

const percent = z
	.string()
	.trim()
	.regex(/^\d{1,3}$/, FOCAL_MESSAGE)
	.transform(Number)
	.refine((value) => value <= 100, FOCAL_MESSAGE)

export const TAGS_MESSAGE = `An image can have at most ${TAGS_PER_IMAGE} tags.`

/** Tags typed in one field, separated by commas. */
const tagsField = z
	.string()
	.max(2000)
	.catch('')
	.transform(parseTags)
	.refine((tags) => tags.length <= TAGS_PER_IMAGE, TAGS_MESSAGE)

/** The details form: `alt`, `decorative` ('on' when checked), `focalX`, `focalY`, `tags`. */
export const mediaDetailsSchema = z
	.object({
		alt: z.string().catch(''),
		decorative: z.string().optional(),
		focalX: percent,
		focalY: percent,
		tags: tagsField,
	})
	.superRefine((values, ctx) => {
		if (values.decorative) return
		const problem = altTextProblem(values.alt)
		if (problem) ctx.addIssue({ code: 'custom', path: ['alt'], message: problem })
	})
	.transform((values): MediaDetails => ({
		// Decorative: alt="" on every page. Left empty: not set, pages use their own text.
		alt: values.decorative ? '' : values.alt.trim() || null,
		focal: { x: values.focalX, y: values.focalY },
		tags: values.tags,
	}))

export interface MediaDetails {
	/** Null: not set; '': decorative. */
	alt: string | null
	/** In percent of the image as pages show it (its crop). */
	focal: FocalPoint
	tags: string[]
}

/** What the details form shows again after a refusal: as typed. */
export interface MediaDetailsValues {
	alt: string
	decorative: boolean
	focalX: string
	focalY: string
	tags: string
}

/** The posted details form of an image (readForm). */
export const mediaDetailsForm = {
	schema: mediaDetailsSchema,
	input: (form: FormData) => {
		const text = (name: string) => {
			const value = form.get(name)
			return typeof value === 'string' ? value : ''
		}
		return {
			alt: text('alt'),
			decorative: form.get('decorative') === 'on' ? 'on' : undefined,
			focalX: text('focalX'),
			focalY: text('focalY'),
			tags: text('tags'),
		}
	},
	values: (input: unknown): MediaDetailsValues => {
		const posted = input as Omit<MediaDetailsValues, 'decorative'> & { decorative?: 'on' }
		return { ...posted, decorative: posted.decorative === 'on' }
	},
} satisfies FormSpec<typeof mediaDetailsSchema, MediaDetailsValues, FieldErrors>

const pixels = z
	.string()
	.trim()
	.regex(/^\d{1,6}$/, 'Use whole pixels.')
	.transform(Number)

export const CROP_MESSAGE = 'Give all four numbers of the crop, or none.'

/**
 * The crop form: `rotation` (0, 90, 180, 270) and the crop's `cropLeft`, `cropTop`,
 * `cropWidth`, `cropHeight` in pixels of the turned original, all four or none. Checked
 * against the image's size by the service.
 */
export const mediaEditSchema = z
	.object({
		rotation: z.coerce
			.number()
			.refine(isRotation, 'Turn by a quarter: 0, 90, 180 or 270.'),
		cropLeft: z.string().trim().catch(''),
		cropTop: z.string().trim().catch(''),
		cropWidth: z.string().trim().catch(''),
		cropHeight: z.string().trim().catch(''),
	})
	.transform((values, ctx): ImageEdit => {
		const rotation = isRotation(values.rotation) ? values.rotation : 0
		const raw = [values.cropLeft, values.cropTop, values.cropWidth, values.cropHeight]
		if (raw.every((value) => value === '')) return { rotation, crop: null }
		const numbers = raw.map((value) => pixels.safeParse(value))
		if (numbers.some((result) => !result.success)) {
			ctx.addIssue({ code: 'custom', path: ['crop'], message: CROP_MESSAGE })
			return z.NEVER
		}
		const [left, top, width, height] = numbers.map((result) => result.data!) as [
			number,
			number,
			number,
			number,
		]
		return { rotation, crop: { left, top, width, height } }
	})

/** An image's page posts its details (Save), its crop, a reset, or its deletion. */
export const mediaActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('save') }),
	z.object({ intent: z.literal('crop') }),
	z.object({ intent: z.literal('reset') }),
	z.object({
		intent: z.literal('delete'),
		// 'yes': the admin was told that old versions show it and confirmed.
		pastUses: z.literal('yes').optional(),
	}),
])

const choice = <T extends string>(value: string | null, keys: Record<T, unknown>) =>
	value !== null && Object.hasOwn(keys, value) ? (value as T) : undefined

/** The Media tab's search, filters and order, as its URL carries them. */
export interface LibraryQuery {
	search: string
	usage?: LibraryUsageKey
	tag: string
	kind?: LibraryKind
	size?: LibrarySizeKey
	period?: LibraryPeriod
	duplicates: boolean
	sort: LibrarySortKey
}

/**
 * The library's searches: `q` (words), `usage` (or the older `unused=1`), `tag`, `kind`,
 * `size`, `period`, `duplicates=1`, `sort`, `page`. Unknown values read as no filter.
 */
export function libraryQuery(url: URL): LibraryQuery {
	const get = (name: string) => url.searchParams.get(name)
	return {
		search: (get('q') ?? '').slice(0, 200),
		usage: choice(
			get('usage') ?? (get('unused') === '1' ? 'unused' : null),
			LIBRARY_USAGES,
		),
		tag: parseTags(get('tag') ?? '')[0] ?? '',
		kind: choice(get('kind'), LIBRARY_KINDS),
		size: choice(get('size'), LIBRARY_SIZE_LABELS),
		period: choice(get('period'), LIBRARY_PERIODS),
		duplicates: get('duplicates') === '1',
		sort: choice(get('sort'), LIBRARY_SORTS) ?? 'newest',
	}
}

/** Whether `query` narrows the library at all (its order aside). */
export function isFiltered(query: LibraryQuery): boolean {
	return Boolean(
		query.search.trim() ||
		query.usage ||
		query.tag ||
		query.kind ||
		query.size ||
		query.period ||
		query.duplicates,
	)
}

/** The Media tab's posts: alt text for one or more images, a tag, a bulk delete of the unused. */
export const libraryActionSchema = z.discriminatedUnion('intent', [
	z.object({
		intent: z.literal('alt'),
		ids: bulkIdsSchema.min(1),
		alt: z.string().catch(''),
		decorative: z.string().optional(),
	}),
	z.object({
		intent: z.literal('tag'),
		ids: bulkIdsSchema,
		tag: z.string().catch(''),
	}),
	z.object({
		intent: z.literal('bulk-delete'),
		ids: bulkIdsSchema,
		confirm: z.literal('yes').optional(),
	}),
])
