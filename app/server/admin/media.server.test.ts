import { storedImage } from './testing.server.ts'
import { setTimeout as sleep } from 'node:timers/promises'

import { afterEach, beforeEach, expect, test } from 'vitest'

import type { MediaKind } from '#app/lib/media.ts'
import { PROJECT_MESSAGES, projectFormDefaults } from '#app/schemas/project.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import {
	recordImageUsages,
	resolveChosenImage,
} from '#app/server/media/image-refs.server.ts'
import { storeImage } from '#app/server/media/pipeline.server.ts'
import {
	deleteMediaIfUnused,
	mediaKeys,
} from '#app/server/media/media-deletion.server.ts'
import { setStorageForTests } from '#app/server/media/storage.server.ts'
import {
	describeEachStorage,
	makePhoto,
	makeTransparentPng,
} from '#app/server/media/testing.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { createClientLogo } from '#app/server/models/client-logos.server.ts'
import { makeProjectInput } from '#app/server/models/factories.server.ts'
import { getMedia } from '#app/server/models/media.server.ts'
import { createProject, getProject } from '#app/server/models/projects.server.ts'

import {
	deleteLibraryImage,
	LIBRARY_PAGE_SIZE,
	loadLibrary,
	loadLibraryImage,
	loadPickerPage,
	saveLibraryImage,
} from './media.server.ts'
import { publishProject } from './projects.server.ts'

const actor = { id: 'admin-1', email: 'admin@example.com' }

describeEachDialect('the Media tab', (t) => {
	describeEachStorage('images', (s) => {
		beforeEach(() => setStorageForTests(s.storage))
		afterEach(() => setStorageForTests(undefined))

		let photo: Buffer | undefined
		const store = async (originalName: string, kind: MediaKind = 'banner') => {
			photo ??= await makePhoto(700, 400, 'png')
			return storeImage({
				buffer: photo,
				originalName,
				kind,
				db: t.db,
				storage: s.storage,
			})
		}

		test('delete: refused while a record shows the image, naming it; then gone with every variant', async () => {
			const { media, image } = await store('harbour.png')
			const project = await createProject(
				t.db,
				makeProjectInput({ name: 'Orbit', banner: image, image }),
			)
			await recordImageUsages(t.db, 'project', project.id, { banner: image, image })
			const keys = mediaKeys(media)
			// The original and AVIF and WebP at 320, 640 and 700 px.
			expect(keys).toHaveLength(7)

			const refused = await deleteLibraryImage(t.db, { id: media.id, actor })
			expect(refused).toMatchObject({
				ok: false,
				status: 409,
				message:
					'This image is still used by Project “Orbit” (Banner image, Project image), so it was not deleted. Choose another image there first.',
			})
			expect(await getMedia(t.db, media.id)).not.toBeNull()
			for (const key of keys) expect(await s.storage.stat(key), key).not.toBeNull()

			await recordImageUsages(t.db, 'project', project.id, {})
			expect(await deleteLibraryImage(t.db, { id: media.id, actor })).toMatchObject({
				ok: true,
			})
			expect(await getMedia(t.db, media.id)).toBeNull()
			expect(await s.storage.list('banners/')).toEqual([])
			expect((await listAuditLog(t.db))[0]).toMatchObject({
				action: 'media.delete',
				entity: 'media',
				entityId: media.id,
				detail: { name: 'harbour.png' },
			})
			expect(await deleteLibraryImage(t.db, { id: media.id, actor })).toEqual({
				ok: false,
				status: 404,
			})
		})
	})

	/** An image of the library, as the pipeline stores it. */
	let logo: Buffer | undefined
	const add = async (originalName: string, kind: MediaKind = 'client-logo') => {
		logo ??= await makeTransparentPng(60, 30)
		return storeImage({ buffer: logo, originalName, kind, db: t.db })
	}

	test('the tab: newest first, where each is used, search, unused, a page at a time', async () => {
		const acme = await add('acme.png')
		await sleep(2)
		const globex = await add('globex.png')
		await sleep(2)
		const spare = await add('spare.png')
		const project = await createProject(t.db, makeProjectInput({ name: 'Orbit' }))
		await recordImageUsages(t.db, 'project', project.id, {
			banner: acme.image,
			productImages: [acme.image, globex.image],
		})
		const client = await createClientLogo(t.db, { name: 'acme.png', image: acme.image })
		await recordImageUsages(t.db, 'client_logo', client.id, { image: acme.image })

		const tab = await loadLibrary(t.db, {}, 1)
		expect(tab).toMatchObject({ page: 1, pageCount: 1, total: 3, error: null })
		expect(tab.images.map((card) => card.name)).toEqual([
			'spare.png',
			'globex.png',
			'acme.png',
		])
		expect(tab.images[2]?.usedIn).toEqual([
			{
				record: {
					id: client.id,
					kind: 'Client logo',
					name: 'acme.png',
					href: '/admin/logos',
				},
				fields: ['Logo image'],
			},
			{
				record: {
					id: project.id,
					kind: 'Project',
					name: 'Orbit',
					href: `/admin/projects/${project.id}`,
				},
				fields: ['Banner image', 'Product images'],
			},
		])
		expect(tab.images[2]).toMatchObject({ pending: false, bytes: acme.media.bytes })
		expect(tab.images[0]).toMatchObject({ usedIn: [], pending: true })

		expect(
			(await loadLibrary(t.db, { usage: 'unused' })).images.map((c) => c.id),
		).toEqual([spare.media.id])
		expect((await loadLibrary(t.db, { search: 'GLOB' })).images.map((c) => c.id)).toEqual(
			[globex.media.id],
		)
		expect(await loadLibraryImage(t.db, 'missing')).toBeNull()
		// A page at a time: the first full, the rest on the next.
		for (let i = 0; i < LIBRARY_PAGE_SIZE; i++)
			await storedImage(t.db, 'clients', `more-${i}`)
		expect((await loadLibrary(t.db, {})).images).toHaveLength(LIBRARY_PAGE_SIZE)
		expect((await loadLibrary(t.db, {}, 2)).images).toHaveLength(3)
	})

	test('the picker lists what a field can show: SVG in logo fields only', async () => {
		const png = await add('mark.png')
		const { media: svg } = await storeImage({
			buffer: Buffer.from(
				'<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>',
			),
			originalName: 'mark.svg',
			kind: 'client-logo',
			db: t.db,
		})
		const ids = async (kind: 'banner' | 'logo') =>
			(await loadPickerPage(t.db, { search: 'mark', kind, page: 1 })).images.map(
				(image) => image.id,
			)
		expect(await ids('banner')).toEqual([png.media.id])
		expect((await ids('logo')).sort()).toEqual([png.media.id, svg.id].sort())
		const page = await loadPickerPage(t.db, { search: '', kind: 'logo', page: 1 })
		expect(page.images[0]?.image).toMatchObject({
			mediaId: svg.id,
			url: `/media/${svg.path}`,
		})
	})

	test('details: alt text and focal point on the row and every record showing it, audited', async () => {
		const shown = await add('shown.png', 'banner')
		const project = await createProject(t.db, makeProjectInput({ banner: shown.image }))
		await recordImageUsages(t.db, 'project', project.id, { banner: shown.image })
		const saved = await saveLibraryImage(t.db, {
			id: shown.media.id,
			alt: 'A harbour at dawn',
			focal: { x: 30, y: 70 },
			actor,
		})
		expect(saved).toMatchObject({ alt: 'A harbour at dawn', focal: { x: 30, y: 70 } })
		expect((await getProject(t.db, project.id))?.banner).toMatchObject({
			alt: 'A harbour at dawn',
			focal: { x: 30, y: 70 },
		})
		expect((await listAuditLog(t.db))[0]).toMatchObject({
			action: 'media.update',
			entityId: shown.media.id,
		})
		// Edited here, an upload nothing shows yet is the library's to keep.
		const loose = await add('loose.png')
		await saveLibraryImage(t.db, {
			id: loose.media.id,
			alt: '',
			focal: { x: 50, y: 50 },
			actor,
		})
		expect((await getMedia(t.db, loose.media.id))?.keptAt).not.toBeNull()
		expect(
			await saveLibraryImage(t.db, {
				id: 'gone',
				alt: null,
				focal: { x: 1, y: 1 },
				actor,
			}),
		).toBeNull()
	})

	test('a delete and a save picking the image at once: the first to lock it wins', async () => {
		const { media, image } = await add('race.png', 'banner')
		const fields = makeProjectInput({ banner: image, image, productImages: [] })

		// A save holds the image: the delete waits for it, then sees the use.
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		let locked!: () => void
		const holding = new Promise<void>((resolve) => (locked = resolve))
		const saving = t.db.transaction().execute(async (trx) => {
			const banner = await resolveChosenImage(trx, image, 'banner')
			locked()
			await held
			await recordImageUsages(trx, 'project', 'p-race', { banner })
		})
		await holding
		const deleting = deleteLibraryImage(t.db, { id: media.id, actor })
		await sleep(150)
		release()
		await saving
		expect(await deleting).toMatchObject({ ok: false, status: 409 })
		expect(await getMedia(t.db, media.id)).not.toBeNull()

		// A delete holds it: the save waits, then finds it gone (400, nothing written).
		await recordImageUsages(t.db, 'project', 'p-race', {})
		let go!: () => void
		const wait = new Promise<void>((resolve) => (go = resolve))
		let deleted!: () => void
		const deleteHolds = new Promise<void>((resolve) => (deleted = resolve))
		const deletion = t.db.transaction().execute(async (trx) => {
			const result = await deleteMediaIfUnused(trx, media.id)
			deleted()
			await wait
			return result
		})
		await deleteHolds
		const save = publishProject(t.db, {
			values: projectFormDefaults(fields),
			actor,
			draftVersion: 0,
			baseRevision: 0,
		})
		await sleep(150)
		go()
		expect((await deletion).status).toBe('deleted')
		expect(await save).toMatchObject({
			ok: false,
			status: 400,
			fieldErrors: { banner: PROJECT_MESSAGES.banner, image: PROJECT_MESSAGES.image },
		})
	})
})
