// An edit page's hold on its item (decision 042): the page takes the item's lock when it
// opens, renews it every few seconds while it is open (at once when the tab comes back into
// view) and gives it back when it leaves (a beacon on pagehide, which the browser sends
// after the page is gone). Each answer says who holds the item now and how its stored
// draft stands, so the page learns at once when another admin took it over.
import { useCallback, useEffect, useRef, useState } from 'react'

import {
	EDIT_LOCK_PATH,
	HEARTBEAT_MS,
	type DraftStamp,
	type EditLockAnswer,
	type LockState,
} from '#app/lib/edit-lock.ts'

/** What the page knows of the lock: nothing yet (its first paint), or the last answer. */
export type EditLockView = { status: 'checking' } | LockState

export interface EditLock {
	/** This page's id as of now (posted with every save, so its own saves never conflict). */
	editorNow: () => string
	/** Whether the page has an item to hold (a new project has none until its first save). */
	holding: boolean
	lock: EditLockView
	/** The item's stored draft, as the last answer reported it. */
	draft: DraftStamp | null
	/** Takes the item over from whoever holds it. */
	takeOver: () => Promise<void>
	/** Asks who holds the item now, at once (a save was refused: another page holds it). */
	check: () => Promise<void>
}

/** A page's id kept for a reload of the same tab (taken when read, so a copied tab has none). */
const storageKey = (item: string) => `aster.editor:${item}`

export function useEditLock({
	item,
	editor: fresh,
	enabled = true,
}: {
	/** The item's name (`project:<id>` …); null while there is none (a new project). */
	item: string | null
	/** A new id for this page (the loader's), used unless this tab was reloaded. */
	editor: string
	enabled?: boolean
}): EditLock {
	const [lock, setLock] = useState<EditLockView>({ status: 'checking' })
	const [draft, setDraft] = useState<DraftStamp | null>(null)
	// Read when a request goes: a reloaded tab takes its earlier id once it runs.
	const live = useRef({ editor: fresh, item })
	useEffect(() => {
		live.current.item = item
	})

	const post = useCallback(async (intent: 'hold' | 'take-over') => {
		const { item: current, editor: id } = live.current
		if (!current) return
		const body = new FormData()
		body.set('intent', intent)
		body.set('item', current)
		body.set('editor', id)
		try {
			const response = await fetch(EDIT_LOCK_PATH, {
				method: 'POST',
				body,
				headers: { Accept: 'application/json' },
			})
			const answer = (await response.json()) as EditLockAnswer
			if (!answer.ok || live.current.item !== current) return
			setLock(answer.lock)
			setDraft(answer.draft)
		} catch {
			// Offline for a moment: the next renewal says where things stand.
		}
	}, [])

	useEffect(() => {
		if (!enabled || !item) return
		// This tab's id after a reload (the lock it held is still its own), else the new one.
		let kept: string | null = null
		try {
			kept = window.sessionStorage.getItem(storageKey(item))
			window.sessionStorage.removeItem(storageKey(item))
		} catch {
			// No session storage (a private mode): a reload starts as a new page.
		}
		if (kept && /^[\w-]{8,64}$/.test(kept)) live.current.editor = kept
		const first = window.setTimeout(() => void post('hold'), 0)
		const timer = window.setInterval(() => void post('hold'), HEARTBEAT_MS)
		const onVisible = () => {
			if (document.visibilityState === 'visible') void post('hold')
		}
		const release = (beacon: boolean) => {
			const { editor: id } = live.current
			const body = new FormData()
			body.set('intent', 'release')
			body.set('item', item)
			body.set('editor', id)
			if (beacon && navigator.sendBeacon?.(EDIT_LOCK_PATH, body)) return
			void fetch(EDIT_LOCK_PATH, { method: 'POST', body, keepalive: true }).catch(
				() => {},
			)
		}
		const onPageHide = () => {
			try {
				window.sessionStorage.setItem(storageKey(item), live.current.editor)
			} catch {
				// As above.
			}
			release(true)
		}
		document.addEventListener('visibilitychange', onVisible)
		window.addEventListener('pagehide', onPageHide)
		return () => {
			window.clearTimeout(first)
			window.clearInterval(timer)
			document.removeEventListener('visibilitychange', onVisible)
			window.removeEventListener('pagehide', onPageHide)
			// Leaving the page inside the dashboard.
			release(false)
		}
	}, [enabled, item, post])

	return {
		editorNow: useCallback(() => live.current.editor, []),
		holding: item !== null && enabled,
		lock,
		draft,
		takeOver: useCallback(() => post('take-over'), [post]),
		check: useCallback(() => post('hold'), [post]),
	}
}
