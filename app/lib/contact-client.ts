// What a contact form does in the browser once JavaScript runs: check the fields with the
// shared schema, then POST the JSON body of spec §7 to the form's endpoint, and turn the
// answer (or its absence) into the message of spec §8, in the words the page carries.
import {
	CONTACT_ENDPOINTS,
	HONEYPOT_FIELD,
	LANGUAGE_FIELD,
	RENDER_TOKEN_FIELD,
	resultMessage,
	type ContactFormName,
	type ContactResult,
	type ContactWords,
} from './contact.ts'
import type { validateContact as ValidateContactFn } from '#app/schemas/contact.ts'

type ValidateContact = typeof ValidateContactFn

const FIELDS: Record<ContactFormName, readonly string[]> = {
	footer: ['name', 'email', 'message'],
	'contact-page': ['email', 'phone', 'request', 'notes'],
}

/** The JSON body for a form: its fields (spec §7), its page's language and the two spam fields. */
export function contactPayload(
	form: ContactFormName,
	formData: FormData,
): Record<string, string> {
	const payload: Record<string, string> = {}
	for (const field of [
		...FIELDS[form],
		LANGUAGE_FIELD,
		HONEYPOT_FIELD,
		RENDER_TOKEN_FIELD,
	]) {
		const value = formData.get(field)
		if (typeof value === 'string') payload[field] = value
	}
	return payload
}

async function checkInBrowser(
	form: ContactFormName,
	payload: Record<string, string>,
	words: ContactWords,
): Promise<ContactResult | null> {
	let validateContact: ValidateContact
	try {
		// Loaded on the first submission only: the pages stay light.
		;({ validateContact } = await import('#app/schemas/contact.ts'))
	} catch {
		return null // the server checks anyway
	}
	const validation = validateContact(form, payload, words)
	if (validation.success) return null
	return { ok: false, message: validation.message, fieldErrors: validation.fieldErrors }
}

export async function sendContactForm(
	form: ContactFormName,
	formData: FormData,
	words: ContactWords,
	{
		fetch: fetchImpl = globalThis.fetch,
		signal,
	}: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<ContactResult> {
	const payload = contactPayload(form, formData)
	const invalid = await checkInBrowser(form, payload, words)
	if (invalid) return invalid
	let response: Response
	try {
		response = await fetchImpl(CONTACT_ENDPOINTS[form], {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
			body: JSON.stringify(payload),
			signal,
		})
	} catch {
		return { ok: false, message: words.networkFailure }
	}
	let body: unknown = null
	try {
		body = await response.json()
	} catch {
		// No JSON: the fallback message.
	}
	return resultMessage(body, response.ok, words)
}
