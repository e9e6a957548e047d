import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { describeEachDialect } from '#app/server/db/testing.server.ts'

import { changeBy, countAuditLog, listAuditLog, recordAudit } from './audit-log.server.ts'
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

	test('entries of one millisecond keep the order they were written in', async () => {
		// What one action writes at once (a publish in every language) reads in its order.
		for (let i = 0; i < 12; i++)
			await recordAudit(t.db, { action: `a${i}`, entity: 'project' })
		const newestFirst = Array.from({ length: 12 }, (_, i) => `a${11 - i}`)
		expect((await listAuditLog(t.db)).map((e) => e.action)).toEqual(newestFirst)
	})

	test('an entry leaves the content version alone: renewing it is the writer’s call', async () => {
		const before = await getContentVersion(t.db)
		await recordAudit(t.db, { action: 'auth.sign_in', entity: 'session' })
		await recordAudit(t.db, {
			action: 'contact_message.archive',
			entity: 'contact_message',
		})
		expect(await getContentVersion(t.db)).toBe(before)
	})

	test('changeBy: an admin’s change to one record, as the log keeps it', async () => {
		const actor = { id: 'u1', email: 'ada@example.com' }
		const entry = await recordAudit(
			t.db,
			changeBy(actor, 'project.delete', {
				entity: 'project',
				id: 'p1',
				detail: { name: 'Orbit' },
			}),
		)
		expect(entry).toMatchObject({
			actorId: 'u1',
			actorEmail: 'ada@example.com',
			action: 'project.delete',
			entity: 'project',
			entityId: 'p1',
			detail: { name: 'Orbit' },
		})
	})
})
