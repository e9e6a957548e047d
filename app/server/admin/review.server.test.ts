// Roles and review on a real database (SQLite and PostgreSQL; decision 046): the owner's
// role changes (a demotion ends the member's sessions), the review's steps with their
// Activity lines and mail, an author's edit taking a submitted draft back, and share links
// of scheduled drafts kept to the roles that publish.
import { beforeAll, expect, test } from 'vitest'

import { registerAdmin } from '#app/server/auth/actions.server.ts'
import { createInvitation } from '#app/server/auth/invitations.server.ts'
import {
	browserRequest,
	ORIGIN,
	prepareAuthSecret,
	TEST_PASSWORD,
	useAppDatabase,
} from '#app/server/auth/testing.server.ts'
import { saveDraft, scheduleDraft } from '#app/server/content/drafts.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { projectKind } from '#app/server/content/projects.server.ts'
import {
	auditActions,
	draftOf,
	publishedProject,
} from '#app/server/content/testing.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { listAccountMailsFor } from '#app/server/models/account-mails.server.ts'
import { getReview } from '#app/server/models/content-reviews.server.ts'
import { getProject } from '#app/server/models/projects.server.ts'
import { listMembers } from '#app/server/models/users.server.ts'

import {
	approveReview,
	mayShareDraft,
	requestChanges,
	submitForReview,
	takeBackOnEdit,
} from './review.server.ts'
import { changeMemberRole, transferOwnership } from './team.server.ts'

beforeAll(prepareAuthSecret)

const MAIL = { origin: ORIGIN, mail: true } as const

async function team() {
	const owner = await registerAdmin(browserRequest('/admin/signup', { method: 'POST' }), {
		email: 'owner@example.com',
		password: TEST_PASSWORD,
	})
	if (!owner.ok) throw new Error('no owner')
	for (const [email, role] of [
		['admin@example.com', 'admin'],
		['author@example.com', 'author'],
	] as const) {
		const { token } = await createInvitation(getDb(), { email, invitedBy: null, role })
		const made = await registerAdmin(
			browserRequest('/admin/signup', { method: 'POST' }),
			{
				email,
				password: TEST_PASSWORD,
				token,
			},
		)
		if (!made.ok) throw new Error(`no ${role}`)
	}
	const members = await listMembers(getDb())
	const find = (email: string) => members.find((m) => m.email === email)!
	return {
		owner: find('owner@example.com'),
		admin: find('admin@example.com'),
		author: find('author@example.com'),
	}
}

describeEachDialect('roles and review', (t) => {
	useAppDatabase(t)

	test('an invitation gives its role; only the owner changes roles; a demotion ends every session, a promotion none', async () => {
		const { owner, admin, author } = await team()
		expect([owner.role, admin.role, author.role]).toEqual(['owner', 'admin', 'author'])
		expect(admin.activeSessions).toBe(1)

		expect(
			await changeMemberRole(t.db, { id: author.id, role: 'editor', actor: admin }),
		).toEqual({ ok: false, reason: 'not-owner' })
		const promoted = await changeMemberRole(t.db, {
			id: author.id,
			role: 'editor',
			actor: owner,
		})
		expect(promoted).toMatchObject({
			ok: true,
			from: 'author',
			to: 'editor',
			signedOut: false,
		})
		const demoted = await changeMemberRole(t.db, {
			id: admin.id,
			role: 'author',
			actor: owner,
		})
		expect(demoted).toMatchObject({
			ok: true,
			from: 'admin',
			to: 'author',
			signedOut: true,
		})
		const after = await listMembers(t.db)
		expect(after.find((m) => m.id === admin.id)).toMatchObject({
			role: 'author',
			activeSessions: 0,
		})
		expect(after.find((m) => m.id === author.id)).toMatchObject({
			role: 'editor',
			activeSessions: 1,
		})
		expect(
			await changeMemberRole(t.db, { id: owner.id, role: 'admin', actor: owner }),
		).toEqual({ ok: false, reason: 'self' })

		// Handing ownership over: one owner at a time.
		expect(await transferOwnership(t.db, { id: author.id, actor: owner })).toMatchObject({
			ok: true,
		})
		const roles = Object.fromEntries(
			(await listMembers(t.db)).map((m) => [m.email, m.role]),
		)
		expect(roles).toEqual({
			'owner@example.com': 'admin',
			'admin@example.com': 'author',
			'author@example.com': 'owner',
		})
		expect(await auditActions(t.db)).toEqual(
			expect.arrayContaining(['user.role', 'user.transfer']),
		)
	})

	test('submit, request changes (mailed), take back on edit, submit again, approve: published, each step logged', async () => {
		const { owner, author } = await team()
		const project = await publishedProject(t.db)
		const saved = await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit 2' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: author,
		})
		if (!saved.ok) throw new Error('no draft')
		expect(
			await submitForReview(t.db, projectKind, { id: project.id, actor: author }),
		).toMatchObject({
			ok: true,
			review: { state: 'waiting', title: 'Orbit 2', draftVersion: 1 },
		})
		// Another's save leaves it waiting; the author's own takes it back.
		expect(
			await takeBackOnEdit(t.db, projectKind, { id: project.id, actor: owner }),
		).toBe(false)
		expect(
			await takeBackOnEdit(t.db, projectKind, { id: project.id, actor: author }),
		).toBe(true)
		expect(await getReview(t.db, projectKind.entity, project.id)).toBeNull()

		await submitForReview(t.db, projectKind, { id: project.id, actor: author })
		const asked = await requestChanges(t.db, projectKind, {
			id: project.id,
			actor: owner,
			comment: 'Say <which> orbit.',
			delivery: MAIL,
		})
		expect(asked).toMatchObject({ ok: true, mailed: true })
		expect(await getReview(t.db, projectKind.entity, project.id)).toMatchObject({
			state: 'changes',
			comment: 'Say <which> orbit.',
			reviewedByEmail: owner.email,
		})
		const [mail] = await listAccountMailsFor(t.db, 'review', `project:${project.id}`)
		expect(mail).toMatchObject({ to: author.email, status: 'pending' })
		expect(mail?.html).toContain('Say &lt;which&gt; orbit.')
		// Not waiting: it cannot be approved until submitted again.
		expect(
			await approveReview(t.db, projectKind, {
				id: project.id,
				actor: owner,
				delivery: MAIL,
			}),
		).toMatchObject({ ok: false, status: 409 })
		// A project that is not there: an unknown address.
		expect(
			await approveReview(t.db, projectKind, {
				id: 'no-such-project',
				actor: owner,
				delivery: MAIL,
			}),
		).toMatchObject({ ok: false, status: 404 })

		await submitForReview(t.db, projectKind, { id: project.id, actor: author })
		expect(
			await approveReview(t.db, projectKind, {
				id: project.id,
				actor: owner,
				delivery: MAIL,
			}),
		).toMatchObject({ ok: true, outcome: 'published' })
		expect((await getProject(t.db, project.id))?.name).toBe('Orbit 2')
		expect(await getReview(t.db, projectKind.entity, project.id)).toBeNull()
		expect(await auditActions(t.db)).toEqual(
			expect.arrayContaining([
				'project.submit',
				'project.withdraw',
				'project.request_changes',
				'project.approve',
			]),
		)
	})

	test('a scheduled draft is shared only by a role that publishes; any draft else by an author too', async () => {
		const { owner } = await team()
		const project = await publishedProject(t.db)
		await saveDraft(t.db, projectKind, {
			id: project.id,
			data: draftOf(project, { name: 'Orbit 3' }),
			draftVersion: 0,
			baseRevision: 1,
			actor: owner,
		})
		expect(await mayShareDraft(t.db, projectKind, project.id, 'author')).toBe(true)
		const scheduled = await scheduleDraft(t.db, projectKind, {
			id: project.id,
			publishAt: new Date(Date.now() + 3600_000),
			draftVersion: 1,
			baseRevision: 1,
			actor: owner,
		})
		expect(scheduled.ok).toBe(true)
		expect(await mayShareDraft(t.db, projectKind, project.id, 'author')).toBe(false)
		expect(await mayShareDraft(t.db, projectKind, project.id, 'editor')).toBe(true)
	})

	test('an author’s change to a scheduled draft takes the schedule off: nothing unreviewed goes live', async () => {
		const { owner, admin, author } = await team()
		const project = await publishedProject(t.db)
		const schedule = async (draftVersion: number) =>
			expect(
				(
					await scheduleDraft(t.db, projectKind, {
						id: project.id,
						publishAt: new Date(Date.now() + 3600_000),
						draftVersion,
						baseRevision: 1,
						actor: owner,
					})
				).ok,
			).toBe(true)
		const save = (actor: typeof owner, name: string, draftVersion: number) =>
			saveDraft(t.db, projectKind, {
				id: project.id,
				data: draftOf(project, { name }),
				draftVersion,
				baseRevision: 1,
				actor,
			})
		await save(owner, 'Orbit 4', 0)
		await schedule(1)
		// A publisher's change keeps it.
		expect(await save(admin, 'Orbit 5', 1)).toMatchObject({ ok: true })
		expect(
			(await getDraft(t.db, projectKind.entity, project.id))?.publishAt,
		).not.toBeNull()
		// An author's, by the quick way (the form's next autosave) or the checked one, not.
		expect(await save(author, 'Orbit 6', 2)).toMatchObject({ ok: true })
		expect((await getDraft(t.db, projectKind.entity, project.id))?.publishAt).toBeNull()
		await schedule(3)
		expect(await save(author, 'Orbit 7', 0)).toMatchObject({ ok: false })
		expect(
			await saveDraft(t.db, projectKind, {
				id: project.id,
				data: draftOf(project, { name: 'Orbit 7' }),
				draftVersion: 3,
				baseRevision: 1,
				actor: author,
				overwrite: true,
			}),
		).toMatchObject({ ok: true })
		expect((await getDraft(t.db, projectKind.entity, project.id))?.publishAt).toBeNull()
	})
})
