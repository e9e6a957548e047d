// Migration 0017 on a database that holds the plain texts of before: each reads the same
// as rich text (its paragraphs and line breaks kept), and the way back gives the texts again.
import { sql } from 'kysely'
import { expect, test } from 'vitest'

import { plainTextOf, richFromPlainText } from '#app/lib/rich-text.ts'
import { readSiteContent } from '#app/server/models/site-content.server.ts'
import { getProject } from '#app/server/models/projects.server.ts'
import { getTestimonial } from '#app/server/models/testimonials.server.ts'

import { migrateTo, migrateToLatest } from '../migrate.server.ts'
import { describeEachDialect } from '../testing.server.ts'

const INTRO = 'Orbit is a Mobile App.\nIt books rooms.\n\n42'

describeEachDialect('migration 0017 (rich text)', (t) => {
	test('plain texts become rich text that reads the same, and back', async () => {
		await t.exclusiveDdl(async () => {
			await migrateTo(t.db, '0014-media-library')
			try {
				await sql`insert into projects (id, name, type, collection, intro, features)
					values ('p1', 'Orbit', 'mobile', 'portfolio', ${INTRO},
						${JSON.stringify([{ title: 'Fast', description: 'Loads <b>quickly</b>\nalways' }])})`.execute(
					t.db,
				)
				await sql`insert into projects (id, name, type, collection, intro)
					values ('p2', 'Number', 'mobile', 'portfolio', '42')`.execute(t.db)
				await sql`insert into testimonials (id, name, quote)
					values ('t1', 'Ada', ${'Line one\nLine two <script>x</script>'})`.execute(t.db)
				await sql`insert into site_content (key, data) values ('about', ${JSON.stringify({
					story: { paragraphs: ['First.', 'Second,\nstill second.'] },
					mission: { title: 'Mission', text: 'To build.' },
				})})`.execute(t.db)
				await sql`insert into site_content (key, data) values ('services', ${JSON.stringify(
					{
						mobile: { intro: ['Apps.'], why: [{ title: 'Reach', text: 'Pockets.' }] },
					},
				)})`.execute(t.db)
			} finally {
				await migrateToLatest(t.db)
			}
		})

		const orbit = await getProject(t.db, 'p1')
		expect(orbit?.intro).toEqual(richFromPlainText(INTRO))
		expect(plainTextOf(orbit!.intro)).toBe(INTRO)
		expect(orbit?.features[0]?.description).toEqual(
			richFromPlainText('Loads <b>quickly</b>\nalways'),
		)
		expect(plainTextOf((await getProject(t.db, 'p2'))!.intro)).toBe('42')
		const quote = (await getTestimonial(t.db, 't1'))!.quote
		expect(plainTextOf(quote)).toBe('Line one\nLine two <script>x</script>')
		const site = await readSiteContent(t.db)
		expect(site.about.story.paragraphs.root.children).toHaveLength(2)
		expect(plainTextOf(site.about.story.paragraphs)).toBe(
			'First.\n\nSecond,\nstill second.',
		)
		expect(plainTextOf(site.about.mission.text)).toBe('To build.')
		expect(plainTextOf(site.services.mobile.intro)).toBe('Apps.')
		expect(plainTextOf(site.services.mobile.why[0]!.text)).toBe('Pockets.')

		// The way back: the plain texts again, as they were written.
		await t.exclusiveDdl(async () => {
			await migrateTo(t.db, '0014-media-library')
			try {
				const { rows } = await sql<{ intro: string }>`
					select intro from projects where id = 'p1'`.execute(t.db)
				expect(rows[0]?.intro).toBe(INTRO)
				const about = await sql<{ data: unknown }>`
					select data from site_content where key = 'about'`.execute(t.db)
				const data = about.rows[0]?.data
				expect(
					(typeof data === 'string' ? JSON.parse(data) : data).story.paragraphs,
				).toEqual(['First.', 'Second,\nstill second.'])
			} finally {
				await migrateToLatest(t.db)
			}
		})
	})
})
