import { richFromPlainText } from '#app/lib/rich-text.ts'
import { expect, test } from 'vitest'

import {
	TESTIMONIAL_REQUIRED_MESSAGE,
	testimonialFieldErrors,
	testimonialFormMessage,
	testimonialFormSchema,
} from './testimonial.ts'

const image = (name: string) =>
	JSON.stringify({ url: `/media/testimonials/${name}/original.png`, name, mediaId: name })

const complete = {
	name: '  Ada Lovelace ',
	title: ' CTO, Analytical Engines ',
	quote: '  First line\r\nSecond line  ',
	logoLight: image('light'),
	logoDark: image('dark'),
	image: image('face'),
}

test('a complete form is trimmed; newlines are kept as \\n', () => {
	const parsed = testimonialFormSchema.parse(complete)
	expect(parsed).toEqual({
		name: 'Ada Lovelace',
		title: 'CTO, Analytical Engines',
		quote: richFromPlainText('First line\nSecond line'),
		logoLight: {
			url: '/media/testimonials/light/original.png',
			name: 'light',
			mediaId: 'light',
		},
		logoDark: {
			url: '/media/testimonials/dark/original.png',
			name: 'dark',
			mediaId: 'dark',
		},
		image: {
			url: '/media/testimonials/face/original.png',
			name: 'face',
			mediaId: 'face',
		},
	})
})

test.each([
	['name', '   '],
	['title', ''],
	['quote', '\n\t '],
	['logoLight', ''],
	['logoDark', undefined],
	['image', '{not json'],
])('%s missing or blank → the spec message', (field, value) => {
	const result = testimonialFormSchema.safeParse({ ...complete, [field]: value })
	expect(result.success).toBe(false)
	const errors = testimonialFieldErrors(result.error!)
	expect(errors).toEqual({ [field]: TESTIMONIAL_REQUIRED_MESSAGE })
	expect(testimonialFormMessage(errors)).toBe(TESTIMONIAL_REQUIRED_MESSAGE)
})

test('an empty form: every field marked, one message', () => {
	const result = testimonialFormSchema.safeParse({})
	const errors = testimonialFieldErrors(result.error!)
	expect(Object.keys(errors).sort()).toEqual(
		['image', 'logoDark', 'logoLight', 'name', 'quote', 'title'].sort(),
	)
	expect(testimonialFormMessage(errors)).toBe(TESTIMONIAL_REQUIRED_MESSAGE)
	expect(testimonialFormMessage({})).toBeNull()
})

test('images must be our own stored files, never another origin or a script URL', () => {
	for (const url of [
		'https://evil.example/logo.png',
		'javascript:alert(1)',
		'/media/../secret',
	]) {
		const result = testimonialFormSchema.safeParse({
			...complete,
			logoLight: JSON.stringify({ url, name: 'x' }),
		})
		expect(result.success).toBe(false)
		expect(testimonialFieldErrors(result.error!)).toEqual({
			logoLight: TESTIMONIAL_REQUIRED_MESSAGE,
		})
	}
})

test('over-long texts say so, and the missing-field message still leads', () => {
	const result = testimonialFormSchema.safeParse({
		...complete,
		quote: 'x'.repeat(2001),
		name: '',
	})
	const errors = testimonialFieldErrors(result.error!)
	expect(errors.quote).toBe('Use at most 2,000 characters')
	expect(testimonialFormMessage(errors)).toBe(TESTIMONIAL_REQUIRED_MESSAGE)
	expect(testimonialFormMessage({ quote: errors.quote })).toBe(
		'Use at most 2,000 characters',
	)
})
