// A row of a dashboard list of mixed items (the Scheduled and Trash tabs): what kind of
// item, its name, a line about it, and its buttons; what the list says when empty; and
// the buttons every card of the ordered lists has (Show/Hide, Delete to the trash).
import type { ReactNode } from 'react'
import { Form, useFetcher } from 'react-router'

import type { CardProps } from '#app/components/admin/lists/OrderedList.tsx'
import { useCan } from '#app/components/admin/use-can.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { ConfirmDialog, confirmHrefFor } from '#app/components/ui/ConfirmDialog.tsx'

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

/**
 * Show or Hide for a card of an ordered list, shown as asked while the post runs. It posts
 * `intent` show or hide, or `toggle` (a project's Show/Hide turns its visibility over).
 */
export function VisibilityButton({
	id,
	visible,
	label,
	toggle,
	primary,
}: {
	id: string
	visible: boolean
	/** Which item it acts on, for its accessible name. */
	label: string
	toggle?: string
	/** The card's first control (focused when focus moves to the card). */
	primary?: boolean
}) {
	const fetcher = useFetcher()
	// Showing and hiding publish: a role that may not sees no button (decision 046).
	const mayPublish = useCan('content.publish')
	const pending = fetcher.formData?.get('intent')
	const shown = pending ? (toggle ? !visible : pending === 'show') : visible
	if (!mayPublish) return null
	return (
		<fetcher.Form method="post" preventScrollReset data-focus-key="visibility">
			<input type="hidden" name="id" value={id} />
			<Button
				type="submit"
				name="intent"
				value={toggle ?? (shown ? 'hide' : 'show')}
				variant="outline"
				size="sm"
				disabled={Boolean(pending && toggle)}
				data-focus-key="visibility"
				data-focus-primary={primary || undefined}
				aria-label={`${shown ? 'Hide' : 'Show'} ${label}`}
			>
				{shown ? 'Hide' : 'Show'}
			</Button>
		</fetcher.Form>
	)
}

/**
 * Delete for a card of an ordered list: asks first (a dialog, or without JavaScript the
 * page itself), then moves the item to the trash.
 */
export function DeleteButton({
	id,
	card,
	title,
	leaves,
	confirmLabel,
	triggerLabel,
}: {
	id: string
	card: Pick<CardProps, 'listHref' | 'confirming'>
	title: string
	/** What leaves where, said before the trash's 30 days. */
	leaves: ReactNode
	confirmLabel: string
	triggerLabel: string
}) {
	if (!useCan('content.publish')) return null
	return (
		<div className={card.confirming ? 'w-full' : undefined}>
			<ConfirmDialog
				title={title}
				description={
					<>{leaves} It stays in the Trash for 30 days, where it can be restored.</>
				}
				confirmLabel={confirmLabel}
				fields={{ intent: 'delete', id }}
				triggerAriaLabel={triggerLabel}
				confirmHref={confirmHrefFor(card.listHref, id)}
				cancelHref={card.listHref}
				inline={card.confirming}
			/>
		</div>
	)
}

/** Whether the site shows a card's item, as a chip: green when shown. */
export function VisibilityChip({
	visible,
	words,
	className,
}: {
	visible: boolean
	/** The words for shown and hidden. */
	words: readonly [string, string]
	className?: string
}) {
	return (
		<span
			className={cx(
				'rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap',
				visible
					? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200'
					: 'bg-surface-muted text-ink-muted',
				className,
			)}
		>
			{visible ? words[0] : words[1]}
		</span>
	)
}
