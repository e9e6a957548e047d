import { readFileSync } from 'node:fs'

import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ICON_KEYS } from '#app/lib/site-icons.ts'

import { Icon, ICON_NAMES } from './Icon.tsx'

const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8')
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])

describe('the icon sprite', () => {
	it('holds a symbol for every icon name, and nothing else', () => {
		expect([...symbols].sort()).toEqual([...ICON_NAMES].sort())
	})

	it('draws every line icon an admin can pick', () => {
		for (const key of ICON_KEYS) expect(symbols).toContain(`site-${key}`)
	})

	it('is drawn by reference, hidden from screen readers', () => {
		const html = renderToString(<Icon name="globe" size={20} className="x" />)
		expect(html).toMatch(/^<svg class="x" width="20" height="20" aria-hidden="true"/)
		expect(html).toMatch(/<use href="[^"]*icons[^"]*\.svg#globe"><\/use><\/svg>$/)
	})
})
