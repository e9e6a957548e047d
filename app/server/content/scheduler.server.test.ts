// Scheduled publishing (decision 033): a draft set to go live at a time is published by the
// first check after it, as the admin who scheduled it, once, however many processes check.
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import { expect, test } from 'vitest'

import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { listRevisions } from '#app/server/models/content-revisions.server.ts'
import { acquireLease } from '#app/server/models/leases.server.ts'
import { getProject } from '#app/server/models/projects.server.ts'
import { getContentVersion } from '#app/server/models/settings.server.ts'

import {
	publish,
	saveDraft,
	scheduleDraft,
	SCHEDULE_IN_PAST_MESSAGE,
	unscheduleDraft,
} from './drafts.server.ts'
import { toggleProjectVisibility } from '#app/server/admin/projects.server.ts'

import { projectKind } from './projects.server.ts'
import { publishDueDrafts, SCHEDULE_LEASE } from './scheduler.server.ts'
import { alex, auditEntry, draftOf, publishedProject, sam } from './testing.server.ts'

const dueProcess = fileURLToPath(
	new URL('./fixtures/publish-due.server.ts', import.meta.url),
)

const NOW = Date.parse('2026-11-26T09:00:00.000Z')
const AT = new Date(NOW + 60 * 60_000)

describeEachDialect('scheduled publishing', (t) => {
	/** A published project with a draft of `name`, scheduled for AT by Alex. */
	async function scheduled(name: string) {
		const project = await publishedProject(t.db)
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		const result = await scheduleDraft(t.db, projectKind, {
			id: project.id,
			publishAt: AT,
			draftVersion: 1,
			baseRevision: 1,
			actor: alex,
			now: new Date(NOW),
		})
		expect(result).toMatchObject({ ok: true, draft: { publishAt: AT.toISOString() } })
		return project
	}

	test('a draft is published at its time, not before, as the admin who scheduled it', async () => {
		const project = await scheduled('Orbit at nine')
		const version = await getContentVersion(t.db)
		expect(await publishDueDrafts(t.db, { now: AT.getTime() - 1 })).toEqual({
			ran: true,
			published: [],
			failed: [],
		})
		expect((await getProject(t.db, project.id))?.name).toBe('Orbit')

		expect(await publishDueDrafts(t.db, { now: AT.getTime() })).toEqual({
			ran: true,
			published: [`project:${project.id}`],
			failed: [],
		})
		expect(await getProject(t.db, project.id)).toMatchObject({
			name: 'Orbit at nine',
			revision: 2,
		})
		expect(await getDraft(t.db, 'project', project.id)).toBeNull()
		expect(await getContentVersion(t.db)).not.toBe(version)
		const [revision] = await listRevisions(t.db, 'project', project.id)
		expect(revision).toMatchObject({ event: 'schedule', actorEmail: alex.email })
		// Logged as what happened: published, as scheduled (issue 36).
		expect(await auditEntry(t.db, 'project.publish')).toMatchObject({
			actorId: alex.id,
			detail: { scheduled: true, revisionId: revision!.id },
		})
	})

	test('a time in the past, a draft that breaks a rule, or no draft cannot be scheduled; unschedule takes it off', async () => {
		const project = await publishedProject(t.db)
		const base = {
			id: project.id,
			draftVersion: 1,
			baseRevision: 1,
			actor: alex,
			now: new Date(NOW),
		}
		expect(await scheduleDraft(t.db, projectKind, { ...base, publishAt: AT })).toEqual({
			ok: false,
			status: 404,
		})
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { category: '' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
		})
		expect(
			await scheduleDraft(t.db, projectKind, { ...base, publishAt: new Date(NOW) }),
		).toEqual({ ok: false, status: 422, message: SCHEDULE_IN_PAST_MESSAGE })
		expect(
			await scheduleDraft(t.db, projectKind, { ...base, publishAt: AT }),
		).toMatchObject({
			ok: false,
			status: 400,
			fieldErrors: { category: 'Project category is required' },
		})

		const other = await scheduled('Later')
		expect(
			await unscheduleDraft(t.db, projectKind, { id: other.id, actor: sam }),
		).toMatchObject({
			publishAt: null,
		})
		expect(await publishDueDrafts(t.db, { now: AT.getTime() + 1 })).toMatchObject({
			published: [],
		})
		expect(await auditEntry(t.db, 'project.unschedule')).toBeDefined()
	})

	test('a scheduled draft overtaken by a newer version is not published over it: its schedule goes, the draft stays', async () => {
		const stale = await scheduled('Stale')
		// Sam hides the project meanwhile: revision 2, which the draft never saw.
		expect(
			await toggleProjectVisibility(t.db, { id: stale.id, actor: sam }),
		).toMatchObject({
			ok: true,
		})
		expect(await publishDueDrafts(t.db, { now: AT.getTime() })).toEqual({
			ran: true,
			published: [],
			failed: [`project:${stale.id}`],
		})
		expect(await getProject(t.db, stale.id)).toMatchObject({
			name: 'Orbit',
			visible: false,
			revision: 2,
		})
		expect(await getDraft(t.db, 'project', stale.id)).toMatchObject({
			publishAt: null,
			data: { name: 'Stale' },
		})
		expect(await auditEntry(t.db, 'project.schedule_failed')).toMatchObject({
			entityId: stale.id,
			detail: {
				reason: expect.stringMatching(/^sam@example\.com published this project/),
			},
		})
	})

	test('another instance holding the lease checks instead; two publishes of one draft at once make one revision', async () => {
		const project = await scheduled('Once')
		expect(
			await acquireLease(
				t.db,
				SCHEDULE_LEASE,
				'other-instance',
				60_000,
				AT.getTime() - 2000,
			),
		).toBe(true)
		expect(await publishDueDrafts(t.db, { now: AT.getTime() - 1000 })).toMatchObject({
			ran: false,
		})
		// Both see the draft at version 1; one publishes it, the other is told.
		const input = { id: project.id, draftVersion: 1, baseRevision: 1, actor: alex }
		const results = await Promise.all([
			publish(t.db, projectKind, input),
			publish(t.db, projectKind, input),
		])
		expect(results.filter((result) => result.ok)).toHaveLength(1)
		expect(results.filter((result) => !result.ok)).toEqual([
			expect.objectContaining({ status: 409 }),
		])
		expect(
			(await listRevisions(t.db, 'project', project.id)).map((r) => r.revision),
		).toEqual([2, 1])
	})

	test('two processes checking at the same time publish each due draft once', async () => {
		const projects = [
			await scheduled('One'),
			await scheduled('Two'),
			await scheduled('Three'),
		]
		const children = [0, 1].map(() =>
			fork(dueProcess, [t.url, String(AT.getTime() + 1000), '5'], {
				stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
			}),
		)
		type Done = { type: 'done'; published: string[]; ran: number; error: string | null }
		const done = children.map(
			(child) =>
				new Promise<Done>((resolve, reject) => {
					let stderr = ''
					child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
					child.on('message', (message: { type: string }) => {
						if (message.type === 'done') resolve(message as Done)
					})
					child.on('exit', (code) => {
						if (code !== 0) reject(new Error(`check process exited ${code}: ${stderr}`))
					})
				}),
		)
		await Promise.all(
			children.map(
				(child) =>
					new Promise<void>((resolve) =>
						child.on('message', (message: { type: string }) => {
							if (message.type === 'ready') resolve()
						}),
					),
			),
		)
		for (const child of children) child.send('go')
		const results = await Promise.all(done)
		expect(results.map((result) => result.error)).toEqual([null, null])
		const published = results.flatMap((result) => result.published).sort()
		expect(published).toEqual(projects.map((project) => `project:${project.id}`).sort())
		for (const project of projects) {
			expect(
				(await listRevisions(t.db, 'project', project.id)).map((r) => r.revision),
			).toEqual([2, 1])
		}
	})
})
