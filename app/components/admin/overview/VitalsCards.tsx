import { cx } from '#app/components/ui/cx.ts'
import {
	formatMetric,
	METRIC_NAMES,
	METRICS,
	THRESHOLDS,
	type Metric,
	type Rating,
} from '#app/lib/web-vitals.ts'
import type { MetricSummary, RouteVitals } from '#app/server/analytics/overview.server.ts'

import { pageLabel, plural, RATING_LABELS } from './labels.ts'

/** Each rating's mark: a shape of its own, so the colour is never the only sign. */
function RatingMark({ rating }: { rating: Rating }) {
	return (
		<svg
			aria-hidden="true"
			focusable="false"
			viewBox="0 0 10 10"
			className="size-2.5 shrink-0"
		>
			{rating === 'good' ? (
				<circle cx={5} cy={5} r={5} className="fill-emerald-600 dark:fill-emerald-400" />
			) : rating === 'needs-improvement' ? (
				<rect width={10} height={10} className="fill-amber-500" />
			) : (
				<path d="M5 0 10 10H0Z" className="fill-red-600 dark:fill-red-400" />
			)}
		</svg>
	)
}

/**
 * Where the 75th percentile falls on the metric's scale: good, needs improvement and poor
 * as three bands, up to half again the poor threshold. The figure and its rating are text
 * beside it.
 */
function Gauge({ metric, value }: { metric: Metric; value: number }) {
	const { good, poor } = THRESHOLDS[metric]
	const end = poor * 1.5
	const at = (x: number) => (Math.min(x, end) / end) * 100
	return (
		<svg
			aria-hidden="true"
			focusable="false"
			viewBox="0 0 100 10"
			preserveAspectRatio="none"
			className="mt-1.5 h-2.5 w-full"
		>
			<rect x={0} y={3} width={at(good)} height={4} className="fill-emerald-600/35" />
			<rect
				x={at(good)}
				y={3}
				width={at(poor) - at(good)}
				height={4}
				className="fill-amber-500/45"
			/>
			<rect
				x={at(poor)}
				y={3}
				width={100 - at(poor)}
				height={4}
				className="fill-red-600/35"
			/>
			<rect
				x={Math.min(at(value), 99)}
				y={0}
				width={1}
				height={10}
				className="fill-ink"
			/>
		</svg>
	)
}

function MetricRow({ metric, summary }: { metric: Metric; summary: MetricSummary }) {
	return (
		<div className="grid grid-cols-[3.5rem_1fr] gap-x-3">
			<dt className="text-sm font-semibold">
				<abbr title={METRIC_NAMES[metric]} className="no-underline">
					{metric.toUpperCase()}
				</abbr>
			</dt>
			<dd className="min-w-0">
				{summary.p75 === null || summary.rating === null ? (
					<span className="text-sm text-ink-muted">Not measured</span>
				) : (
					<>
						<div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm">
							<span className="font-semibold tabular-nums">
								{formatMetric(metric, summary.p75)}
							</span>
							<span className="inline-flex items-center gap-1.5">
								<RatingMark rating={summary.rating} />
								{RATING_LABELS[summary.rating]}
							</span>
							<span className="text-ink-muted">
								({plural(summary.samples, 'visit', 'visits')})
							</span>
						</div>
						<Gauge metric={metric} value={summary.p75} />
					</>
				)}
			</dd>
		</div>
	)
}

/** Each route's four Web Vitals at the 75th percentile, rated against Google's thresholds. */
export function VitalsCards({ routes }: { routes: RouteVitals[] }) {
	return (
		<ul aria-label="Web Vitals per route" className="grid gap-4 lg:grid-cols-2">
			{routes.map((route) => (
				<li
					key={route.route}
					className={cx(
						'rounded-xl border border-line p-4',
						'dark:border-transparent dark:bg-surface-muted',
					)}
				>
					<h3 className="font-semibold break-all">{pageLabel(route.route)}</h3>
					<p className="text-sm text-ink-muted">
						{plural(route.measured, 'visit', 'visits')} measured
					</p>
					<dl className="mt-3 space-y-3">
						{METRICS.map((metric) => (
							<MetricRow key={metric} metric={metric} summary={route.metrics[metric]} />
						))}
					</dl>
				</li>
			))}
		</ul>
	)
}
