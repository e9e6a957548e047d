// Analytics (decision 027): a beacon's visit is one row of analytics_visits (appended in
// batches, no contention); the roll-up counts visits into the daily tables (page views, referring
// sites, each vital's histogram), which the Overview reads. Visits go after three days, the
// daily counts after 400 days (app/server/analytics/sweep.server.ts).
import {
	bucketOf,
	METRICS,
	type Beacon,
	type Device,
	type Metric,
} from '#app/lib/web-vitals.ts'
import type { ProjectCollection } from '#app/lib/types.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import type { AnalyticsVisitsTable } from '#app/server/db/schema.server.ts'

import { newId, toNumber } from './convert.server.ts'

export type { Device }

/** One page visit, as the endpoint has checked it: a beacon, its route, its referrer. */
export type VisitInput = Omit<Beacon, 'referrer'> & {
	route: string
	referrerHost: string | null
}

/** The UTC day of an epoch-ms time, `YYYY-MM-DD`. */
export function dayOf(ms: number): string {
	return new Date(ms).toISOString().slice(0, 10)
}

/** A visit and when it arrived (epoch ms). */
export interface ReceivedVisit {
	visit: VisitInput
	receivedAt: number
}

/** Stores visits, many rows a statement (the endpoint's buffer hands them over in batches). */
export async function recordVisits(db: DB, visits: ReceivedVisit[]): Promise<void> {
	const rows = visits.map(({ visit, receivedAt }) => ({
		id: newId(),
		receivedAt,
		day: dayOf(receivedAt),
		path: visit.path,
		route: visit.route,
		referrerHost: visit.referrerHost,
		device: visit.device,
		navigation: visit.navigation,
		lcp: visit.lcp ?? null,
		inp: visit.inp ?? null,
		cls: visit.cls ?? null,
		ttfb: visit.ttfb ?? null,
	}))
	for (const chunk of chunks(rows)) {
		await db.insertInto('analyticsVisits').values(chunk).execute()
	}
}

export async function recordVisit(db: DB, visit: VisitInput, receivedAt: number) {
	await recordVisits(db, [{ visit, receivedAt }])
}

/**
 * Of `projects` (each as its page's last segment names it: its address, in any language,
 * or its id), those a visitor may see (their pages are not 404s), as `collection/segment`.
 */
export async function visibleProjects(
	db: DB,
	projects: Array<{ id: string; collection: ProjectCollection }>,
): Promise<Set<string>> {
	if (projects.length === 0) return new Set()
	const segments = [...new Set(projects.map(({ id }) => id))]
	const translated = await db
		.selectFrom('translations')
		.select(['entityId', 'slug'])
		.where('entity', '=', 'project')
		.where('slug', 'in', segments)
		.execute()
	const rows = await db
		.selectFrom('projects')
		.select(['id', 'collection', 'slug'])
		.where((eb) =>
			eb.or([
				eb('id', 'in', [...segments, ...translated.map((row) => row.entityId)]),
				eb('slug', 'in', segments),
			]),
		)
		.where('visible', '=', true)
		.where('deletedAt', 'is', null)
		.execute()
	const visible = new Set<string>()
	for (const row of rows) {
		visible.add(`${row.collection}/${row.id}`)
		if (row.slug) visible.add(`${row.collection}/${row.slug}`)
		for (const other of translated)
			if (other.entityId === row.id && other.slug)
				visible.add(`${row.collection}/${other.slug}`)
	}
	return visible
}

/** Visits counted per roll-up transaction. */
const ROLL_UP_BATCH = 2000
/** Rows per insert or upsert statement (SQLite binds at most 32,766 values in one). */
const UPSERT_ROWS = 500

/**
 * Counts the visits not counted yet into the daily tables, in batches, each in one
 * transaction: the batch is claimed (marked rolled, and returned) by the same statement,
 * so two instances rolling up at once never count a visit twice. Returns how many.
 */
export async function rollUpVisits(db: DB): Promise<number> {
	let total = 0
	for (;;) {
		const claimed = await inTransaction(db, async (trx) => {
			const visits = await trx
				.updateTable('analyticsVisits')
				.set({ rolled: true })
				.where('rolled', '=', false)
				.where('id', 'in', (eb) =>
					eb
						.selectFrom('analyticsVisits')
						.select('id')
						.where('rolled', '=', false)
						.limit(ROLL_UP_BATCH),
				)
				.returning([
					'day',
					'path',
					'route',
					'referrerHost',
					'device',
					'lcp',
					'inp',
					'cls',
					'ttfb',
				])
				.execute()
			await addToDailyTables(trx, visits)
			return visits.length
		})
		total += claimed
		if (claimed < ROLL_UP_BATCH) return total
	}
}

type ClaimedVisit = Pick<
	AnalyticsVisitsTable,
	'day' | 'path' | 'route' | 'referrerHost' | 'device' | Metric
>

async function addToDailyTables(db: DB, visits: ClaimedVisit[]) {
	const pages = new Map<
		string,
		{ day: string; path: string; route: string; device: Device; views: number }
	>()
	const referrers = new Map<string, { day: string; host: string; views: number }>()
	const vitals = new Map<
		string,
		{
			day: string
			path: string
			route: string
			metric: Metric
			bucket: number
			count: number
		}
	>()
	for (const visit of visits) {
		const { day, path, route, device } = visit
		const pageKey = JSON.stringify([day, path, route, device])
		const page = pages.get(pageKey) ?? { day, path, route, device, views: 0 }
		page.views++
		pages.set(pageKey, page)
		if (visit.referrerHost) {
			const host = visit.referrerHost
			const key = JSON.stringify([day, host])
			const referrer = referrers.get(key) ?? { day, host, views: 0 }
			referrer.views++
			referrers.set(key, referrer)
		}
		for (const metric of METRICS) {
			const value = visit[metric]
			if (value === null || value === undefined) continue
			const bucket = bucketOf(metric, Number(value))
			const key = JSON.stringify([day, path, route, metric, bucket])
			const counted = vitals.get(key) ?? { day, path, route, metric, bucket, count: 0 }
			counted.count++
			vitals.set(key, counted)
		}
	}
	for (const rows of chunks([...pages.values()])) {
		await db
			.insertInto('analyticsDailyPages')
			.values(rows)
			.onConflict((oc) =>
				oc.columns(['day', 'path', 'route', 'device']).doUpdateSet((eb) => ({
					views: eb('analyticsDailyPages.views', '+', eb.ref('excluded.views')),
				})),
			)
			.execute()
	}
	for (const rows of chunks([...referrers.values()])) {
		await db
			.insertInto('analyticsDailyReferrers')
			.values(rows)
			.onConflict((oc) =>
				oc.columns(['day', 'host']).doUpdateSet((eb) => ({
					views: eb('analyticsDailyReferrers.views', '+', eb.ref('excluded.views')),
				})),
			)
			.execute()
	}
	for (const rows of chunks([...vitals.values()])) {
		await db
			.insertInto('analyticsDailyVitals')
			.values(rows)
			.onConflict((oc) =>
				oc.columns(['day', 'path', 'route', 'metric', 'bucket']).doUpdateSet((eb) => ({
					count: eb('analyticsDailyVitals.count', '+', eb.ref('excluded.count')),
				})),
			)
			.execute()
	}
}

function* chunks<T>(rows: T[]): Generator<T[]> {
	for (let at = 0; at < rows.length; at += UPSERT_ROWS)
		yield rows.slice(at, at + UPSERT_ROWS)
}

/** Removes visits received before `before` (epoch ms); how many went. */
export async function deleteVisitsBefore(db: DB, before: number): Promise<number> {
	const result = await db
		.deleteFrom('analyticsVisits')
		.where('receivedAt', '<', before)
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}

/** Removes the daily counts of days before `day`; how many rows went. */
export async function deleteDailyCountsBefore(db: DB, day: string): Promise<number> {
	let removed = 0
	for (const table of [
		'analyticsDailyPages',
		'analyticsDailyReferrers',
		'analyticsDailyVitals',
		'contactMessageDays',
	] as const) {
		const result = await db.deleteFrom(table).where('day', '<', day).executeTakeFirst()
		removed += Number(result.numDeletedRows)
	}
	return removed
}

/** Visits not rolled up yet (tests, diagnostics). */
export async function countVisits(db: DB, options: { rolled?: boolean } = {}) {
	let query = db
		.selectFrom('analyticsVisits')
		.select((eb) => eb.fn.countAll().as('count'))
	if (options.rolled !== undefined) query = query.where('rolled', '=', options.rolled)
	const row = await query.executeTakeFirstOrThrow()
	return toNumber(row.count)
}

/** A range of UTC days, both ends included (`YYYY-MM-DD`). */
export interface DayRange {
	from: string
	to: string
}

/** Page views per day within `range` (days without any are left out). */
export async function viewsPerDay(db: DB, range: DayRange): Promise<Map<string, number>> {
	const rows = await db
		.selectFrom('analyticsDailyPages')
		.select((eb) => ['day', eb.fn.sum<number | string>('views').as('views')])
		.where('day', '>=', range.from)
		.where('day', '<=', range.to)
		.groupBy('day')
		.execute()
	return new Map(rows.map((row) => [row.day, toNumber(row.views)]))
}

export interface PageViews {
	path: string
	route: string
	views: number
}

/** The most viewed pages within `range`, most first. */
export async function topPages(
	db: DB,
	range: DayRange,
	limit = 10,
): Promise<PageViews[]> {
	const rows = await db
		.selectFrom('analyticsDailyPages')
		.select((eb) => ['path', 'route', eb.fn.sum<number | string>('views').as('views')])
		.where('day', '>=', range.from)
		.where('day', '<=', range.to)
		.groupBy(['path', 'route'])
		.orderBy('views', 'desc')
		.orderBy('path')
		.limit(limit)
		.execute()
	return rows.map((row) => ({
		path: row.path,
		route: row.route,
		views: toNumber(row.views),
	}))
}

/** The sites that sent the most visits within `range`, most first. */
export async function topReferrers(
	db: DB,
	range: DayRange,
	limit = 10,
): Promise<Array<{ host: string; views: number }>> {
	const rows = await db
		.selectFrom('analyticsDailyReferrers')
		.select((eb) => ['host', eb.fn.sum<number | string>('views').as('views')])
		.where('day', '>=', range.from)
		.where('day', '<=', range.to)
		.groupBy('host')
		.orderBy('views', 'desc')
		.orderBy('host')
		.limit(limit)
		.execute()
	return rows.map((row) => ({ host: row.host, views: toNumber(row.views) }))
}

/** Page views per screen class within `range`. */
export async function viewsPerDevice(
	db: DB,
	range: DayRange,
): Promise<Map<Device, number>> {
	const rows = await db
		.selectFrom('analyticsDailyPages')
		.select((eb) => ['device', eb.fn.sum<number | string>('views').as('views')])
		.where('day', '>=', range.from)
		.where('day', '<=', range.to)
		.groupBy('device')
		.execute()
	return new Map(rows.map((row) => [row.device, toNumber(row.views)]))
}

/** Each route's histogram of each metric within `range`: route → metric → bucket → count. */
export async function vitalsPerRoute(
	db: DB,
	range: DayRange,
): Promise<Map<string, Map<Metric, Map<number, number>>>> {
	const rows = await db
		.selectFrom('analyticsDailyVitals')
		.select((eb) => [
			'route',
			'metric',
			'bucket',
			eb.fn.sum<number | string>('count').as('count'),
		])
		.where('day', '>=', range.from)
		.where('day', '<=', range.to)
		.groupBy(['route', 'metric', 'bucket'])
		.execute()
	const routes = new Map<string, Map<Metric, Map<number, number>>>()
	for (const row of rows) {
		const metrics = routes.get(row.route) ?? new Map<Metric, Map<number, number>>()
		const histogram = metrics.get(row.metric) ?? new Map<number, number>()
		histogram.set(toNumber(row.bucket), toNumber(row.count))
		metrics.set(row.metric, histogram)
		routes.set(row.route, metrics)
	}
	return routes
}

/**
 * Contact messages received per UTC day within `range`, counted as they arrived (spam left
 * out), whatever became of them since: archived, deleted (contact_message_days, issue 36).
 */
export async function contactMessagesPerDay(
	db: DB,
	range: DayRange,
): Promise<Map<string, number>> {
	const rows = await db
		.selectFrom('contactMessageDays')
		.select(['day', 'messages'])
		.where('day', '>=', range.from)
		.where('day', '<=', range.to)
		.execute()
	return new Map(rows.map((row) => [row.day, toNumber(row.messages)]))
}
