import type {
	Announcements,
	DragEndEvent,
	DragStartEvent,
	UniqueIdentifier,
} from '@dnd-kit/core'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import {
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
	type KeyboardEvent,
	type ReactNode,
} from 'react'
import { useFetcher, useNavigation } from 'react-router'

/** Idle time after the last arrow key before a keyboard move is saved. */
const KEY_SETTLE_MS = 700

/**
 * The one fetcher every list's moves go through, one at a time (only one list is on the
 * page). A fetcher, not a navigation: another navigation does not abort it.
 */
const MOVES_FETCHER = 'list-order'

interface Orderable {
	id: string
}

interface Move {
	id: string
	/** 1-based, in the whole order as it will be once the moves before it are saved. */
	position: number
}

export interface HandleProps {
	id: string
	label: string
	position: number
	total: number
	onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
	onBlur: () => void
	/** Saves a move to `position` in turn with the others; false before React runs. */
	moveTo: (position: number) => boolean
}

/**
 * A page of a list in its manual order (decisions 032, 041), changed by dragging an item's
 * handle (@dnd-kit, see OrderedList) or by the arrow keys on it, each saved as ONE move: a
 * drag when it is dropped, the keys once they rest (or Enter, or leaving the handle; Escape
 * puts it back). The page shows the admin's order until every move made is answered.
 * Moves are posted one at a time, in the order made, through one fetcher with a fixed key
 * (a move names an absolute place: two applied the other way round would lose the first);
 * 'Move to position…' takes its turn the same way. `remember` is told which item moved,
 * so focus comes back to its handle.
 */
export function useListOrder<T extends Orderable>({
	items,
	offset,
	total,
	enabled,
	labelOf,
	remember,
}: {
	items: T[]
	/** Items before this page. */
	offset: number
	/** Items in the whole order. */
	total: number
	/** False while the list is searched or filtered, or before React runs. */
	enabled: boolean
	labelOf: (item: T) => string
	remember: (id: string, key: string | null) => void
}) {
	const fetcher = useFetcher({ key: MOVES_FETCHER })
	const { submit } = fetcher
	const navigating = useNavigation().state !== 'idle'
	const [local, setLocal] = useState<string[] | null>(null)
	const [announcement, setAnnouncement] = useState('')
	const settle = useRef<number | null>(null)
	// The order shown when the move being made (not saved yet) began; null between moves.
	const before = useRef<string[] | null>(null)
	const [moving, setMoving] = useState(false)
	// Moves made and not answered yet: the queue, then the one on its way.
	const queue = useRef<Move[]>([])
	const sending = useRef(false)
	const [unanswered, setUnanswered] = useState(0)

	// The server's order is shown once no move is being made or waits for its answer (nor
	// any page load, which may bring that answer): an answer to an earlier move must not
	// undo one the admin has made since. The fetcher's own state changes with the data.
	const saving = unanswered > 0 || fetcher.state !== 'idle' || navigating
	if (local && !moving && !saving) setLocal(null)
	const byId = new Map(items.map((item) => [item.id, item]))
	const ordered = local
		? [
				...local.flatMap((id) => {
					const item = byId.get(id)
					return item ? [item] : []
				}),
				...items.filter((item) => !local.includes(item.id)),
			]
		: items
	// What a handler reads between renders (a drag's moves come faster than renders).
	const orderRef = useRef<string[]>([])
	const orderKey = ordered.map((item) => item.id).join(' ')
	useLayoutEffect(() => {
		orderRef.current = orderKey ? orderKey.split(' ') : []
	}, [orderKey])

	useEffect(
		() => () => {
			if (settle.current) window.clearTimeout(settle.current)
			// Gone from the page: moves not yet sent are not sent (their answer would bring
			// the admin back here).
			queue.current = []
		},
		[],
	)

	function say(id: string, index: number) {
		const item = byId.get(id)
		if (item)
			setAnnouncement(`${labelOf(item)}: position ${offset + index + 1} of ${total}`)
	}

	/** Posts the next move once the one before it is answered. */
	function sendNext() {
		if (sending.current) return
		const move = queue.current.shift()
		if (!move) return
		sending.current = true
		const answered = () => {
			sending.current = false
			setUnanswered((count) => Math.max(0, count - 1))
			sendNext()
		}
		// Settles after the answer and its redirect's loaders (or once the fetcher is done
		// when a later navigation takes over): the server has applied the move by then.
		submit(
			{ intent: 'move', id: move.id, position: String(move.position) },
			{ method: 'post', preventScrollReset: true },
		).then(answered, answered)
	}

	function enqueue(move: Move) {
		remember(move.id, 'order')
		queue.current.push(move)
		setUnanswered((count) => count + 1)
		sendNext()
	}

	/** Ends the move being made; gives the order shown when it began. */
	function endMove(): string[] | null {
		const start = before.current
		before.current = null
		setMoving(false)
		return start
	}

	function place(id: string, index: number) {
		if (!before.current) {
			before.current = orderRef.current.slice()
			setMoving(true)
		}
		const order = orderRef.current.filter((other) => other !== id)
		order.splice(Math.max(0, Math.min(index, order.length)), 0, id)
		orderRef.current = order
		setLocal(order)
		say(id, order.indexOf(id))
	}

	function save(id: string, position: number) {
		if (settle.current) window.clearTimeout(settle.current)
		settle.current = null
		// Back where it was when this move began (earlier moves may still be on their way).
		const start = endMove()
		const from = (start ?? orderRef.current).indexOf(id)
		if (from >= 0 && offset + from + 1 === position) {
			if (start) setLocal(start)
			return
		}
		enqueue({ id, position })
	}

	const commit = (id: string) => save(id, offset + orderRef.current.indexOf(id) + 1)

	/** 'Move to position…' with React running: in turn, and shown at once on this page. */
	function moveTo(id: string, position: number): boolean {
		if (!enabled) return false
		const order = orderRef.current.filter((other) => other !== id)
		const index = position - offset - 1
		if (order.length < orderRef.current.length && index >= 0 && index <= order.length) {
			order.splice(index, 0, id)
			orderRef.current = order
			setLocal(order)
		}
		enqueue({ id, position })
		return true
	}

	const positionOf = (id: UniqueIdentifier) =>
		offset + orderRef.current.indexOf(String(id)) + 1
	const labelFor = (id: UniqueIdentifier) => {
		const item = byId.get(String(id))
		return item ? labelOf(item) : ''
	}
	/** What a drag says as it goes (@dnd-kit's live region). */
	const announcements: Announcements = {
		onDragStart: ({ active }) =>
			`Picked up ${labelFor(active.id)}: position ${positionOf(active.id)} of ${total}`,
		onDragOver: ({ active, over }) =>
			over ? `${labelFor(active.id)}: position ${positionOf(over.id)} of ${total}` : '',
		onDragEnd: ({ active, over }) =>
			over ? `${labelFor(active.id)}: position ${positionOf(over.id)} of ${total}` : '',
		onDragCancel: ({ active }) =>
			`${labelFor(active.id)} put back at position ${positionOf(active.id)}`,
	}

	/** A drag dropped on an item: the dragged one takes its place, saved as one move. */
	function drop(id: string, overId: string | undefined) {
		if (!enabled || !overId || overId === id) return
		place(id, orderRef.current.indexOf(overId))
		commit(id)
	}

	// A drag whose pointer is lifted before React has rendered it (a quick flick, a
	// touch screen's burst of events) ends with no item under it in @dnd-kit's state: it
	// is dropped on the item under the pointer, as the pointer left it.
	const dropped = useRef(false)
	function onDragStart({ active }: DragStartEvent) {
		dropped.current = false
		const ended = new AbortController()
		const end = (event: PointerEvent) => {
			ended.abort()
			if (event.type === 'pointerup')
				window.setTimeout(() => {
					if (dropped.current) return
					const under = document
						.elementsFromPoint(event.clientX, event.clientY)
						.map((element) => element.closest<HTMLElement>('[data-item-id]'))
						.find((item) => item && item.dataset.itemId !== active.id)
					drop(String(active.id), under?.dataset.itemId)
				})
		}
		for (const type of ['pointerup', 'pointercancel'] as const)
			window.addEventListener(type, end, { capture: true, signal: ended.signal })
	}
	function onDragEnd({ active, over }: DragEndEvent) {
		dropped.current = true
		drop(String(active.id), over ? String(over.id) : undefined)
	}
	const onDragCancel = () => void (dropped.current = true)

	function onKeyDown(id: string, event: KeyboardEvent<HTMLButtonElement>) {
		if (!enabled) return
		const index = orderRef.current.indexOf(id)
		const last = orderRef.current.length - 1
		let target: number | null = null
		switch (event.key) {
			case 'ArrowUp':
			case 'ArrowLeft':
				target = index - 1
				break
			case 'ArrowDown':
			case 'ArrowRight':
				target = index + 1
				break
			case 'Home':
				target = 0
				break
			case 'End':
				target = last
				break
			case 'Enter':
			case ' ':
				if (before.current) {
					event.preventDefault()
					commit(id)
				}
				return
			case 'Escape':
				if (before.current) {
					event.preventDefault()
					if (settle.current) window.clearTimeout(settle.current)
					settle.current = null
					const start = endMove()
					setLocal(start)
					say(id, (start ?? items.map((item) => item.id)).indexOf(id))
				}
				return
			default:
				return
		}
		event.preventDefault()
		// Past the page's edge: onto the page before or after, at once.
		if (target < 0) {
			if (offset > 0) save(id, offset)
			return
		}
		if (target > last) {
			if (offset + last + 1 < total) save(id, offset + last + 2)
			return
		}
		if (target === index) return
		place(id, target)
		if (settle.current) window.clearTimeout(settle.current)
		settle.current = window.setTimeout(() => commit(id), KEY_SETTLE_MS)
	}

	function onBlur(id: string) {
		if (settle.current) commit(id)
	}

	const handleFor = (item: T, index: number): HandleProps => ({
		id: item.id,
		label: labelOf(item),
		position: offset + index + 1,
		total,
		onKeyDown: (event) => onKeyDown(item.id, event),
		onBlur: () => onBlur(item.id),
		moveTo: (position) => moveTo(item.id, position),
	})

	return {
		ordered,
		handleFor,
		announcement,
		announcements,
		dragEvents: { onDragStart, onDragEnd, onDragCancel },
	}
}

/**
 * An item of a sortable list (@dnd-kit/sortable): the list element it is, moved aside as
 * a drag passes, and the drag handle's props for `children`.
 */
export function SortableItem({
	id,
	enabled,
	children,
}: {
	id: string
	enabled: boolean
	children: (handle: DragHandle) => ReactNode
}) {
	const {
		setNodeRef,
		setActivatorNodeRef,
		listeners,
		attributes,
		transform,
		transition,
		isDragging,
	} = useSortable({ id, disabled: !enabled })
	return (
		<li
			ref={setNodeRef}
			data-item-id={id}
			style={{ transform: CSS.Translate.toString(transform), transition }}
			className={isDragging ? 'relative z-10 grid opacity-70' : 'grid'}
		>
			{children({
				activator: setActivatorNodeRef,
				listeners,
				describedBy: attributes['aria-describedby'],
				dragging: isDragging,
			})}
		</li>
	)
}

/** What the drag handle takes from @dnd-kit: its node, its pointer listener, its hint. */
export interface DragHandle {
	activator: (element: HTMLElement | null) => void
	listeners: ReturnType<typeof useSortable>['listeners']
	describedBy: string
	dragging: boolean
}

/** Says where a moved item is now; read out by screen readers. */
export function OrderAnnouncer({ text }: { text: string }) {
	return (
		<p role="status" aria-live="polite" className="sr-only">
			{text}
		</p>
	)
}
