// The media library's posts: an image's details (alt text, decorative, focal point) and
// its deletion, read the same way in the browser and on the server.
import { z } from 'zod'

import { altTextProblem, type FocalPoint } from '#app/lib/media-library.ts'

import { type FieldErrors, type FormSpec } from './form.ts'

export const FOCAL_MESSAGE = 'Use a whole number from 0 to 100.'

const percent = z
	.string()
	.trim()
	.regex(/^\d{1,3}$/, FOCAL_MESSAGE)
	.transform(Number)
	.refine((value) => value <= 100, FOCAL_MESSAGE)

/** The details form: `alt`, `decorative` ('on' when checked), `focalX`, `focalY`. */
export const mediaDetailsSchema = z
	.object({
		alt: z.string().catch(''),
		decorative: z.string().optional(),
		focalX: percent,
		focalY: percent,
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
	}))

export interface MediaDetails {
	/** Null: not set; '': decorative. */
	alt: string | null
	focal: FocalPoint
}

/** What the details form shows again after a refusal: as typed. */
export interface MediaDetailsValues {
	alt: string
	decorative: boolean
	focalX: string
	focalY: string
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
		}
	},
	values: (input: unknown): MediaDetailsValues => {
		const posted = input as Omit<MediaDetailsValues, 'decorative'> & { decorative?: 'on' }
		return { ...posted, decorative: posted.decorative === 'on' }
	},
} satisfies FormSpec<typeof mediaDetailsSchema, MediaDetailsValues, FieldErrors>

/** An image's page posts its details (Save) or its deletion. */
export const mediaActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('save') }),
	z.object({ intent: z.literal('delete') }),
])

/** The library's searches: `q` (words), `unused` ('1'), `page`. */
export function libraryQuery(url: URL): { search: string; unused: boolean } {
	return {
		search: (url.searchParams.get('q') ?? '').slice(0, 200),
		unused: url.searchParams.get('unused') === '1',
	}
}
