import { describe, expect, test } from 'vitest'

import {
	bucketOf,
	bucketRange,
	BUCKET_COUNT,
	formatMetric,
	METRICS,
	percentile,
	rate,
	ratingShares,
	THRESHOLDS,
	type Metric,
} from './web-vitals.ts'

/** The histogram of `values` as the daily table keeps it. */
function histogramOf(metric: Metric, values: number[]) {
	const histogram = new Map<number, number>()
	for (const value of values) {
		const bucket = bucketOf(metric, value)
		histogram.set(bucket, (histogram.get(bucket) ?? 0) + 1)
	}
	return histogram
}

/** The exact 75th percentile (nearest rank), to compare the buckets' reading with. */
function exactP75(values: number[]) {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.ceil(0.75 * sorted.length) - 1]!
}

/** A deterministic spread of values around `median` (log-normal-ish, as timings are). */
function spread(median: number, count: number, seed = 1) {
	let state = seed
	const random = () => {
		state = (state * 48271) % 2147483647
		return state / 2147483647
	}
	return Array.from({ length: count }, () => {
		const normal = Math.sqrt(-2 * Math.log(random())) * Math.cos(2 * Math.PI * random())
		return median * Math.exp(0.6 * normal)
	})
}

describe('buckets', () => {
	test('every threshold is a bucket edge, counted on its own side ("good ≤, poor >")', () => {
		for (const metric of METRICS) {
			const { good, poor } = THRESHOLDS[metric]
			for (const threshold of [good, poor]) {
				const at = bucketOf(metric, threshold)
				expect(bucketRange(metric, at).upper, `${metric} ${threshold}`).toBeCloseTo(
					threshold,
					9,
				)
				expect(bucketOf(metric, threshold * 1.0001)).toBe(at + 1)
			}
			expect(rate(metric, good)).toBe('good')
			expect(rate(metric, poor)).toBe('needs-improvement')
			expect(rate(metric, poor * 1.0001)).toBe('poor')
		}
	})

	test('are log-spaced from 0 to 100 s, no bucket more than 15% wider at its top than at its foot', () => {
		expect(bucketOf('lcp', 0)).toBe(0)
		expect(bucketOf('lcp', 1)).toBe(0)
		expect(bucketOf('lcp', 1.05)).toBe(1)
		expect(bucketOf('lcp', 100_000)).toBe(BUCKET_COUNT - 2)
		expect(bucketOf('lcp', 250_000)).toBe(BUCKET_COUNT - 1)
		expect(bucketRange('lcp', BUCKET_COUNT - 1)).toEqual({
			lower: 100_000,
			upper: Infinity,
		})
		for (let bucket = 1; bucket < BUCKET_COUNT - 1; bucket++) {
			const { lower, upper } = bucketRange('lcp', bucket)
			expect(upper).toBeGreaterThan(lower)
			expect(upper / lower).toBeLessThan(1.15)
		}
		// CLS in thousandths: 0 and tiny shifts share the first bucket.
		expect(bucketOf('cls', 0)).toBe(0)
		expect(bucketOf('cls', 0.0009)).toBe(0)
		expect(bucketRange('cls', bucketOf('cls', 0.1))).toEqual({ lower: 0.09, upper: 0.1 })
	})
})

describe('the 75th percentile from buckets', () => {
	test('is within one bucket of the exact one, and rated as the exact one is', () => {
		const cases: Array<[Metric, number]> = [
			['lcp', 1200],
			['lcp', 3100],
			['inp', 90],
			['inp', 420],
			['ttfb', 300],
			['cls', 0.04],
		]
		for (const [metric, median] of cases) {
			const values = spread(median, 2000, median)
			const exact = exactP75(values)
			const read = percentile(metric, histogramOf(metric, values))!
			expect(Math.abs(read - exact) / exact, `${metric} around ${median}`).toBeLessThan(
				0.15,
			)
			expect(rate(metric, read)).toBe(rate(metric, exact))
		}
	})

	test('of one visit is read inside its bucket; of none is null', () => {
		const read = percentile('lcp', histogramOf('lcp', [2400]))!
		expect(read).toBeGreaterThan(2240)
		expect(read).toBeLessThanOrEqual(2500)
		expect(rate('lcp', read)).toBe('good')
		expect(percentile('lcp', new Map())).toBeNull()
		// Beyond the last edge: the edge itself.
		expect(percentile('lcp', histogramOf('lcp', [300_000]))).toBe(100_000)
	})

	test('adds up day by day: the sum of daily histograms reads as all the values at once', () => {
		const values = spread(2000, 900, 7)
		const days = [values.slice(0, 300), values.slice(300, 600), values.slice(600)]
		const summed = new Map<number, number>()
		for (const day of days) {
			for (const [bucket, count] of histogramOf('lcp', day))
				summed.set(bucket, (summed.get(bucket) ?? 0) + count)
		}
		expect(percentile('lcp', summed)).toBe(percentile('lcp', histogramOf('lcp', values)))
	})

	test('rating shares are exact: every threshold is an edge', () => {
		const values = [100, 2500, 2501, 3999, 4000, 4001, 9000]
		expect(ratingShares('lcp', histogramOf('lcp', values))).toEqual({
			good: 2,
			'needs-improvement': 3,
			poor: 2,
		})
	})
})

test('figures read as the dashboard prints them', () => {
	expect(formatMetric('lcp', 1234.5)).toBe('1.23 s')
	expect(formatMetric('inp', 180.4)).toBe('180 ms')
	expect(formatMetric('ttfb', 999.4)).toBe('999 ms')
	expect(formatMetric('cls', 0.0512)).toBe('0.05')
})
