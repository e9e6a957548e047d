import { expect, test } from 'vitest'

import type { MediaKind } from '#app/lib/media.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { makeProjectInput } from '#app/server/models/factories.server.ts'
import {
	createMedia,
	getMedia,
	listMedia,
	markMediaKept,
} from '#app/server/models/media.server.ts'
import { createProject } from '#app/server/models/projects.server.ts'

import { recordImageUsages } from './image-refs.server.ts'
import { storeImage } from './pipeline.server.ts'
import {
	deleteMediaIfUnused,
	releaseMedia,
	sweepAbandonedMedia,
} from './media-deletion.server.ts'
import { describeEachStorage, makePhoto } from './testing.server.ts'

describeEachDialect('releasing media', (t) => {
	describeEachStorage('releaseMedia', (s) => {
		let tiny: Buffer | undefined
		const store = async (kind: MediaKind = 'banner') => {
			tiny ??= await makePhoto(64, 48, 'png')
			return storeImage({
				buffer: tiny,
				originalName: 'x.png',
				kind,
				db: t.db,
				storage: s.storage,
			})
		}
		const keysOf = async (id: string) =>
			(await s.storage.list('')).filter((k) => k.includes(id))

		test('an image a record shows is kept; one nothing shows goes with every file', async () => {
			const banner = await store('banner')
			const loose = await store('project')
			const project = await createProject(
				t.db,
				makeProjectInput({ banner: banner.image }),
			)
			await recordImageUsages(t.db, 'project', project.id, { banner: banner.image })
			expect(await keysOf(banner.media.id)).toHaveLength(3)

			expect(
				await releaseMedia(t.db, [banner.media.id, loose.media.id, 'missing'], {
					storage: s.storage,
				}),
			).toEqual([loose.media.id])
			expect(await keysOf(loose.media.id)).toEqual([])
			expect(await getMedia(t.db, banner.media.id)).not.toBeNull()

			// The project stops showing it: it may go now.
			await recordImageUsages(t.db, 'project', project.id, {})
			expect(await releaseMedia(t.db, banner.media.id, { storage: s.storage })).toEqual([
				banner.media.id,
			])
			expect(await s.storage.list('')).toEqual([])
			expect(await listMedia(t.db)).toEqual([])
		})

		test('deleteMediaIfUnused says why it did not delete', async () => {
			const used = await store()
			await recordImageUsages(t.db, 'project', 'p1', { banner: used.image })
			expect(await deleteMediaIfUnused(t.db, used.media.id)).toEqual({ status: 'in-use' })
			expect(await deleteMediaIfUnused(t.db, 'missing')).toEqual({ status: 'missing' })
			await recordImageUsages(t.db, 'project', 'p1', {})
			// Once shown, it was kept: the sweep's delete leaves it, an admin's does not.
			expect(await deleteMediaIfUnused(t.db, used.media.id, { neverKept: true })).toEqual(
				{
					status: 'kept',
				},
			)
			expect(
				await releaseMedia(t.db, used.media.id, { storage: s.storage, neverKept: true }),
			).toEqual([])
			expect(await deleteMediaIfUnused(t.db, used.media.id)).toMatchObject({
				status: 'deleted',
				media: { id: used.media.id },
			})
			// The row is gone; its files are the caller's, after the commit.
			expect(await keysOf(used.media.id)).toHaveLength(3)
		})

		test('is refused inside a transaction, which might still roll back', async () => {
			const image = await store()
			await expect(
				t.db.transaction().execute((trx) => releaseMedia(trx, image.media.id)),
			).rejects.toThrow(/outside any transaction/)
			expect(await getMedia(t.db, image.media.id)).not.toBeNull()
		})

		test('the sweep removes old uploads never kept nor used, and only those', async () => {
			const used = await store('banner')
			const dropped = await store('banner')
			const edited = await store('product')
			const abandoned = await store('banner')
			const site = await store('site')
			const seed = await createMedia(t.db, {
				path: 'seed/lumen-banner.webp',
				originalName: 'lumen-banner.webp',
				contentType: 'image/webp',
				width: 1600,
				height: 600,
				bytes: 1000,
			})
			await recordImageUsages(t.db, 'project', 'p1', { banner: used.image })
			// Shown once, then replaced: the library keeps it, unused.
			await recordImageUsages(t.db, 'project', 'p2', { banner: dropped.image })
			await recordImageUsages(t.db, 'project', 'p2', {})
			// Given alt text in the library: kept though nothing shows it.
			await markMediaKept(t.db, [edited.media.id])

			// Younger than a day: kept, in case its form is still being filled in.
			expect(await sweepAbandonedMedia(t.db, { storage: s.storage })).toEqual([])

			const tomorrow = Date.now() + 25 * 3600_000
			expect(
				await sweepAbandonedMedia(t.db, { storage: s.storage, now: tomorrow }),
			).toEqual([abandoned.media.id])
			expect((await listMedia(t.db)).map((m) => m.id).sort()).toEqual(
				[used.media.id, dropped.media.id, edited.media.id, site.media.id, seed.id].sort(),
			)
			expect(await keysOf(abandoned.media.id)).toEqual([])
		})
	})
})
