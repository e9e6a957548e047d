import { describe, expect, test } from 'vitest'

import { loadPage, pageCountOf, pageWindow } from './paging.server.ts'

describe('numbered pages', () => {
	test('a page request becomes a LIMIT/OFFSET window; nonsense is the first page', () => {
		expect(pageWindow({ page: 1, pageSize: 12 })).toEqual({
			page: 1,
			pageSize: 12,
			limit: 12,
			offset: 0,
		})
		expect(pageWindow({ page: 3, pageSize: 12 })).toMatchObject({ limit: 12, offset: 24 })
		for (const page of [0, -2, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
			expect(pageWindow({ page, pageSize: 24 })).toMatchObject({ page: 1, offset: 0 })
		}
		expect(pageWindow({ page: 2, pageSize: 0 })).toMatchObject({ pageSize: 1, offset: 1 })
	})

	test('page count: whole pages of the total, and one (empty) page for an empty list', () => {
		expect(pageCountOf(0, 12)).toBe(1)
		expect(pageCountOf(1, 12)).toBe(1)
		expect(pageCountOf(12, 12)).toBe(1)
		expect(pageCountOf(13, 12)).toBe(2)
		expect(pageCountOf(10_000, 24)).toBe(417)
	})

	test('loadPage reads the window and the count, and says where the page sits', async () => {
		const windows: unknown[] = []
		const result = await loadPage(
			{ page: 2, pageSize: 10 },
			async () => 25,
			async (window) => {
				windows.push(window)
				return ['k', 'l']
			},
		)
		expect(windows).toEqual([{ limit: 10, offset: 10 }])
		expect(result).toEqual({
			items: ['k', 'l'],
			page: 2,
			pageSize: 10,
			total: 25,
			pageCount: 3,
		})
	})
})
