// Core Web Vitals as the dashboard keeps and reads them (decision 027): Google's
// thresholds, and the fixed histogram buckets each measurement is counted in, so the 75th
// percentile can be read from daily counts long after the measurements themselves are gone.
//
// Buckets are log-spaced on the R20 series of preferred numbers (20 per decade, each 11–14%
// wider at its top than at its foot), from 1 to 100,000 in the metric's unit: milliseconds for
// LCP, INP and TTFB, thousandths for CLS. Every threshold of Google's is a bucket edge,
// so a percentile's rating read from the buckets is exact; its value is off by less than one
// bucket's width. A bucket holds the values above its lower edge up to and including its
// upper one, as "good ≤ 2.5 s, poor > 4 s" reads.

export const METRICS = ['lcp', 'inp', 'cls', 'ttfb'] as const
export type Metric = (typeof METRICS)[number]

export type Rating = 'good' | 'needs-improvement' | 'poor'

/** Google's thresholds, in each metric's own unit (seconds as ms; CLS unitless). */
export const THRESHOLDS: Record<Metric, { good: number; poor: number }> = {
	lcp: { good: 2500, poor: 4000 },
	inp: { good: 200, poor: 500 },
	cls: { good: 0.1, poor: 0.25 },
	ttfb: { good: 800, poor: 1800 },
}

export const METRIC_NAMES: Record<Metric, string> = {
	lcp: 'Largest Contentful Paint',
	inp: 'Interaction to Next Paint',
	cls: 'Cumulative Layout Shift',
	ttfb: 'Time to First Byte',
}

/** The largest value a beacon may report, in the metric's unit (larger ones are junk). */
export const METRIC_MAX: Record<Metric, number> = {
	lcp: 600_000,
	inp: 600_000,
	cls: 100,
	ttfb: 600_000,
}

/** The viewport's width class: under 640 px, under 1024 px, wider. */
export type Device = 'phone' | 'tablet' | 'desktop'

/** How a visit began: web-vitals' navigation types. */
export const NAVIGATION_TYPES = [
	'navigate',
	'reload',
	'back-forward',
	'back-forward-cache',
	'prerender',
	'restore',
	'soft-navigation',
] as const
export type NavigationType = (typeof NAVIGATION_TYPES)[number]

/** One visit as the reporter (app/client/vitals.ts) sends it and the endpoint checks it. */
export type Beacon = {
	/** The page's path: no query, no fragment. */
	path: string
	/** The host of another site that linked here. */
	referrer?: string
	device: Device
	navigation: NavigationType
} & Partial<Record<Metric, number>>

/** A beacon is a few hundred bytes; the request layer refuses a body over this with 413. */
export const BEACON_MAX_BYTES = 4 * 1024

const R20 = [
	100, 112, 125, 140, 160, 180, 200, 224, 250, 280, 315, 355, 400, 450, 500, 560, 630,
	710, 800, 900,
]

/** Bucket edges in bucket units, 1 … 100,000: EDGES[k] is the upper edge of bucket k. */
const EDGES: readonly number[] = [
	...[1, 10, 100, 1000, 10_000].flatMap((decade) =>
		R20.map((mantissa) => (mantissa * decade) / 100),
	),
	100_000,
]

/** Buckets 0 … EDGES.length; the last holds everything above 100,000 units. */
export const BUCKET_COUNT = EDGES.length + 1

/** CLS is bucketed in thousandths, so its thresholds (0.1, 0.25) are edges too. */
function toUnits(metric: Metric, value: number) {
	return metric === 'cls' ? value * 1000 : value
}

function fromUnits(metric: Metric, units: number) {
	return metric === 'cls' ? units / 1000 : units
}

/** The bucket a measurement is counted in. */
export function bucketOf(metric: Metric, value: number): number {
	const units = toUnits(metric, value)
	// The first edge at or above the value (binary search: 101 edges).
	let low = 0
	let high = EDGES.length
	while (low < high) {
		const middle = (low + high) >> 1
		if (units <= EDGES[middle]!) high = middle
		else low = middle + 1
	}
	return low
}

/** A bucket's range in the metric's unit: (lower, upper]; the first starts at 0. */
export function bucketRange(
	metric: Metric,
	bucket: number,
): { lower: number; upper: number } {
	const lower = bucket <= 0 ? 0 : EDGES[Math.min(bucket, EDGES.length) - 1]!
	const upper = bucket < EDGES.length ? EDGES[Math.max(bucket, 0)]! : Infinity
	return { lower: fromUnits(metric, lower), upper: fromUnits(metric, upper) }
}

export function rate(metric: Metric, value: number): Rating {
	const { good, poor } = THRESHOLDS[metric]
	return value <= good ? 'good' : value > poor ? 'poor' : 'needs-improvement'
}

/** Counts per bucket, as `bucket → count`. */
export type Histogram = ReadonlyMap<number, number>

/**
 * The percentile `p` (0–1) of the measurements counted in `histogram`, read within its
 * bucket by linear interpolation; null when nothing was counted. Above the last edge the
 * answer is that edge (100 s, or a CLS of 100).
 */
export function percentile(
	metric: Metric,
	histogram: Histogram,
	p = 0.75,
): number | null {
	let total = 0
	for (const count of histogram.values()) total += count
	if (total <= 0) return null
	const target = p * total
	let below = 0
	for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
		const count = histogram.get(bucket) ?? 0
		if (count <= 0) continue
		if (below + count >= target) {
			const { lower, upper } = bucketRange(metric, bucket)
			if (upper === Infinity) return lower
			return lower + (upper - lower) * Math.max((target - below) / count, Number.EPSILON)
		}
		below += count
	}
	return null
}

/** How many of the counted measurements fall in each rating (exact: thresholds are edges). */
export function ratingShares(
	metric: Metric,
	histogram: Histogram,
): Record<Rating, number> {
	const shares: Record<Rating, number> = { good: 0, 'needs-improvement': 0, poor: 0 }
	for (const [bucket, count] of histogram) {
		shares[rate(metric, bucketRange(metric, bucket).upper)] += count
	}
	return shares
}

/** A value as the dashboard prints it: `1.24 s`, `180 ms`, `0.05`. */
export function formatMetric(metric: Metric, value: number): string {
	if (metric === 'cls') return value.toFixed(2)
	if (value >= 1000) return `${(value / 1000).toFixed(2)} s`
	return `${Math.round(value)} ms`
}
