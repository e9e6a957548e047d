// An image chosen in an admin form: <UploadField> / <UploadListField> post it as JSON of
// its ImageRef in a hidden input (or '' when there is none). These schemas read that
// value back, in the browser and on the server, and refuse anything that is not one of
// our own stored images: the URL must be a path under /media/, never another origin or a
// javascript: URL. (The server also checks a mediaId against the media table, and takes
// the name, size, alt text and focal point from there, never from the form.)
import { z } from 'zod'

import { altTextProblem } from '#app/lib/media-library.ts'
import type { ImageRef } from '#app/lib/types.ts'

/**
 * An image as a form posts it. `setAlt` is there only when the admin changed the alt text
 * in this form: the new text ('' for a decorative image), or null to unset it. It is stored
 * on the library's row, so every page showing the image reads it.
 */
export type ChosenImage = ImageRef & { setAlt?: string | null }

const MEDIA_PATH = /^\/media\/(?!.*\.\.)[A-Za-z0-9._~%/-]+$/

export const imageRefSchema = z.object({
	url: z.string().regex(MEDIA_PATH),
	name: z.string().max(300).default(''),
	mediaId: z.string().max(64).nullable().optional(),
	width: z.number().int().positive().nullable().optional(),
	height: z.number().int().positive().nullable().optional(),
	// What the field showed; the server reads the library's own instead.
	alt: z.string().optional().catch(undefined),
	focal: z.object({ x: z.number(), y: z.number() }).optional().catch(undefined),
	// Checked where the form's rules are (imageAltIssue), with its own message.
	setAlt: z.string().nullable().optional(),
}) satisfies z.ZodType<ChosenImage, unknown>

/** `image` with the alt text the admin gave it in a form (null: none; '': decorative). */
export function withAlt(image: ImageRef, alt: string | null): ChosenImage {
	const next: ChosenImage = { ...image, setAlt: alt }
	if (alt === null) delete next.alt
	else next.alt = alt
	return next
}

/** The message for a chosen image's new alt text, or null when it can be stored. */
export function imageAltIssue(
	images: ChosenImage | null | undefined | readonly ChosenImage[],
): string | null {
	const list = Array.isArray(images) ? images : [images]
	for (const image of list as ReadonlyArray<ChosenImage | null | undefined>) {
		const problem = altTextProblem(image?.setAlt)
		if (problem) return problem
	}
	return null
}

function parseJsonText(value: unknown): unknown {
	if (typeof value !== 'string') return value
	const text = value.trim()
	if (text === '') return null
	try {
		return JSON.parse(text) as unknown
	} catch {
		return undefined
	}
}

/**
 * One optional image from a form value: JSON of an ImageRef, or '' / missing for none.
 * Unreadable or foreign values read as none, so a required-image rule then says so.
 */
export const imageFieldSchema = z.preprocess((value) => {
	const parsed = imageRefSchema.safeParse(parseJsonText(value))
	return parsed.success ? parsed.data : null
}, imageRefSchema.nullable())

/** A list of images from a form value: JSON of ImageRef[]; unreadable entries are dropped. */
export const imageListFieldSchema = z.preprocess((value) => {
	const list = parseJsonText(value)
	if (!Array.isArray(list)) return []
	return list.flatMap((item) => {
		const parsed = imageRefSchema.safeParse(item)
		return parsed.success ? [parsed.data] : []
	})
}, z.array(imageRefSchema))

/** The hidden input's value for an image (what the upload fields post). */
export function imageFormValue(image: ChosenImage | null | undefined): string {
	return image ? JSON.stringify(image) : ''
}
