import {
	DndContext,
	PointerSensor,
	pointerWithin,
	useSensor,
	useSensors,
} from '@dnd-kit/core'
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable'
import { useId, useRef, type ReactNode } from 'react'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { useHydrated } from '#app/lib/hydration.ts'

import { BulkBar } from './BulkBar.tsx'
import { ItemTools } from './ItemTools.tsx'
import { OrderAnnouncer, SortableItem, useListOrder } from './ordering.tsx'
import { useKeepFocus } from './use-keep-focus.ts'

/** What a card of the list is handed: its page, whether it asks to delete, its tools. */
export interface CardProps {
	/** The page the card is on: where Cancel returns and the confirmation asks. */
	listHref: string
	/** The page was asked (without JavaScript) to confirm this one's deletion. */
	confirming: boolean
	/** The list's controls for this card: its checkbox, its place in the order. */
	tools: ReactNode
}

/** What the handle's hidden hint tells a screen reader (@dnd-kit's describedby text). */
const INSTRUCTIONS = { draggable: 'Drag, or use the arrow keys, to change the order.' }

/**
 * A page of one of the ordered lists (projects, products, testimonials, logos; decision
 * 032): the read's error or the empty list's words, the bulk bar, the cards in the manual
 * order, each with its checkbox and, on the whole unfiltered list, its place (a handle
 * dragged with @dnd-kit or moved by the arrow keys, 'Move to position…'), and the pages.
 */
export function OrderedList<T extends { id: string }>({
	data,
	list: { name, noun, labelOf, label },
	confirmBulkDelete,
	empty,
	className,
	children,
}: {
	data: {
		items: T[]
		/** Items before this page, and in the whole list. */
		offset: number
		total: number
		page: number
		pageCount: number
		/** The whole, unfiltered list: its places can be changed. */
		ordering: boolean
		error: string | null
		/** The page shown, where Cancel returns and a Delete asks without JavaScript. */
		listHref: string
		/** The item a Delete asks about on the page (without JavaScript). */
		confirmId: string | null
	}
	/**
	 * What the list is: its name (its bulk form is `<name>-bulk`; its heading, where focus
	 * goes when nothing else is left to focus, `<name>-list-title`), what one and more are
	 * called, what the handle, the checkbox and the announcements call an item.
	 */
	list: {
		name: string
		noun: readonly [string, string]
		labelOf: (item: T) => string
		label?: string
	}
	/** The ids a bulk delete posted without JavaScript asks to confirm. */
	confirmBulkDelete?: string[] | null
	/** What an empty list says. */
	empty: ReactNode
	className: string
	/** The card of an item, with its list controls and where it stands on the page. */
	children: (item: T, card: CardProps) => ReactNode
}) {
	const { items, ordering, error, listHref } = data
	const bulkId = `${name}-bulk`
	const hydrated = useHydrated()
	const listRef = useRef<HTMLOListElement>(null)
	const remember = useKeepFocus(listRef, `${name}-list-title`)
	const enabled = ordering && hydrated
	const order = useListOrder({
		items,
		offset: data.offset,
		total: data.total,
		enabled,
		labelOf,
		remember,
	})
	// A drag starts once the pointer has moved a little: a tap on the handle stays a tap.
	const sensors = useSensors(
		useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
	)
	const dndId = useId()
	if (error) return <FormAlert>{error}</FormAlert>
	if (items.length === 0)
		return (
			<p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center text-ink-muted">
				{empty}
			</p>
		)
	return (
		<>
			<BulkBar
				id={bulkId}
				noun={noun}
				actions={[
					{ intent: 'bulk-show', label: 'Show' },
					{ intent: 'bulk-hide', label: 'Hide' },
				]}
				confirmIds={confirmBulkDelete}
				cancelHref={listHref}
			/>
			<DndContext
				id={dndId}
				sensors={sensors}
				collisionDetection={pointerWithin}
				{...order.dragEvents}
				accessibility={{
					announcements: order.announcements,
					screenReaderInstructions: INSTRUCTIONS,
				}}
			>
				<SortableContext
					items={order.ordered.map((item) => item.id)}
					strategy={rectSortingStrategy}
					disabled={!enabled}
				>
					<ol ref={listRef} className={className} aria-label={label}>
						{order.ordered.map((item, index) => (
							<SortableItem key={item.id} id={item.id} enabled={enabled}>
								{(drag) =>
									children(item, {
										listHref,
										confirming: data.confirmId === item.id,
										tools: (
											<ItemTools
												bulkForm={bulkId}
												handle={order.handleFor(item, index)}
												drag={drag}
												ordering={ordering}
											/>
										),
									})
								}
							</SortableItem>
						))}
					</ol>
				</SortableContext>
			</DndContext>
			<OrderAnnouncer text={order.announcement} />
			<Pagination
				page={data.page}
				pageCount={data.pageCount}
				drop={['confirm']}
				className="mt-10"
			/>
		</>
	)
}
