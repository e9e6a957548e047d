import { describe, expect, it } from 'vitest'

import { selectedTab, tabKeyTarget, tabSearch } from './tabs.ts'

describe('URL-addressed tabs', () => {
	const ids = ['mobile', 'websites'] as const

	it('reads the selected tab from the query string, falling back for anything else', () => {
		expect(selectedTab('http://x/portfolio?tab=websites', ids, 'mobile')).toBe('websites')
		expect(selectedTab('http://x/portfolio?tab=mobile', ids, 'mobile')).toBe('mobile')
		expect(selectedTab('http://x/portfolio', ids, 'mobile')).toBe('mobile')
		expect(selectedTab('http://x/portfolio?tab=smart', ids, 'mobile')).toBe('mobile')
		expect(selectedTab('/services?view=websites', ids, 'mobile', 'view')).toBe('websites')
	})

	it('links each tab by its parameter, keeping the others and dropping the default', () => {
		expect(tabSearch('', 'tab', 'websites')).toBe('?tab=websites')
		expect(tabSearch('?tab=websites&x=1', 'tab', 'mobile')).toBe('?tab=mobile&x=1')
		expect(tabSearch('?tab=websites&x=1', 'tab', 'mobile', 'mobile')).toBe('?x=1')
		expect(tabSearch('?tab=websites', 'tab', 'mobile', 'mobile')).toBe('')
	})

	it('drops the old tab’s own parameters (its page) on the way to another', () => {
		expect(tabSearch('?tab=websites&page=3', 'tab', 'mobile', 'mobile', ['page'])).toBe(
			'',
		)
		expect(tabSearch('?page=2&x=1', 'tab', 'websites', 'mobile', ['page'])).toBe(
			'?x=1&tab=websites',
		)
	})
})

describe('tab keys', () => {
	it('move focus round the list, Home and End to its ends, Space opens', () => {
		expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1)
		expect(tabKeyTarget('ArrowDown', 2, 3)).toBe(0)
		expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2)
		expect(tabKeyTarget('ArrowUp', 1, 3)).toBe(0)
		expect(tabKeyTarget('Home', 2, 3)).toBe(0)
		expect(tabKeyTarget('End', 0, 3)).toBe(2)
		expect(tabKeyTarget(' ', 1, 3)).toBe('open')
		expect(tabKeyTarget('Enter', 1, 3)).toBeNull()
		expect(tabKeyTarget('a', 1, 3)).toBeNull()
	})

	it('follows the row in right-to-left text: the next tab is on the left', () => {
		expect(tabKeyTarget('ArrowLeft', 0, 3, 'rtl')).toBe(1)
		expect(tabKeyTarget('ArrowRight', 0, 3, 'rtl')).toBe(2)
		expect(tabKeyTarget('ArrowDown', 0, 3, 'rtl')).toBe(1)
		expect(tabKeyTarget('Home', 2, 3, 'rtl')).toBe(0)
	})
})
