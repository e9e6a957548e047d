// The edit pages' lock moves (decision 042): the item a post names, hold, take over (with
// its Activity line) and release, each answered with the lock and the stored draft.
import { expect, test } from 'vitest'

import { describeActivity, sentenceText } from '#app/lib/activity.ts'
import { saveDraft } from '#app/server/content/drafts.server.ts'
import { projectKind } from '#app/server/content/projects.server.ts'
import {
	alex,
	draftOf,
	publishedProject,
	sam,
} from '#app/server/content/testing.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'

import { findEditableItem, moveEditLock } from './edit-locks.server.ts'

describeEachDialect('edit lock moves', (t) => {
	test('an item is a project, a testimonial or a Site form that exists; anything else is none', async () => {
		const project = await publishedProject(t.db)
		expect(await findEditableItem(t.db, `project:${project.id}`)).toMatchObject({
			entity: 'project',
			id: project.id,
			drafted: true,
			detail: { name: 'Orbit' },
		})
		expect(await findEditableItem(t.db, 'site:about')).toMatchObject({
			entity: 'site.about',
			id: 'about',
		})
		for (const name of ['project:missing', 'site:nowhere', 'user:1', 'project:', 'x'])
			expect(await findEditableItem(t.db, name), name).toBeNull()
	})

	test('hold, take over and release: the lock, the stored draft (whose page saved it), and a line in the Activity log', async () => {
		const project = await publishedProject(t.db)
		const item = (await findEditableItem(t.db, `project:${project.id}`))!
		const alexPage = 'alex-page-0001'
		const samPage = 'sam-page-00001'
		expect(
			await moveEditLock(t.db, { item, intent: 'hold', editorId: alexPage, actor: alex }),
		).toEqual({ lock: { status: 'held', since: expect.any(String) }, draft: null })
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit, typed' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
			editor: alexPage,
		})
		const told = await moveEditLock(t.db, {
			item,
			intent: 'hold',
			editorId: samPage,
			actor: sam,
		})
		expect(told).toMatchObject({
			lock: { status: 'other', holder: { name: 'Alex (alex@example.com)', self: false } },
			draft: { draftVersion: 1, by: 'Alex (alex@example.com)', mine: false },
		})
		const taken = await moveEditLock(t.db, {
			item,
			intent: 'take-over',
			editorId: samPage,
			actor: sam,
		})
		expect(taken.lock).toMatchObject({ status: 'held' })
		const [entry] = await listAuditLog(t.db)
		expect(entry).toMatchObject({ action: 'project.take_over', actorId: sam.id })
		expect(sentenceText(describeActivity(entry!))).toBe(
			"Took over editing the project 'Orbit' from Alex (alex@example.com)",
		)
		expect(
			await moveEditLock(t.db, { item, intent: 'hold', editorId: alexPage, actor: alex }),
		).toMatchObject({
			lock: { status: 'taken', holder: { name: 'Sam (sam@example.com)' } },
		})
		expect(
			await moveEditLock(t.db, {
				item,
				intent: 'release',
				editorId: samPage,
				actor: sam,
			}),
		).toEqual({ lock: null, draft: null })
		expect(
			await moveEditLock(t.db, { item, intent: 'hold', editorId: alexPage, actor: alex }),
		).toMatchObject({ lock: { status: 'held' }, draft: { mine: true } })
	})
})
