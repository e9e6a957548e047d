import { describe, expect, test } from 'vitest'

import { esc, fitText, mix, onColor, textWidth } from './svg.ts'

describe('svg helpers', () => {
	test('escapes text for SVG', () => {
		expect(esc(`Saffron & Sage <"Chef's">`)).toBe(
			'Saffron &amp; Sage &lt;&quot;Chef&apos;s&quot;&gt;',
		)
	})

	test('measures DejaVu Sans roughly and fits text to a width', () => {
		expect(textWidth('Halcyon Health', 34, true)).toBeGreaterThan(
			textWidth('Halcyon Health', 34),
		)
		expect(textWidth('WWW', 20)).toBeGreaterThan(textWidth('iii', 20))
		const size = fitText('Northbound Freight', 400, 84)
		expect(textWidth('Northbound Freight', size, true)).toBeLessThanOrEqual(400)
		expect(fitText('Aster', 400, 84)).toBe(84)
	})

	test('mixes colours and picks readable ink', () => {
		expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080')
		expect(onColor('#F2A541')).toBe('#14182b')
		expect(onColor('#2D2D75')).toBe('#ffffff')
	})
})
