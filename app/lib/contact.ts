// The contact forms' limits and the shape of their words: pure constants, safe to ship to the
// browser without zod (the schemas in app/schemas/contact.ts build on them). The words
// themselves are the interface catalogue's (app/i18n), in the page's language.

/** Spec §2: the Contact page's Request choices, sent as written whatever the page's language. */
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

/**
 * Largest accepted request body, in bytes: anything larger is answered 413. The longest
 * message the forms take (5,000 characters), posted without JavaScript, percent-encodes each
 * character of a non-Latin script to 9 bytes: 45 KB for the message alone.
 */
export const CONTACT_MAX_BODY_BYTES = 64 * 1024

/**
 * The phone rule as an HTML `pattern` (matched whole, with the `v` flag): digits, spaces,
 * +, - and parentheses, with 6 to 20 digits.
 */
export const PHONE_PATTERN = `(?:[\\s\\(\\)\\+\\-]*[0-9]){${CONTACT_LIMITS.phoneDigitsMin},${CONTACT_LIMITS.phoneDigitsMax}}[\\s\\(\\)\\+\\-]*`

/** What a field's value is checked for; each has its message (ContactWords). */
export type ContactRule =
	| 'required'
	| 'notText'
	| 'tooLong'
	| 'singleLine'
	| 'email'
	| 'phoneCharacters'
	| 'phoneDigits'
	| 'requestChoice'

/** Each form's fields, in the form's order, and the rules each is checked for. */
export const CONTACT_FIELD_RULES = {
	footer: {
		name: ['required', 'notText', 'tooLong', 'singleLine'],
		email: ['required', 'notText', 'tooLong', 'singleLine', 'email'],
		message: ['required', 'notText', 'tooLong'],
	},
	'contact-page': {
		email: ['required', 'notText', 'tooLong', 'singleLine', 'email'],
		phone: [
			'required',
			'notText',
			'tooLong',
			'singleLine',
			'phoneCharacters',
			'phoneDigits',
		],
		request: ['required', 'requestChoice'],
		notes: ['required', 'notText', 'tooLong'],
	},
} as const satisfies Record<ContactFormName, Record<string, readonly ContactRule[]>>

/**
 * Everything a contact form says to a visitor, in the page's language (spec §8 and each
 * field's message), as finished text: the server writes it into the page for the browser's
 * check and answers in it. `fields` holds `<field>.<rule>` → message.
 */
export interface ContactWords {
	success: string
	failure: string
	networkFailure: string
	notAnObject: string
	checkForm: string
	fields: Record<string, string>
}

/** The element inside <contact-form> whose JSON is the form's ContactWords. */
export const CONTACT_WORDS_ATTRIBUTE = 'data-contact-words'

/** The extra fields each form carries against spam (optional in the JSON bodies). */
export const HONEYPOT_FIELD = 'website'
export const RENDER_TOKEN_FIELD = 'renderedAt'

/**
 * The language of the page a form is sent from (optional; a code of the site's languages,
 * anything else is taken as the default's): the answer is in its words (decision 047) and the
 * Inbox shows it (decision 051).
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
export function resultMessage(
	body: unknown,
	responseOk: boolean,
	words: Pick<ContactWords, 'success' | 'failure'>,
): ContactResult {
	const record =
		typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
	const ok = responseOk && record.ok !== false
	if (ok) return { ok: true, message: words.success }
	const message =
		typeof record.message === 'string' && record.message.trim() !== ''
			? record.message
			: words.failure
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
