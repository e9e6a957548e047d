// What the dashboard's Overview shows for a period of days (decision 027): visits and contact
// messages per day, the most viewed pages, the sites that sent visitors, screens, and the
// 75th percentile of each Web Vital per route, read from the daily histograms.
import {
	METRICS,
	percentile,
	rate,
	type Metric,
	type Rating,
} from '#app/lib/web-vitals.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { projectsAtPaths } from '#app/server/models/projects.server.ts'
import {
	contactMessagesPerDay,
	dayOf,
	rollUpVisits,
	topPages,
	topReferrers,
	viewsPerDay,
	viewsPerDevice,
	vitalsPerRoute,
	type Device,
	type PageViews,
} from '#app/server/models/analytics.server.ts'

export const PERIODS = [7, 30, 90] as const
export type Period = (typeof PERIODS)[number]
export const DEFAULT_PERIOD: Period = 30

/** `?days=` as one of the periods offered; anything else is the default. */
export function periodOf(value: string | null): Period {
	const days = Number(value)
	return (PERIODS as readonly number[]).includes(days) ? (days as Period) : DEFAULT_PERIOD
}

export interface DayCount {
	day: string
	count: number
}

export interface MetricSummary {
	/** The 75th percentile, in the metric's unit; null when nothing was measured. */
	p75: number | null
	rating: Rating | null
	/** Measurements behind it. */
	samples: number
}

export interface RouteVitals {
	route: string
	/** Visits that reported any of the metrics. */
	measured: number
	metrics: Record<Metric, MetricSummary>
}

export interface Overview {
	days: Period
	from: string
	to: string
	visits: DayCount[]
	messages: DayCount[]
	/** Each with the project it shows, by its name and address now, when it shows one. */
	pages: Array<PageViews & { project: { name: string; address: string } | null }>
	referrers: Array<{ host: string; views: number }>
	devices: Array<{ device: Device; views: number }>
	vitals: RouteVitals[]
}

const DAY_MS = 24 * 3600_000

export async function loadOverview(
	db: DB,
	days: Period,
	options: {
		now?: number
		logger?: { warn(object: object, message: string): void }
	} = {},
): Promise<Overview> {
	const now = options.now ?? Date.now()
	// Visits received since the last sweep count at once. A database that takes no writes
	// (decision 023) still shows what the sweep counted before.
	try {
		await rollUpVisits(db)
	} catch (error) {
		options.logger?.warn({ err: error }, 'analytics: visits not rolled up')
	}
	const range = { from: dayOf(now - (days - 1) * DAY_MS), to: dayOf(now) }
	const [views, messages, pages, referrers, devices, vitals] = await Promise.all([
		viewsPerDay(db, range),
		contactMessagesPerDay(db, range),
		topPages(db, range),
		topReferrers(db, range),
		viewsPerDevice(db, range),
		vitalsPerRoute(db, range),
	])
	const named = await projectsAtPaths(
		db,
		pages.map((page) => page.path),
	)
	const dayList = Array.from({ length: days }, (_, i) =>
		dayOf(now - (days - 1 - i) * DAY_MS),
	)
	return {
		days,
		...range,
		visits: dayList.map((day) => ({ day, count: views.get(day) ?? 0 })),
		messages: dayList.map((day) => ({ day, count: messages.get(day) ?? 0 })),
		pages: pages.map((page) => ({ ...page, project: named.get(page.path) ?? null })),
		referrers,
		devices: (['phone', 'tablet', 'desktop'] as const).map((device) => ({
			device,
			views: devices.get(device) ?? 0,
		})),
		vitals: [...vitals]
			.map(([route, histograms]) => routeVitals(route, histograms))
			// The most measured routes first.
			.sort((a, b) => b.measured - a.measured || a.route.localeCompare(b.route)),
	}
}

function routeVitals(
	route: string,
	histograms: Map<Metric, Map<number, number>>,
): RouteVitals {
	let measured = 0
	const metrics = {} as Record<Metric, MetricSummary>
	for (const metric of METRICS) {
		const histogram = histograms.get(metric) ?? new Map<number, number>()
		let samples = 0
		for (const count of histogram.values()) samples += count
		const p75 = percentile(metric, histogram)
		metrics[metric] = { p75, rating: p75 === null ? null : rate(metric, p75), samples }
		measured = Math.max(measured, samples)
	}
	return { route, measured, metrics }
}
