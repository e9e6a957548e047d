// The contact forms (spec §3, §5), shared by the browser (checked before sending) and the
// server (the check that counts). The rules are here; every message is the page's language's,
// handed in as ContactWords (app/i18n/contact-words.ts builds them, naming each field as its
// label reads).
import { z } from 'zod'

import {
	CONTACT_LIMITS,
	CONTACT_REQUESTS,
	HONEYPOT_FIELD,
	LANGUAGE_FIELD,
	RENDER_TOKEN_FIELD,
	type ContactFormName,
	type ContactRule,
	type ContactWords,
} from '#app/lib/contact.ts'

import { bulkIdsSchema } from './form.ts'

const LINE_BREAK = /[\r\n]/
const PHONE_CHARACTERS = /^[0-9\s()+-]*$/

/** The schemas of both forms, speaking `words`. */
export function contactSchemas(words: ContactWords) {
	const message = (field: string, rule: ContactRule) =>
		words.fields[`${field}.${rule}`] ?? words.checkForm

	const text = (field: string) =>
		z.string({
			error: (issue) =>
				issue.input === undefined || issue.input === null
					? message(field, 'required')
					: message(field, 'notText'),
		})

	/** A required text of at most `max` characters (surrounding spaces dropped). */
	const multiLine = (field: string, max: number) =>
		text(field)
			.trim()
			.min(1, message(field, 'required'))
			.max(max, message(field, 'tooLong'))

	/** The same on one line. */
	const singleLine = (field: string, max: number) =>
		multiLine(field, max).refine(
			(value) => !LINE_BREAK.test(value),
			message(field, 'singleLine'),
		)

	const email = singleLine('email', CONTACT_LIMITS.email).pipe(
		z.email(message('email', 'email')),
	)

	const { phoneDigitsMin: min, phoneDigitsMax: max } = CONTACT_LIMITS
	const phone = singleLine('phone', CONTACT_LIMITS.phone)
		.refine((value) => PHONE_CHARACTERS.test(value), message('phone', 'phoneCharacters'))
		.refine(
			(value) => {
				const digits = value.replace(/\D/g, '').length
				return digits >= min && digits <= max
			},
			message('phone', 'phoneDigits'),
		)

	/** The page's language and the two extra fields against spam: optional, checked when present. */
	const extraFields = {
		[LANGUAGE_FIELD]: z.string().max(20).optional(),
		[HONEYPOT_FIELD]: z.string().max(1000).optional(),
		[RENDER_TOKEN_FIELD]: z.string().max(200).optional(),
	} as const

	return {
		/** Footer form (spec §3): name, email, message. */
		footer: z.object({
			name: singleLine('name', CONTACT_LIMITS.name),
			email,
			message: multiLine('message', CONTACT_LIMITS.message),
			...extraFields,
		}),
		/** Contact page form (spec §3): email, phone, request, notes. */
		'contact-page': z.object({
			email,
			phone,
			request: z.enum(CONTACT_REQUESTS, {
				error: (issue) =>
					issue.input === undefined || issue.input === null || issue.input === ''
						? message('request', 'required')
						: message('request', 'requestChoice'),
			}),
			notes: multiLine('notes', CONTACT_LIMITS.notes),
			...extraFields,
		}),
	} as const satisfies Record<ContactFormName, z.ZodType>
}

type ContactSchemas = ReturnType<typeof contactSchemas>
export type FooterContactInput = z.infer<ContactSchemas['footer']>
export type ContactPageInput = z.infer<ContactSchemas['contact-page']>

export type ContactSubmission =
	| { form: 'footer'; data: FooterContactInput }
	| { form: 'contact-page'; data: ContactPageInput }

export type ContactValidation =
	| { success: true; submission: ContactSubmission }
	| { success: false; message: string; fieldErrors: Record<string, string> }

/**
 * Checks a submitted body against the form's schema. On failure: the first field's
 * message (in the form's order) and each field's first message, in `words`' language.
 */
export function validateContact(
	form: ContactFormName,
	body: unknown,
	words: ContactWords,
): ContactValidation {
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		return { success: false, message: words.notAnObject, fieldErrors: {} }
	}
	const schemas = contactSchemas(words)
	if (form === 'footer') {
		const result = schemas.footer.safeParse(body)
		if (result.success) return { success: true, submission: { form, data: result.data } }
		return failure(result.error, words)
	}
	const result = schemas['contact-page'].safeParse(body)
	if (result.success) return { success: true, submission: { form, data: result.data } }
	return failure(result.error, words)
}

function failure(error: z.ZodError, words: ContactWords): ContactValidation {
	const fieldErrors: Record<string, string> = {}
	for (const issue of error.issues) {
		const field = String(issue.path[0] ?? '')
		if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message
	}
	const first = error.issues[0]
	return {
		success: false,
		message: first?.message ?? words.checkForm,
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
