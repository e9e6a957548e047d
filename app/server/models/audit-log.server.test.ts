import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { describeEachDialect } from '#app/server/db/testing.server.ts'

import { inTransaction } from '#app/server/db/index.server.ts'

import { countAuditLog, listAuditLog, recordAudit } from './audit-log.server.ts'
import { getContentVersion } from './settings.server.ts'

const T0 = new Date('2025-03-01T10:00:00.000Z')

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(T0)
})
afterEach(() => {
	vi.useRealTimers()
})

describeEachDialect('audit log', (t) => {
	test('records an entry with its JSON detail', async () => {
		const entry = await recordAudit(t.db, {
			actorId: 'u1',
			actorEmail: 'ada@example.com',
			action: 'project.update',
			entity: 'project',
			entityId: 'p1',
			detail: {
				fields: ['name', 'visible'],
				from: { visible: true },
				to: { visible: false },
			},
		})
		expect(entry).toEqual({
			id: entry.id,
			actorId: 'u1',
			actorEmail: 'ada@example.com',
			action: 'project.update',
			entity: 'project',
			entityId: 'p1',
			detail: {
				fields: ['name', 'visible'],
				from: { visible: true },
				to: { visible: false },
			},
			createdAt: T0.toISOString(),
		})
	})

	test('optional fields default to null', async () => {
		const entry = await recordAudit(t.db, {
			action: 'settings.update',
			entity: 'settings',
		})
		expect(entry).toMatchObject({
			actorId: null,
			actorEmail: null,
			entityId: null,
			detail: null,
		})
	})

	test('lists newest first, paged', async () => {
		for (let i = 0; i < 5; i++) {
			vi.setSystemTime(new Date(T0.getTime() + i * 1000))
			await recordAudit(t.db, { action: `a${i}`, entity: 'project' })
		}
		const actions = async (page: { limit?: number; offset?: number }) =>
			(await listAuditLog(t.db, page)).map((e) => e.action)
		expect(await actions({})).toEqual(['a4', 'a3', 'a2', 'a1', 'a0'])
		expect(await actions({ limit: 2 })).toEqual(['a4', 'a3'])
		expect(await actions({ limit: 2, offset: 2 })).toEqual(['a2', 'a1'])
		expect(await actions({ offset: 4 })).toEqual(['a0'])
		expect(await countAuditLog(t.db)).toBe(5)
	})

	test('every entry renews the content version, and only when its transaction commits', async () => {
		const before = await getContentVersion(t.db)
		await recordAudit(t.db, { action: 'project.update', entity: 'project' })
		const after = await getContentVersion(t.db)
		expect(after).not.toBe(before)

		await expect(
			inTransaction(t.db, async (trx) => {
				await recordAudit(trx, { action: 'project.delete', entity: 'project' })
				throw new Error('the save failed')
			}),
		).rejects.toThrow('the save failed')
		expect(await getContentVersion(t.db)).toBe(after)
	})
})
