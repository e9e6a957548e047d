import { describe, expect, test } from 'vitest'

import { isFiltered, listHref, listQueryOf, visibleFor } from './list-query.ts'

describe('list query', () => {
	test('reads q, show and page; anything else is the default', () => {
		expect(listQueryOf('/admin/logos?q=%20acme%20&show=hidden&page=3')).toEqual({
			q: 'acme',
			show: 'hidden',
			page: 3,
		})
		expect(listQueryOf('/admin/logos?show=ALL&page=-1')).toEqual({
			q: '',
			show: 'all',
			page: 1,
		})
		expect(listQueryOf(`/x?q=${'a'.repeat(500)}`).q).toHaveLength(100)
	})

	test('visibility and whether the list is narrowed', () => {
		expect([visibleFor('all'), visibleFor('shown'), visibleFor('hidden')]).toEqual([
			undefined,
			true,
			false,
		])
		expect(isFiltered({ q: '', show: 'all' })).toBe(false)
		expect(isFiltered({ q: 'a', show: 'all' })).toBe(true)
		expect(isFiltered({ q: '', show: 'shown' })).toBe(true)
	})

	test('links keep what is not a default, a tab parameter first', () => {
		expect(listHref('/admin', { q: '', show: 'all', page: 1 })).toBe('/admin')
		expect(
			listHref('/admin', { q: 'a b&c', show: 'hidden', page: 2 }, { type: 'website' }),
		).toBe('/admin?type=website&q=a+b%26c&show=hidden&page=2')
	})
})
