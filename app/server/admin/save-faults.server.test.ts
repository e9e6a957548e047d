// An admin save meeting a read-only database (SQLite's query_only mode): the form comes
// back with the typed values and a message that names the fault, with its status (503),
// and the log has it at error level; before, it read 'Failed to save project.' with 500.
import { sql } from 'kysely'
import { pino } from 'pino'
import { beforeAll, describe, expect, test } from 'vitest'

import { DEFAULT_PHASES } from '#app/lib/phases.ts'
import { imageFormValue } from '#app/schemas/image.ts'
import type { ProjectFormActionData } from '#app/schemas/project.ts'
import { registerAdmin } from '#app/server/auth/actions.server.ts'
import {
	browserHeaders,
	browserRequest,
	cookieHeader,
	ORIGIN,
	prepareAuthSecret,
	TEST_PASSWORD,
	useAppDatabase,
} from '#app/server/auth/testing.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { useTestDatabase } from '#app/server/db/testing.server.ts'
import { FAULTS } from '#app/server/faults.server.ts'
import { createMedia } from '#app/server/models/media.server.ts'
import { countProjects } from '#app/server/models/projects.server.ts'

import { handleProjectFormAction } from './project-routes.server.ts'

beforeAll(prepareAuthSecret)

async function image(folder: string, name: string) {
	const media = await createMedia(getDb(), {
		path: `${folder}/${name}/original.png`,
		originalName: `${name}.png`,
		contentType: 'image/png',
		width: 800,
		height: 600,
		bytes: 1234,
	})
	return imageFormValue({
		url: `/media/${media.path}`,
		name: media.originalName,
		mediaId: media.id,
	})
}

describe('saving a project on a read-only database', () => {
	const t = useTestDatabase('sqlite')
	useAppDatabase(t)

	test('503 with "The database is read-only", the typed values kept, logged at error level', async () => {
		const owner = await registerAdmin(
			browserRequest('/admin/signup', { method: 'POST' }),
			{
				email: 'owner@example.com',
				password: TEST_PASSWORD,
			},
		)
		if (!owner.ok) throw new Error('could not create the owner')
		const setCookies = new Headers()
		for (const cookie of owner.setCookies) setCookies.append('Set-Cookie', cookie)
		const fields: Array<[string, string]> = [
			['name', 'Orbit'],
			['type', 'website'],
			['collection', 'portfolio'],
			['category', 'Fintech'],
			['description', 'A banking site.'],
			['banner', await image('banners', 'orbit-banner')],
			['image', await image('projectImages', 'orbit')],
			['intro', 'Orbit is a Web App.'],
			['featureTitle', 'Fast'],
			['featureDescription', 'Loads quickly'],
			['platform', 'Web'],
			['primaryColor', '#4D92CE'],
			['secondaryColor', '#2D2D75'],
			['accentColor', '#F2A541'],
			['productImages', '[]'],
			['align', 'left'],
			['visible', 'on'],
			...DEFAULT_PHASES.website.map((phase): [string, string] => ['phase', phase]),
		]
		const form = new FormData()
		for (const [name, value] of fields) form.append(name, value)

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
			result = (await handleProjectFormAction(
				new Request(new URL('/admin/portfolio/new', ORIGIN), {
					method: 'POST',
					headers: browserHeaders({ cookie: cookieHeader(setCookies) }),
					body: form,
				}),
				undefined,
				logger,
			)) as { data: ProjectFormActionData; init: { status: number } }
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
