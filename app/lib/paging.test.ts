import { describe, expect, test } from 'vitest'

import { pageItems, pageOf, pageSearch } from './paging.ts'

describe('pages in the URL', () => {
	test('?page=N is read as a whole number from 1; anything else is page 1', () => {
		expect(pageOf('http://x/portfolio?page=3')).toBe(3)
		expect(pageOf('/admin?type=website&page=12')).toBe(12)
		for (const search of [
			'',
			'?page=',
			'?page=0',
			'?page=-1',
			'?page=2.5',
			'?page=1e3',
			'?page=abc',
			'?page=99999999999',
		])
			expect(pageOf(`/portfolio${search}`)).toBe(1)
	})

	test('a page link keeps the other parameters; page 1 has none of its own', () => {
		expect(pageSearch('?tab=websites', 2)).toBe('?tab=websites&page=2')
		expect(pageSearch('?tab=websites&page=2', 1)).toBe('?tab=websites')
		expect(pageSearch('?page=4', 1)).toBe('')
		expect(pageSearch('?type=website&confirm=abc&page=1', 3, { drop: ['confirm'] })).toBe(
			'?type=website&page=3',
		)
	})
})

describe('the pages a pager shows', () => {
	test('all of them when there are few', () => {
		expect(pageItems(1, 1)).toEqual([1])
		expect(pageItems(1, 3)).toEqual([1, 2, 3])
		expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5])
	})

	test('first, last, current and its neighbours, a gap for two or more left out', () => {
		expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20])
		expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
		expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
		expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20])
	})

	test('without neighbours (a phone): first, current, last', () => {
		expect(pageItems(10, 20, 0)).toEqual([1, 'gap', 10, 'gap', 20])
		expect(pageItems(3, 20, 0)).toEqual([1, 2, 3, 'gap', 20])
		expect(pageItems(1, 417, 0)).toEqual([1, 'gap', 417])
	})
})
