// The contact forms' fixed texts and limits: pure constants, safe to ship to the browser
// without zod (the schemas in app/schemas/contact.ts build on them).

/** Spec §8. */
export const CONTACT_SUCCESS_MESSAGE = 'Message sent successfully!'
export const CONTACT_FAILURE_MESSAGE = 'Failed to send message'
export const CONTACT_NETWORK_FAILURE_MESSAGE = 'Failed to send message. Please try again.'

/** Spec §2: the Contact page's Request choices, sent as written. */
export const CONTACT_REQUESTS = [
	'Mobile Application',
	'Website Development',
	'Smart Systems',
] as const
export type ContactRequest = (typeof CONTACT_REQUESTS)[number]

export const CONTACT_LIMITS = {
	name: 100,
	email: 254,
	phone: 30,
	message: 5000,
	notes: 5000,
	phoneDigitsMin: 6,
	phoneDigitsMax: 20,
} as const

/** Largest accepted request body, in bytes: anything larger is answered 413. */
export const CONTACT_MAX_BODY_BYTES = 32 * 1024

/**
 * The phone rule as an HTML `pattern` (matched whole, with the `v` flag): digits, spaces,
 * +, - and parentheses, with 6 to 20 digits.
 */
export const PHONE_PATTERN = `(?:[\\s\\(\\)\\+\\-]*[0-9]){${CONTACT_LIMITS.phoneDigitsMin},${CONTACT_LIMITS.phoneDigitsMax}}[\\s\\(\\)\\+\\-]*`

/** The extra fields each form carries against spam (optional in the JSON bodies). */
export const HONEYPOT_FIELD = 'website'
export const RENDER_TOKEN_FIELD = 'renderedAt'

/**
 * The language of the page a form is sent from (optional; a code of the site's languages,
 * anything else is taken as the default's): the Inbox shows it (decision 051).
 */
export const LANGUAGE_FIELD = 'language'
/**
 * The element at the end of a public page that holds the forms' signed time (FormStamp):
 * the shared cache writes each response's own time into it (server/cached-body.ts).
 */
export const FORM_STAMP_ATTRIBUTE = 'data-form-stamp'
/** The two forms' ids, which the stamp's fields name in their `form` attribute. */
export const CONTACT_FORM_IDS: Record<ContactFormName, string> = {
	footer: 'footer-contact',
	'contact-page': 'contact-form',
}

export type ContactFormName = 'footer' | 'contact-page'

export const CONTACT_ENDPOINTS: Record<ContactFormName, string> = {
	footer: '/api/contact',
	'contact-page': '/api/contact-page',
}

/** What both endpoints answer (spec §7), plus the message of each field that failed. */
export interface ContactResult {
	ok: boolean
	message: string
	fieldErrors?: Record<string, string>
}

/**
 * What the browser shows for an answer (spec §8): the success text when it is ok,
 * otherwise the server's message, or the fallback when there is none.
 */
export function resultMessage(body: unknown, responseOk: boolean): ContactResult {
	const record =
		typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
	const ok = responseOk && record.ok !== false
	if (ok) return { ok: true, message: CONTACT_SUCCESS_MESSAGE }
	const message =
		typeof record.message === 'string' && record.message.trim() !== ''
			? record.message
			: CONTACT_FAILURE_MESSAGE
	const fieldErrors =
		typeof record.fieldErrors === 'object' && record.fieldErrors !== null
			? Object.fromEntries(
					Object.entries(record.fieldErrors).filter(
						(entry): entry is [string, string] => typeof entry[1] === 'string',
					),
				)
			: undefined
	return fieldErrors ? { ok: false, message, fieldErrors } : { ok: false, message }
}
