import { useId, type FormEvent } from 'react'
import { Form } from 'react-router'

import { useCan } from '#app/components/admin/use-can.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { controlClasses } from '#app/components/ui/Field.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { useHydrated } from '#app/lib/hydration.ts'

import type { DragHandle, HandleProps } from './ordering.tsx'
import { SelectBox } from './SelectBox.tsx'

/**
 * An item's list controls (decision 032): its bulk checkbox, and on the whole, unfiltered
 * list its place (the drag handle) and 'Move to position…'.
 */
export function ItemTools({
	bulkForm,
	handle,
	drag,
	ordering,
}: {
	bulkForm: string
	handle: HandleProps
	/** The handle's drag (@dnd-kit), once React runs. */
	drag?: DragHandle
	ordering: boolean
}) {
	// Bulk actions and the order publish: a role that may not sees neither (decision 046).
	if (!useCan('content.publish')) return null
	return (
		<>
			<SelectBox form={bulkForm} id={handle.id} label={handle.label} />
			{ordering ? (
				<>
					<OrderHandle handle={handle} drag={drag} enabled={ordering} />
					<MoveToPosition
						id={handle.id}
						label={handle.label}
						position={handle.position}
						total={handle.total}
						onMove={handle.moveTo}
					/>
				</>
			) : null}
		</>
	)
}

/**
 * An item's place in the order and its drag handle: a button that the arrow keys move
 * (Home and End: first and last of the page) and that a pointer drags. Before React runs
 * it is only the place's number; 'Move to position' works then too.
 */
export function OrderHandle({
	handle,
	drag,
	enabled,
}: {
	handle: HandleProps
	drag?: DragHandle
	enabled: boolean
}) {
	const hydrated = useHydrated()
	const number = (
		<span className="min-w-4 text-center tabular-nums">{handle.position}</span>
	)
	if (!hydrated || !enabled || !drag) {
		return (
			<span
				className="inline-flex h-9 items-center rounded-full bg-surface-muted px-2.5 text-sm font-bold text-ink"
				aria-label={`Position ${handle.position} of ${handle.total}`}
			>
				{number}
			</span>
		)
	}
	const { activator, listeners, describedBy, dragging } = drag
	return (
		<button
			type="button"
			ref={activator}
			{...listeners}
			data-focus-key="order"
			aria-label={`Reorder ${handle.label}, position ${handle.position} of ${handle.total}`}
			aria-describedby={describedBy}
			onKeyDown={handle.onKeyDown}
			onBlur={handle.onBlur}
			className={cx(
				'inline-flex h-9 cursor-grab touch-none items-center gap-1.5 rounded-full bg-surface-muted px-2.5 text-sm font-bold text-ink select-none hover:bg-line focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none active:cursor-grabbing',
				dragging && 'ring-3 ring-brand',
			)}
		>
			<svg
				aria-hidden="true"
				viewBox="0 0 10 16"
				className="h-4 w-2.5 fill-current opacity-70"
			>
				{[2, 8, 14].map((y) =>
					[2, 8].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />),
				)}
			</svg>
			{number}
		</button>
	)
}

/**
 * 'Move to position…': a place typed and posted in one action, however far (a plain form,
 * so it works without JavaScript too; with React, `onMove` saves it in turn with the
 * list's other moves).
 */
export function MoveToPosition({
	id,
	label,
	position,
	total,
	onMove,
}: {
	id: string
	label: string
	position: number
	total: number
	onMove?: (position: number) => boolean
}) {
	const inputId = useId()
	function onSubmit(event: FormEvent<HTMLFormElement>) {
		const typed = Number(new FormData(event.currentTarget).get('position'))
		if (onMove && Number.isInteger(typed) && onMove(typed)) event.preventDefault()
	}
	return (
		<details className="group relative">
			<summary
				className="inline-flex h-9 cursor-pointer list-none items-center rounded-full border border-line-strong px-3 text-sm font-semibold hover:border-ink hover:bg-surface-muted focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none [&::-webkit-details-marker]:hidden"
				aria-label={`Move ${label} to position…`}
			>
				Move…
			</summary>
			<Form
				method="post"
				preventScrollReset
				onSubmit={onSubmit}
				data-focus-key="order"
				// On a phone, a sheet along the screen's foot: a card's Move… may sit anywhere
				// in its row, and a popover beside it ran past the screen's edge.
				className="absolute top-full left-0 z-20 mt-2 flex w-60 items-end gap-2 rounded-xl border border-line bg-surface p-3 shadow-raised max-sm:fixed max-sm:inset-x-4 max-sm:top-auto max-sm:bottom-4 max-sm:w-auto"
			>
				<input type="hidden" name="intent" value="move" />
				<input type="hidden" name="id" value={id} />
				<div className="min-w-0 flex-1">
					<label htmlFor={inputId} className="mb-1 block text-sm font-semibold">
						Position (1–{total})
					</label>
					<input
						id={inputId}
						type="number"
						name="position"
						min={1}
						max={total}
						required
						defaultValue={position}
						className={cx(controlClasses, 'h-9 px-3 py-0')}
					/>
				</div>
				<Button type="submit" size="sm">
					Move
				</Button>
			</Form>
		</details>
	)
}
