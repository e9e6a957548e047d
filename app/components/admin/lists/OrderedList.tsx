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

import { BulkBar, useHydrated } from './BulkBar.tsx'
import { ItemTools } from './ItemTools.tsx'
import { OrderAnnouncer, SortableItem, useListOrder } from './ordering.tsx'
import { useKeepFocus } from './use-keep-focus.ts'

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
	labelOf,
	headingId,
	bulkId,
	noun,
	confirmBulkDelete,
	listHref,
	empty,
	className,
	label,
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
	}
	/** What the handle, the checkbox and the announcements call an item. */
	labelOf: (item: T) => string
	/** The list's heading: focus goes there when nothing else is left to focus. */
	headingId: string
	bulkId: string
	noun: readonly [string, string]
	/** The ids a bulk delete posted without JavaScript asks to confirm. */
	confirmBulkDelete?: string[] | null
	/** The page shown, where Cancel returns. */
	listHref: string
	/** What an empty list says. */
	empty: ReactNode
	className: string
	label?: string
	/** The card of an item, with its list controls. */
	children: (item: T, tools: ReactNode) => ReactNode
}) {
	const { items, ordering, error } = data
	const hydrated = useHydrated()
	const listRef = useRef<HTMLOListElement>(null)
	const remember = useKeepFocus(listRef, headingId)
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
									children(
										item,
										<ItemTools
											bulkForm={bulkId}
											handle={order.handleFor(item, index)}
											drag={drag}
											ordering={ordering}
										/>,
									)
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
