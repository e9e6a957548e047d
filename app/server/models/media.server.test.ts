import { expect, test } from 'vitest'

import { isUniqueViolation } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'

import { makeImage, makeProjectInput } from './factories.server.ts'
import {
	createMedia,
	deleteMedia,
	deleteMediaIfUnreferenced,
	getMedia,
	getMediaByPath,
	isMediaReferenced,
	listMedia,
	type MediaInput,
} from './media.server.ts'
import { createProject } from './projects.server.ts'

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
	test('create, get by id and by path', async () => {
		const created = await createMedia(t.db, input)
		expect(created).toEqual({ ...input, id: created.id, createdAt: created.createdAt })
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

	test('references are found by id in content, with LIKE wildcards taken literally', async () => {
		await createMedia(t.db, { ...input, id: 'ab_cd', path: 'one.png' })
		await createMedia(t.db, { ...input, id: 'ab%', path: 'two.png' })
		await createMedia(t.db, { ...input, id: 'free', path: 'three.png' })
		await createProject(
			t.db,
			makeProjectInput({
				banner: makeImage('banners/abXcd/original.png', { mediaId: 'abXcd' }),
				productImages: [makeImage('productImages/x.png', { mediaId: 'ab_cd' })],
			}),
		)
		expect(await isMediaReferenced(t.db, 'ab_cd')).toBe(true)
		// '_' and '%' are not wildcards: abXcd does not make 'ab%' referenced.
		expect(await isMediaReferenced(t.db, 'ab%')).toBe(false)
		expect(await isMediaReferenced(t.db, 'free')).toBe(false)

		expect(await deleteMediaIfUnreferenced(t.db, 'ab_cd')).toBeNull()
		expect(await getMedia(t.db, 'ab_cd')).not.toBeNull()
		expect((await deleteMediaIfUnreferenced(t.db, 'free'))?.id).toBe('free')
		expect(await getMedia(t.db, 'free')).toBeNull()
		expect(await deleteMediaIfUnreferenced(t.db, 'missing')).toBeNull()
	})
})
