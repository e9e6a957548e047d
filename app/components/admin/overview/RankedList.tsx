import { plural } from './labels.ts'

/**
 * Counts ranked, most first: each row's name and number as text, and a bar as long as its
 * share of the first row's. A list, so it reads as one without a table beside it.
 */
export function RankedList({
	label,
	items,
	unit,
}: {
	label: string
	items: Array<{ key: string; name: string; count: number }>
	unit: [string, string]
}) {
	const most = items[0]?.count ?? 0
	return (
		<ol aria-label={label} className="space-y-3">
			{items.map(({ key, name, count }) => (
				<li key={key}>
					<div className="flex items-baseline justify-between gap-3 text-sm">
						<span className="min-w-0 font-medium break-all">{name}</span>
						<span className="shrink-0 text-ink-muted tabular-nums">
							{plural(count, ...unit)}
						</span>
					</div>
					<div aria-hidden="true" className="mt-1.5 h-1.5 rounded-full bg-surface-muted">
						<div
							className="h-full rounded-full bg-brand"
							style={{ width: `${most > 0 ? Math.max((count / most) * 100, 1) : 0}%` }}
						/>
					</div>
				</li>
			))}
		</ol>
	)
}
