// The Activity tab on a real database (SQLite and PostgreSQL): its filters (person, kind,
// days in the admin's zone), lines of repeats, pages that never cut a line, and links to
// records that still exist.
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { sentenceText } from '#app/lib/activity.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { recordAudit, type AuditInput } from '#app/server/models/audit-log.server.ts'
import { makeProjectInput } from '#app/server/models/factories.server.ts'
import { createProject } from '#app/server/models/projects.server.ts'

import {
	ACTIVITY_PAGE_LINES,
	loadActivity,
	parseActivityQuery,
	type ActivityView,
} from './activity.server.ts'

const T0 = Date.parse('2026-11-26T10:00:00.000Z')
const ADA = { id: 'u-ada', email: 'ada@example.com' }
const BO = { id: 'u-bo', email: 'bo@example.com' }

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
	vi.useRealTimers()
})

describeEachDialect('the Activity tab', (t) => {
	/** Records `input` at `at` (epoch ms). */
	async function at(time: number, input: AuditInput) {
		vi.setSystemTime(time)
		return recordAudit(t.db, input)
	}
	const by = (
		actor: { id: string; email: string },
		rest: Omit<AuditInput, 'actorId'>,
	) => ({
		actorId: actor.id,
		actorEmail: actor.email,
		...rest,
	})
	async function team() {
		await t.db
			.insertInto('user')
			.values([
				{ id: ADA.id, name: 'Ada', email: ADA.email, role: 'owner' },
				{ id: BO.id, name: 'Bo', email: BO.email, role: 'admin' },
			])
			.execute()
	}
	const page = (search = '') =>
		loadActivity(
			t.db,
			parseActivityQuery(new URL(`http://admin.test/admin/activity${search}`)),
		)
	const sentences = (view: ActivityView) =>
		view.lines.map((line) =>
			[line.anonymous ? 'Someone' : line.actorEmail, sentenceText(line.sentence)].join(
				': ',
			),
		)

	test('filters by person, by kind and by days in the admin’s zone; a person’s failed sign-ins are theirs', async () => {
		await team()
		await at(T0, by(ADA, { action: 'auth.sign_in', entity: 'session', entityId: 's1' }))
		await at(T0 + 60_000, {
			actorEmail: BO.email,
			action: 'auth.sign_in_failed',
			entity: 'session',
		})
		await at(
			T0 + 120_000,
			by(BO, {
				action: 'project.create',
				entity: 'project',
				entityId: 'p1',
				detail: { name: 'Orbit', collection: 'portfolio' },
			}),
		)
		// 23:30 in Kolkata on the 26th is 18:00 UTC; 00:30 on the 27th there is 19:00 UTC.
		await at(
			Date.parse('2026-11-26T19:00:00.000Z'),
			by(ADA, {
				action: 'contact_message.archive',
				entity: 'contact_message',
				entityId: 'm1',
				detail: { from: 'v@example.com', form: 'footer' },
			}),
		)

		expect(sentences(await page())).toEqual([
			'ada@example.com: Archived the message from v@example.com',
			"bo@example.com: Added the project 'Orbit'",
			'Someone: Failed to sign in as bo@example.com',
			'ada@example.com: Signed in',
		])
		expect((await page()).total).toBe(4)

		const bo = await page(`?person=${BO.id}`)
		expect(sentences(bo)).toEqual([
			"bo@example.com: Added the project 'Orbit'",
			'Someone: Failed to sign in as bo@example.com',
		])
		expect(bo.total).toBe(2)
		expect(sentences(await page('?kind=sign-ins'))).toEqual([
			'Someone: Failed to sign in as bo@example.com',
			'ada@example.com: Signed in',
		])
		expect(sentences(await page(`?kind=inbox&person=${ADA.id}`))).toEqual([
			'ada@example.com: Archived the message from v@example.com',
		])
		// The 26th in UTC holds all four; in Kolkata the archive was on the 27th.
		expect((await page('?from=2026-11-26&to=2026-11-26')).total).toBe(4)
		expect((await page('?from=2026-11-26&to=2026-11-26&tz=Asia/Kolkata')).total).toBe(3)
		expect((await page('?from=2026-11-27&tz=Asia/Kolkata')).total).toBe(1)
		// Nonsense is ignored, not an error.
		expect((await page('?kind=nope&person=x&from=someday&tz=Nowhere/Else')).total).toBe(4)
		expect((await page('?from=2026-11-30')).lines).toEqual([])
	})

	test('twelve moves of one logo in a row are one line, and a page never cuts a line in two', async () => {
		await team()
		let time = T0
		// The oldest: 60 edits of different projects, a minute and more apart.
		for (let i = 0; i < 60; i++) {
			time += 61_000
			await at(
				time,
				by(BO, {
					action: 'project.update',
					entity: 'project',
					entityId: `p${i}`,
					detail: { name: `Project ${i}`, collection: 'portfolio' },
				}),
			)
		}
		// Then one logo moved up twelve times, 5 s apart, and nothing else since.
		for (let i = 0; i < 12; i++) {
			time += 5_000
			await at(
				time,
				by(ADA, {
					action: 'client_logo.update',
					entity: 'client_logo',
					entityId: 'l13',
					detail: { name: 'Acme', moved: 'up', position: 12 - i },
				}),
			)
		}
		const first = await page()
		expect(first.total).toBe(72)
		expect(first.lines).toHaveLength(ACTIVITY_PAGE_LINES)
		expect(sentences(first)[0]).toBe(
			"ada@example.com: Moved the logo 'Acme' 12 times (now at position 1)",
		)
		expect(first.lines[0]).toMatchObject({ count: 12 })
		expect(first.newer).toBeNull()
		expect(first.older).not.toBeNull()

		const second = await page(`?before=${encodeURIComponent(first.older!)}`)
		expect(second.lines).toHaveLength(61 - ACTIVITY_PAGE_LINES)
		expect(sentences(second).at(-1)).toBe(
			"bo@example.com: Edited the project 'Project 0'",
		)
		expect(second.older).toBeNull()
		// Every entry is on exactly one page.
		const counted = [...first.lines, ...second.lines].reduce((n, l) => n + l.count, 0)
		expect(counted).toBe(72)

		// Back to the newer page: the first page again, whole.
		const back = await page(`?after=${encodeURIComponent(second.newer!)}`)
		expect(sentences(back)).toEqual(sentences(first))
		expect(back.newer).toBeNull()
	})

	test('a line links to its record while the record exists, and to its revision when the entry names one', async () => {
		await team()
		vi.setSystemTime(T0)
		const kept = await createProject(t.db, makeProjectInput({ name: 'Kept' }))
		await at(
			T0,
			by(ADA, {
				action: 'project.delete',
				entity: 'project',
				entityId: 'gone',
				detail: { name: 'Gone', collection: 'portfolio' },
			}),
		)
		await at(
			T0 + 1_000,
			by(ADA, {
				action: 'project.publish',
				entity: 'project',
				entityId: kept.id,
				detail: { name: 'Kept', collection: 'portfolio', revisionId: 'r3' },
			}),
		)
		await at(
			T0 + 2_000,
			by(ADA, { action: 'auth.sign_out', entity: 'session', entityId: 's' }),
		)
		const [signOut, published, deleted] = (await page()).lines
		expect(signOut).toMatchObject({ href: null, revisionHref: null })
		expect(published).toMatchObject({
			href: `/admin/projects/${kept.id}`,
			revisionHref: `/admin/projects/${kept.id}?revision=r3`,
		})
		expect(sentenceText(published!.sentence)).toBe("Published the project 'Kept'")
		expect(deleted).toMatchObject({ href: null, revisionHref: null })
	})

	test('people removed from the team stay in the person filter', async () => {
		await team()
		await at(
			T0,
			by(ADA, {
				action: 'user.remove',
				entity: 'user',
				entityId: 'u-gone',
				detail: { email: 'gone@example.com' },
			}),
		)
		await at(T0 + 1_000, {
			actorId: 'u-gone',
			actorEmail: 'gone@example.com',
			action: 'auth.sign_out',
			entity: 'session',
			entityId: 's9',
		})
		const view = await page('?person=u-gone')
		expect(view.people).toEqual([
			{ id: ADA.id, email: ADA.email, removed: false },
			{ id: BO.id, email: BO.email, removed: false },
			{ id: 'u-gone', email: 'gone@example.com', removed: true },
		])
		expect(sentences(view)).toEqual(['gone@example.com: Signed out'])
	})
})
