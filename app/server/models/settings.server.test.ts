import { sql } from 'kysely'
import { expect, test } from 'vitest'

import { inTransaction } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'

import {
	DEFAULT_SITE_SETTINGS,
	deleteSetting,
	getContentVersion,
	getSetting,
	getSiteSettings,
	renewContentVersion,
	setSetting,
	setSettingIfAbsent,
	updateSiteSettings,
} from './settings.server.ts'

describeEachDialect('settings', (t) => {
	test('an empty database has the Aster Software defaults', async () => {
		const settings = await getSiteSettings(t.db)
		expect(settings).toEqual(DEFAULT_SITE_SETTINGS)
		expect(settings).toMatchObject({
			companyName: 'Aster Software',
			tagline: 'Innovate, Integrate, Inspire: Your Software Solutions Partner',
			foundedYear: 2023,
			contactEmail: 'hello@aster.example',
		})
		for (const link of Object.values(settings.social))
			expect(link).toMatch(/^https:\/\/.*asterSoftware/)
	})

	test('updates merge over the defaults, social links one by one', async () => {
		const updated = await updateSiteSettings(t.db, {
			tagline: 'New tagline',
			foundedYear: 2024,
			social: { linkedin: 'https://www.linkedin.com/company/other' },
		})
		expect(updated).toEqual({
			...DEFAULT_SITE_SETTINGS,
			tagline: 'New tagline',
			foundedYear: 2024,
			social: {
				...DEFAULT_SITE_SETTINGS.social,
				linkedin: 'https://www.linkedin.com/company/other',
			},
		})
		await updateSiteSettings(t.db, { social: { twitter: 'https://x.com/other' } })
		const settings = await getSiteSettings(t.db)
		expect(settings.social).toEqual({
			...DEFAULT_SITE_SETTINGS.social,
			linkedin: 'https://www.linkedin.com/company/other',
			twitter: 'https://x.com/other',
		})
		expect(settings.tagline).toBe('New tagline')
	})

	test('refuses unknown fields and wrong types, writing nothing', async () => {
		await expect(
			updateSiteSettings(t.db, { tagline: 'ok', nonsense: 'x' } as never),
		).rejects.toThrow(/Unknown site setting/)
		await expect(
			updateSiteSettings(t.db, { foundedYear: '2020' } as never),
		).rejects.toThrow(/must be a number/)
		expect(await getSiteSettings(t.db)).toEqual(DEFAULT_SITE_SETTINGS)
	})

	test('ignores a stored value of the wrong type', async () => {
		await setSetting(t.db, 'site.foundedYear', 'not a year')
		await setSetting(t.db, 'site.companyName', 'Aster Labs')
		const settings = await getSiteSettings(t.db)
		expect(settings.foundedYear).toBe(2023)
		expect(settings.companyName).toBe('Aster Labs')
	})

	test('raw settings store any JSON value and replace it', async () => {
		expect(await getSetting(t.db, 'demo_seeded_at')).toBeUndefined()
		await setSetting(t.db, 'demo_seeded_at', '2025-01-01T00:00:00.000Z')
		// A JSON string stays a string (never parsed twice).
		expect(await getSetting(t.db, 'demo_seeded_at')).toBe('2025-01-01T00:00:00.000Z')
		await setSetting(t.db, 'demo_seeded_at', { at: 1, ok: true, list: [null, 'x'] })
		expect(await getSetting(t.db, 'demo_seeded_at')).toEqual({
			at: 1,
			ok: true,
			list: [null, 'x'],
		})
		await setSetting(t.db, 'flag', false)
		expect(await getSetting(t.db, 'flag')).toBe(false)
		await setSetting(t.db, 'nothing', null)
		expect(await getSetting(t.db, 'nothing')).toBeNull()
		const { rows } = await sql<{ n: number }>`select count(*) as n from settings`.execute(
			t.db,
		)
		expect(Number(rows[0]?.n)).toBe(3)

		expect(await deleteSetting(t.db, 'flag')).toBe(true)
		expect(await deleteSetting(t.db, 'flag')).toBe(false)
		expect(await getSetting(t.db, 'flag')).toBeUndefined()
		await expect(setSetting(t.db, 'bad', undefined)).rejects.toThrow(TypeError)
	})

	test('setSettingIfAbsent: of two writers racing for a key, exactly one stores', async () => {
		const results = await Promise.all([
			setSettingIfAbsent(t.db, 'race', 'first'),
			setSettingIfAbsent(t.db, 'race', 'second'),
		])
		expect(results.filter(Boolean)).toHaveLength(1)
		const winner = results[0] ? 'first' : 'second'
		expect(await getSetting(t.db, 'race')).toBe(winner)
		// Present: left as it is.
		expect(await setSettingIfAbsent(t.db, 'race', 'third')).toBe(false)
		expect(await getSetting(t.db, 'race')).toBe(winner)
	})

	test('renewContentVersion gives a new version, and only when its transaction commits', async () => {
		const before = await getContentVersion(t.db)
		await renewContentVersion(t.db)
		const after = await getContentVersion(t.db)
		expect(after).not.toBe(before)

		await expect(
			inTransaction(t.db, async (trx) => {
				await renewContentVersion(trx)
				throw new Error('the save failed')
			}),
		).rejects.toThrow('the save failed')
		expect(await getContentVersion(t.db)).toBe(after)
	})
})
