import type { DayCount } from '#app/server/analytics/overview.server.ts'

import { formatDay, plural } from './labels.ts'

/** A round top for the scale: 1, 2, 5, 10, 20, 50 … at or above `max`. */
function scaleTop(max: number): number {
	if (max <= 1) return 1
	const magnitude = 10 ** Math.floor(Math.log10(max))
	const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= max) ?? 10
	return step * magnitude
}

/**
 * A count per day as bars, drawn on the server as SVG. The drawing has no text of its own
 * (it stretches to the width), so its scale and days sit beside it in HTML; a table with the
 * same numbers is there for screen readers.
 */
export function DailyChart({
	id,
	title,
	unit,
	data,
}: {
	id: string
	title: string
	/** What is counted: singular and plural (`visit`, `visits`). */
	unit: [string, string]
	data: DayCount[]
}) {
	const total = data.reduce((sum, { count }) => sum + count, 0)
	const peak = data.reduce((best, entry) => (entry.count > best.count ? entry : best), {
		day: '',
		count: 0,
	})
	const top = scaleTop(peak.count)
	const width = data.length * 10
	const first = data[0]?.day
	const last = data[data.length - 1]?.day
	return (
		<figure aria-labelledby={`${id}-caption`}>
			<figcaption id={`${id}-caption`}>
				<span className="font-semibold">{title}</span>{' '}
				<span className="text-ink-muted">
					· {plural(total, ...unit)} in {data.length} days
					{peak.count > 0
						? `, most on ${formatDay(peak.day)} (${peak.count.toLocaleString('en-US')})`
						: ''}
				</span>
			</figcaption>
			<div aria-hidden="true" className="mt-4 flex gap-2">
				<div className="flex w-10 shrink-0 flex-col justify-between text-right text-sm leading-none text-ink-muted tabular-nums">
					<span>{top.toLocaleString('en-US')}</span>
					<span>0</span>
				</div>
				<svg
					viewBox={`0 0 ${width} 100`}
					preserveAspectRatio="none"
					focusable="false"
					className="h-36 min-w-0 flex-1 sm:h-44"
				>
					{[0, 50, 100].map((y) => (
						<line
							key={y}
							x1={0}
							x2={width}
							y1={y}
							y2={y}
							className="stroke-line"
							vectorEffect="non-scaling-stroke"
						/>
					))}
					{data.map(({ day, count }, i) => {
						// A day with any count stays visible, however small beside the peak.
						const height = count > 0 ? Math.max((count / top) * 100, 2) : 0
						return (
							<rect
								key={day}
								x={i * 10 + 1.5}
								y={100 - height}
								width={7}
								height={height}
								className="fill-brand"
							>
								<title>{`${formatDay(day)}: ${plural(count, ...unit)}`}</title>
							</rect>
						)
					})}
				</svg>
			</div>
			{first && last ? (
				<div
					aria-hidden="true"
					className="mt-2 ml-12 flex justify-between text-sm text-ink-muted"
				>
					<span>{formatDay(first)}</span>
					<span>{formatDay(last)}</span>
				</div>
			) : null}
			{/* A table grows to its rows whatever its box says: the wrapper hides it. */}
			<div className="sr-only">
				<table>
					<caption>{title}</caption>
					<thead>
						<tr>
							<th scope="col">Day</th>
							<th scope="col">{unit[1][0]!.toUpperCase() + unit[1].slice(1)}</th>
						</tr>
					</thead>
					<tbody>
						{data.map(({ day, count }) => (
							<tr key={day}>
								<th scope="row">{formatDay(day)}</th>
								<td>{count}</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</figure>
	)
}
