import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import type { ImageRef } from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import {
	createClientLogo,
	getClientLogo,
} from '#app/server/models/client-logos.server.ts'
import {
	makeProjectInput,
	makeTestimonialInput,
} from '#app/server/models/factories.server.ts'
import { createMedia, getMedia } from '#app/server/models/media.server.ts'
import { listMediaUsages } from '#app/server/models/media-usages.server.ts'
import { createProject, getProject } from '#app/server/models/projects.server.ts'
import {
	createTestimonial,
	getTestimonial,
} from '#app/server/models/testimonials.server.ts'

import {
	recordImageUsages,
	resolveChosenImage,
	updateImageDetails,
} from './image-refs.server.ts'
import { LocalStorage } from './local-storage.server.ts'
import { setStorageForTests } from './storage.server.ts'
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
	test('a library image is described by its media row, not by the form', async () => {
		const chosen = await upload(t.db, 'banners', 'orbit.png')
		// The form says its own name, size and alt text: the row's are kept.
		const posted = { ...chosen, width: 1, height: 1, alt: 'Forged' }
		expect(await resolveChosenImage(t.db, posted, 'banner')).toEqual({
			url: chosen.url,
			name: 'orbit.png',
			mediaId: chosen.mediaId,
			width: 64,
			height: 48,
		})
	})

	test('any field may show any raster image of the library: files are shared', async () => {
		const gallery = await upload(t.db, 'productImages', 'screen.png')
		expect(await resolveChosenImage(t.db, gallery, 'banner')).toMatchObject({
			url: gallery.url,
			mediaId: gallery.mediaId,
		})
		expect(await resolveChosenImage(t.db, gallery, 'client-logo')).toMatchObject({
			mediaId: gallery.mediaId,
		})
	})

	test('an SVG goes in logo fields only', async () => {
		await storage.put(
			'clients/m-svg/original.svg',
			Buffer.from('<svg/>'),
			'image/svg+xml',
		)
		await createMedia(t.db, {
			id: 'm-svg',
			path: 'clients/m-svg/original.svg',
			originalName: 'acme.svg',
			contentType: 'image/svg+xml',
			width: null,
			height: null,
			bytes: 6,
		})
		const svg = {
			url: '/media/clients/m-svg/original.svg',
			name: 'acme.svg',
			mediaId: 'm-svg',
		}
		expect(await resolveChosenImage(t.db, svg, 'logo')).toMatchObject({
			mediaId: 'm-svg',
		})
		expect(await resolveChosenImage(t.db, svg, 'client-logo')).not.toBeNull()
		expect(await resolveChosenImage(t.db, svg, 'banner')).toBeNull()
		expect(await resolveChosenImage(t.db, svg, 'testimonial')).toBeNull()
	})

	test('a forged id or address is refused', async () => {
		const banner = await upload(t.db, 'banners', 'orbit.png')
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

	test('an image stored before the pipeline is kept only by the record that has it', async () => {
		const stored: ImageRef = { url: '/media/seed/orbit.png', name: 'Orbit', width: 800 }
		const posted: ImageRef = { url: stored.url, name: 'forged', mediaId: 'x' }
		expect(await resolveChosenImage(t.db, posted, 'banner', [null, stored])).toBe(stored)
		expect(await resolveChosenImage(t.db, posted, 'banner')).toBeNull()
		// One the library has, at that address: described (and then counted) as its row.
		const row = await upload(t.db, 'banners', 'row.png')
		const plain: ImageRef = { url: row.url, name: 'row.png' }
		expect(await resolveChosenImage(t.db, plain, 'banner', [plain])).toMatchObject({
			mediaId: row.mediaId,
			width: 64,
		})
	})

	test('new alt text from the form goes to the library, checked', async () => {
		const chosen = await upload(t.db, 'banners', 'orbit.png')
		expect(
			await resolveChosenImage(
				t.db,
				{ ...chosen, setAlt: '  Orbit over the sea ' },
				'banner',
			),
		).toMatchObject({ alt: 'Orbit over the sea' })
		expect((await getMedia(t.db, chosen.mediaId))?.alt).toBe('Orbit over the sea')
		// Untouched (no setAlt): the library's stays and is carried.
		expect(await resolveChosenImage(t.db, chosen, 'banner')).toMatchObject({
			alt: 'Orbit over the sea',
		})
		// Decorative, then unset.
		expect(
			await resolveChosenImage(t.db, { ...chosen, setAlt: '' }, 'banner'),
		).toMatchObject({ alt: '' })
		const unset = await resolveChosenImage(t.db, { ...chosen, setAlt: null }, 'banner')
		expect(unset).not.toHaveProperty('alt')
		expect((await getMedia(t.db, chosen.mediaId))?.alt).toBeNull()
		// Too long or not one line: refused, and nothing stored.
		expect(
			await resolveChosenImage(t.db, { ...chosen, setAlt: 'x'.repeat(251) }, 'banner'),
		).toBeNull()
		expect(
			await resolveChosenImage(t.db, { ...chosen, setAlt: 'two\nlines' }, 'banner'),
		).toBeNull()
		expect((await getMedia(t.db, chosen.mediaId))?.alt).toBeNull()
	})

	test('usages follow what a record shows, field by field', async () => {
		const a = await upload(t.db, 'banners', 'a.png')
		const b = await upload(t.db, 'productImages', 'b.png')
		await recordImageUsages(t.db, 'project', 'p1', {
			banner: a,
			image: b,
			productImages: [b, b, { url: '/media/seed/x.png', name: 'x' }],
		})
		expect(await listMediaUsages(t.db, [a.mediaId, b.mediaId])).toEqual([
			{ mediaId: a.mediaId, entity: 'project', entityId: 'p1', field: 'banner' },
			{ mediaId: b.mediaId, entity: 'project', entityId: 'p1', field: 'image' },
			{ mediaId: b.mediaId, entity: 'project', entityId: 'p1', field: 'productImages' },
		])
		expect((await getMedia(t.db, a.mediaId))?.keptAt).not.toBeNull()
		await recordImageUsages(t.db, 'project', 'p1', { banner: a })
		expect(await listMediaUsages(t.db, [a.mediaId, b.mediaId])).toEqual([
			{ mediaId: a.mediaId, entity: 'project', entityId: 'p1', field: 'banner' },
		])
		// A use of a row that does not exist is refused by the database itself.
		await expect(
			recordImageUsages(t.db, 'project', 'p1', {
				banner: { url: '/media/x.png', name: 'x', mediaId: 'missing' },
			}),
		).rejects.toThrow()
	})

	test('new details reach every record showing the image, and only its refs', async () => {
		const shared = await upload(t.db, 'productImages', 'shared.png')
		const other = await upload(t.db, 'banners', 'other.png')
		const project = await createProject(
			t.db,
			makeProjectInput({ banner: other, image: shared, productImages: [shared, other] }),
		)
		await recordImageUsages(t.db, 'project', project.id, {
			banner: other,
			image: shared,
			productImages: [shared, other],
		})
		const testimonial = await createTestimonial(
			t.db,
			makeTestimonialInput({ image: shared }),
		)
		await recordImageUsages(t.db, 'testimonial', testimonial.id, { image: shared })
		const logo = await createClientLogo(t.db, { name: 'shared.png', image: shared })
		await recordImageUsages(t.db, 'client_logo', logo.id, { image: shared })

		const updated = await updateImageDetails(t.db, shared.mediaId, {
			alt: 'A shared screen',
			focal: { x: 20, y: 80 },
		})
		expect(updated).toMatchObject({ alt: 'A shared screen', focal: { x: 20, y: 80 } })
		const details = { alt: 'A shared screen', focal: { x: 20, y: 80 } }
		const after = await getProject(t.db, project.id)
		expect(after?.image).toMatchObject(details)
		expect(after?.productImages[0]).toMatchObject(details)
		expect(after?.banner).not.toHaveProperty('alt')
		expect(after?.productImages[1]).not.toHaveProperty('focal')
		// Not an edit of the project: its revision and updatedAt stay.
		expect(after?.revision).toBe(project.revision)
		expect(after?.updatedAt).toBe(project.updatedAt)
		expect((await getTestimonial(t.db, testimonial.id))?.image).toMatchObject(details)
		expect((await getClientLogo(t.db, logo.id))?.image).toMatchObject(details)

		// Back to none and the centre: the refs lose both.
		await updateImageDetails(t.db, shared.mediaId, { alt: null, focal: { x: 50, y: 50 } })
		const reset = await getProject(t.db, project.id)
		expect(reset?.image).not.toHaveProperty('alt')
		expect(reset?.image).not.toHaveProperty('focal')
		expect(await updateImageDetails(t.db, 'missing', { alt: 'x' })).toBeNull()
	})
})
