// The testimonial form (spec §3, §5), read the same way in the browser (before posting)
// and on the server (before saving). Spec §5 has one message for every missing part.
import { z } from 'zod'

import { readRichText, richTextField } from '#app/lib/rich-text.ts'
import type { ConflictView } from '#app/lib/edit-conflict.ts'
import type { ImageRef } from '#app/lib/types.ts'

import { tooLong } from './project.ts'

import {
	bulkVisibilityActions,
	positionSchema,
	type FormSpec,
	recordIdSchema,
} from './form.ts'
import { imageAltIssue, imageFieldSchema, type ChosenImage } from './image.ts'

export const TESTIMONIAL_REQUIRED_MESSAGE = 'All fields and images are required.'

/** Longest accepted texts: roomy for real testimonials, bounded for the database. */
export const TESTIMONIAL_LIMITS = { name: 120, title: 160, quote: 2000 } as const

function requiredText(max: number, tooLong: string) {
	return z
		.string({ error: TESTIMONIAL_REQUIRED_MESSAGE })
		.trim()
		.min(1, TESTIMONIAL_REQUIRED_MESSAGE)
		.max(max, tooLong)
}

const requiredImage = imageFieldSchema.transform((image, ctx): ChosenImage => {
	if (!image) {
		ctx.addIssue({ code: 'custom', message: TESTIMONIAL_REQUIRED_MESSAGE })
		return z.NEVER
	}
	const problem = imageAltIssue(image)
	if (problem) {
		ctx.addIssue({ code: 'custom', message: problem })
		return z.NEVER
	}
	return image
})

/** Reads a posted testimonial form: the texts trimmed, each image JSON of an ImageRef. */
export const testimonialFormSchema = z.object({
	name: requiredText(TESTIMONIAL_LIMITS.name, tooLong(TESTIMONIAL_LIMITS.name)),
	title: requiredText(TESTIMONIAL_LIMITS.title, tooLong(TESTIMONIAL_LIMITS.title)),
	// Rich text (paragraphs, bold, italic, links); line breaks are kept, as the public
	// slider shows them (spec §3). The limit counts what a visitor reads.
	quote: richTextField('inline', {
		max: TESTIMONIAL_LIMITS.quote,
		required: TESTIMONIAL_REQUIRED_MESSAGE,
		tooLong: tooLong(TESTIMONIAL_LIMITS.quote),
	}),
	logoLight: requiredImage,
	logoDark: requiredImage,
	image: requiredImage,
})

export type TestimonialFormData = z.infer<typeof testimonialFormSchema>

export type TestimonialField = keyof TestimonialFormData

export const TESTIMONIAL_FIELDS = [
	'name',
	'title',
	'quote',
	'logoLight',
	'logoDark',
	'image',
] as const satisfies readonly TestimonialField[]

export type TestimonialFieldErrors = Partial<Record<TestimonialField, string>>

/** Each field's first message; the form shows the spec's message once and marks the fields. */
export function testimonialFieldErrors(error: z.ZodError): TestimonialFieldErrors {
	const errors: TestimonialFieldErrors = {}
	for (const issue of error.issues) {
		const key = issue.path[0]
		if (
			typeof key === 'string' &&
			(TESTIMONIAL_FIELDS as readonly string[]).includes(key)
		)
			errors[key as TestimonialField] ??= issue.message
	}
	return errors
}

/** What the form shows: a saved testimonial, or what was typed before a refused save. */
export type TestimonialFormValues = Pick<
	TestimonialFormData,
	'name' | 'title' | 'quote'
> &
	Record<'logoLight' | 'logoDark' | 'image', ImageRef | null>

/** What was posted, as the form shows it again after a refusal (never saved as is). */
export function testimonialFormValues(
	form: Record<string, FormDataEntryValue>,
): TestimonialFormValues {
	const text = (key: string) => {
		const value = form[key]
		return typeof value === 'string' ? value : ''
	}
	const image = (key: string) => imageFieldSchema.parse(form[key])
	return {
		name: text('name'),
		title: text('title'),
		quote: readRichText(form.quote, 'inline'),
		logoLight: image('logoLight'),
		logoDark: image('logoDark'),
		image: image('image'),
	}
}

/** The posted testimonial form (readForm): the data to save, or the field errors. */
export const testimonialForm = {
	schema: testimonialFormSchema,
	input: (form: FormData) => Object.fromEntries(form),
	values: (input: unknown) =>
		testimonialFormValues(input as Record<string, FormDataEntryValue>),
	errors: testimonialFieldErrors,
} satisfies FormSpec<
	typeof testimonialFormSchema,
	TestimonialFormValues,
	TestimonialFieldErrors
>

/**
 * A testimonial's draft as posted or stored (decision 052), leniently: whatever the form
 * can hold parses (a half-typed form, an image not chosen yet); every rule is the publish's.
 */
export const testimonialDraftSchema = z.object({
	name: z.string().catch(''),
	title: z.string().catch(''),
	quote: z
		.unknown()
		.optional()
		.transform((value) => readRichText(value, 'inline')),
	logoLight: imageFieldSchema.catch(null),
	logoDark: imageFieldSchema.catch(null),
	image: imageFieldSchema.catch(null),
}) satisfies z.ZodType<TestimonialFormValues, unknown>

/** The posted testimonial form as a draft (Save draft, the autosave): no rule refuses it. */
export const testimonialDraftForm = {
	schema: testimonialDraftSchema,
	input: (form: FormData) => Object.fromEntries(form),
	values: (input: unknown) => testimonialDraftSchema.parse(input),
	errors: testimonialFieldErrors,
} satisfies FormSpec<
	typeof testimonialDraftSchema,
	TestimonialFormValues,
	TestimonialFieldErrors
>

/** What a refused post of the form hands back (400, 409, 423, a fault), or a share link made. */
export interface TestimonialFormActionData {
	values: TestimonialFormValues
	fieldErrors: TestimonialFieldErrors
	formError: string | null
	/** After a 409 (or 423): who came first, what differs, the versions stored now. */
	conflict:
		(ConflictView & { intent: 'draft' | 'publish' | 'discard' | 'schedule' }) | null
	/** A share link just made: shown once (only a hash of its token is kept). */
	sharedLink: { url: string; expiresAt: string } | null
}

/** Delete from a testimonial's card. */
export const testimonialListActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('show'), id: recordIdSchema }),
	z.object({ intent: z.literal('hide'), id: recordIdSchema }),
	z.object({ intent: z.literal('move'), id: recordIdSchema, position: positionSchema }),
	z.object({ intent: z.literal('delete'), id: recordIdSchema }),
	...bulkVisibilityActions,
])

/** The one line to show above the form: the spec's message when anything is missing. */
export function testimonialFormMessage(errors: TestimonialFieldErrors): string | null {
	const messages = Object.values(errors)
	if (messages.length === 0) return null
	return messages.includes(TESTIMONIAL_REQUIRED_MESSAGE)
		? TESTIMONIAL_REQUIRED_MESSAGE
		: (messages[0] ?? null)
}
