// The Activity log's link to a revision (`?revision=<id>` on the project's page) lands on
// the page of its history that shows it (decision 033).
import { describe, expect, test } from 'vitest'

import { useAppDatabase } from '#app/server/auth/testing.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { useTestDatabase } from '#app/server/db/testing.server.ts'
import {
	insertRevisions,
	listRevisions,
} from '#app/server/models/content-revisions.server.ts'
import { makeProjectInput } from '#app/server/models/factories.server.ts'
import { createProject } from '#app/server/models/projects.server.ts'

import { historyPathOfRevision } from './project-history.server.ts'

describe('a revision named by the Activity log', () => {
	const t = useTestDatabase('sqlite')
	useAppDatabase(t)

	test('opens the page of the history that shows it, at its entry', async () => {
		const db = getDb()
		const projects = await Promise.all(
			['One', 'Two'].map((name) =>
				createProject(db, { ...makeProjectInput({ name }), revision: 25 }),
			),
		)
		for (const project of projects)
			await insertRevisions(
				db,
				Array.from({ length: 25 }, (_, k) => ({
					entity: 'project',
					entityId: project.id,
					revision: k + 1,
					event: 'publish' as const,
					data: makeProjectInput({ name: `${project.name} ${k + 1}` }),
					changes: ['name'],
					actorId: null,
					actorEmail: null,
				})),
			)
		const [one, two] = projects
		const byNumber = new Map(
			(await listRevisions(db, 'project', one!.id)).map((r) => [r.revision, r.id]),
		)
		const base = `/admin/projects/${one!.id}/history`
		// 20 a page, newest first: 25 to 6 on page 1, 5 to 1 on page 2.
		expect(await historyPathOfRevision(one!.id, byNumber.get(25)!)).toBe(
			`${base}#revision-25`,
		)
		expect(await historyPathOfRevision(one!.id, byNumber.get(6)!)).toBe(
			`${base}#revision-6`,
		)
		expect(await historyPathOfRevision(one!.id, byNumber.get(5)!)).toBe(
			`${base}?page=2#revision-5`,
		)
		// Another project's revision, or none: the project's own page.
		expect(await historyPathOfRevision(two!.id, byNumber.get(5)!)).toBeNull()
		expect(await historyPathOfRevision(one!.id, 'nope')).toBeNull()
	})
})
