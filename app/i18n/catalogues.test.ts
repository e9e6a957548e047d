import { createIntl } from '@formatjs/intl'
import {
	isStructurallySame,
	parse,
	TYPE,
	type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser'
import { describe, expect, test } from 'vitest'

import { DETAIL_PHASES } from '#app/lib/phases.ts'

import en from './catalogues/en.ts'
import { CATALOGUES, wordsFor, type MessageId } from './words.ts'

const ids = Object.keys(en).sort()

/** A value for every placeholder of a message: numbers where it counts, text elsewhere. */
function sampleValues(
	elements: MessageFormatElement[],
	values: Record<string, string | number> = {},
) {
	for (const element of elements) {
		if (element.type === TYPE.argument) values[element.value] ??= 'X'
		if (element.type === TYPE.number || element.type === TYPE.plural)
			values[element.value] = 3
		if (element.type === TYPE.select) values[element.value] ??= 'other'
		if (element.type === TYPE.plural || element.type === TYPE.select)
			for (const option of Object.values(element.options))
				sampleValues(option.value, values)
	}
	return values
}

describe.each(Object.entries(CATALOGUES))('the %s catalogue', (code, catalogue) => {
	test('has every message of the English one, and no other', () => {
		expect(Object.keys(catalogue).sort()).toEqual(ids)
	})

	test('parses as ICU MessageFormat, with the English placeholders of the same kinds', () => {
		for (const id of ids) {
			const message = catalogue[id as MessageId]
			expect(message.trim(), id).not.toBe('')
			const same = isStructurallySame(parse(en[id as MessageId]), parse(message))
			expect(same.success ? null : `${id}: ${same.error?.message}`).toBeNull()
		}
	})

	test('formats every message without an error, a value given for each placeholder', () => {
		const errors: string[] = []
		const intl = createIntl({
			locale: code,
			messages: catalogue,
			onError: (error) => errors.push(error.message),
		})
		for (const id of ids) {
			const values = sampleValues(parse(en[id as MessageId]))
			const text = intl.formatMessage({ id }, values)
			expect(typeof text, id).toBe('string')
		}
		expect(errors).toEqual([])
	})
})

test('the English catalogue names the detail page’s phases as lib/phases.ts does', () => {
	const { t } = wordsFor('en')
	for (const type of ['mobile', 'website'] as const)
		DETAIL_PHASES[type].forEach((phase, index) => {
			expect(t(`phase.${type}.${index + 1}.title` as MessageId)).toBe(phase.title)
			expect(t(`phase.${type}.${index + 1}.text` as MessageId)).toBe(phase.description)
		})
})

test('counts and numbers follow each language’s plural rules and digits', () => {
	const minutes = (code: string, count: number) =>
		wordsFor(code).t('contact.rateLimited', { minutes: count })
	expect(minutes('en', 1)).toBe(
		'Too many messages from your address. Please try again in 1 minute.',
	)
	expect(minutes('en', 5)).toContain('in 5 minutes.')
	expect(minutes('de', 1)).toContain('1 Minute')
	expect(minutes('de', 5)).toContain('5 Minuten')
	// Arabic: one, two, few (3–10) and many (11–99) are each their own word.
	expect(minutes('ar', 1)).toContain('دقيقة')
	expect(minutes('ar', 2)).toContain('دقيقتين')
	expect(minutes('ar', 5)).toContain('5 دقائق')
	expect(minutes('ar', 15)).toContain('15 دقيقة')
	expect(wordsFor('de').t('footer.copyright', { year: 2025, company: 'Aster' })).toBe(
		'© 2025 Aster',
	)
	expect(wordsFor('de').number(5000)).toBe('5.000')
})

test('a placeholder filled by a thing of the caller’s comes back as one of the parts, in place', () => {
	const marked = { mark: 'a span of its own' }
	expect(wordsFor('de').parts('contact.replyPromise', { promise: marked })).toEqual([
		'Unser Team antwortet innerhalb von ',
		marked,
		'.',
	])
	expect(wordsFor('en').parts('contact.replyPromise', { promise: '3 days' })).toEqual([
		'Our team replies within 3 days.',
	])
})
