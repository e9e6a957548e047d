// The site's own interface words in the page's language (issue 39, decision 047): FormatJS's
// IntlMessageFormat over one ICU catalogue per language, and Intl (through FormatJS's
// `createIntl`) for numbers, dates and lists. No React here: components (useWords), meta
// functions, the contact endpoints and tests all use it.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'
import { IntlMessageFormat } from 'intl-messageformat'

import { keptValue } from '#app/lib/kept.ts'
import { DEFAULT_LANGUAGE, languageOf } from '#app/lib/languages.ts'

import ar from './catalogues/ar.ts'
import de from './catalogues/de.ts'
import en, { type MessageId } from './catalogues/en.ts'

export type { MessageId }
export type Catalogue = Record<MessageId, string>

/**
 * The catalogues shipped; a language without one reads the English words. In the browser
 * only English: public pages are the server's HTML (decision 028) and the dashboard, the one
 * hydrated screen that draws public components (a project's preview), stays English, so
 * the other catalogues are left out of its bundle.
 */
export const CATALOGUES: Readonly<Record<string, Catalogue>> = import.meta.env.SSR
	? { en, de, ar }
	: { en }

export type MessageValues = Record<string, string | number>

export interface Words {
	/** The language's code, which is also Intl's locale. */
	locale: string
	/** The message `id` in this language, its placeholders filled. */
	t(id: MessageId, values?: MessageValues): string
	/**
	 * The message with some placeholders filled by things of the caller's (an element that
	 * says its own language), as FormatJS gives them: its parts in order.
	 */
	parts<T>(id: MessageId, values: Record<string, string | number | T>): Array<string | T>
	/** A number as the language writes it (digits, grouping). */
	number(value: number, options?: Parameters<IntlShape['formatNumber']>[1]): string
	/** A date as the language writes it. */
	date(value: Date | number, options?: Parameters<IntlShape['formatDate']>[1]): string
	/** Names one after another as the language lists units ("Plan, Design, Build"). */
	units(items: readonly string[]): string
}

const cache = createIntlCache()
const byLanguage = new Map<string, Words>()

/** The words of `code` (any code of the language list; English for one it does not know). */
export function wordsFor(code: string): Words {
	const locale = languageOf(code).code
	let words = byLanguage.get(locale)
	if (words) return words
	// A key a catalogue lacks reads as English (the catalogue test keeps them complete).
	const messages: Catalogue = { ...en, ...CATALOGUES[locale] }
	const intl = createIntl({ locale, defaultLocale: DEFAULT_LANGUAGE, messages }, cache)
	// Each message parsed once per language, and one without placeholders kept as its text:
	// a page asks for a hundred or so on each render.
	const formats = new Map<MessageId, IntlMessageFormat>()
	const texts = new Map<MessageId, string>()
	const format = (id: MessageId) => {
		let message = formats.get(id)
		if (!message) formats.set(id, (message = new IntlMessageFormat(messages[id], locale)))
		return message
	}
	const numbers = new Intl.NumberFormat(locale)
	const unitList = new Intl.ListFormat(locale, { type: 'unit' })
	// A message with values ("Phase 2", "© 2026 Aster") and a number formatted once for them
	// too: the values a page passes repeat on every render.
	const filled = new Map<string, string>()
	const numbersShown = new Map<number, string>()
	words = {
		locale,
		t: (id, values) => {
			if (!values) {
				let text = texts.get(id)
				if (text === undefined) texts.set(id, (text = String(format(id).format())))
				return text
			}
			let key: string = id
			for (const [name, value] of Object.entries(values))
				key += `\u0000${name}\u0000${typeof value === 'number' ? 'n' : 's'}${value}`
			return keptValue(filled, key, () => String(format(id).format(values)))
		},
		parts: <T>(id: MessageId, values: Record<string, string | number | T>) => {
			const formatted = format(id).format<T>(values)
			return Array.isArray(formatted) ? formatted : [formatted]
		},
		number: (value, options) =>
			options
				? intl.formatNumber(value, options)
				: keptValue(numbersShown, value, () => numbers.format(value)),
		date: (value, options) => intl.formatDate(value, options),
		units: (items) => unitList.format(items),
	}
	byLanguage.set(locale, words)
	return words
}
