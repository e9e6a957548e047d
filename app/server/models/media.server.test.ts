import { expect, test } from 'vitest'

import { isUniqueViolation } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'

import {
	createMedia,
	deleteMedia,
	getMedia,
	getMediaByPath,
	listAbandonedMedia,
	listMedia,
	markMediaKept,
	pageLibrary,
	updateMediaDetails,
	type MediaInput,
} from './media.server.ts'
import { replaceMediaUsages } from './media-usages.server.ts'

const input: MediaInput = {
	path: 'banners/2025/orbit.png',
	originalName: 'Orbit banner.png',
	contentType: 'image/png',
	width: 1600,
	height: 600,
	bytes: 123_456,
	variants: [
		{
			path: 'banners/2025/orbit-640.avif',
			width: 640,
			height: 240,
			format: 'avif',
			bytes: 9000,
		},
		{
			path: 'banners/2025/orbit-640.webp',
			width: 640,
			height: 240,
			format: 'webp',
			bytes: 12000,
		},
	],
	placeholder: 'data:image/webp;base64,AAAA',
}

describeEachDialect('media', (t) => {
	/** A record that shows image `id` (a usage row, as a save writes it). */
	const recordUse = (id: string) =>
		replaceMediaUsages(t.db, 'project', `p-${id}`, [{ field: 'banner', mediaId: id }])

	test('create, get by id and by path', async () => {
		const created = await createMedia(t.db, input)
		expect(created).toEqual({
			...input,
			id: created.id,
			createdAt: created.createdAt,
			alt: null,
			focal: { x: 50, y: 50 },
			keptAt: null,
			contentHash: null,
			displayPath: null,
			edit: { rotation: 0, crop: null },
			retired: [],
		})
		expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt)
		expect(await getMedia(t.db, created.id)).toEqual(created)
		expect(await getMediaByPath(t.db, input.path)).toEqual(created)
		expect(await getMedia(t.db, 'missing')).toBeNull()
		expect(await getMediaByPath(t.db, 'missing.png')).toBeNull()
	})

	test('defaults: no variants, no placeholder; width and height may be unknown', async () => {
		const created = await createMedia(t.db, {
			path: 'clients/logo.svg',
			originalName: 'logo.svg',
			contentType: 'image/svg+xml',
			width: null,
			height: null,
			bytes: 900,
		})
		expect(created).toMatchObject({
			variants: [],
			placeholder: null,
			width: null,
			height: null,
		})
	})

	test('paths are unique', async () => {
		await createMedia(t.db, input)
		const error = await createMedia(t.db, input).catch((e: unknown) => e)
		expect(isUniqueViolation(error)).toBe(true)
	})

	test('delete returns the removed row', async () => {
		const created = await createMedia(t.db, { ...input, id: 'm1' })
		expect(created.id).toBe('m1')
		expect(await deleteMedia(t.db, 'm1')).toEqual(created)
		expect(await getMedia(t.db, 'm1')).toBeNull()
		expect(await deleteMedia(t.db, 'm1')).toBeNull()
	})

	test('list, newest first, optionally created before a time', async () => {
		const a = await createMedia(t.db, { ...input, id: 'a', path: 'a.png' })
		await new Promise((resolve) => setTimeout(resolve, 5))
		const b = await createMedia(t.db, { ...input, id: 'b', path: 'b.png' })
		expect((await listMedia(t.db)).map((m) => m.id)).toEqual(['b', 'a'])
		expect(
			(await listMedia(t.db, { createdBefore: b.createdAt })).map((m) => m.id),
		).toEqual(['a'])
		expect((await listMedia(t.db, { limit: 1 })).map((m) => m.id)).toEqual(['b'])
		expect(a.id).toBe('a')
	})

	test('new rows have no alt text, the centre as focal point, and are not kept yet', async () => {
		const created = await createMedia(t.db, { ...input, alt: 'Orbit' })
		expect(created).toMatchObject({ alt: 'Orbit', focal: { x: 50, y: 50 }, keptAt: null })
		expect((await createMedia(t.db, { ...input, path: 'b.png' })).alt).toBeNull()
	})

	test('details: alt text and focal point, clamped; kept once', async () => {
		const created = await createMedia(t.db, input)
		expect(
			await updateMediaDetails(t.db, created.id, { alt: '', focal: { x: 120, y: -3 } }),
		).toMatchObject({ alt: '', focal: { x: 100, y: 0 } })
		expect(await updateMediaDetails(t.db, 'missing', { alt: 'x' })).toBeNull()
		await markMediaKept(t.db, [created.id])
		const kept = (await getMedia(t.db, created.id))?.keptAt
		expect(kept).not.toBeNull()
		await new Promise((resolve) => setTimeout(resolve, 5))
		await markMediaKept(t.db, [created.id])
		expect((await getMedia(t.db, created.id))?.keptAt).toBe(kept)
	})

	test('the library searches words of names and alt texts by their beginning', async () => {
		const add = (id: string, originalName: string, alt?: string) =>
			createMedia(t.db, {
				...input,
				id,
				path: `${id}.png`,
				originalName,
				alt,
				contentType: originalName.endsWith('.svg') ? 'image/svg+xml' : 'image/png',
			})
		await add('a', 'Spring banner.png', 'Boats in a harbour at dawn')
		await new Promise((resolve) => setTimeout(resolve, 2))
		await add('b', 'gallery1.png')
		await new Promise((resolve) => setTimeout(resolve, 2))
		await add('c', 'Gallery2.PNG', 'Café terrace')
		await new Promise((resolve) => setTimeout(resolve, 2))
		await add('d', 'logo.svg')
		const ids = async (search: string, unused?: boolean) =>
			(
				await pageLibrary(
					t.db,
					{ search, usage: unused ? 'unused' : undefined },
					{ page: 1, pageSize: 10 },
				)
			).items.map((m) => m.id)
		expect(await ids('')).toEqual(['d', 'c', 'b', 'a'])
		expect(await ids('gal')).toEqual(['c', 'b'])
		expect(await ids('GALLERY1')).toEqual(['b'])
		// Every word must match; accents and case do not matter.
		expect(await ids('harb dawn')).toEqual(['a'])
		expect(await ids('cafe')).toEqual(['c'])
		expect(await ids('harbour cafe')).toEqual([])
		expect(await ids('arbour')).toEqual([])
		// Wildcards are words like any other.
		expect(await ids('%')).toEqual(['d', 'c', 'b', 'a'])
		expect(await ids('ga_')).toEqual(['c', 'b'])
		// New alt text is found by its words, the old ones no more.
		await updateMediaDetails(t.db, 'b', { alt: 'Checkout screen' })
		expect(await ids('checkout')).toEqual(['b'])
		await updateMediaDetails(t.db, 'a', { alt: null })
		expect(await ids('harbour')).toEqual([])

		await recordUse('a')
		expect(await ids('', true)).toEqual(['d', 'c', 'b'])
		const page = await pageLibrary(t.db, { svg: false }, { page: 2, pageSize: 2 })
		expect(page).toMatchObject({ total: 3, pageCount: 2, page: 2 })
		expect(page.items.map((m) => m.id)).toEqual(['a'])
	})

	test('abandoned uploads: old, never kept, unused, in the folders asked', async () => {
		const add = (id: string, path: string) => createMedia(t.db, { ...input, id, path })
		await add('old', 'banners/old/original.png')
		await add('kept', 'banners/kept/original.png')
		await add('used', 'banners/used/original.png')
		await add('elsewhere', 'seed/x.png')
		await markMediaKept(t.db, ['kept'])
		await recordUse('used')
		const later = new Date(Date.now() + 60_000).toISOString()
		const abandoned = async (createdBefore: string) =>
			(await listAbandonedMedia(t.db, { createdBefore, folders: ['banners'] })).map(
				(m) => m.id,
			)
		expect(await abandoned(later)).toEqual(['old'])
		expect(await abandoned('2000-01-01T00:00:00.000Z')).toEqual([])
	})
})
