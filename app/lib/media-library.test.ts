import { describe, expect, test } from 'vitest'

import {
	ALT_TEXT_MAX,
	altStatus,
	altTextProblem,
	fieldAccepts,
	focalPercent,
	focalPosition,
	formatBytes,
	searchWords,
	wordSuccessor,
} from './media-library.ts'

describe('alt text', () => {
	test('up to 250 characters of one line; none and decorative are fine', () => {
		expect(altTextProblem(null)).toBeNull()
		expect(altTextProblem(undefined)).toBeNull()
		expect(altTextProblem('')).toBeNull()
		expect(altTextProblem(`  ${'é'.repeat(ALT_TEXT_MAX)}  `)).toBeNull()
		expect(altTextProblem('x'.repeat(ALT_TEXT_MAX + 1))).toBe(
			'Alt text can be at most 250 characters.',
		)
		expect(altTextProblem('a\nb')).toBe('Alt text must be one line of plain text.')
		expect(altTextProblem('a\u0000b')).toBe('Alt text must be one line of plain text.')
	})

	test('status: set, decorative or missing', () => {
		expect(altStatus('Boats')).toBe('set')
		expect(altStatus('')).toBe('decorative')
		expect(altStatus(null)).toBe('missing')
	})
})

describe('focal point', () => {
	test('whole percentages from 0 to 100; nonsense is the centre', () => {
		expect(focalPercent(33.4)).toBe(33)
		expect(focalPercent(-5)).toBe(0)
		expect(focalPercent('120')).toBe(100)
		expect(focalPercent('x')).toBe(50)
		expect(focalPercent(Number.NaN)).toBe(50)
	})

	test('object-position, none for the centre', () => {
		expect(focalPosition({ x: 20, y: 75 })).toBe('20% 75%')
		expect(focalPosition({ x: 50, y: 50 })).toBeUndefined()
		expect(focalPosition(undefined)).toBeUndefined()
	})
})

describe('search words', () => {
	test('lower case, accents folded, split at anything not a letter or digit', () => {
		expect(searchWords('Spring banner.png')).toEqual(['spring', 'banner', 'png'])
		expect(searchWords('Café — CRÈME_brûlée 2')).toEqual(['cafe', 'creme', 'brulee', '2'])
		expect(searchWords('  ')).toEqual([])
		expect(searchWords('a a A')).toEqual(['a'])
		expect(searchWords('x'.repeat(100))[0]).toHaveLength(64)
	})

	test('the successor bounds every word that begins with it', () => {
		expect(wordSuccessor('gal')).toBe('gam')
		expect(wordSuccessor('az')).toBe('a{')
		for (const word of ['gal', 'galaxy', 'gal\u{10FFFE}']) {
			expect(word >= 'gal' && word < wordSuccessor('gal')).toBe(true)
		}
		expect('gam' < wordSuccessor('gal')).toBe(false)
	})
})

test('bytes for people', () => {
	expect(formatBytes(900)).toBe('900 B')
	expect(formatBytes(84_213)).toBe('82 KB')
	expect(formatBytes(1_572_864)).toBe('1.5 MB')
	expect(formatBytes(31_457_280)).toBe('30 MB')
})

test('SVG only where a field takes it', () => {
	expect(fieldAccepts('image/svg+xml', false)).toBe(false)
	expect(fieldAccepts('image/svg+xml', true)).toBe(true)
	expect(fieldAccepts('image/png', false)).toBe(true)
})
