import { plainTextOf, richFromPlainText } from '#app/lib/rich-text.ts'
import { sql } from 'kysely'
import { expect, test } from 'vitest'

import { SITE_CONTENT_DEFAULTS } from '#app/lib/site-content.ts'
import {
	knownMigrations,
	migrateTo,
	migrateToLatest,
} from '#app/server/db/migrate.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'

import { getSetting, setSetting } from './settings.server.ts'
import {
	getStoredSiteForm,
	readSiteContent,
	getSiteForm,
	storeSiteFormIfAbsent,
	writeSiteForm,
} from './site-content.server.ts'

const by = 'admin@example.com'

describeEachDialect('site content', (t) => {
	test('a new database reads as today’s copy, with nothing stored', async () => {
		expect(await readSiteContent(t.db)).toEqual(SITE_CONTENT_DEFAULTS)
		const about = await getSiteForm(t.db, 'about')
		expect(about).toEqual({
			value: SITE_CONTENT_DEFAULTS.about,
			revision: 0,
			updatedBy: null,
			updatedAt: null,
		})
	})

	test('a write starts from the revision it names; the stale one is refused', async () => {
		const mission = { ...SITE_CONTENT_DEFAULTS.about.mission, text: 'A new mission.' }
		const data = { ...SITE_CONTENT_DEFAULTS.about, mission }
		const first = await writeSiteForm(t.db, {
			key: 'about',
			data,
			expectedRevision: 0,
			updatedBy: by,
		})
		expect(first).toMatchObject({ ok: true, revision: 1 })
		expect(plainTextOf((await readSiteContent(t.db)).about.mission.text)).toBe(
			'A new mission.',
		)

		// Another admin who opened the form before that save.
		const stale = await writeSiteForm(t.db, {
			key: 'about',
			data: SITE_CONTENT_DEFAULTS.about,
			expectedRevision: 0,
			updatedBy: 'other@example.com',
		})
		expect(stale).toMatchObject({
			ok: false,
			current: { key: 'about', revision: 1, updatedBy: by },
		})

		const second = await writeSiteForm(t.db, {
			key: 'about',
			data: { ...data, mission: { ...mission, text: 'Second.' } },
			expectedRevision: 1,
			updatedBy: 'other@example.com',
		})
		expect(second).toMatchObject({ ok: true, revision: 2 })
		expect(
			await writeSiteForm(t.db, {
				key: 'about',
				data,
				expectedRevision: 1,
				updatedBy: by,
			}),
		).toMatchObject({ ok: false, current: { revision: 2 } })
		const stored = await getSiteForm(t.db, 'about')
		expect(plainTextOf(stored.value.mission.text)).toBe('Second.')
		expect(stored).toMatchObject({ revision: 2, updatedBy: 'other@example.com' })
		// Other forms are untouched.
		expect((await readSiteContent(t.db)).home).toEqual(SITE_CONTENT_DEFAULTS.home)
	})

	test('a form is read over the defaults once per stored text, not once per render', async () => {
		await writeSiteForm(t.db, {
			key: 'about',
			data: { mission: { title: 'Why', text: 'Because.' } },
			expectedRevision: 0,
			updatedBy: by,
		})
		const first = await readSiteContent(t.db)
		const again = await readSiteContent(t.db)
		expect(again.about).toBe(first.about)
		expect(again.about.mission).toEqual({
			title: 'Why',
			text: richFromPlainText('Because.'),
		})
		await writeSiteForm(t.db, {
			key: 'about',
			data: { mission: { title: 'Why', text: 'Changed.' } },
			expectedRevision: 1,
			updatedBy: by,
		})
		const changed = await readSiteContent(t.db)
		expect(changed.about).not.toBe(first.about)
		expect(plainTextOf(changed.about.mission.text)).toBe('Changed.')
		expect(plainTextOf(first.about.mission.text)).toBe('Because.')
	})

	test('of two saves from the same revision, exactly one is stored', async () => {
		for (const expectedRevision of [0, 1]) {
			const results = await Promise.all(
				['a', 'b'].map((who) =>
					writeSiteForm(t.db, {
						key: 'contact',
						data: { direct: { title: who } },
						expectedRevision,
						updatedBy: `${who}@example.com`,
					}),
				),
			)
			expect(results.filter((result) => result.ok)).toHaveLength(1)
		}
		expect((await getSiteForm(t.db, 'contact')).revision).toBe(2)
	})

	test('a stored field its schema refuses, or one missing, reads as the default', async () => {
		await storeSiteFormIfAbsent(t.db, 'company', {
			companyName: 'Aster Labs',
			foundedYear: 'not a year',
			social: { linkedin: 'https://www.linkedin.com/company/aster-labs', twitter: 42 },
			replyPromise: 'x'.repeat(500),
			unknown: 'ignored',
		})
		const company = (await readSiteContent(t.db)).company
		expect(company).toEqual({
			...SITE_CONTENT_DEFAULTS.company,
			companyName: 'Aster Labs',
			social: {
				...SITE_CONTENT_DEFAULTS.company.social,
				linkedin: 'https://www.linkedin.com/company/aster-labs',
			},
		})
		// Present: left as it is.
		expect(await storeSiteFormIfAbsent(t.db, 'company', {})).toBe(false)
		expect((await getStoredSiteForm(t.db, 'company'))?.data).toMatchObject({
			companyName: 'Aster Labs',
		})
	})

	test("migration 0013 moves the company's settings rows into its form, and back", async () => {
		const names = knownMigrations()
		const before = names[names.indexOf('0013-site-content') - 1]!
		await t.exclusiveDdl(async () => {
			await migrateTo(t.db, before)
			await setSetting(t.db, 'site.companyName', 'Aster Labs')
			await setSetting(t.db, 'site.foundedYear', 2021)
			await setSetting(t.db, 'site.social.linkedin', 'https://www.linkedin.com/company/x')
			await setSetting(t.db, 'demo_seeded_at', '2026-01-01T00:00:00.000Z')
			await migrateToLatest(t.db)
		})
		const company = (await readSiteContent(t.db)).company
		expect(company).toMatchObject({
			companyName: 'Aster Labs',
			foundedYear: 2021,
			tagline: SITE_CONTENT_DEFAULTS.company.tagline,
			social: {
				...SITE_CONTENT_DEFAULTS.company.social,
				linkedin: 'https://www.linkedin.com/company/x',
			},
		})
		expect(await getSetting(t.db, 'site.companyName')).toBeUndefined()
		expect(await getSetting(t.db, 'demo_seeded_at')).toBe('2026-01-01T00:00:00.000Z')

		await t.exclusiveDdl(() => migrateTo(t.db, before))
		expect(await getSetting(t.db, 'site.companyName')).toBe('Aster Labs')
		expect(await getSetting(t.db, 'site.social.linkedin')).toBe(
			'https://www.linkedin.com/company/x',
		)
		await expect(sql`select 1 from site_content`.execute(t.db)).rejects.toThrow()
		await t.exclusiveDdl(() => migrateToLatest(t.db))
	})
})
