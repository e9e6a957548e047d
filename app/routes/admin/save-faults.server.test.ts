// An admin save meeting a read-only database (SQLite's query_only mode): the form comes
// back with the typed values and a message that names the fault, with its status (503),
// and the log has it at error level; before, it read 'Failed to save project.' with 500.
import { sql } from 'kysely'
import { pino } from 'pino'
import { beforeAll, describe, expect, test } from 'vitest'

import type { ProjectFormActionData } from '#app/schemas/project.ts'
import {
	browserHeaders,
	ORIGIN,
	prepareAuthSecret,
	registerSignedIn,
	useAppDatabase,
} from '#app/server/auth/testing.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { useTestDatabase } from '#app/server/db/testing.server.ts'
import { FAULTS } from '#app/server/faults.server.ts'
import { countProjects } from '#app/server/models/projects.server.ts'

import { postedForm } from '#app/schemas/form.ts'
import {
	formDataOf,
	projectFormFields,
	storedImage,
} from '#app/server/admin/testing.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'

import { answerProjectForm } from './project-form.server.ts'

beforeAll(prepareAuthSecret)

describe('saving a project on a read-only database', () => {
	const t = useTestDatabase('sqlite')
	useAppDatabase(t)

	test('503 with "The database is read-only", the typed values kept, logged at error level', async () => {
		const cookie = await registerSignedIn()
		const form = formDataOf(
			projectFormFields(
				{
					banner: await storedImage(getDb(), 'banners', 'orbit-banner'),
					image: await storedImage(getDb(), 'projectImages', 'orbit'),
				},
				{ collection: 'portfolio', prototype: [] },
			),
		)

		const lines: Array<{ level: number; msg: string; fault?: string }> = []
		const logger = pino(
			{ level: 'info' },
			{
				write: (line: string) =>
					void lines.push(JSON.parse(line) as (typeof lines)[number]),
			},
		)
		await sql`pragma query_only = 1`.execute(getDb())
		let result
		try {
			const request = new Request(new URL('/admin/portfolio/new', ORIGIN), {
				method: 'POST',
				headers: browserHeaders({ cookie }),
				body: form,
			})
			const user = await requireUser(request)
			result = (await answerProjectForm(request, await postedForm(request), {
				user,
				logger,
			})) as { data: ProjectFormActionData; init: { status: number } }
		} finally {
			await sql`pragma query_only = 0`.execute(getDb())
		}
		expect(result.init.status).toBe(503)
		expect(result.data.formError).toBe(FAULTS['database-read-only'].message)
		expect(result.data.values).toMatchObject({ name: 'Orbit', category: 'Fintech' })
		expect(lines).toEqual([
			expect.objectContaining({
				level: 50,
				fault: 'database-read-only',
				msg: 'Failed to save project: database-read-only',
			}),
		])
		expect(await countProjects(getDb(), { collection: 'portfolio' })).toBe(0)
	})
})
