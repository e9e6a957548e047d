// A row of a dashboard list of mixed items (the Scheduled and Trash tabs): what kind of
// item, its name, a line about it, and its buttons; and what the list says when empty.
import type { ReactNode } from 'react'
import { Form } from 'react-router'

import { Button } from '#app/components/ui/Button.tsx'

export function ItemCard({
	noun,
	title,
	meta,
	actions,
	...data
}: {
	noun: string
	title: string
	meta: ReactNode
	actions: ReactNode
} & { [attribute: `data-${string}`]: string }) {
	return (
		<li
			{...data}
			className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card border border-line bg-surface p-4 sm:p-5 dark:border-transparent dark:shadow-raised"
		>
			<div className="mr-auto min-w-0">
				<p className="text-sm font-semibold tracking-[0.06em] text-brand-ink uppercase">
					{noun}
				</p>
				<h2 className="mt-0.5 text-lg font-semibold break-words">{title}</h2>
				<p className="mt-1 text-sm text-ink-muted">{meta}</p>
			</div>
			{actions}
		</li>
	)
}

export function EmptyList({ children }: { children: ReactNode }) {
	return (
		<p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center text-ink-muted">
			{children}
		</p>
	)
}

/** A row's button that posts its item to the page's action (`intent`, `entity`, `id`). */
export function ItemButton({
	intent,
	entity,
	id,
	label,
	busy,
	children,
}: {
	intent: string
	entity: string
	id: string
	/** The accessible name: which item it acts on. */
	label: string
	busy: boolean
	children: ReactNode
}) {
	return (
		<Form method="post">
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="entity" value={entity} />
			<input type="hidden" name="id" value={id} />
			<Button
				type="submit"
				variant="outline"
				size="sm"
				disabled={busy}
				aria-label={label}
			>
				{children}
			</Button>
		</Form>
	)
}
