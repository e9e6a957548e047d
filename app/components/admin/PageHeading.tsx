import type { ReactNode } from 'react'

/** A dashboard page's title, what it is for, and its main actions. */
export function PageHeading({
	title,
	description,
	actions,
}: {
	title: string
	description?: ReactNode
	actions?: ReactNode
}) {
	return (
		<div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
			<div>
				{/* Focusable from script: where focus goes when the part of the page it was in goes. */}
				<h1 tabIndex={-1} className="text-xl font-bold focus:outline-none">
					{title}
				</h1>
				{description ? (
					<p className="mt-1.5 max-w-prose text-ink-muted">{description}</p>
				) : null}
			</div>
			{actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
		</div>
	)
}

/** A titled block of a dashboard page. */
export function Panel({
	title,
	description,
	children,
	id,
}: {
	title: string
	description?: ReactNode
	children: ReactNode
	id?: string
}) {
	return (
		<section
			aria-labelledby={id ? `${id}-title` : undefined}
			className="rounded-card border border-line bg-surface p-5 sm:p-6 dark:border-transparent dark:shadow-raised"
		>
			<h2 id={id ? `${id}-title` : undefined} className="text-lg font-semibold">
				{title}
			</h2>
			{description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
			<div className="mt-5">{children}</div>
		</section>
	)
}
