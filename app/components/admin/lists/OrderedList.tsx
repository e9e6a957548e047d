import { useRef, type ReactNode } from 'react'

import { BulkBar, useHydrated } from './BulkBar.tsx'
import { ItemTools } from './ItemTools.tsx'
import { OrderAnnouncer, useListOrder } from './ordering.tsx'
import { useKeepFocus } from './use-keep-focus.ts'

/**
 * A page of one of the ordered lists (projects, products, testimonials, logos; decision
 * 032): the bulk bar and the cards in the manual order, each with its checkbox and, on the
 * whole unfiltered list, its place (drag handle, arrow keys, 'Move to position…').
 */
export function OrderedList<T extends { id: string }>({
	items,
	offset,
	total,
	ordering,
	labelOf,
	headingId,
	bulkId,
	noun,
	confirmBulkDelete,
	listHref,
	className,
	label,
	children,
}: {
	items: T[]
	/** Items before this page, and in the whole list. */
	offset: number
	total: number
	/** The whole, unfiltered list: its places can be changed. */
	ordering: boolean
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
	className: string
	label?: string
	/** The card of an item, with its list controls. */
	children: (item: T, tools: ReactNode) => ReactNode
}) {
	const hydrated = useHydrated()
	const listRef = useRef<HTMLOListElement>(null)
	const remember = useKeepFocus(listRef, headingId)
	const order = useListOrder({
		listRef,
		items,
		offset,
		total,
		enabled: ordering && hydrated,
		labelOf,
		remember,
	})
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
			<ol ref={listRef} className={className} aria-label={label}>
				{order.ordered.map((item, index) => (
					<li
						key={item.id}
						data-item-id={item.id}
						className={order.dragging === item.id ? 'grid opacity-70' : 'grid'}
					>
						{children(
							item,
							<ItemTools
								bulkForm={bulkId}
								handle={order.handleFor(item, index)}
								ordering={ordering}
							/>,
						)}
					</li>
				))}
			</ol>
			<OrderAnnouncer text={order.announcement} />
		</>
	)
}
