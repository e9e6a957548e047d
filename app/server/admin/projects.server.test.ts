import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'

import { conflictMessage } from '#app/lib/edit-conflict.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { imageFormValue } from '#app/schemas/image.ts'
import { readForm, versionsSchema } from '#app/schemas/form.ts'
import { PROJECT_MESSAGES, projectForm } from '#app/schemas/project.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { setStorageForTests } from '#app/server/media/storage.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { makeImage, makeProjectInput } from '#app/server/models/factories.server.ts'
import { createMedia, getMedia, listMedia } from '#app/server/models/media.server.ts'
import { listMediaUsages } from '#app/server/models/media-usages.server.ts'
import { createProject, getProject } from '#app/server/models/projects.server.ts'
import { listRevisions } from '#app/server/models/content-revisions.server.ts'

import {
	deleteProject,
	loadProjectsTab,
	PROJECT_TOASTS,
	projectsTabPageAfterChange,
	publishProject,
	toggleProjectVisibility,
} from './projects.server.ts'
import { LIST_PAGE_SIZE } from './lists.server.ts'
import { formDataOf, projectFormFields, type PostedFields } from './testing.server.ts'

const actor = { id: 'admin-1', email: 'admin@example.com' }
const T0 = new Date('2026-11-22T10:00:00.000Z')

let uploadsDir: string
beforeAll(() => {
	uploadsDir = mkdtempSync(path.join(tmpdir(), 'aster-projects-admin-'))
	setStorageForTests(new LocalStorage(uploadsDir))
})
afterAll(() => {
	setStorageForTests(undefined)
	rmSync(uploadsDir, { recursive: true, force: true })
})
beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(T0)
})
afterEach(() => {
	vi.useRealTimers()
})

/** An upload of ours, as the upload endpoint would have stored it. */
async function upload(db: DB, folder: string, originalName: string): Promise<ImageRef> {
	const media = await createMedia(db, {
		path: `${folder}/${originalName.replace(/\W/g, '')}/original.png`,
		originalName,
		contentType: 'image/png',
		width: 800,
		height: 600,
		bytes: 1234,
	})
	// What the browser posts: the client may say anything about name and size.
	return { url: `/media/${media.path}`, name: 'whatever', mediaId: media.id, width: 1 }
}

/** Saves `fields` as the form route does: read with the shared schema, then typed. */
async function save(db: DB, fields: PostedFields, id?: string) {
	const posted = formDataOf(fields)
	const read = readForm(posted, projectForm)
	const versions = versionsSchema.parse(Object.fromEntries(posted))
	if (!read.ok)
		throw new Error(`the form was refused: ${JSON.stringify(read.fieldErrors)}`)
	return publishProject(db, {
		values: read.values,
		actor,
		id,
		draftVersion: versions.draftVersion,
		baseRevision: versions.baseRevision,
	})
}

async function validFields(db: DB, changes: PostedFields = {}) {
	const banner = await upload(db, 'banners', 'orbit-banner.png')
	const image = await upload(db, 'projectImages', 'orbit.png')
	const shot = await upload(db, 'productImages', 'orbit-shot.png')
	return {
		fields: projectFormFields({ banner, image, productImages: [shot] }, changes),
		banner,
		image,
		shot,
	}
}

describeEachDialect('admin projects', (t) => {
	test('add: checks, stores images as their media rows say, sets both timestamps, audits', async () => {
		const { fields, banner, shot } = await validFields(t.db)
		const result = await save(t.db, fields)
		if (!result.ok) throw new Error(`expected a save, got ${result.status}`)
		expect(result.created).toBe(true)
		const stored = await getProject(t.db, result.project.id)
		expect(stored).toMatchObject({
			name: 'Orbit',
			type: 'website',
			collection: 'products',
			accentColor: '#F2A541',
			visible: true,
			status: 'published',
			revision: 1,
			createdAt: T0.toISOString(),
			updatedAt: T0.toISOString(),
			banner: {
				url: banner.url,
				name: 'orbit-banner.png',
				mediaId: banner.mediaId,
				width: 800,
				height: 600,
			},
			productImages: [{ url: shot.url, name: 'orbit-shot.png', width: 800 }],
		})
		const [entry] = await listAuditLog(t.db)
		expect(entry).toMatchObject({
			action: 'project.create',
			entity: 'project',
			entityId: result.project.id,
			actorEmail: actor.email,
			detail: { name: 'Orbit', collection: 'products', type: 'website' },
		})
	})

	test("forged images are refused: an id with another image's address, no row", async () => {
		const face = await upload(t.db, 'testimonials', 'face.png')
		const { fields } = await validFields(t.db, {
			// A real media id with another image's address.
			banner: imageFormValue({ ...face, url: '/media/banners/other/original.png' }),
			// Our path, but no media row behind it.
			image: imageFormValue(makeImage('projectImages/ghost/original.png')),
			productImages: JSON.stringify([
				{ url: '/media/productImages/x/original.png', name: 'x', mediaId: 'nope' },
			]),
		})
		expect(await save(t.db, fields)).toMatchObject({
			ok: false,
			status: 400,
			fieldErrors: {
				banner: PROJECT_MESSAGES.banner,
				image: PROJECT_MESSAGES.image,
				productImages: PROJECT_MESSAGES.productImages,
			},
		})
	})

	test('a picked image is shared, not copied; its alt text goes to the library', async () => {
		const { fields, banner, image } = await validFields(t.db)
		const first = await save(t.db, fields)
		if (!first.ok) throw new Error('setup failed')
		// A second project picks the first one's images, and names the banner.
		const picked = await save(t.db, {
			...fields,
			name: 'Orbit Two',
			banner: imageFormValue({ ...banner, setAlt: 'Orbit over a calm sea' }),
			image: imageFormValue(image),
		})
		if (!picked.ok) throw new Error(`expected a save, got ${picked.status}`)
		expect(picked.project.banner).toMatchObject({
			url: banner.url,
			mediaId: banner.mediaId,
			alt: 'Orbit over a calm sea',
		})
		expect((await getMedia(t.db, banner.mediaId!))?.alt).toBe('Orbit over a calm sea')
		// The first project, which showed it already, carries the new text too.
		expect((await getProject(t.db, first.project.id))?.banner?.alt).toBe(
			'Orbit over a calm sea',
		)
		const live = (await listMediaUsages(t.db, [banner.mediaId!])).filter(
			(use) => use.entity === 'project',
		)
		expect(live.map((use) => use.entityId).sort()).toEqual(
			[first.project.id, picked.project.id].sort(),
		)
		expect(await listMedia(t.db)).toHaveLength(3)
	})

	test('alt text a refused publish carried is not kept, nor the project it would add', async () => {
		const { fields, banner } = await validFields(t.db, {
			image: imageFormValue(makeImage('projectImages/ghost/original.png')),
		})
		const posted = { ...fields, banner: imageFormValue({ ...banner, setAlt: 'Kept?' }) }
		expect(await save(t.db, posted)).toMatchObject({ ok: false, status: 400 })
		expect((await getMedia(t.db, banner.mediaId!))?.alt).toBeNull()
		expect(await listMediaUsages(t.db, [banner.mediaId!])).toEqual([])
		expect(await t.db.selectFrom('projects').select('id').execute()).toEqual([])
	})

	test('edit: based on the current revision it publishes, keeps createdAt, and the dropped image stays with its revision', async () => {
		const { fields, banner } = await validFields(t.db)
		const added = await save(t.db, fields)
		if (!added.ok) throw new Error('setup failed')
		const id = added.project.id

		vi.setSystemTime(new Date(T0.getTime() + 60_000))
		const newBanner = await upload(t.db, 'banners', 'new-banner.png')
		const edit = {
			...fields,
			name: 'Orbit 2',
			// The project's own images come back as stored (no new media row needed).
			banner: imageFormValue(newBanner),
			image: imageFormValue(added.project.image),
			productImages: JSON.stringify(added.project.productImages),
			draftVersion: '0',
			baseRevision: '1',
		}
		const saved = await save(t.db, edit, id)
		if (!saved.ok) throw new Error(`expected a save, got ${saved.status}`)
		expect(saved.created).toBe(false)
		expect(saved.project).toMatchObject({
			name: 'Orbit 2',
			revision: 2,
			createdAt: T0.toISOString(),
			updatedAt: new Date(T0.getTime() + 60_000).toISOString(),
			banner: { mediaId: newBanner.mediaId, name: 'new-banner.png' },
		})
		// The old banner is named by revision 1 only, which keeps it (a restore needs it):
		// its one use is the project's history; the new banner is the live project's.
		expect(await getMedia(t.db, banner.mediaId!)).not.toBeNull()
		expect(await listMediaUsages(t.db, [banner.mediaId!])).toEqual([
			{
				mediaId: banner.mediaId,
				entity: 'history:project',
				entityId: id,
				field: 'banner',
			},
		])
		expect(
			(await listMediaUsages(t.db, [newBanner.mediaId!])).map((use) => use.entity),
		).toEqual(['history:project', 'project'])
		expect(await getMedia(t.db, added.project.image!.mediaId!)).not.toBeNull()
		expect((await listAuditLog(t.db))[0]).toMatchObject({
			action: 'project.update',
			entityId: id,
		})

		// A second admin still holding revision 1: refused, nothing changed, values kept.
		// (The form's values come back with it: routes/admin/project-posts.server.test.ts.)
		const stale = await save(t.db, { ...edit, name: 'Orbit (stale)' }, id)
		expect(stale).toMatchObject({
			ok: false,
			status: 409,
			reason: 'published',
			by: actor.email,
			baseRevision: 2,
		})
		if (stale.ok || stale.status !== 409) throw new Error('expected a conflict')
		expect(conflictMessage(stale, 'UTC')).toMatch(
			/^admin@example\.com published this project at /,
		)
		expect((await getProject(t.db, id))?.name).toBe('Orbit 2')
		// Without any revision the save cannot prove it saw the latest copy.
		const blind = await save(t.db, { ...edit, baseRevision: undefined }, id)
		expect(blind).toMatchObject({ ok: false, status: 409 })
		// Saving again on the revision it was told about replaces the other admin's.
		const again = await save(
			t.db,
			{ ...edit, name: 'Orbit (mine)', baseRevision: '2' },
			id,
		)
		expect(again).toMatchObject({
			ok: true,
			project: { name: 'Orbit (mine)', revision: 3 },
		})

		expect(await save(t.db, edit, 'missing')).toEqual({ ok: false, status: 404 })
	})

	test('editing a project whose images came from the seed keeps them', async () => {
		const project = await createProject(t.db, makeProjectInput({ name: 'Seeded' }))
		const { fields } = await validFields(t.db, {
			collection: 'portfolio',
			banner: imageFormValue(project.banner),
			image: imageFormValue(project.image),
			productImages: JSON.stringify(project.productImages),
			draftVersion: '0',
			baseRevision: '1',
		})
		const saved = await save(t.db, fields, project.id)
		expect(saved).toMatchObject({
			ok: true,
			project: {
				banner: project.banner,
				image: project.image,
				productImages: project.productImages,
			},
		})
	})

	test('show and hide follow spec §4, each with its audit entry and a revision', async () => {
		const project = await createProject(t.db, makeProjectInput({ banner: null }))
		const hidden = await toggleProjectVisibility(t.db, { id: project.id, actor })
		vi.setSystemTime(new Date(T0.getTime() + 1000))
		expect(hidden).toMatchObject({
			ok: true,
			project: { visible: false, status: 'draft', revision: 2 },
		})
		const shown = await toggleProjectVisibility(t.db, { id: project.id, actor })
		expect(shown).toMatchObject({
			ok: true,
			project: { visible: true, status: 'published', revision: 3 },
		})
		expect((await listAuditLog(t.db)).map((e) => e.action)).toEqual([
			'project.show',
			'project.hide',
		])
		expect(
			(await listRevisions(t.db, 'project', project.id)).map((r) => [
				r.revision,
				r.event,
			]),
		).toEqual([
			[3, 'show'],
			[2, 'hide'],
			[1, 'baseline'],
		])
		expect(await toggleProjectVisibility(t.db, { id: 'missing', actor })).toEqual({
			ok: false,
			reason: 'missing',
		})
		// A project kept as a draft from the start has nothing to show yet.
		const draftOnly = await createProject(t.db, {
			...makeProjectInput({ visible: false, status: 'draft' }),
			revision: 0,
		})
		expect(await toggleProjectVisibility(t.db, { id: draftOnly.id, actor })).toEqual({
			ok: false,
			reason: 'never-published',
		})
	})

	test('delete moves the project to the trash, its images kept for a restore, with an audit entry', async () => {
		const { fields, banner, shot } = await validFields(t.db)
		const added = await save(t.db, fields)
		if (!added.ok) throw new Error('setup failed')
		vi.setSystemTime(new Date(T0.getTime() + 1000))
		expect(await deleteProject(t.db, { id: added.project.id, actor })).toBe(true)
		expect(await getProject(t.db, added.project.id)).toBeNull()
		expect(await getMedia(t.db, banner.mediaId!)).not.toBeNull()
		expect(await getMedia(t.db, shot.mediaId!)).not.toBeNull()
		expect((await listAuditLog(t.db))[0]).toMatchObject({
			action: 'project.delete',
			detail: { name: 'Orbit', collection: 'products', type: 'website' },
		})
		expect(await deleteProject(t.db, { id: added.project.id, actor })).toBe(false)
	})

	test('a tab shows 24 cards a page; a delete that empties the last page goes back one', async () => {
		const filter = { collection: 'products', type: 'website' } as const
		for (let i = 0; i < LIST_PAGE_SIZE + 1; i++) {
			await createProject(t.db, {
				...makeProjectInput({ name: `p${i}`, ...filter, visible: i % 2 === 0 }),
				createdAt: new Date(T0.getTime() + i * 60_000).toISOString(),
			})
		}
		const first = await loadProjectsTab(t.db, filter)
		expect(first.projects).toHaveLength(LIST_PAGE_SIZE)
		expect(first).toMatchObject({ page: 1, pageCount: 2 })
		const last = await loadProjectsTab(t.db, { ...filter, page: 2 })
		expect(last.projects.map((p) => p.name)).toEqual(['p0'])
		expect(await projectsTabPageAfterChange(t.db, filter, 2)).toBe(2)

		await deleteProject(t.db, { id: last.projects[0]!.id, actor })
		expect(await projectsTabPageAfterChange(t.db, filter, 2)).toBe(1)
		expect(await loadProjectsTab(t.db, { ...filter, page: 2 })).toMatchObject({
			projects: [],
			page: 2,
			pageCount: 1,
		})
	})

	test('a tab lists one collection and type; a failing read gives spec §8 text', async () => {
		await createProject(t.db, makeProjectInput({ name: 'A', collection: 'portfolio' }))
		await createProject(t.db, makeProjectInput({ name: 'B', collection: 'products' }))
		await createProject(
			t.db,
			makeProjectInput({ name: 'C', type: 'website', collection: 'portfolio' }),
		)
		const tab = await loadProjectsTab(t.db, { collection: 'portfolio', type: 'mobile' })
		expect(tab.projects.map((p) => p.name)).toEqual(['A'])
		expect(tab).toMatchObject({ page: 1, pageCount: 1, error: null })

		const broken = {
			selectFrom() {
				throw new Error('database down')
			},
		} as unknown as DB
		const logged: unknown[] = []
		expect(
			await loadProjectsTab(broken, { collection: 'portfolio', type: 'mobile' }, (e) =>
				logged.push(e),
			),
		).toEqual({
			projects: [],
			page: 1,
			pageCount: 1,
			offset: 0,
			total: 0,
			error: PROJECT_TOASTS.fetchFailed,
		})
		expect(logged).toHaveLength(1)
	})
})
