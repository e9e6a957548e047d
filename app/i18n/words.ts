// The site's own interface words in the page's language (issue 39, decision 047): FormatJS's
// `createIntl` over one ICU catalogue per language, and Intl for numbers and dates. No React
// here: components (useWords), meta functions, the contact endpoints and tests all use it.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'

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
	/** A number as the language writes it (digits, grouping). */
	number(value: number, options?: Parameters<IntlShape['formatNumber']>[1]): string
	/** A date as the language writes it. */
	date(value: Date | number, options?: Parameters<IntlShape['formatDate']>[1]): string
	intl: IntlShape
}

const cache = createIntlCache()
const byLanguage = new Map<string, Words>()

/** The words of `code` (any code of the language list; English for one it does not know). */
export function wordsFor(code: string): Words {
	const locale = languageOf(code).code
	let words = byLanguage.get(locale)
	if (words) return words
	const intl = createIntl(
		{
			locale,
			defaultLocale: DEFAULT_LANGUAGE,
			// A key a catalogue lacks reads as English (the catalogue test keeps them complete).
			messages: { ...en, ...CATALOGUES[locale] },
		},
		cache,
	)
	words = {
		locale,
		t: (id, values) => intl.formatMessage({ id }, values),
		number: (value, options) => intl.formatNumber(value, options),
		date: (value, options) => intl.formatDate(value, options),
		intl,
	}
	byLanguage.set(locale, words)
	return words
}
