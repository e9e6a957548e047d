import { describe, expect, it } from 'vitest'

import { boldKeywords } from './keywords.ts'

const bolded = (text: string, extra: string[] = []) =>
	boldKeywords(text, extra)
		.filter((s) => s.bold)
		.map((s) => s.text)

describe('keyword bolding', () => {
	it('bolds the spec keywords and the project name', () => {
		expect(
			bolded(
				'Lumen is a Mobile App with bold Brand work, UI/UX Design and Development.',
				['Lumen'],
			),
		).toEqual(['Lumen', 'Mobile App', 'Brand', 'UI/UX', 'Design', 'Development'])
	})

	it('keeps every character, in order', () => {
		const text = 'Our Web App Platform: <b>not html</b> & more'
		expect(
			boldKeywords(text)
				.map((s) => s.text)
				.join(''),
		).toBe(text)
		expect(bolded(text)).toEqual(['Web App', 'Platform'])
	})

	it('matches whole words only, case-insensitively', () => {
		expect(bolded('Designer branding platforms')).toEqual([])
		expect(bolded('design and development')).toEqual(['design', 'development'])
	})

	it('treats regex characters in a name literally', () => {
		expect(bolded('Go (beta) ships today', ['Go (beta)'])).toEqual(['Go (beta)'])
		expect(bolded('axb and a.b', ['a.b'])).toEqual(['a.b'])
	})

	it('handles empty text', () => {
		expect(boldKeywords('')).toEqual([])
	})
})
