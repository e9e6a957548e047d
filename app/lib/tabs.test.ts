import { describe, expect, it } from 'vitest'

import { selectedTab, tabSearch } from './tabs.ts'

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
