// An image chosen in an admin form: <UploadField> / <UploadListField> post it as JSON of
// its ImageRef in a hidden input (or '' when there is none). These schemas read that
// value back, in the browser and on the server, and refuse anything that is not one of
// our own stored images: the URL must be a path under /media/, never another origin or a
// javascript: URL. (The server also checks a mediaId against the media table.)
import { z } from 'zod'

import type { ImageRef } from '#app/lib/types.ts'

const MEDIA_PATH = /^\/media\/(?!.*\.\.)[A-Za-z0-9._~%/-]+$/

export const imageRefSchema = z.object({
	url: z.string().regex(MEDIA_PATH),
	name: z.string().max(300).default(''),
	mediaId: z.string().max(64).nullable().optional(),
	width: z.number().int().positive().nullable().optional(),
	height: z.number().int().positive().nullable().optional(),
	alt: z.string().max(500).optional(),
}) satisfies z.ZodType<ImageRef, unknown>

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
export function imageFormValue(image: ImageRef | null | undefined): string {
	return image ? JSON.stringify(image) : ''
}
