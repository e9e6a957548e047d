// The contact forms (spec §3, §5), shared by the browser (checked before sending) and the
// server (the check that counts). Every message names the field as its label reads.
import { z } from 'zod'

import {
	CONTACT_LIMITS,
	CONTACT_REQUESTS,
	HONEYPOT_FIELD,
	RENDER_TOKEN_FIELD,
	type ContactFormName,
} from '#app/lib/contact.ts'

import { bulkIdsSchema } from './form.ts'

const LINE_BREAK = /[\r\n]/
const PHONE_CHARACTERS = /^[0-9\s()+-]*$/

function text(label: string) {
	return z.string({
		error: (issue) =>
			issue.input === undefined || issue.input === null
				? `${label} is required`
				: `${label} must be text`,
	})
}

function formatted(max: number) {
	return max.toLocaleString('en-US')
}

/** A required one-line field of at most `max` characters (surrounding spaces dropped). */
function singleLine(label: string, max: number) {
	return text(label)
		.trim()
		.min(1, `${label} is required`)
		.max(max, `${label} must be at most ${formatted(max)} characters`)
		.refine((value) => !LINE_BREAK.test(value), `${label} must be on a single line`)
}

/** A required text of at most `max` characters; line breaks allowed. */
function multiLine(label: string, max: number) {
	return text(label)
		.trim()
		.min(1, `${label} ${label.endsWith('s') ? 'are' : 'is'} required`)
		.max(max, `${label} must be at most ${formatted(max)} characters`)
}

function email(label: string) {
	return singleLine(label, CONTACT_LIMITS.email).pipe(
		z.email(`${label} must be a valid email address`),
	)
}

function phone(label: string) {
	const { phoneDigitsMin: min, phoneDigitsMax: max } = CONTACT_LIMITS
	return singleLine(label, CONTACT_LIMITS.phone)
		.refine(
			(value) => PHONE_CHARACTERS.test(value),
			`${label} may contain only digits, spaces, +, - and parentheses`,
		)
		.refine((value) => {
			const digits = value.replace(/\D/g, '').length
			return digits >= min && digits <= max
		}, `${label} must have ${min} to ${max} digits`)
}

const requestChoices = `${CONTACT_REQUESTS.slice(0, -1).join(', ')} or ${CONTACT_REQUESTS.at(-1)}`

/** The two extra fields against spam: optional in the JSON bodies, checked when present. */
const spamFields = {
	[HONEYPOT_FIELD]: z.string().max(1000).optional(),
	[RENDER_TOKEN_FIELD]: z.string().max(200).optional(),
} as const

/** Footer form (spec §3): name, email, message. */
export const footerContactSchema = z.object({
	name: singleLine('Name', CONTACT_LIMITS.name),
	email: email('Email'),
	message: multiLine('Message', CONTACT_LIMITS.message),
	...spamFields,
})

/** Contact page form (spec §3): email, phone, request, notes. */
export const contactPageSchema = z.object({
	email: email('E-mail'),
	phone: phone('Phone Number'),
	request: z.enum(CONTACT_REQUESTS, {
		error: (issue) =>
			issue.input === undefined || issue.input === null || issue.input === ''
				? 'Request is required'
				: `Request must be one of ${requestChoices}`,
	}),
	notes: multiLine('Notes', CONTACT_LIMITS.notes),
	...spamFields,
})

export type FooterContactInput = z.infer<typeof footerContactSchema>
export type ContactPageInput = z.infer<typeof contactPageSchema>

export const contactSchemas = {
	footer: footerContactSchema,
	'contact-page': contactPageSchema,
} as const satisfies Record<ContactFormName, z.ZodType>

export type ContactSubmission =
	| { form: 'footer'; data: FooterContactInput }
	| { form: 'contact-page'; data: ContactPageInput }

export type ContactValidation =
	| { success: true; submission: ContactSubmission }
	| { success: false; message: string; fieldErrors: Record<string, string> }

const BODY_NOT_AN_OBJECT = 'The request body must be an object with the form fields'

/**
 * Checks a submitted body against the form's schema. On failure: the first field's
 * message (in the form's order) and each field's first message.
 */
export function validateContact(form: ContactFormName, body: unknown): ContactValidation {
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		return { success: false, message: BODY_NOT_AN_OBJECT, fieldErrors: {} }
	}
	if (form === 'footer') {
		const result = footerContactSchema.safeParse(body)
		if (result.success) return { success: true, submission: { form, data: result.data } }
		return failure(result.error)
	}
	const result = contactPageSchema.safeParse(body)
	if (result.success) return { success: true, submission: { form, data: result.data } }
	return failure(result.error)
}

function failure(error: z.ZodError): ContactValidation {
	const fieldErrors: Record<string, string> = {}
	for (const issue of error.issues) {
		const field = String(issue.path[0] ?? '')
		if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message
	}
	const first = error.issues[0]
	return {
		success: false,
		message: first?.message ?? 'Check the form and try again',
		fieldErrors,
	}
}

/** What the admin Inbox can do to one message. */
export const INBOX_INTENTS = [
	'read',
	'unread',
	'archive',
	'unarchive',
	'spam',
	'not-spam',
	'retry',
	'delete',
	// Undo of a delete, for a moment after it (issue 36).
	'undelete',
] as const
export type InboxIntent = (typeof INBOX_INTENTS)[number]

/** The Inbox's bulk actions on the checked messages (decision 032). */
export const inboxBulkSchema = z.object({
	intent: z.enum([
		'bulk-read',
		'bulk-archive',
		'bulk-unarchive',
		'bulk-delete',
		'bulk-undelete',
	]),
	ids: bulkIdsSchema,
	confirm: z.literal('yes').optional(),
})

export const inboxActionSchema = z.object({
	intent: z.enum(INBOX_INTENTS, { error: 'Unknown action' }),
	id: z.string({ error: 'Which message?' }).trim().min(1, 'Which message?').max(64),
})
