// The contact forms' words in one language, as finished text (ContactWords): what the server
// answers in, and what it writes into the page for the browser's own check of a form.
import {
	CONTACT_FIELD_RULES,
	CONTACT_LIMITS,
	type ContactFormName,
	type ContactRule,
	type ContactWords,
} from '#app/lib/contact.ts'

import type { MessageId, Words } from './words.ts'

/** Each form's fields, named as their labels read. */
export const CONTACT_FIELD_LABELS = {
	footer: { name: 'contact.name', email: 'contact.email', message: 'contact.message' },
	'contact-page': {
		email: 'contact.pageEmail',
		phone: 'contact.phone',
		request: 'contact.request',
		notes: 'contact.notes',
	},
} as const satisfies Record<ContactFormName, Record<string, MessageId>>

/** The Request choices' labels, in CONTACT_REQUESTS' order (their values stay English). */
export const CONTACT_REQUEST_LABELS = [
	{ label: 'contact.request.mobile', hint: 'contact.request.mobileHint' },
	{ label: 'contact.request.website', hint: 'contact.request.websiteHint' },
	{ label: 'contact.request.smart', hint: 'contact.request.smartHint' },
] as const satisfies readonly { label: MessageId; hint: MessageId }[]

const RULE_MESSAGES: Record<ContactRule, MessageId> = {
	required: 'contact.invalid.required',
	notText: 'contact.invalid.notText',
	tooLong: 'contact.invalid.tooLong',
	singleLine: 'contact.invalid.singleLine',
	email: 'contact.invalid.email',
	phoneCharacters: 'contact.invalid.phoneCharacters',
	phoneDigits: 'contact.invalid.phoneDigits',
	requestChoice: 'contact.invalid.requestChoice',
}

/** Finished once per language and form: every page with a form writes them. */
const finished = new WeakMap<Words, Map<ContactFormName, ContactWords>>()

export function contactWords(words: Words, form: ContactFormName): ContactWords {
	let forms = finished.get(words)
	if (!forms) finished.set(words, (forms = new Map()))
	let done = forms.get(form)
	if (!done) forms.set(form, (done = finish(words, form)))
	return done
}

function finish({ t }: Words, form: ContactFormName): ContactWords {
	const [first, second, third] = CONTACT_REQUEST_LABELS.map((choice) => t(choice.label))
	const fields: Record<string, string> = {}
	const labels: Record<string, MessageId> = CONTACT_FIELD_LABELS[form]
	const rulesOf: Record<string, readonly ContactRule[]> = CONTACT_FIELD_RULES[form]
	for (const [field, rules] of Object.entries(rulesOf)) {
		const label = t(labels[field]!)
		for (const rule of rules)
			fields[`${field}.${rule}`] = t(RULE_MESSAGES[rule], {
				field: label,
				// 'Notes are required': the one label that is a plural.
				fieldNumber: field === 'notes' ? 'plural' : 'singular',
				max:
					field in CONTACT_LIMITS
						? CONTACT_LIMITS[field as keyof typeof CONTACT_LIMITS]
						: 0,
				min: CONTACT_LIMITS.phoneDigitsMin,
				...(rule === 'phoneDigits' ? { max: CONTACT_LIMITS.phoneDigitsMax } : {}),
				first: first ?? '',
				second: second ?? '',
				third: third ?? '',
			})
	}
	return {
		success: t('contact.success'),
		failure: t('contact.failure'),
		networkFailure: t('contact.networkFailure'),
		notAnObject: t('contact.invalid.notAnObject'),
		checkForm: t('contact.invalid.checkForm'),
		fields,
	}
}
