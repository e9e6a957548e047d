import { expect, test } from 'vitest'

import type { MediaKind } from '#app/lib/media.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import {
	createClientLogo,
	deleteClientLogo,
} from '#app/server/models/client-logos.server.ts'
import {
	makeImage,
	makeProjectInput,
	makeTestimonialInput,
} from '#app/server/models/factories.server.ts'
import { createMedia, getMedia, listMedia } from '#app/server/models/media.server.ts'
import { createProject, deleteProject } from '#app/server/models/projects.server.ts'
import { setSetting } from '#app/server/models/settings.server.ts'
import {
	createTestimonial,
	deleteTestimonial,
} from '#app/server/models/testimonials.server.ts'

import { storeImage } from './pipeline.server.ts'
import { mediaIdsOf, releaseMedia, sweepUnreferencedMedia } from './release.server.ts'
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

		test('the last reference gone, the row and every file go', async () => {
			const banner = await store('banner')
			const shared = await store('product')
			const loose = await store('project')
			const project = await createProject(
				t.db,
				makeProjectInput({ banner: banner.image, productImages: [shared.image] }),
			)
			const testimonial = await createTestimonial(
				t.db,
				makeTestimonialInput({ logoLight: shared.image }),
			)
			expect(await keysOf(banner.media.id)).toHaveLength(3)

			// Still referenced: kept. Referenced by nothing: gone.
			expect(
				await releaseMedia(t.db, [banner.media.id, shared.media.id, loose.media.id], {
					storage: s.storage,
				}),
			).toEqual([loose.media.id])
			expect(await keysOf(loose.media.id)).toEqual([])

			await deleteProject(t.db, project.id)
			const released = await releaseMedia(
				t.db,
				mediaIdsOf(project.banner, project.image, project.productImages),
				{ storage: s.storage },
			)
			// The banner had only the project; the product image is still the testimonial's logo.
			expect(released).toEqual([banner.media.id])
			expect(await getMedia(t.db, banner.media.id)).toBeNull()
			expect(await keysOf(banner.media.id)).toEqual([])
			expect(await getMedia(t.db, shared.media.id)).not.toBeNull()

			await deleteTestimonial(t.db, testimonial.id)
			expect(await releaseMedia(t.db, shared.media.id, { storage: s.storage })).toEqual([
				shared.media.id,
			])
			expect(await s.storage.list('')).toEqual([])
			expect(await listMedia(t.db)).toEqual([])
		})

		test('client logos, settings and plain URL strings count as references', async () => {
			const logo = await store('client-logo')
			const steps = await store('site')
			const byUrl = await store('project')
			const client = await createClientLogo(t.db, { name: 'acme.png', image: logo.image })
			await setSetting(t.db, 'processImage', { light: steps.image })
			// Spec §3 tolerates a plain URL string where an image object is expected.
			await createProject(
				t.db,
				makeProjectInput({ image: byUrl.image.url as unknown as typeof byUrl.image }),
			)
			const ids = [logo.media.id, steps.media.id, byUrl.media.id]
			expect(await releaseMedia(t.db, ids, { storage: s.storage })).toEqual([])

			await deleteClientLogo(t.db, client.id)
			expect(await releaseMedia(t.db, ids, { storage: s.storage })).toEqual([
				logo.media.id,
			])
		})

		test('is refused inside a transaction, which might still roll back', async () => {
			const image = await store()
			await expect(
				t.db.transaction().execute((trx) => releaseMedia(trx, image.media.id)),
			).rejects.toThrow(/after the transaction/)
			expect(await getMedia(t.db, image.media.id)).not.toBeNull()
		})

		test('the sweep removes old uploads nothing uses, and only those', async () => {
			const used = await store('banner')
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
			await createProject(t.db, makeProjectInput({ banner: used.image }))

			// Younger than a day: kept, in case its form is still being filled in.
			expect(await sweepUnreferencedMedia(t.db, { storage: s.storage })).toEqual([])

			const tomorrow = Date.now() + 25 * 3600_000
			expect(
				await sweepUnreferencedMedia(t.db, { storage: s.storage, now: tomorrow }),
			).toEqual([abandoned.media.id])
			expect((await listMedia(t.db)).map((m) => m.id).sort()).toEqual(
				[used.media.id, site.media.id, seed.id].sort(),
			)
			expect(await keysOf(abandoned.media.id)).toEqual([])
		})
	})
})

test('mediaIdsOf collects distinct ids and skips refs without one', () => {
	expect(
		mediaIdsOf(
			makeImage('a.png', { mediaId: 'm1' }),
			null,
			undefined,
			[makeImage('b.png', { mediaId: 'm2' }), makeImage('c.png'), null],
			makeImage('d.png', { mediaId: 'm1' }),
		),
	).toEqual(['m1', 'm2'])
})
