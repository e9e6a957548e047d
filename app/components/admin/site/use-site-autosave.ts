// A Site form's draft, saved as the admin types (decision 033): a moment after they stop
// typing, at most every few seconds while they keep on, and when they leave the page (a
// keepalive request the browser finishes after the page is gone). Another admin's save in
// between stops it and says who (409): the admin keeps theirs (saved over the other's) or
// opens the other's.
import { useCallback, useEffect, useRef, useState } from 'react'

import type { DraftAnswer, SiteVersionsSeen } from '#app/lib/site-admin.ts'

/** Quiet time after the last change before a save. */
const DEBOUNCE_MS = 1500
/** A save at least this often while the admin keeps typing. */
const MAX_WAIT_MS = 5000
/** A failed save (server error, no connection) is tried again after this long. */
const RETRY_MS = 8000

export type DraftStatus =
	| { status: 'idle' | 'saving' }
	| { status: 'saved'; savedAt: string }
	| { status: 'conflict'; message: string }
	| { status: 'failed'; message: string }

export interface SiteAutosave {
	status: DraftStatus
	/** The versions the next save or publish sends. */
	versions: SiteVersionsSeen
	/** Whether what the form holds now differs from the last draft saved (or opened). */
	unsaved: boolean
	/** Saves now if anything is unsaved; true once what the form holds is saved. */
	flush: () => Promise<boolean>
	/** After a conflict: save over the other admin's work, on the versions stored now. */
	keepMine: () => void
	/** The versions a refused post of the form's buttons (409) reported. */
	adopt: (versions: SiteVersionsSeen) => void
	/** The versions as of now, a save that just answered included (for a post going now). */
	versionsNow: () => SiteVersionsSeen
	/** Whether, as of now, a save is on its way or the form holds changes not saved. */
	pendingNow: () => { saving: boolean; unsaved: boolean }
	/**
	 * No draft save while the form's own post (Save draft, Publish) runs: it carries the
	 * form's value and versions itself. `resume` when it was refused.
	 */
	pause: () => void
	resume: () => void
}

export function useSiteAutosave({
	url,
	snapshot,
	body,
	versions: opened,
	enabled,
}: {
	url: string
	/** What the form holds, as text: a change means something to save. */
	snapshot: string
	/** The fields to post, as the form would. */
	body: () => URLSearchParams
	versions: SiteVersionsSeen
	enabled: boolean
}): SiteAutosave {
	const [status, setStatus] = useState<DraftStatus>({ status: 'idle' })
	const [versions, setVersions] = useState(opened)
	const [saved, setSaved] = useState(snapshot)
	const [conflict, setConflict] = useState<SiteVersionsSeen | null>(null)
	// What timers and page-leave handlers read between renders.
	const live = useRef({ snapshot, saved, versions, body, blocked: false })
	const paused = useRef(false)
	const inFlight = useRef<Promise<boolean> | null>(null)
	useEffect(() => {
		live.current = {
			snapshot,
			saved,
			versions,
			body,
			blocked: status.status === 'conflict',
		}
	})

	const request = useCallback(() => {
		const data = live.current.body()
		data.set('draftVersion', String(live.current.versions.draftVersion))
		data.set('baseRevision', String(live.current.versions.baseRevision))
		return data
	}, [])

	const save = useCallback(
		async (keepalive = false): Promise<boolean> => {
			if (inFlight.current) await inFlight.current
			const sending = live.current.snapshot
			if (sending === live.current.saved) return true
			if (live.current.blocked) return false
			const run = (async () => {
				setStatus({ status: 'saving' })
				try {
					const response = await fetch(url, {
						method: 'POST',
						body: request(),
						headers: { Accept: 'application/json' },
						// A tab hidden may be closed before the answer: the request is finished anyway.
						keepalive,
					})
					const answer = (await response.json()) as DraftAnswer
					if (answer.ok) {
						const next = {
							draftVersion: answer.draftVersion,
							baseRevision: answer.baseRevision,
						}
						live.current.versions = next
						live.current.saved = sending
						setVersions(next)
						setSaved(sending)
						setStatus({ status: 'saved', savedAt: answer.savedAt })
						return true
					}
					if (answer.conflict) {
						live.current.blocked = true
						setConflict({
							draftVersion: answer.draftVersion,
							baseRevision: answer.baseRevision,
						})
						setStatus({ status: 'conflict', message: answer.message })
					} else setStatus({ status: 'failed', message: answer.message })
					return false
				} catch {
					setStatus({
						status: 'failed',
						message:
							'The draft could not be saved: the server cannot be reached. Trying again shortly.',
					})
					return false
				} finally {
					inFlight.current = null
				}
			})()
			inFlight.current = run
			return run
		},
		[url, request],
	)

	// A change: saved once typing pauses, or after MAX_WAIT_MS of steady typing.
	const unsaved = snapshot !== saved
	const firstChangeAt = useRef<number | null>(null)
	const blocked = status.status === 'conflict'
	useEffect(() => {
		if (!enabled || !unsaved || blocked) {
			firstChangeAt.current = null
			return
		}
		firstChangeAt.current ??= Date.now()
		const waited = Date.now() - firstChangeAt.current
		const timer = window.setTimeout(
			() => {
				firstChangeAt.current = null
				void save()
			},
			Math.max(0, Math.min(DEBOUNCE_MS, MAX_WAIT_MS - waited)),
		)
		return () => window.clearTimeout(timer)
	}, [enabled, unsaved, blocked, snapshot, save])

	// A failed save is tried again after a while, if nothing else saved meanwhile.
	useEffect(() => {
		if (status.status !== 'failed' || !enabled) return
		const timer = window.setTimeout(() => void save(), RETRY_MS)
		return () => window.clearTimeout(timer)
	}, [status, enabled, save])

	// Leaving, or the tab hidden: what is not saved yet goes with a request that outlives
	// the page (the answer, when the page is still there, brings the new versions).
	useEffect(() => {
		if (!enabled) return
		const leave = () => {
			const { snapshot: now, saved: last, blocked: stop } = live.current
			if (now === last || stop || inFlight.current) return
			void save(true)
		}
		const hidden = () => {
			if (document.visibilityState === 'hidden') leave()
		}
		window.addEventListener('pagehide', leave)
		document.addEventListener('visibilitychange', hidden)
		return () => {
			window.removeEventListener('pagehide', leave)
			document.removeEventListener('visibilitychange', hidden)
		}
	}, [enabled, save])

	const keepMine = useCallback(() => {
		if (!conflict) return
		live.current.versions = conflict
		live.current.blocked = false
		setVersions(conflict)
		setConflict(null)
		setStatus({ status: 'idle' })
		void save()
	}, [conflict, save])

	const adopt = useCallback((next: SiteVersionsSeen) => {
		live.current.versions = next
		setVersions(next)
	}, [])

	const flush = useCallback(() => save(), [save])
	// While the form's own post runs, what it holds counts as saved (the post carries it):
	// no draft save races it. Answered here (refused), the form's changes count again.
	const savedBeforePost = useRef(saved)
	const pause = useCallback(() => {
		if (paused.current) return
		paused.current = true
		savedBeforePost.current = live.current.saved
		live.current.saved = live.current.snapshot
		setSaved(live.current.snapshot)
	}, [])
	const resume = useCallback(() => {
		if (!paused.current) return
		paused.current = false
		live.current.saved = savedBeforePost.current
		setSaved(savedBeforePost.current)
	}, [])
	const versionsNow = useCallback(() => live.current.versions, [])
	const pendingNow = useCallback(
		() => ({
			saving: inFlight.current !== null,
			unsaved: live.current.snapshot !== live.current.saved,
		}),
		[],
	)
	return {
		status,
		versions,
		unsaved,
		flush,
		keepMine,
		adopt,
		versionsNow,
		pendingNow,
		pause,
		resume,
	}
}
