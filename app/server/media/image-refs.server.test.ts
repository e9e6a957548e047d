import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import type { ImageRef } from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { makeProjectInput } from '#app/server/models/factories.server.ts'
import { getMedia } from '#app/server/models/media.server.ts'
import { createProject } from '#app/server/models/projects.server.ts'

import { releaseDroppedImages, resolveChosenImage } from './image-refs.server.ts'
import { LocalStorage } from './local-storage.server.ts'
import { setStorageForTests, type Storage } from './storage.server.ts'
import { storeTestUpload } from './testing.server.ts'

let root: string
let storage: LocalStorage
beforeEach(() => {
	root = mkdtempSync(path.join(tmpdir(), 'image-refs-'))
	storage = new LocalStorage(root)
	setStorageForTests(storage)
})
afterEach(() => {
	setStorageForTests(undefined)
	rmSync(root, { recursive: true, force: true })
})

const upload = (db: DB, folder: string, name: string) =>
	storeTestUpload(db, storage, folder, name)

describeEachDialect('image references', (t) => {
	test('an upload of the right kind is described by its media row, not by the form', async () => {
		const chosen = await upload(t.db, 'banners', 'orbit.png')
		// The form says its own name and size; the row's are kept, with the form's alt text.
		const posted = { ...chosen, width: 1, height: 1, alt: 'Orbit' }
		expect(await resolveChosenImage(t.db, posted, 'banner')).toEqual({
			url: chosen.url,
			name: 'orbit.png',
			mediaId: chosen.mediaId,
			width: 64,
			height: 48,
			alt: 'Orbit',
		})
		// Testimonial logos and portraits share a folder, so either kind takes either.
		const face = await upload(t.db, 'testimonials', 'face.png')
		expect(await resolveChosenImage(t.db, face, 'logo')).toMatchObject({
			name: 'face.png',
		})
	})

	test('anything else is refused: another kind, no media id, another url, no row', async () => {
		const banner = await upload(t.db, 'banners', 'orbit.png')
		expect(await resolveChosenImage(t.db, banner, 'client-logo')).toBeNull()
		expect(
			await resolveChosenImage(t.db, { ...banner, mediaId: null }, 'banner'),
		).toBeNull()
		expect(
			await resolveChosenImage(
				t.db,
				{ ...banner, url: '/media/banners/other/original.png' },
				'banner',
			),
		).toBeNull()
		expect(
			await resolveChosenImage(t.db, { ...banner, mediaId: 'missing' }, 'banner'),
		).toBeNull()
	})

	test('an image the record already has is kept as stored, whatever its folder', async () => {
		const stored: ImageRef = { url: '/media/seed/orbit.png', name: 'Orbit', width: 800 }
		const posted: ImageRef = { url: stored.url, name: 'forged', mediaId: 'x' }
		expect(await resolveChosenImage(t.db, posted, 'banner', [null, stored])).toBe(stored)
		expect(await resolveChosenImage(t.db, posted, 'banner')).toBeNull()
	})

	test('releases what a change dropped and nobody refers to; keeps the rest', async () => {
		const kept = await upload(t.db, 'banners', 'kept.png')
		const dropped = await upload(t.db, 'banners', 'dropped.png')
		const shared = await upload(t.db, 'projectImages', 'shared.png')
		// Another project still shows `shared`.
		await createProject(t.db, makeProjectInput({ image: shared }))

		const released = await releaseDroppedImages(
			t.db,
			[kept, dropped, shared, null],
			[kept, undefined],
		)
		expect(released).toEqual([dropped.mediaId])
		expect(await getMedia(t.db, dropped.mediaId)).toBeNull()
		expect(await storage.list('banners/')).toEqual([
			`banners/${kept.mediaId}/original.png`,
		])
		expect(await getMedia(t.db, kept.mediaId)).not.toBeNull()
		expect(await getMedia(t.db, shared.mediaId)).not.toBeNull()
		expect(await releaseDroppedImages(t.db, [kept], [kept])).toEqual([])
	})

	test('a failed release never fails the change that committed: the sweep finishes it', async () => {
		const dropped = await upload(t.db, 'banners', 'dropped.png')
		const broken: Storage = Object.assign(Object.create(storage) as Storage, {
			delete: () => Promise.reject(new Error('storage down')),
		})
		setStorageForTests(broken)
		expect(await releaseDroppedImages(t.db, [dropped], [])).toEqual([])
		// Inside a transaction it refuses (a rollback would bring the references back), also quietly.
		setStorageForTests(storage)
		const other = await upload(t.db, 'banners', 'other.png')
		expect(
			await t.db.transaction().execute((trx) => releaseDroppedImages(trx, [other], [])),
		).toEqual([])
		expect(await getMedia(t.db, other.mediaId)).not.toBeNull()
	})
})
