import { expect, test } from 'vitest'

import { publishDueDrafts, SCHEDULE_LEASE } from '#app/server/content/scheduler.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { instanceName } from '#app/server/instance.server.ts'

import { acquireLease, releaseLeasesOf } from './leases.server.ts'

describeEachDialect('leases', (t) => {
	test('a restarted instance frees what its killed run held, and only that', async () => {
		const now = Date.now()
		const mine = instanceName()
		// A run killed while publishing: its lease would hold for a minute more.
		expect(
			await acquireLease(t.db, SCHEDULE_LEASE, `${mine}/killed-run`, 60_000, now),
		).toBe(true)
		expect(
			await acquireLease(t.db, 'orphan-sweep', `other-host:/srv/data/run`, 60_000, now),
		).toBe(true)
		// Another instance, whose name starts like this one's, is left alone.
		expect(await acquireLease(t.db, 'trash-purge', `${mine}-2/run`, 60_000, now)).toBe(
			true,
		)
		expect((await publishDueDrafts(t.db, { now })).ran).toBe(false)

		expect(await releaseLeasesOf(t.db, mine)).toBe(1)
		expect((await publishDueDrafts(t.db, { now })).ran).toBe(true)
		expect(await acquireLease(t.db, 'orphan-sweep', `${mine}/new-run`, 60_000, now)).toBe(
			false,
		)
		expect(await acquireLease(t.db, 'trash-purge', `${mine}/new-run`, 60_000, now)).toBe(
			false,
		)
	})
})
