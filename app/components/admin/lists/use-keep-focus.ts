import { useCallback, useEffect, useRef, type RefObject } from 'react'
import { useFetchers, useNavigation } from 'react-router'

interface Acted {
	id: string
	/** The control to focus again in the item (its data-focus-key). */
	key: string | null
	next: string | null
	previous: string | null
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), summary'

function focusIn(item: Element | null, key: string | null): boolean {
	if (!item) return false
	// The control itself, not the form that carries the same key.
	const keyed = key
		? FOCUSABLE.split(', ')
				.map((selector) => `${selector}[data-focus-key="${CSS.escape(key)}"]`)
				.join(', ')
		: null
	const target =
		(keyed && item.querySelector<HTMLElement>(keyed)) ||
		item.querySelector<HTMLElement>('[data-focus-primary]') ||
		item.querySelector<HTMLElement>(FOCUSABLE)
	target?.focus()
	return Boolean(target)
}

function itemById(list: HTMLElement, id: string | null): Element | null {
	return id ? list.querySelector(`[data-item-id="${CSS.escape(id)}"]`) : null
}

/**
 * Keeps focus on the item a list action was for (issue 22): after Show/Hide, Move or Delete
 * and the page's new data, focus goes back to the same control of the same item (wherever
 * it now is), or, when the item is gone, to the next item, the previous one, or the list's
 * heading. Items carry `data-item-id`; a control to come back to, `data-focus-key`. Forms
 * posted inside the list are noticed on their own; `remember` is for a post made in code.
 */
export function useKeepFocus(
	listRef: RefObject<HTMLElement | null>,
	headingId: string,
): (id: string, key: string | null) => void {
	const acted = useRef<Acted | null>(null)
	const remember = useCallback(
		(id: string, key: string | null) => {
			const list = listRef.current
			const item = list ? itemById(list, id) : null
			acted.current = {
				id,
				key,
				next: item?.nextElementSibling?.getAttribute('data-item-id') ?? null,
				previous: item?.previousElementSibling?.getAttribute('data-item-id') ?? null,
			}
		},
		[listRef],
	)

	useEffect(() => {
		const list = listRef.current
		if (!list) return
		const onSubmit = (event: SubmitEvent) => {
			const form = event.target
			if (!(form instanceof HTMLFormElement)) return
			const item = form.closest('[data-item-id]')
			const id = item?.getAttribute('data-item-id')
			if (!id) return
			const key =
				event.submitter?.getAttribute('data-focus-key') ??
				form.getAttribute('data-focus-key')
			remember(id, key)
		}
		list.addEventListener('submit', onSubmit, true)
		return () => list.removeEventListener('submit', onSubmit, true)
	}, [listRef, remember])

	const navigating = useNavigation().state !== 'idle'
	const fetching = useFetchers().some((fetcher) => fetcher.state !== 'idle')
	const busy = navigating || fetching
	useEffect(() => {
		if (busy || !acted.current) return
		const { id, key, next, previous } = acted.current
		acted.current = null
		const list = listRef.current
		if (!list) return
		// Focus the admin moved elsewhere meanwhile stays there: out of the list, or on to
		// another item (a second move begun by keyboard while the first one was saved).
		const active = document.activeElement
		if (active && active !== document.body) {
			if (!list.contains(active)) return
			const at = active.closest('[data-item-id]')?.getAttribute('data-item-id')
			if (at && at !== id) return
		}
		if (focusIn(itemById(list, id), key)) return
		if (focusIn(itemById(list, next), null)) return
		if (focusIn(itemById(list, previous), null)) return
		document.getElementById(headingId)?.focus()
	}, [busy, listRef, headingId])

	return remember
}
