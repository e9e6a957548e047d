// The drafts core on projects (decision 033): saving drafts with the conflict check for two
// admins, publishing (live row, revision, audit, content version), discarding, and a new
// item that stays a draft off every public page until it is published.
import { expect, test, vi } from 'vitest'

import { conflictMessage } from '#app/lib/edit-conflict.ts'
import { PROJECT_MESSAGES } from '#app/schemas/project.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { listRevisions } from '#app/server/models/content-revisions.server.ts'
import {
	getProject,
	getVisibleProject,
	listProjects,
	listVisibleProjects,
} from '#app/server/models/projects.server.ts'
import { getContentVersion } from '#app/server/models/settings.server.ts'

import { discardDraft, publish, saveDraft } from './drafts.server.ts'
import { projectKind } from './projects.server.ts'
import {
	alex,
	auditActions,
	auditEntry,
	draftOf,
	publishedProject,
	sam,
} from './testing.server.ts'

describeEachDialect('content drafts', (t) => {
	test('a draft saved by another admin in between is refused with their name and time; "keep mine" replaces it', async () => {
		const project = await publishedProject(t.db)
		const version = await getContentVersion(t.db)
		const first = await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit by Alex' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		if (!first.ok) throw new Error(`expected a draft, got ${first.status}`)
		expect(first.draft).toMatchObject({
			draftVersion: 1,
			baseRevision: 1,
			updatedByName: 'Alex (alex@example.com)',
		})

		// Sam opened the form before Alex's first save: Sam saw no draft.
		const refused = await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit by Sam' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: sam,
		})
		expect(refused).toMatchObject({
			ok: false,
			status: 409,
			reason: 'draft',
			by: 'Alex (alex@example.com)',
			at: first.draft.updatedAt,
			draftVersion: 1,
			baseRevision: 1,
		})
		if (refused.ok || refused.status !== 409) throw new Error('expected a conflict')
		// Told in the reader's time zone, named.
		expect(conflictMessage(refused, 'Asia/Kolkata')).toMatch(
			/^Alex \(alex@example\.com\) saved a draft of this project at .+ GMT\+5:30, after you opened it\./,
		)
		expect((await getDraft(t.db, 'project', project.id))?.data).toMatchObject({
			name: 'Orbit by Alex',
		})

		// Sam keeps theirs: saved on the version now stored.
		const kept = await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit by Sam' }),
			draftVersion: refused.draftVersion,
			baseRevision: refused.baseRevision,
			actor: sam,
		})
		expect(kept).toMatchObject({
			ok: true,
			draft: { draftVersion: 2, updatedByName: 'Sam (sam@example.com)' },
		})
		// Alex's next autosave is told about Sam's.
		expect(
			await saveDraft(t.db, projectKind, {
				id: project.id,
				data: draftOf(project, { name: 'Orbit by Alex, again' }),
				draftVersion: 1,
				baseRevision: 1,
				actor: alex,
			}),
		).toMatchObject({
			ok: false,
			status: 409,
			reason: 'draft',
			by: 'Sam (sam@example.com)',
			draftVersion: 2,
		})

		// None of it is public, and no kept page is thrown away.
		expect((await getProject(t.db, project.id))?.name).toBe('Orbit')
		expect(await getContentVersion(t.db)).toBe(version)
		const audit = await listAuditLog(t.db)
		expect(audit.map((entry) => entry.action)).toEqual(['project.draft'])
	})

	test('a draft whose name was cleared is named in the Activity log as published', async () => {
		const project = await publishedProject(t.db)
		expect(
			await saveDraft(t.db, projectKind, {
				id: project.id,
				data: draftOf(project, { name: '' }),
				draftVersion: 0,
				baseRevision: 1,
				actor: alex,
			}),
		).toMatchObject({ ok: true })
		const [entry] = await listAuditLog(t.db)
		expect(entry).toMatchObject({ action: 'project.draft', detail: { name: 'Orbit' } })
	})

	test('publish writes the live row, a revision of what changed, the audit entry with its id; the draft goes and the content version renews', async () => {
		const project = await publishedProject(t.db)
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit 2', platforms: ['Web', 'iOS'] }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		const version = await getContentVersion(t.db)
		const published = await publish(t.db, projectKind, {
			id: project.id,
			draftVersion: 1,
			baseRevision: 1,
			actor: sam,
		})
		if (!published.ok) throw new Error(`expected a publish, got ${published.status}`)
		expect(published.first).toBe(false)
		expect(await getProject(t.db, project.id)).toMatchObject({
			name: 'Orbit 2',
			platforms: ['Web', 'iOS'],
			revision: 2,
		})
		expect(await getDraft(t.db, 'project', project.id)).toBeNull()
		expect(await getContentVersion(t.db)).not.toBe(version)

		const revisions = await listRevisions(t.db, 'project', project.id)
		// The state before history was kept comes first, so the change can be undone.
		expect(revisions.map((r) => [r.revision, r.event, r.changes])).toEqual([
			[2, 'publish', ['name', 'platforms']],
			[1, 'baseline', null],
		])
		expect(revisions[0]).toMatchObject({
			actorEmail: sam.email,
			data: { name: 'Orbit 2' },
		})
		expect(revisions[1]).toMatchObject({ actorEmail: null, data: { name: 'Orbit' } })

		expect(await auditEntry(t.db, 'project.update')).toMatchObject({
			entityId: project.id,
			actorEmail: sam.email,
			detail: { name: 'Orbit 2', revision: 2, revisionId: revisions[0]!.id },
		})
	})

	test('a publish based on an older version is refused, naming who published since; publishing on the new version replaces it', async () => {
		const project = await publishedProject(t.db)
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Alex’s' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		// Sam opens the form (seeing Alex's draft) and publishes it with an edit.
		expect(
			await publish(t.db, projectKind, {
				id: project.id,
				data: draftOf(project, { name: 'Sam’s' }),
				draftVersion: 1,
				baseRevision: 1,
				actor: sam,
			}),
		).toMatchObject({ ok: true })

		// Alex's next autosave: the draft was published meanwhile.
		const autosave = await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Alex’s, later' }),
			draftVersion: 1,
			baseRevision: 1,
			actor: alex,
		})
		expect(autosave).toMatchObject({
			ok: false,
			status: 409,
			reason: 'published',
			by: sam.email,
			draftVersion: 0,
			baseRevision: 2,
		})
		// A form opened at revision 1 that publishes without a draft: refused as well.
		const stale = await publish(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Stale' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		expect(stale).toMatchObject({
			ok: false,
			status: 409,
			reason: 'published',
			baseRevision: 2,
		})
		if (stale.ok || stale.status !== 409) throw new Error('expected a conflict')
		expect(conflictMessage(stale, 'America/New_York')).toMatch(
			/^sam@example\.com published this project at .+ E[SD]T/,
		)
		expect((await getProject(t.db, project.id))?.name).toBe('Sam’s')

		// Alex keeps theirs: on the versions now stored, the publish replaces Sam's.
		expect(
			await publish(t.db, projectKind, {
				id: project.id,
				data: draftOf(project, { name: 'Alex’s, kept' }),
				draftVersion: stale.draftVersion,
				baseRevision: stale.baseRevision,
				actor: alex,
			}),
		).toMatchObject({ ok: true, revision: { revision: 3 } })
		expect((await getProject(t.db, project.id))?.name).toBe('Alex’s, kept')
	})

	test('a draft that breaks a rule of the form is refused with spec §5’s messages, and nothing is written', async () => {
		const project = await publishedProject(t.db, { collection: 'products' })
		const version = await getContentVersion(t.db)
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: ' ', productImages: [] }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		const refused = await publish(t.db, projectKind, {
			id: project.id,
			draftVersion: 1,
			baseRevision: 1,
			actor: alex,
		})
		expect(refused).toEqual({
			ok: false,
			status: 400,
			fieldErrors: {
				name: PROJECT_MESSAGES.name,
				productImages: PROJECT_MESSAGES.productImages,
			},
		})
		expect(await getProject(t.db, project.id)).toMatchObject({
			name: 'Orbit',
			revision: 1,
		})
		expect(await getDraft(t.db, 'project', project.id)).toMatchObject({ draftVersion: 1 })
		expect(await listRevisions(t.db, 'project', project.id)).toEqual([])
		expect(await getContentVersion(t.db)).toBe(version)
	})

	test('a new project kept as a draft is on no public page, and cannot be shown, until it is published', async () => {
		const template = await publishedProject(t.db, { name: 'Template' })
		const created = await saveDraft(t.db, projectKind, {
			// A copy of another project's form: its address left empty, to be made from the name.
			data: draftOf(template, { name: 'Nova', slug: '', visible: true }),
			draftVersion: 0,
			baseRevision: 0,
			actor: alex,
		})
		if (!created.ok) throw new Error(`expected a draft, got ${created.status}`)
		expect(created.created).toBe(true)
		const id = created.id
		expect(await getProject(t.db, id)).toMatchObject({
			name: 'Nova',
			revision: 0,
			visible: false,
			status: 'draft',
		})
		expect(created.draft.baseRevision).toBeNull()
		expect((await listVisibleProjects(t.db, 'portfolio')).map((p) => p.name)).toEqual([
			'Template',
		])
		expect(await getVisibleProject(t.db, id)).toBeNull()
		// The dashboard lists it (as a draft).
		expect((await listProjects(t.db)).map((p) => p.name).sort()).toEqual([
			'Nova',
			'Template',
		])

		// Published a day later: it lists as created then, the newest (spec §4's add).
		vi.useFakeTimers({ toFake: ['Date'] })
		vi.setSystemTime(Date.now() + 24 * 60 * 60_000)
		const published = await publish(t.db, projectKind, {
			id,
			draftVersion: 1,
			baseRevision: 0,
			actor: alex,
		}).finally(() => vi.useRealTimers())
		if (!published.ok) throw new Error(`expected a publish, got ${published.status}`)
		expect(published.first).toBe(true)
		const live = await getVisibleProject(t.db, id)
		expect(live).toMatchObject({ name: 'Nova', slug: 'nova', revision: 1 })
		expect(live!.createdAt).toBe(live!.updatedAt)
		expect((await listVisibleProjects(t.db, 'portfolio')).map((p) => p.name)).toEqual([
			'Nova',
			'Template',
		])
		const revisions = await listRevisions(t.db, 'project', id)
		expect(revisions.map((r) => [r.revision, r.event, r.changes])).toEqual([
			[1, 'publish', null],
		])
		expect(await auditActions(t.db)).toEqual(['project.create', 'project.draft'])
	})

	test('discard throws the draft away (the one the admin saw); the published version stays', async () => {
		const project = await publishedProject(t.db)
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Scrapped' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		expect(
			await discardDraft(t.db, projectKind, {
				id: project.id,
				draftVersion: 2,
				actor: sam,
			}),
		).toMatchObject({ ok: false, status: 409, by: 'Alex (alex@example.com)' })
		expect(
			await discardDraft(t.db, projectKind, {
				id: project.id,
				draftVersion: 1,
				actor: sam,
			}),
		).toMatchObject({ ok: true })
		expect(await getDraft(t.db, 'project', project.id)).toBeNull()
		expect((await getProject(t.db, project.id))?.name).toBe('Orbit')
		expect(await auditEntry(t.db, 'project.discard')).toMatchObject({
			actorEmail: sam.email,
		})
	})
})
