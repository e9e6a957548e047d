import { richFromPlainText } from '#app/lib/rich-text.ts'
import { purgeFromTrash } from '#app/server/content/trash.server.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { TESTIMONIAL_REQUIRED_MESSAGE } from '#app/schemas/testimonial.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { setStorageForTests } from '#app/server/media/storage.server.ts'
import { storeTestUpload } from '#app/server/media/testing.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { getMedia } from '#app/server/models/media.server.ts'
import { listMediaUsages } from '#app/server/models/media-usages.server.ts'
import { makeTestimonialInput } from '#app/server/models/factories.server.ts'
import {
	createTestimonial,
	getTestimonial,
	listTestimonials,
} from '#app/server/models/testimonials.server.ts'

import { holdEditLock } from '#app/server/content/edit-locks.server.ts'
import { listDraftCopies } from '#app/server/models/draft-copies.server.ts'

import {
	publishTestimonial,
	TESTIMONIAL_MESSAGES,
	testimonialWrites,
} from './testimonials.server.ts'
import {
	loadTestimonialsTab,
	TESTIMONIALS_PAGE_SIZE,
	deleteTestimonial,
} from './testing.server.ts'

const actor = { id: 'admin-1', email: 'admin@example.com' }
const T0 = new Date('2026-11-22T09:00:00.000Z')
const T1 = new Date('2026-11-22T10:30:00.000Z')

let storage: LocalStorage
let root: string
beforeEach(() => {
	root = mkdtempSync(path.join(tmpdir(), 'testimonials-'))
	storage = new LocalStorage(root)
	setStorageForTests(storage)
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(T0)
})
afterEach(() => {
	vi.useRealTimers()
	setStorageForTests(undefined)
	rmSync(root, { recursive: true, force: true })
})

const upload = (db: DB, name: string, folder = 'testimonials') =>
	storeTestUpload(db, storage, folder, name)

/**
 * The form's Publish (spec §4's Save) on what is stored now: a testimonial is a content kind
 * (decision 052), so its publish names the revision it was based on.
 */
async function saveTestimonial(
	db: DB,
	input: {
		data: Awaited<ReturnType<typeof form>>
		actor: typeof actor
		id?: string
		editor?: string
	},
) {
	const current = input.id ? await getTestimonial(db, input.id) : null
	return publishTestimonial(db, {
		values: input.data,
		actor: input.actor,
		id: input.id,
		draftVersion: 0,
		baseRevision: current?.revision ?? 0,
		editor: input.editor,
	})
}

async function form(db: DB, prefix: string) {
	return {
		name: 'Ada Lovelace',
		title: 'CTO, Analytical Engines',
		quote: richFromPlainText('Line one\nLine two <b>not html</b>'),
		logoLight: await upload(db, `${prefix}-light.png`),
		logoDark: await upload(db, `${prefix}-dark.svg`),
		image: await upload(db, `${prefix}-face.png`),
	}
}

describeEachDialect('testimonials tab', (t) => {
	test('add, edit (one image replaced), delete: timestamps, audit, images kept in the library', async () => {
		const data = await form(t.db, 'a')
		const added = await saveTestimonial(t.db, { data, actor })
		if (!added.ok) throw new Error('add failed')
		expect(added.created).toBe(true)
		expect(added.testimonial).toMatchObject({
			name: 'Ada Lovelace',
			quote: richFromPlainText('Line one\nLine two <b>not html</b>'),
			createdAt: T0.toISOString(),
			updatedAt: T0.toISOString(),
			// Name and size come from the media row, not the form.
			logoLight: {
				url: data.logoLight.url,
				name: 'a-light.png',
				mediaId: data.logoLight.mediaId,
				width: 64,
				height: 48,
			},
		})
		const id = added.testimonial.id

		vi.setSystemTime(T1)
		const newFace = await upload(t.db, 'b-face.png')
		const edited = await saveTestimonial(t.db, {
			id,
			actor,
			data: {
				...data,
				name: 'Ada King',
				// Unchanged images come back as the form had them.
				logoLight: added.testimonial.logoLight! as typeof data.logoLight,
				logoDark: added.testimonial.logoDark! as typeof data.logoDark,
				image: newFace,
			},
		})
		if (!edited.ok) throw new Error('edit failed')
		expect(edited.created).toBe(false)
		expect(edited.testimonial).toMatchObject({
			id,
			name: 'Ada King',
			createdAt: T0.toISOString(),
			updatedAt: T1.toISOString(),
		})
		expect(edited.testimonial.logoDark).toEqual(added.testimonial.logoDark)
		// The replaced portrait stays in the library, kept by the history (a restore finds
		// it, decision 052); the logos are still shown.
		expect(await getMedia(t.db, data.image.mediaId)).not.toBeNull()
		expect(
			(await listMediaUsages(t.db, [data.image.mediaId])).map((u) => u.entity),
		).toEqual(['history:testimonial'])
		expect(
			(await listMediaUsages(t.db, [data.logoLight.mediaId]))
				.map((u) => `${u.entity}.${u.field}`)
				.sort(),
		).toEqual(['history:testimonial.logoLight', 'testimonial.logoLight'])

		// A later moment, so the audit log's newest-first order is certain.
		vi.setSystemTime(new Date(T1.getTime() + 60_000))
		const removed = await deleteTestimonial(t.db, { id, actor })
		expect(removed?.name).toBe('Ada King')
		expect(await getTestimonial(t.db, id)).toBeNull()
		expect(await deleteTestimonial(t.db, { id, actor })).toBeNull()
		// In the trash its images stay (it can be restored); the purge removes them.
		const images = [data.logoLight.mediaId, data.logoDark.mediaId, newFace.mediaId]
		for (const mediaId of images) expect(await getMedia(t.db, mediaId)).not.toBeNull()
		// Each shown by the testimonial and kept by its history.
		expect(await listMediaUsages(t.db, images)).toHaveLength(6)
		vi.setSystemTime(new Date(T1.getTime() + 120_000))
		await purgeFromTrash(t.db, 'testimonial', { id, actor })
		for (const mediaId of images) expect(await getMedia(t.db, mediaId)).toBeNull()
		// The portrait it dropped before went with its history: nothing else used it.
		expect(await getMedia(t.db, data.image.mediaId)).toBeNull()
		for (const mediaId of images)
			expect(await storage.list(`testimonials/${mediaId}`)).toEqual([])

		const audit = await listAuditLog(t.db)
		const nameOf = (detail: unknown) => (detail as { name?: string } | null)?.name
		expect(
			audit.map((entry) => [entry.action, entry.entityId, nameOf(entry.detail)]),
		).toEqual([
			['testimonial.purge', id, 'Ada King'],
			['testimonial.delete', id, 'Ada King'],
			['testimonial.update', id, 'Ada King'],
			['testimonial.create', id, 'Ada Lovelace'],
		])
		// A publish names the revision it made (the Activity log links it).
		expect(audit[2]?.detail).toMatchObject({ name: 'Ada King', revision: 2 })
		expect(audit.every((entry) => entry.actorEmail === actor.email)).toBe(true)
	})

	test('images not in the library are refused', async () => {
		const data = await form(t.db, 'c')
		const result = await saveTestimonial(t.db, {
			actor,
			data: {
				...data,
				// Another image's address, a made-up media id, a URL that does not match its row.
				logoLight: {
					...(await upload(t.db, 'elsewhere.png', 'banners')),
					url: data.logoLight.url,
				},
				logoDark: {
					url: '/media/testimonials/nope/original.png',
					name: 'x',
					mediaId: 'nope',
				},
				image: { ...data.image, url: '/media/testimonials/other/original.png' },
			},
		})
		expect(result).toEqual({
			ok: false,
			status: 400,
			fieldErrors: {
				logoLight: TESTIMONIAL_REQUIRED_MESSAGE,
				logoDark: TESTIMONIAL_REQUIRED_MESSAGE,
				image: TESTIMONIAL_REQUIRED_MESSAGE,
			},
		})
		expect(await listTestimonials(t.db)).toEqual([])
		expect(await listAuditLog(t.db)).toEqual([])
	})

	test('while another page holds a testimonial, saving it is refused (423) and nothing changes; its typing can be kept as a copy (issue 36)', async () => {
		const added = await saveTestimonial(t.db, { data: await form(t.db, 'l'), actor })
		if (!added.ok) throw new Error('expected a testimonial')
		const id = added.testimonial.id
		const sam = { id: 'admin-2', email: 'sam@example.com' }
		await holdEditLock(
			t.db,
			{ entity: 'testimonial', id },
			{ editorId: 'sams-page-01', actor: sam },
		)
		const data = { ...(await form(t.db, 'm')), name: 'Not saved' }
		const refused = await saveTestimonial(t.db, {
			id,
			data,
			actor,
			editor: 'my-page-0001',
		})
		expect(refused).toMatchObject({ ok: false, status: 423, by: 'sam@example.com' })
		expect((await listAuditLog(t.db)).map((entry) => entry.action)).toEqual([
			'testimonial.create',
		])
		// The holder saves.
		expect(
			await saveTestimonial(t.db, { id, data, actor: sam, editor: 'sams-page-01' }),
		).toMatchObject({ ok: true })
		const copy = await testimonialWrites(t.db, id, actor).keepCopy(
			{ ...data, name: 'What I typed' },
			'taken-over',
			'sam@example.com',
		)
		expect(copy).toMatchObject({ entity: 'testimonial', reason: 'taken-over' })
		expect(await listDraftCopies(t.db, 'testimonial', id)).toHaveLength(1)
	})

	test('editing a testimonial that is gone says so and writes nothing', async () => {
		const data = await form(t.db, 'd')
		expect(await saveTestimonial(t.db, { id: 'missing', data, actor })).toEqual({
			ok: false,
			status: 404,
		})
		expect(await listAuditLog(t.db)).toEqual([])
	})

	test('the list, the last added first; a failing database gives the spec message', async () => {
		await saveTestimonial(t.db, { data: await form(t.db, 'e'), actor })
		vi.setSystemTime(T1)
		await saveTestimonial(t.db, {
			data: { ...(await form(t.db, 'f')), name: 'Grace Hopper' },
			actor,
		})
		const tab = await loadTestimonialsTab(t.db)
		expect(tab.error).toBeNull()
		expect(tab.testimonials.map((x) => x.name)).toEqual(['Grace Hopper', 'Ada Lovelace'])

		const broken = {
			selectFrom: () => {
				throw new Error('database is down')
			},
		} as unknown as DB
		expect(await loadTestimonialsTab(broken)).toEqual({
			testimonials: [],
			page: 1,
			pageCount: 1,
			offset: 0,
			total: 0,
			visibleTotal: 0,
			error: TESTIMONIAL_MESSAGES.fetchFailed,
		})
	})

	test('the tab comes a page at a time, and says where a page sits', async () => {
		const total = TESTIMONIALS_PAGE_SIZE + 2
		for (let i = 0; i < total; i++) {
			await createTestimonial(t.db, {
				...makeTestimonialInput({ name: `Client ${String(i).padStart(2, '0')}` }),
				createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
			})
		}
		const first = await loadTestimonialsTab(t.db)
		expect(first).toMatchObject({ page: 1, pageCount: 2, error: null })
		expect(first.testimonials).toHaveLength(TESTIMONIALS_PAGE_SIZE)
		expect(first.testimonials[0]?.name).toBe(`Client ${total - 1}`)
		const second = await loadTestimonialsTab(t.db, 2)
		expect(second.testimonials.map((x) => x.name)).toEqual(['Client 01', 'Client 00'])
		// Past the end: an empty page that knows the last one (the loader redirects there).
		expect(await loadTestimonialsTab(t.db, 3)).toMatchObject({
			testimonials: [],
			page: 3,
			pageCount: 2,
		})
	})
})
