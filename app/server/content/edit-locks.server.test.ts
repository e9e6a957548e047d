// Presence and locking, and conflicts that keep what was typed (issue 36, decision 042), on
// both engines: one page holds an item at a time; it renews, releases or lapses; another
// takes it over and the first is told; a save from a page that does not hold a live lock
// is refused; a form's own saves never conflict with it; "Keep mine" keeps the draft it
// replaces as a copy with an Activity line naming both; a copy of mine leaves the draft.
import { expect, test } from 'vitest'

import { conflictMessage } from '#app/lib/edit-conflict.ts'
import { describeActivity, sentenceText } from '#app/lib/activity.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { listDraftCopies } from '#app/server/models/draft-copies.server.ts'
import { getEditLock } from '#app/server/models/edit-locks.server.ts'

import { keepDraftCopy, publish, saveDraft, scheduleDraft } from './drafts.server.ts'
import {
	holdEditLock,
	LOCK_TTL_MS,
	lockedAgainst,
	releaseEditLock,
	takeOverEditLock,
} from './edit-locks.server.ts'
import { projectKind } from './projects.server.ts'
import { alex, auditEntry, draftOf, publishedProject, sam } from './testing.server.ts'

const ALEX_PAGE = 'page-of-alex-0001'
const SAM_PAGE = 'page-of-sam-00001'

describeEachDialect('edit locks', (t) => {
	test('one page holds an item; another is told who and since when; renewing keeps it; leaving frees it', async () => {
		const item = { entity: 'project', id: 'p1' }
		const now = Date.now()
		const held = await holdEditLock(t.db, item, { editorId: ALEX_PAGE, actor: alex, now })
		expect(held).toEqual({ status: 'held', since: new Date(now).toISOString() })

		const told = await holdEditLock(t.db, item, {
			editorId: SAM_PAGE,
			actor: sam,
			now: now + 1000,
		})
		expect(told).toEqual({
			status: 'other',
			holder: {
				name: 'Alex (alex@example.com)',
				since: held.status === 'held' ? held.since : '',
				self: false,
			},
		})
		// The same admin in another tab: told it is them.
		const otherTab = await holdEditLock(t.db, item, {
			editorId: 'page-of-alex-0002',
			actor: alex,
			now: now + 1000,
		})
		expect(otherTab).toMatchObject({ status: 'other', holder: { self: true } })

		// A renewal keeps when it began.
		expect(
			await holdEditLock(t.db, item, {
				editorId: ALEX_PAGE,
				actor: alex,
				now: now + 5000,
			}),
		).toEqual(held)
		// Only the holder releases it; then the next page takes it.
		expect(await releaseEditLock(t.db, item, SAM_PAGE)).toBe(false)
		expect(await releaseEditLock(t.db, item, ALEX_PAGE)).toBe(true)
		expect(
			await holdEditLock(t.db, item, { editorId: SAM_PAGE, actor: sam, now: now + 6000 }),
		).toMatchObject({ status: 'held' })
	})

	test('a page that went away without a word loses the lock LOCK_TTL_MS after its last renewal', async () => {
		const item = { entity: 'site.about', id: 'about' }
		const now = Date.now()
		await holdEditLock(t.db, item, { editorId: ALEX_PAGE, actor: alex, now })
		const justBefore = now + LOCK_TTL_MS - 1
		expect(
			await holdEditLock(t.db, item, { editorId: SAM_PAGE, actor: sam, now: justBefore }),
		).toMatchObject({ status: 'other' })
		expect(LOCK_TTL_MS).toBeLessThanOrEqual(60_000)
		const after = now + LOCK_TTL_MS
		expect(
			await holdEditLock(t.db, item, { editorId: SAM_PAGE, actor: sam, now: after }),
		).toEqual({ status: 'held', since: new Date(after).toISOString() })
		// The lapsed page comes back: another holds it now.
		expect(
			await holdEditLock(t.db, item, {
				editorId: ALEX_PAGE,
				actor: alex,
				now: after + 1,
			}),
		).toMatchObject({ status: 'other', holder: { name: 'Sam (sam@example.com)' } })
	})

	test('taking over tells the page it was taken from; pages racing for a free item: one holds it', async () => {
		const item = { entity: 'testimonial', id: 't1' }
		const now = Date.now()
		await holdEditLock(t.db, item, { editorId: ALEX_PAGE, actor: alex, now })
		const taken = await takeOverEditLock(t.db, item, {
			editorId: SAM_PAGE,
			actor: sam,
			now: now + 2000,
		})
		expect(taken).toEqual({
			state: { status: 'held', since: new Date(now + 2000).toISOString() },
			from: 'Alex (alex@example.com)',
		})
		expect(
			await holdEditLock(t.db, item, {
				editorId: ALEX_PAGE,
				actor: alex,
				now: now + 3000,
			}),
		).toEqual({
			status: 'taken',
			holder: {
				name: 'Sam (sam@example.com)',
				since: new Date(now + 2000).toISOString(),
				self: false,
			},
		})
		// Taking a free item over takes it from nobody.
		const free = { entity: 'testimonial', id: 't2' }
		expect(
			(await takeOverEditLock(t.db, free, { editorId: SAM_PAGE, actor: sam, now })).from,
		).toBeNull()

		const race = { entity: 'project', id: 'p-race' }
		const pages = Array.from({ length: 6 }, (_, i) => `racing-page-${i}00`)
		const states = await Promise.all(
			pages.map((editorId) => holdEditLock(t.db, race, { editorId, actor: alex, now })),
		)
		expect(states.filter((state) => state.status === 'held')).toHaveLength(1)
		const lock = await getEditLock(t.db, race.entity, race.id)
		expect(pages).toContain(lock?.editorId)
	})
})

describeEachDialect('saves and edit locks', (t) => {
	test('a page that does not hold the lock is refused (423) while another holds it, whoever it is', async () => {
		const project = await publishedProject(t.db)
		const item = { entity: 'project', id: project.id }
		await holdEditLock(t.db, item, { editorId: ALEX_PAGE, actor: alex })
		const refused = await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Mine' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: sam,
			editor: SAM_PAGE,
		})
		expect(refused).toMatchObject({
			ok: false,
			status: 423,
			reason: 'locked',
			by: 'Alex (alex@example.com)',
		})
		if (refused.ok || refused.status === 404) throw new Error('expected a refusal')
		expect(conflictMessage(refused, 'Asia/Kolkata')).toMatch(
			/^Alex \(alex@example\.com\) is editing this project now \(since .+ GMT\+5:30\)\. Your changes are not saved: they are still in the form\.$/,
		)
		// A post without a page (no JavaScript) likewise; publishing too.
		expect(
			await publish(t.db, projectKind, {
				id: project.id,
				data: draftOf(project),
				draftVersion: 0,
				baseRevision: 1,
				actor: sam,
			}),
		).toMatchObject({ status: 423 })
		expect(await getDraft(t.db, 'project', project.id)).toBeNull()
		// The holder saves; once the lock is released, anyone may.
		expect(
			await saveDraft(t.db, projectKind, {
				id: project.id,
				data: draftOf(project, { name: 'Alex’s' }),
				draftVersion: 0,
				baseRevision: 1,
				actor: alex,
				editor: ALEX_PAGE,
			}),
		).toMatchObject({ ok: true })
		await releaseEditLock(t.db, item, ALEX_PAGE)
		expect(await lockedAgainst(t.db, item, SAM_PAGE)).toBeNull()
	})

	test('a save on the way when another page takes over is refused, not saved over the take-over', async () => {
		const project = await publishedProject(t.db)
		const item = { entity: 'project', id: project.id }
		await holdEditLock(t.db, item, { editorId: ALEX_PAGE, actor: alex })
		const first = await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Alex, saved' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
			editor: ALEX_PAGE,
		})
		expect(first).toMatchObject({ ok: true, draft: { draftVersion: 1 } })
		await takeOverEditLock(t.db, item, { editorId: SAM_PAGE, actor: sam })
		// Alex's next autosave, on the version it saw: the one-statement way refuses it too.
		const late = await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Alex, too late' }),
			draftVersion: 1,
			baseRevision: 1,
			actor: alex,
			editor: ALEX_PAGE,
		})
		expect(late).toMatchObject({ ok: false, status: 423, by: 'Sam (sam@example.com)' })
		expect(await getDraft(t.db, 'project', project.id)).toMatchObject({
			draftVersion: 1,
			data: expect.objectContaining({ name: 'Alex, saved' }),
		})
	})

	test("a form's own earlier save is never someone else's: an answer it never got, then a schedule (issue 36, case 2)", async () => {
		const project = await publishedProject(t.db)
		const first = await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit, typed' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
			editor: ALEX_PAGE,
		})
		expect(first).toMatchObject({
			ok: true,
			draft: { draftVersion: 1, editorId: ALEX_PAGE },
		})
		// The page still thinks there is no draft (it lost that answer): its next save and
		// its schedule go on from its own draft.
		const again = await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit, typed more' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
			editor: ALEX_PAGE,
		})
		expect(again).toMatchObject({ ok: true, draft: { draftVersion: 2 } })
		expect(
			await scheduleDraft(t.db, projectKind, {
				id: project.id,
				publishAt: new Date(Date.now() + 3600_000),
				draftVersion: 1,
				baseRevision: 1,
				actor: alex,
				editor: ALEX_PAGE,
			}),
		).toMatchObject({ ok: true })
		// The same admin from another page is another page: told, by their own name.
		const otherPage = await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'From another tab' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
			editor: 'page-of-alex-0002',
		})
		expect(otherPage).toMatchObject({ ok: false, status: 409, reason: 'draft' })
	})

	test('"Keep mine" over another admin\'s draft keeps theirs as a copy and writes an Activity line naming both (issue 36, case 4)', async () => {
		const project = await publishedProject(t.db)
		const sams = await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit by Sam', category: 'Space' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: sam,
			editor: SAM_PAGE,
		})
		if (!sams.ok) throw new Error('expected a draft')
		const mine = draftOf(project, { name: 'Orbit by Alex' })
		const refused = await saveDraft(t.db, projectKind, {
			id: project.id,
			data: mine,
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
			editor: ALEX_PAGE,
		})
		if (refused.ok || refused.status !== 409) throw new Error('expected a conflict')
		// What Sam has beside what Alex's form holds, field by field.
		expect(refused.changes).toEqual([
			{
				field: 'name',
				label: 'Name',
				kind: 'text',
				before: 'Orbit by Sam',
				after: 'Orbit by Alex',
			},
			expect.objectContaining({ field: 'category', before: 'Space' }),
		])
		expect(await listDraftCopies(t.db, 'project', project.id)).toEqual([])

		const kept = await saveDraft(t.db, projectKind, {
			id: project.id,
			data: mine,
			draftVersion: refused.draftVersion,
			baseRevision: refused.baseRevision,
			actor: alex,
			editor: ALEX_PAGE,
			overwrite: true,
		})
		expect(kept).toMatchObject({ ok: true, draft: { updatedBy: alex.id } })
		const [copy] = await listDraftCopies(t.db, 'project', project.id)
		expect(copy).toMatchObject({
			reason: 'replaced',
			authorId: sam.id,
			authorName: 'Sam (sam@example.com)',
			byName: 'Alex (alex@example.com)',
			data: expect.objectContaining({ name: 'Orbit by Sam', category: 'Space' }),
		})
		const entry = await auditEntry(t.db, 'project.draft_replace')
		expect(entry).toMatchObject({ actorId: alex.id, detail: { copyId: copy!.id } })
		expect(sentenceText(describeActivity(entry!))).toBe(
			"Replaced Sam (sam@example.com)'s draft of the project 'Orbit by Sam' (/portfolio/orbit) with their own (Sam (sam@example.com)'s is kept under Kept drafts)",
		)
		// Its own draft again: no copy, no line.
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: mine,
			draftVersion: 2,
			baseRevision: 1,
			actor: alex,
			editor: ALEX_PAGE,
			overwrite: true,
		})
		expect(await listDraftCopies(t.db, 'project', project.id)).toHaveLength(1)
	})

	test("publishing with Keep mine over another admin's draft keeps theirs too; without it the publish is refused", async () => {
		const project = await publishedProject(t.db)
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { description: 'Sam’s words' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: sam,
			editor: SAM_PAGE,
		})
		const mine = draftOf(project, { name: 'Orbit, published by Alex' })
		const refused = await publish(t.db, projectKind, {
			id: project.id,
			data: mine,
			draftVersion: 0,
			baseRevision: 1,
			actor: alex,
			editor: ALEX_PAGE,
		})
		expect(refused).toMatchObject({ ok: false, status: 409, reason: 'draft' })
		const published = await publish(t.db, projectKind, {
			id: project.id,
			data: mine,
			draftVersion: 1,
			baseRevision: 1,
			actor: alex,
			editor: ALEX_PAGE,
			overwrite: true,
		})
		expect(published).toMatchObject({ ok: true })
		expect(await getDraft(t.db, 'project', project.id)).toBeNull()
		expect(await listDraftCopies(t.db, 'project', project.id)).toEqual([
			expect.objectContaining({
				reason: 'replaced',
				data: expect.objectContaining({ description: 'Sam’s words' }),
			}),
		])
		const actions = (await listAuditLog(t.db)).map((entry) => entry.action)
		expect(actions).toContain('project.draft_replace')
	})

	test('a copy of mine (or what was typed when taken over) sits beside the draft and leaves it as it is', async () => {
		const project = await publishedProject(t.db)
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'The draft' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: sam,
			editor: SAM_PAGE,
		})
		const copy = await keepDraftCopy(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'What Alex typed' }),
			actor: alex,
			reason: 'taken-over',
			by: 'Sam (sam@example.com)',
		})
		expect(copy).toMatchObject({
			reason: 'taken-over',
			authorName: 'Alex (alex@example.com)',
		})
		expect((await getDraft(t.db, 'project', project.id))?.data).toMatchObject({
			name: 'The draft',
		})
		const entry = await auditEntry(t.db, 'project.draft_copy')
		expect(sentenceText(describeActivity(entry!))).toBe(
			"Kept a copy of their changes to the project 'What Alex typed' (/portfolio/orbit) when Sam (sam@example.com) took over",
		)
		expect(
			await keepDraftCopy(t.db, projectKind, {
				id: 'no-such-project',
				data: draftOf(project),
				actor: alex,
				reason: 'copy',
			}),
		).toBeNull()
	})
})
