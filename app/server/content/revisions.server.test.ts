// An item's history, described field by field, and restoring any revision of it: as a
// draft to go on from, or published at once (decision 033).
import { expect, test } from 'vitest'

import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { listRevisions } from '#app/server/models/content-revisions.server.ts'
import { getProject } from '#app/server/models/projects.server.ts'
import { getContentVersion } from '#app/server/models/settings.server.ts'
import { storedImage } from '#app/server/admin/testing.server.ts'

import { publish, saveDraft } from './drafts.server.ts'
import { projectKind } from './projects.server.ts'
import { loadHistory, restoreRevision } from './revisions.server.ts'
import { alex, auditEntry, draftOf, publishedProject, sam } from './testing.server.ts'

describeEachDialect('content revisions', (t) => {
	/** Orbit at revision 1 (a baseline once changed), then two publishes: revision 3. */
	async function projectWithHistory() {
		const project = await publishedProject(t.db)
		const banner = await storedImage(t.db, 'banners', 'new-banner')
		await publish(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit 2', banner, features: [] }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		await publish(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, {
				name: 'Orbit 2',
				banner,
				features: [],
				platforms: ['iOS', 'Web'],
				visible: false,
			}),
			draftVersion: 0,
			baseRevision: 2,
			actor: sam,
		})
		return { project, banner }
	}

	test('the history lists every revision, newest first, with what each changed field by field', async () => {
		const { project, banner } = await projectWithHistory()
		const page = await loadHistory(t.db, projectKind, project.id, {
			page: 1,
			pageSize: 2,
		})
		expect(page).toMatchObject({ total: 3, pageCount: 2, page: 1 })
		const [third, second] = page.items
		expect(third).toMatchObject({ revision: 3, event: 'publish', actorEmail: sam.email })
		expect(third!.described).toEqual([
			{
				field: 'platforms',
				label: 'Platforms',
				kind: 'list',
				added: ['Web'],
				removed: ['Android'],
				reordered: false,
			},
			{
				field: 'visible',
				label: 'Shown on the site',
				kind: 'boolean',
				before: true,
				after: false,
			},
		])
		// The second page's first entry is still compared with the one before it.
		expect(second!.described.map((change) => change.field)).toEqual([
			'name',
			'banner',
			'features',
		])
		expect(second!.described[0]).toEqual({
			field: 'name',
			label: 'Name',
			kind: 'text',
			before: 'Orbit',
			after: 'Orbit 2',
		})
		expect(second!.described[1]).toMatchObject({
			kind: 'image',
			before: { url: project.banner!.url },
			after: { url: banner.url },
		})
		expect(second!.described[2]).toMatchObject({
			kind: 'list',
			added: [],
			removed: ['Fast: Loads in the blink of an eye.'],
		})
		const older = await loadHistory(t.db, projectKind, project.id, {
			page: 2,
			pageSize: 2,
		})
		expect(older.items).toEqual([
			expect.objectContaining({
				revision: 1,
				event: 'baseline',
				described: [],
				title: 'Orbit',
			}),
		])
	})

	test('restoring a revision as a draft: the draft is that version, to publish over the live one', async () => {
		const { project } = await projectWithHistory()
		const version = await getContentVersion(t.db)
		const restored = await restoreRevision(t.db, projectKind, {
			id: project.id,
			revision: 1,
			as: 'draft',
			draftVersion: 0,
			actor: alex,
		})
		expect(restored).toMatchObject({ ok: true, as: 'draft', draft: { baseRevision: 3 } })
		expect((await getDraft(t.db, 'project', project.id))?.data).toMatchObject({
			name: 'Orbit',
			platforms: ['iOS', 'Android'],
			visible: true,
		})
		// Nothing public changed yet.
		expect((await getProject(t.db, project.id))?.name).toBe('Orbit 2')
		expect(await getContentVersion(t.db)).toBe(version)

		// A draft someone else saved meanwhile is not replaced unseen.
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Sam’s idea' }),
			draftVersion: 1,
			baseRevision: 3,
			actor: sam,
		})
		expect(
			await restoreRevision(t.db, projectKind, {
				id: project.id,
				revision: 2,
				as: 'draft',
				draftVersion: 1,
				actor: alex,
			}),
		).toMatchObject({ ok: false, status: 409, by: 'Sam (sam@example.com)' })

		const published = await publish(t.db, projectKind, {
			id: project.id,
			data: draftOf(project),
			draftVersion: 2,
			baseRevision: 3,
			actor: alex,
		})
		expect(published).toMatchObject({ ok: true, revision: { revision: 4 } })
		expect(await getProject(t.db, project.id)).toMatchObject({
			name: 'Orbit',
			visible: true,
		})
	})

	test('restoring a revision published at once: a new revision, live now; a draft in progress stays', async () => {
		const { project } = await projectWithHistory()
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Work in progress' }),
			draftVersion: 0,
			baseRevision: 3,
			actor: sam,
		})
		const version = await getContentVersion(t.db)
		const restored = await restoreRevision(t.db, projectKind, {
			id: project.id,
			revision: 1,
			as: 'publish',
			draftVersion: 0,
			actor: alex,
		})
		if (!restored.ok || restored.as !== 'publish') throw new Error('expected a publish')
		expect(await getProject(t.db, project.id)).toMatchObject({
			name: 'Orbit',
			visible: true,
			revision: 4,
		})
		expect(await getContentVersion(t.db)).not.toBe(version)
		const [latest] = await listRevisions(t.db, 'project', project.id)
		expect(latest).toMatchObject({
			revision: 4,
			event: 'restore',
			changes: ['name', 'banner', 'features', 'platforms', 'visible'],
		})
		expect(await auditEntry(t.db, 'project.restore')).toMatchObject({
			detail: { restored: 1, revision: 4, revisionId: latest!.id },
		})
		expect((await getDraft(t.db, 'project', project.id))?.data).toMatchObject({
			name: 'Work in progress',
		})
		expect(
			await restoreRevision(t.db, projectKind, {
				id: project.id,
				revision: 9,
				as: 'publish',
				draftVersion: 0,
				actor: alex,
			}),
		).toEqual({ ok: false, status: 404 })
	})
})
