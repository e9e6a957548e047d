import { describe, expect, it, test } from 'vitest'

import {
	clientLogoName,
	isLogoVisible,
	logoStripMode,
	nextLogoOffset,
} from './logo-strip.ts'

describe('logo strip rules', () => {
	it('scrolls only with more than 6 logos and duplicates only with more than 8', () => {
		expect(logoStripMode(6)).toEqual({ scrolls: false, duplicated: false })
		expect(logoStripMode(7)).toEqual({ scrolls: true, duplicated: false })
		expect(logoStripMode(8)).toEqual({ scrolls: true, duplicated: false })
		expect(logoStripMode(9)).toEqual({ scrolls: true, duplicated: true })
		expect(logoStripMode(0)).toEqual({ scrolls: false, duplicated: false })
	})

	it('steps 0.8 px and wraps 140 px before the end', () => {
		expect(nextLogoOffset(0, 2000, 1000)).toBeCloseTo(0.8)
		expect(nextLogoOffset(858, 2000, 1000)).toBeCloseTo(858.8)
		expect(nextLogoOffset(859.5, 2000, 1000)).toBe(0)
	})

	it('shows a logo unless its record says false', () => {
		expect(isLogoVisible(undefined)).toBe(true)
		expect(isLogoVisible({ visible: true })).toBe(true)
		expect(isLogoVisible({ visible: false })).toBe(false)
	})
})

describe('clientLogoName', () => {
	test('a logo is called by its company (its alt text), else by its file name in words', () => {
		expect(clientLogoName({ name: 'acme-corp.svg', image: { alt: 'Acme Corp' } })).toBe(
			'Acme Corp',
		)
		expect(clientLogoName({ name: 'acme-corp_2.png', image: { alt: '' } })).toBe(
			'acme corp 2',
		)
		expect(clientLogoName({ name: 'globex.svg', image: {} })).toBe('globex')
	})
})
