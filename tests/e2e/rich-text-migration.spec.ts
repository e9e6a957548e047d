// Issue 37: the old plain texts read the same after the migration to rich text, on SQLite
// and on PostgreSQL. A database is left at the migration before rich text (0016) holding
// texts as the site kept them then; the built server starts on it, migrates it, and the
// public pages show each text as it was written: its paragraphs and line breaks, and
// markup typed into it as plain text.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sql } from 'kysely'

import { createDatabase } from '#app/server/db/index.server.ts'
import { migrateTo } from '#app/server/db/migrate.server.ts'

import { expect, test } from './fixtures.ts'
import { createPostgresSchema, testPostgresUrl } from './fault-helpers.ts'
import { startServer } from './server-process.ts'

const INTRO =
	'Orbit books rooms for teams.\nIt works offline.\n\nSecond paragraph <b>not bold</b>.'
const QUOTE = 'They shipped on time.\nA new line <script>alert(1)</script>'
const STORY = ['We started small.', 'Then we grew,\nslowly.']

/** A database at migration 0016 with plain texts in a project, a testimonial and About. */
async function oldDatabase(url: string) {
	const db = createDatabase(url)
	try {
		await migrateTo(db, '0016-media-editing')
		await sql`insert into projects (id, name, type, collection, category, description, intro, features, visible, status)
			values ('orbit-id', 'Orbit', 'mobile', 'portfolio', 'Travel', 'Rooms for teams', ${INTRO},
				${JSON.stringify([{ title: 'Fast', description: 'Loads quickly\nalways' }])}, ${true}, 'published')`.execute(
			db,
		)
		await sql`insert into testimonials (id, name, title, quote) values ('t1', 'Ada Lovelace', 'CTO', ${QUOTE})`.execute(
			db,
		)
		await sql`insert into site_content (key, data) values ('about', ${JSON.stringify({
			story: { paragraphs: STORY },
		})})`.execute(db)
	} finally {
		await db.destroy()
	}
}

for (const dialect of ['sqlite', 'postgres'] as const) {
	test(`the old plain texts read the same after the migration (${dialect})`, async ({
		browser,
	}) => {
		const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aster-rich-migration-'))
		const postgres =
			dialect === 'postgres'
				? await createPostgresSchema(testPostgresUrl(), 'rich_migration')
				: null
		const url = postgres?.url ?? path.join(dataDir, 'site.db')
		await oldDatabase(url)
		const server = await startServer({ dataDir, env: { DATABASE_URL: url } })
		const page = await browser.newPage({ javaScriptEnabled: false })
		try {
			// The project page: each paragraph its own, the line break kept, typed markup as text.
			await page.goto(`${server.url}/portfolio/orbit`)
			const intro = page.locator('#main p', { hasText: 'Orbit books rooms' })
			await expect(intro).toHaveCount(1)
			expect(await intro.innerText()).toBe(
				'Orbit books rooms for teams.\nIt works offline.',
			)
			await expect(
				page.locator('#main p', { hasText: 'Second paragraph <b>not bold</b>.' }),
			).toHaveCount(1)
			await expect(page.locator('#main b', { hasText: 'not bold' })).toHaveCount(0)
			// A feature's description after its title, its line break kept.
			expect(
				await page.locator('#main p', { hasText: 'Loads quickly' }).first().innerText(),
			).toContain('Loads quickly\nalways')

			// The home page's testimonial: the script is words, never a script.
			await page.goto(server.url)
			const quote = page.locator('blockquote', { hasText: 'They shipped on time.' })
			await expect(quote).toHaveCount(1)
			await expect(quote).toBeVisible()
			await expect(quote).toContainText('A new line <script>alert(1)</script>')
			await expect(page.locator('#main script')).toHaveCount(0)

			// About's story: two paragraphs, the second with its line break.
			await page.goto(`${server.url}/about`)
			const story = page.locator('section[aria-labelledby="story-title"]')
			await expect(story.locator('p', { hasText: STORY[0]! })).toHaveCount(1)
			expect(await story.locator('p', { hasText: 'Then we grew' }).innerText()).toBe(
				'Then we grew,\nslowly.',
			)
		} finally {
			await page.close()
			await server.cleanup()
			await postgres?.drop()
			rmSync(dataDir, { recursive: true, force: true })
		}
	})
}
