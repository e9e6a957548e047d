import type { FieldChange } from '#app/lib/content-diff.ts'

const CHIP = 'rounded-md px-1.5 py-0.5'
const REMOVED = `${CHIP} bg-red-50 text-red-900 line-through decoration-red-400/70 dark:bg-red-950/60 dark:text-red-100`
const ADDED = `${CHIP} bg-emerald-50 text-emerald-900 no-underline dark:bg-emerald-950/60 dark:text-emerald-100`

/** What one revision changed against the one before it, field by field, in words. */
export function ChangeList({
	changes,
	first,
}: {
	changes: FieldChange[]
	first: boolean
}) {
	if (changes.length === 0)
		return (
			<p className="mt-3 text-sm text-ink-muted">
				{first ? 'The first version kept.' : 'No field changed.'}
			</p>
		)
	return (
		<dl className="mt-4 grid gap-3 text-sm">
			{changes.map((change) => (
				<div
					key={change.field}
					className="grid gap-1 sm:grid-cols-[minmax(10rem,14rem)_1fr] sm:gap-4"
				>
					<dt className="font-semibold text-ink">{change.label}</dt>
					<dd className="min-w-0 break-words text-ink-muted">
						<Change change={change} />
					</dd>
				</div>
			))}
		</dl>
	)
}

function Change({ change }: { change: FieldChange }) {
	switch (change.kind) {
		case 'text':
		case 'boolean': {
			const text = (value: string | boolean) =>
				typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value || '(empty)'
			return (
				<>
					<del className={REMOVED}>
						<span className="sr-only">Was: </span>
						{text(change.before)}
					</del>{' '}
					<span aria-hidden="true">→</span>{' '}
					<ins className={ADDED}>
						<span className="sr-only">Now: </span>
						{text(change.after)}
					</ins>
				</>
			)
		}
		case 'image':
			return (
				<>
					<del className={REMOVED}>
						<span className="sr-only">Was: </span>
						{change.before?.name || 'No image'}
					</del>{' '}
					<span aria-hidden="true">→</span>{' '}
					<ins className={ADDED}>
						<span className="sr-only">Now: </span>
						{change.after?.name || 'No image'}
					</ins>
				</>
			)
		case 'list':
		case 'images': {
			const name = (item: string | { name: string; url: string }) =>
				typeof item === 'string' ? item : item.name || item.url
			return (
				<ul className="grid gap-1">
					{change.added.map((item, index) => (
						<li key={`added-${index}`}>
							<ins className={ADDED}>
								<span className="sr-only">Added: </span>
								{name(item)}
							</ins>
						</li>
					))}
					{change.removed.map((item, index) => (
						<li key={`removed-${index}`}>
							<del className={REMOVED}>
								<span className="sr-only">Removed: </span>
								{name(item)}
							</del>
						</li>
					))}
					{change.reordered ? <li>Order changed.</li> : null}
				</ul>
			)
		}
	}
}
