import { richFromPlainText } from '#app/lib/rich-text.ts'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { describeEachDialect } from '#app/server/db/testing.server.ts'

import { makeImage, makeTestimonialInput } from './factories.server.ts'
import {
	createTestimonial,
	getTestimonial,
	listTestimonials,
	pageTestimonials,
	updateTestimonial,
} from './testimonials.server.ts'
import { deleteTestimonial } from './list-items.testing.server.ts'

const T0 = new Date('2025-03-01T10:00:00.000Z')
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000).toISOString()

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(T0)
})
afterEach(() => {
	vi.useRealTimers()
})

describeEachDialect('testimonials', (t) => {
	test('create and get round-trip every field', async () => {
		const input = makeTestimonialInput({
			quote: richFromPlainText('Line one\nLine two — “quoted”'),
			image: makeImage('testimonials/face.jpg', {
				width: 200,
				height: 200,
				alt: 'Jordan',
			}),
			logoDark: null,
		})
		const created = await createTestimonial(t.db, input)
		expect(created).toEqual({
			...input,
			id: created.id,
			visible: true,
			sortOrder: 0,
			// Published (decision 052): one added as a draft says revision 0.
			revision: 1,
			createdAt: T0.toISOString(),
			updatedAt: T0.toISOString(),
		})
		expect(await getTestimonial(t.db, created.id)).toEqual(created)
		expect(await getTestimonial(t.db, 'missing')).toBeNull()
	})

	test('list is in the order, the last added first', async () => {
		await createTestimonial(t.db, {
			...makeTestimonialInput({ name: 'old' }),
			createdAt: at(1),
		})
		await createTestimonial(t.db, {
			...makeTestimonialInput({ name: 'mid' }),
			createdAt: at(2),
		})
		await createTestimonial(t.db, {
			...makeTestimonialInput({ name: 'new' }),
			createdAt: at(3),
		})
		expect((await listTestimonials(t.db)).map((x) => x.name)).toEqual([
			'new',
			'mid',
			'old',
		])
		expect((await listTestimonials(t.db, { limit: 2 })).map((x) => x.name)).toEqual([
			'new',
			'mid',
		])
	})

	test('a page is a window of the newest-first list, with the whole count', async () => {
		for (let i = 1; i <= 5; i++) {
			await createTestimonial(t.db, {
				...makeTestimonialInput({ name: `t${i}` }),
				createdAt: at(i),
			})
		}
		const names = async (page: number) => {
			const result = await pageTestimonials(t.db, { page, pageSize: 2 })
			return {
				names: result.items.map((x) => x.name),
				total: result.total,
				pages: result.pageCount,
			}
		}
		expect(await names(1)).toEqual({ names: ['t5', 't4'], total: 5, pages: 3 })
		expect(await names(3)).toEqual({ names: ['t1'], total: 5, pages: 3 })
		expect(await names(4)).toEqual({ names: [], total: 5, pages: 3 })
	})

	test('update saves the given fields and sets updatedAt only', async () => {
		const created = await createTestimonial(t.db, makeTestimonialInput())
		vi.setSystemTime(new Date(at(10)))
		const updated = await updateTestimonial(t.db, created.id, {
			title: 'CEO',
			logoLight: makeImage('testimonials/new-light.svg'),
		})
		expect(updated).toEqual({
			...created,
			title: 'CEO',
			logoLight: makeImage('testimonials/new-light.svg'),
			updatedAt: at(10),
		})
		expect(await getTestimonial(t.db, created.id)).toEqual(updated)
		expect(await updateTestimonial(t.db, 'missing', { title: 'x' })).toBeNull()
	})

	test('create keeps a given id', async () => {
		const created = await createTestimonial(t.db, {
			...makeTestimonialInput(),
			id: 'jordan',
		})
		expect(created.id).toBe('jordan')
	})

	test('delete returns the removed testimonial', async () => {
		const created = await createTestimonial(t.db, makeTestimonialInput())
		expect(await deleteTestimonial(t.db, created.id)).toEqual(created)
		expect(await listTestimonials(t.db)).toEqual([])
		expect(await deleteTestimonial(t.db, created.id)).toBeNull()
	})
})
