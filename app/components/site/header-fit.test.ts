import { describe, expect, it } from 'vitest'

import { barBreakpoint, barWidth, brandWidth, textWidth } from './header-fit.ts'

const links = ['Home', 'About Us', 'Portfolio', 'Products', 'Services']
const content = (
	companyName: string,
	more: Partial<Parameters<typeof barWidth>[0]> = {},
) => ({
	companyName,
	links,
	button: 'Contact Us',
	...more,
})

describe('the header bar', () => {
	it('estimates text on the wide side of the fonts a visitor may get', () => {
		// Measured in Chromium at 16 px: Inter 64 px, the Arial-sized fallback 61 px.
		expect(textWidth('Portfolio', 16)).toBeGreaterThanOrEqual(66)
		// Inter 114 px at 16 px bold ("Aster Software" at 700: 7.34 em per 100 px).
		expect(textWidth('Aster Software', 16, { bold: true })).toBeGreaterThanOrEqual(120)
		expect(textWidth('', 16)).toBe(0)
		// Wide scripts take a full em a character.
		expect(textWidth('日本語', 16)).toBeGreaterThanOrEqual(48)
	})

	it('lays the links out in the bar from 1024 px for the demo company, which does not fit at 768 px', () => {
		expect(barWidth(content('Aster Software'))).toBeGreaterThan(768)
		expect(barBreakpoint(content('Aster Software'))).toBe('lg')
	})

	it('counts the language switcher when the site has more than one language', () => {
		const plain = barWidth(content('Aster Software'))
		expect(barWidth(content('Aster Software', { switcher: true }))).toBe(plain + 88)
		// The demo company's bar, switcher included, still starts at 1024 px.
		expect(barBreakpoint(content('Aster Software', { switcher: true }))).toBe('lg')
	})

	it('wraps a long name beside the links, and starts the bar later for longer words, or never', () => {
		// A long name wraps in its box of at most 224 px: still the bar at 1024 px.
		const long = 'Aster Software & Digital Engineering Collective of Northern Europe'
		expect(barWidth(content(long))).toBeGreaterThan(barWidth(content('Aster Software')))
		expect(barBreakpoint(content(long))).toBe('lg')
		const wordy = content('Aster Software', {
			links: ['Startseite', 'Über uns', 'Referenzen', 'Produkte', 'Dienstleistungen'],
			button: 'Kontaktieren Sie uns',
		})
		expect(barBreakpoint(wordy)).toBe('xl')
		const endless = content('Aster Software', { links: links.map((l) => l.repeat(8)) })
		expect(barBreakpoint(endless)).toBe('never')
	})

	it('gives a long name at most a wrapped box, and an uploaded logo its drawn width', () => {
		const long = brandWidth({ companyName: 'x'.repeat(80) })
		expect(long).toBeLessThanOrEqual(46 + 224)
		expect(brandWidth({ companyName: 'A', logo: { width: 400, height: 100 } })).toBe(144)
		// A very wide picture is drawn at most 192 px wide.
		expect(brandWidth({ companyName: 'A', logo: { width: 2000, height: 100 } })).toBe(192)
	})
})
