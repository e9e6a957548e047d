import { expect, test } from 'vitest'

import { bucketOf, percentile } from '#app/lib/web-vitals.ts'
import { loadOverview } from '#app/server/analytics/overview.server.ts'
import { sweepAnalytics } from '#app/server/analytics/sweep.server.ts'
import { applyInboxAction } from '#app/server/admin/inbox.server.ts'
import { purgeTrashOnce } from '#app/server/content/scheduler.server.ts'
import {
	countAllContactMessages,
	insertContactMessage,
} from '#app/server/models/contact-messages.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'

import {
	countVisits,
	dayOf,
	recordVisit,
	rollUpVisits,
	topPages,
	topReferrers,
	viewsPerDay,
	vitalsPerRoute,
	type VisitInput,
} from './analytics.server.ts'

const DAY = 24 * 3600_000
/** 2026-11-20, 12:00 UTC. */
const NOON = Date.UTC(2026, 10, 20, 12)

const about: VisitInput = {
	path: '/about',
	route: '/about',
	referrerHost: null,
	device: 'desktop',
	navigation: 'navigate',
}

describeEachDialect('analytics', (t) => {
	test('visits roll up into daily page views, referrers and histograms, once each', async () => {
		const lcps = [900, 1400, 2100, 2600, 3000, 3900, 4500, 6000]
		for (const [i, lcp] of lcps.entries()) {
			await recordVisit(
				t.db,
				{
					...about,
					lcp,
					ttfb: 200 + i,
					cls: 0.02,
					device: i % 2 ? 'phone' : 'desktop',
					referrerHost: i < 3 ? 'news.example' : null,
				},
				NOON + i,
			)
		}
		await recordVisit(t.db, { ...about, path: '/', route: '/', inp: 64 }, NOON - DAY)
		expect(await countVisits(t.db, { rolled: false })).toBe(9)

		expect(await rollUpVisits(t.db)).toBe(9)
		// Counted once: a second roll-up finds nothing new, and the visits stay (three days).
		expect(await rollUpVisits(t.db)).toBe(0)
		expect(await countVisits(t.db, { rolled: true })).toBe(9)

		const range = { from: dayOf(NOON - DAY), to: dayOf(NOON) }
		expect(await viewsPerDay(t.db, range)).toEqual(
			new Map([
				['2026-11-19', 1],
				['2026-11-20', 8],
			]),
		)
		expect(await topPages(t.db, range)).toEqual([
			{ path: '/about', route: '/about', views: 8 },
			{ path: '/', route: '/', views: 1 },
		])
		expect(await topReferrers(t.db, range)).toEqual([{ host: 'news.example', views: 3 }])

		const vitals = await vitalsPerRoute(t.db, range)
		const lcp = vitals.get('/about')?.get('lcp')
		expect([...(lcp?.values() ?? [])].reduce((a, b) => a + b, 0)).toBe(lcps.length)
		expect(lcp?.get(bucketOf('lcp', 2600))).toBe(1)
		expect(vitals.get('/')?.get('inp')).toEqual(new Map([[bucketOf('inp', 64), 1]]))
		// The 75th percentile of the eight LCPs (nearest rank: 3.9 s) read from the buckets.
		const p75 = percentile('lcp', lcp!)!
		expect(p75).toBeGreaterThan(3550)
		expect(p75).toBeLessThanOrEqual(4000)

		// More visits later add to the same rows.
		await recordVisit(t.db, { ...about, lcp: 950 }, NOON + 1000)
		expect(await rollUpVisits(t.db)).toBe(1)
		expect((await topPages(t.db, range))[0]).toEqual({
			path: '/about',
			route: '/about',
			views: 9,
		})
	})

	test('two roll-ups at once count every visit once', async () => {
		for (let i = 0; i < 40; i++) await recordVisit(t.db, { ...about, ttfb: 100 }, NOON)
		const [a, b] = await Promise.all([rollUpVisits(t.db), rollUpVisits(t.db)])
		expect(a + b).toBe(40)
		const range = { from: dayOf(NOON), to: dayOf(NOON) }
		expect(await viewsPerDay(t.db, range)).toEqual(new Map([['2026-11-20', 40]]))
		const ttfb = (await vitalsPerRoute(t.db, range)).get('/about')?.get('ttfb')
		expect(ttfb).toEqual(new Map([[bucketOf('ttfb', 100), 40]]))
	})

	test('the sweep keeps visits three days and daily counts 400 days', async () => {
		const now = NOON
		await recordVisit(t.db, { ...about, lcp: 1000 }, now - 3 * DAY - 1)
		await recordVisit(t.db, { ...about, lcp: 1000 }, now - 3 * DAY + 60_000)
		await recordVisit(t.db, { ...about, lcp: 1000 }, now - 401 * DAY)
		await recordVisit(t.db, { ...about, lcp: 1000 }, now - 399 * DAY)

		const result = await sweepAnalytics(t.db, now)
		// Every visit was counted before any went.
		expect(result.rolledUp).toBe(4)
		expect(result.visitsRemoved).toBe(3)
		expect(await countVisits(t.db)).toBe(1)
		// The day 401 days back: its page row and its LCP row.
		expect(result.dailyRowsRemoved).toBe(2)
		const all = { from: dayOf(now - 500 * DAY), to: dayOf(now) }
		expect([...(await viewsPerDay(t.db, all)).keys()].sort()).toEqual([
			dayOf(now - 399 * DAY),
			'2026-11-17',
		])
	})

	test('the Overview: every day of the period, contact messages without spam, p75 per route', async () => {
		const now = NOON
		await recordVisit(t.db, { ...about, lcp: 1800, inp: 120, cls: 0.3, ttfb: 500 }, now)
		await recordVisit(t.db, { ...about, lcp: 5200 }, now - 2 * DAY)
		const message = {
			source: 'footer' as const,
			email: 'a@example.com',
			clientHash: null,
			userAgent: null,
		}
		await insertContactMessage(t.db, { ...message, message: 'Hello' }, now)
		await insertContactMessage(t.db, { ...message, message: 'Again' }, now - DAY)
		await insertContactMessage(
			t.db,
			{ ...message, message: 'spam', spamReason: 'honeypot' },
			now,
		)
		// Outside a 7-day period.
		await insertContactMessage(t.db, { ...message, message: 'Old' }, now - 8 * DAY)

		const overview = await loadOverview(t.db, 7, { now })
		expect(overview.visits.map(({ day }) => day)).toEqual(
			Array.from({ length: 7 }, (_, i) => dayOf(now - (6 - i) * DAY)),
		)
		expect(overview.visits.map(({ count }) => count)).toEqual([0, 0, 0, 0, 1, 0, 1])
		expect(overview.messages.map(({ count }) => count)).toEqual([0, 0, 0, 0, 0, 1, 1])
		expect(overview.devices).toEqual([
			{ device: 'phone', views: 0 },
			{ device: 'tablet', views: 0 },
			{ device: 'desktop', views: 2 },
		])
		const [route] = overview.vitals
		expect(route?.route).toBe('/about')
		expect(route?.measured).toBe(2)
		expect(route?.metrics.lcp).toMatchObject({ rating: 'poor', samples: 2 })
		expect(route?.metrics.inp).toMatchObject({ rating: 'good', samples: 1 })
		expect(route?.metrics.cls).toMatchObject({ rating: 'poor', samples: 1 })
		expect(route?.metrics.ttfb).toMatchObject({ rating: 'good', samples: 1 })
	})

	test('messages per day are counted as they arrive, whatever became of them: archived, deleted, purged (issue 36)', async () => {
		const now = Date.now()
		const message = {
			source: 'contact-page' as const,
			email: 'v@example.com',
			clientHash: null,
			userAgent: null,
		}
		const actor = { id: 'u1', email: 'owner@example.com' }
		const kept = await insertContactMessage(t.db, { ...message, notes: 'Kept' }, now)
		const archived = await insertContactMessage(t.db, { ...message, notes: 'Filed' }, now)
		const deleted = await insertContactMessage(t.db, { ...message, notes: 'Gone' }, now)
		const today = async () =>
			(await loadOverview(t.db, 7, { now })).messages.at(-1)?.count
		expect(await today()).toBe(3)
		await applyInboxAction(t.db, { intent: 'archive', id: archived.id, actor }, now)
		await applyInboxAction(t.db, { intent: 'delete', id: deleted.id, actor }, now)
		expect(await today()).toBe(3)
		// The deleted one is gone for good at the purge, long after its Undo: still counted.
		await purgeTrashOnce(t.db, { now: now + 3600_000 })
		expect(await countAllContactMessages(t.db)).toBe(2)
		expect(await today()).toBe(3)
		expect(kept.id).toBeTruthy()
		// Taken for spam as it arrived, then found real ("Not spam"): it counts; moved to
		// Spam by hand, it no longer does (the Inbox and the Overview agree).
		const caught = await insertContactMessage(
			t.db,
			{ ...message, notes: 'Caught', spamReason: 'honeypot' },
			now,
		)
		expect(await today()).toBe(3)
		expect(
			await applyInboxAction(t.db, { intent: 'not-spam', id: caught.id, actor }, now),
		).toBe(true)
		expect(await today()).toBe(4)
		// Twice is no second move (the page was stale): nothing counted twice.
		expect(
			await applyInboxAction(t.db, { intent: 'not-spam', id: caught.id, actor }, now),
		).toBe(false)
		expect(await today()).toBe(4)
		await applyInboxAction(t.db, { intent: 'spam', id: kept.id, actor }, now)
		expect(await today()).toBe(3)
		// A message mailed already, filed as spam by hand and back: not mailed again.
		await t.db
			.updateTable('contactMessages')
			.set({ status: 'sent', nextAttemptAt: null })
			.where('id', '=', archived.id)
			.execute()
		expect(
			await applyInboxAction(t.db, { intent: 'spam', id: archived.id, actor }, now),
		).toBe(true)
		expect(
			await applyInboxAction(t.db, { intent: 'not-spam', id: archived.id, actor }, now),
		).toBe(true)
		const back = await t.db
			.selectFrom('contactMessages')
			.select(['status', 'isSpam', 'nextAttemptAt'])
			.where('id', '=', archived.id)
			.executeTakeFirstOrThrow()
		expect(back).toMatchObject({ status: 'sent', nextAttemptAt: null })
		expect(Boolean(back.isSpam)).toBe(false)
		expect(await today()).toBe(3)
	})
})
