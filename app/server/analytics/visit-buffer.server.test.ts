import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, expect, test } from 'vitest'

import { createDatabase } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { countVisits, type VisitInput } from '#app/server/models/analytics.server.ts'
import { makeProjectInput } from '#app/server/models/factories.server.ts'
import { createProject } from '#app/server/models/projects.server.ts'

import { VisitBuffer } from './visit-buffer.server.ts'

const NOON = Date.UTC(2026, 10, 20, 12)
const about: VisitInput = {
	path: '/about',
	route: '/about',
	referrerHost: null,
	device: 'desktop',
	navigation: 'navigate',
	lcp: 1500,
}

// A database without the tables: every write to it fails, as one that is away does.
const emptyDir = mkdtempSync(path.join(tmpdir(), 'aster-visits-'))
const empty = createDatabase(path.join(emptyDir, 'empty.db'))
afterAll(async () => {
	await empty.destroy()
	rmSync(emptyDir, { recursive: true, force: true })
})

/** The warnings the buffer logs, as lines. */
function warnings() {
	const lines: Array<Record<string, unknown>> = []
	const logger = {
		warn: (object: object, msg: string) => lines.push({ ...object, msg }),
	}
	return { logger, lines }
}

describeEachDialect('the visit buffer', (t) => {
	test('visits wait in the process and are stored together within the wait', async () => {
		const buffer = new VisitBuffer(() => t.db, { everyMs: 50 })
		for (let i = 0; i < 5; i++) buffer.add({ visit: about, receivedAt: NOON + i })
		expect(buffer.size).toBe(5)
		expect(await countVisits(t.db)).toBe(0)
		await expect.poll(() => countVisits(t.db)).toBe(5)
		expect(buffer.size).toBe(0)
	})

	test('a project page counts while its project is visible, else as the page not found', async () => {
		const shown = await createProject(t.db, makeProjectInput({ name: 'Shown' }))
		const hidden = await createProject(
			t.db,
			makeProjectInput({ name: 'Hidden', visible: false }),
		)
		const buffer = new VisitBuffer(() => t.db, { everyMs: 60_000 })
		for (const [i, project] of [shown, hidden].entries()) {
			buffer.add({
				visit: {
					...about,
					path: `/portfolio/${project.id}`,
					route: '/portfolio/:projectId',
				},
				receivedAt: NOON + i,
				project: { id: project.id, collection: 'portfolio' },
			})
		}
		// The shown project asked for as a product: not found either.
		buffer.add({
			visit: { ...about, path: `/products/${shown.id}`, route: '/products/:projectId' },
			receivedAt: NOON + 2,
			project: { id: shown.id, collection: 'products' },
		})
		expect(await buffer.flush()).toBe(3)
		const rows = await t.db
			.selectFrom('analyticsVisits')
			.select(['path', 'route'])
			.orderBy('receivedAt')
			.execute()
		expect(rows).toEqual([
			{ path: `/portfolio/${shown.id}`, route: '/portfolio/:projectId' },
			{ path: '/404', route: '404' },
			{ path: '/404', route: '404' },
		])
	})

	test('while the database is away, visits wait (up to the limit, the rest said dropped) and are stored once it is back', async () => {
		const { logger, lines } = warnings()
		let away = true
		const buffer = new VisitBuffer(() => (away ? empty : t.db), {
			everyMs: 60_000,
			max: 3,
			logger,
		})
		for (let i = 0; i < 2; i++) buffer.add({ visit: about, receivedAt: NOON + i })
		expect(await buffer.flush()).toBe(0)
		expect(buffer.size).toBe(2)
		expect(lines.at(-1)).toMatchObject({
			msg: 'analytics: visits not stored yet',
			waiting: 2,
			dropped: 0,
		})
		for (let i = 2; i < 5; i++) buffer.add({ visit: about, receivedAt: NOON + i })
		expect(buffer.size).toBe(3)

		away = false
		await buffer.stop()
		expect(await countVisits(t.db)).toBe(3)
		expect(lines.at(-1)).toMatchObject({ msg: 'analytics: visits dropped', dropped: 2 })
	})
})
