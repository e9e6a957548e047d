import { sql } from 'kysely'
import { expect, test } from 'vitest'

import { inTransaction } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'

import {
	deleteSetting,
	getContentVersion,
	getSetting,
	renewContentVersion,
	setSetting,
	setSettingIfAbsent,
} from './settings.server.ts'

describeEachDialect('settings', (t) => {
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
