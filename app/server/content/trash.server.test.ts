// The trash: Delete takes an item off every list at once, Restore brings it back as it
// was, and after 30 days the purge removes it with its history and the images nothing
// else names (decision 033).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, expect, test } from 'vitest'

import { storedImage } from '#app/server/admin/testing.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { setStorageForTests } from '#app/server/media/storage.server.ts'
import {
	createClientLogo,
	listClientLogoNames,
	listClientLogos,
	listVisibleClientLogos,
} from '#app/server/models/client-logos.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { listRevisions } from '#app/server/models/content-revisions.server.ts'
import { makeTestimonialInput } from '#app/server/models/factories.server.ts'
import { getMedia } from '#app/server/models/media.server.ts'
import { listMediaUsages } from '#app/server/models/media-usages.server.ts'
import {
	countProjects,
	getProject,
	getVisibleProject,
	listProjects,
	listVisibleProjects,
} from '#app/server/models/projects.server.ts'
import { getContentVersion } from '#app/server/models/settings.server.ts'
import {
	createTestimonial,
	listTestimonials,
} from '#app/server/models/testimonials.server.ts'

import { publish, saveDraft } from './drafts.server.ts'
import { createPreviewLink, verifyPreviewToken } from './preview.server.ts'
import { projectKind } from './projects.server.ts'
import {
	listTrash,
	moveItemToTrash,
	purgeExpiredTrash,
	restoreFromTrash,
	TRASH_DAYS,
} from './trash.server.ts'
import {
	alex,
	auditActions,
	auditEntry,
	draftOf,
	publishedProject,
	sam,
} from './testing.server.ts'

const DAY = 24 * 60 * 60_000

let uploads: string
beforeAll(() => {
	uploads = mkdtempSync(path.join(tmpdir(), 'aster-trash-'))
	setStorageForTests(new LocalStorage(uploads))
})
afterAll(() => {
	setStorageForTests(undefined)
	rmSync(uploads, { recursive: true, force: true })
})

describeEachDialect('the trash', (t) => {
	test('delete takes a project off every list at once; restore brings it back as it was', async () => {
		const project = await publishedProject(t.db)
		await publishedProject(t.db, { name: 'Kept' })
		const version = await getContentVersion(t.db)
		expect(await moveItemToTrash(t.db, 'project', { id: project.id, actor: alex })).toBe(
			true,
		)
		expect(await moveItemToTrash(t.db, 'project', { id: project.id, actor: alex })).toBe(
			false,
		)
		expect(await getContentVersion(t.db)).not.toBe(version)
		expect(await getVisibleProject(t.db, project.id)).toBeNull()
		expect(await getProject(t.db, project.id)).toBeNull()
		expect((await listVisibleProjects(t.db, 'portfolio')).map((p) => p.name)).toEqual([
			'Kept',
		])
		expect((await listProjects(t.db)).map((p) => p.name)).toEqual(['Kept'])
		expect(await countProjects(t.db, { collection: 'portfolio', visible: true })).toBe(1)
		// Nothing can be published onto it while it is in the trash.
		expect(
			await publish(t.db, projectKind, {
				id: project.id,
				data: draftOf(project),
				draftVersion: 0,
				baseRevision: 1,
				actor: alex,
			}),
		).toEqual({ ok: false, status: 404 })

		const [item] = await listTrash(t.db)
		expect(item).toMatchObject({ entity: 'project', id: project.id, name: 'Orbit' })
		expect(Date.parse(item!.purgeAt) - Date.parse(item!.deletedAt)).toBe(TRASH_DAYS * DAY)

		expect(
			await restoreFromTrash(t.db, 'project', { id: project.id, actor: sam }),
		).toMatchObject({
			id: project.id,
		})
		expect(await getVisibleProject(t.db, project.id)).toMatchObject({
			name: 'Orbit',
			revision: 1,
		})
		expect(await listTrash(t.db)).toEqual([])
		expect(await auditActions(t.db)).toEqual(['project.delete', 'project.untrash'])
	})

	test('testimonials and logos go to the trash too; a trashed logo keeps its name taken', async () => {
		const testimonial = await createTestimonial(t.db, makeTestimonialInput())
		const logo = await createClientLogo(t.db, {
			name: 'acme.png',
			image: await storedImage(t.db, 'clients', 'acme'),
		})
		await moveItemToTrash(t.db, 'testimonial', { id: testimonial.id, actor: alex })
		await moveItemToTrash(t.db, 'client_logo', { id: logo.id, actor: alex })
		expect(await listTestimonials(t.db)).toEqual([])
		expect(await listClientLogos(t.db)).toEqual([])
		expect(await listVisibleClientLogos(t.db)).toEqual([])
		expect(await listClientLogoNames(t.db)).toEqual(['acme.png'])
		expect((await listTrash(t.db)).map((item) => item.entity).sort()).toEqual([
			'client_logo',
			'testimonial',
		])
		await restoreFromTrash(t.db, 'client_logo', { id: logo.id, actor: alex })
		expect((await listVisibleClientLogos(t.db)).map((l) => l.name)).toEqual(['acme.png'])
	})

	test('after 30 days the purge removes an item with its drafts, revisions, links and the images nothing else names', async () => {
		const project = await publishedProject(t.db)
		const shared = project.image!
		// Another project names the same image: it stays.
		const sharing = await publishedProject(t.db, { name: 'Sharing', image: shared })
		const newBanner = await storedImage(t.db, 'banners', 'second-banner')
		await publish(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit 2', banner: newBanner }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit 3' }),
			draftVersion: 0,
			baseRevision: 2,
			actor: alex,
		})
		const link = await createPreviewLink(t.db, projectKind, {
			id: project.id,
			actor: alex,
		})
		// The first banner is only in revision 1 now: the revision keeps it.
		expect(await getMedia(t.db, project.banner!.mediaId!)).not.toBeNull()
		// Another project's draft picks its product image: that keeps it too.
		await saveDraft(t.db, projectKind, {
			id: sharing.id,
			data: draftOf(sharing, { productImages: [project.productImages[0]!] }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})

		await moveItemToTrash(t.db, 'project', { id: project.id, actor: alex })
		const deletedAt = Date.now()
		expect(
			await purgeExpiredTrash(t.db, { now: deletedAt + (TRASH_DAYS - 1) * DAY }),
		).toBe(0)
		expect(await listTrash(t.db)).toHaveLength(1)

		expect(
			await purgeExpiredTrash(t.db, { now: deletedAt + (TRASH_DAYS + 1) * DAY }),
		).toBe(1)
		expect(await listTrash(t.db)).toEqual([])
		expect(await listRevisions(t.db, 'project', project.id)).toEqual([])
		expect(await getDraft(t.db, 'project', project.id)).toBeNull()
		expect(await verifyPreviewToken(t.db, link!.path!.split('/')[2]!)).toEqual({
			ok: false,
			reason: 'unknown',
		})
		expect(await getMedia(t.db, project.banner!.mediaId!)).toBeNull()
		expect(await getMedia(t.db, newBanner.mediaId!)).toBeNull()
		// What nothing else uses leaves the library (decision 031); the rest stays.
		expect(await getMedia(t.db, shared.mediaId!)).not.toBeNull()
		expect(await getMedia(t.db, project.productImages[0]!.mediaId!)).not.toBeNull()
		expect(
			(await listMediaUsages(t.db, [project.productImages[0]!.mediaId!])).map(
				(use) => use.entity,
			),
		).toEqual(['draft:project'])
		expect(await auditEntry(t.db, 'project.purge')).toMatchObject({
			actorId: null,
			entityId: project.id,
		})
	})
})
