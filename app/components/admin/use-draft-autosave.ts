// A form's draft, saved as the admin types (decisions 033, 034 and 042): a moment after they
// stop typing, at most every few seconds while they keep on, and when they leave the page or
// hide the tab (a keepalive request the browser finishes after the page is gone). Each save
// names the page it comes from (`editor`), so the form's own saves never conflict with it.
// Another admin's save in between (409), or another page holding the item (423), stops it
// and says who and what differs: the admin keeps theirs (saved over the other's, which is
// kept as a copy), keeps a copy of theirs, or takes the other's. The project form and the
// Site forms both use it.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'

import { useReviewTakenBack } from '#app/components/admin/ReviewNotice.tsx'
import type { ConflictView } from '#app/lib/edit-conflict.ts'

/** Quiet time after the last change before a save. */
const DEBOUNCE_MS = 1500
/** A save at least this often while the admin keeps typing. */
const MAX_WAIT_MS = 5000
/** A save that failed on the server's side or the network's is tried again after this long. */
const RETRY_MS = 8000

const UNREACHABLE_MESSAGE =
	'The draft could not be saved: the server cannot be reached. Trying again shortly.'
/** Signed out meanwhile (in another tab, or the session ended): the page waits here. */
export const SIGNED_OUT_MESSAGE =
	'You are signed out. Sign in again in another tab: what this form holds stays here, and is saved as soon as you have.'

/** The versions a form saw: the next save or post sends them, and the server checks them. */
export interface DraftVersions {
	/** The draft version it last saw; 0 when it saw no draft. */
	draftVersion: number
	/** The published revision it started from (0: never published). */
	baseRevision: number
}

export type DraftSaveState =
	| { status: 'idle' | 'saving' }
	| { status: 'saved'; savedAt: string }
	/** `conflict`: who came first, what differs, the versions stored now (Keep mine saves over them). */
	| { status: 'conflict'; message: string; conflict: ConflictView | null }
	/** `signIn`: refused for want of a session; tried again, and the form's posts wait. */
	| { status: 'failed'; message: string; retrying: boolean; signIn?: true }

/**
 * What a draft route answers. The project route names the item it saved (a new project's
 * first save creates it).
 */
type SaveAnswer =
	| ({ ok: true; id?: string; savedAt: string; takenBack?: true } & DraftVersions)
	| { ok: false; message: string; conflict?: ConflictView }

export interface DraftAutosave {
	state: DraftSaveState
	/** The item's id: the one edited, or the new one the first save created. */
	id: string | undefined
	/** The versions the next save or post sends. */
	versions: DraftVersions
	/** Whether what the form holds now differs from the last draft saved (or opened). */
	unsaved: boolean
	/** Saves now if anything is unsaved; true once what the form holds is saved. */
	flush: () => Promise<boolean>
	/** The id as of now (a save that just created the item included). */
	idNow: () => string | undefined
	/**
	 * After a conflict: save over the other admin's work, on the versions stored now (their
	 * draft is kept as a copy). Resolves true once saved.
	 */
	keepMine: () => Promise<boolean>
	/** The next post of the form's own buttons replaces what is stored ("Keep mine"). */
	overwriteNow: () => boolean
	/** Saves even when nothing changed: what is stored is compared with the form (409). */
	check: () => Promise<boolean>
	/**
	 * Keeps what the form holds as a copy beside the draft (`copy`: asked for; `taken-over`:
	 * another admin took the item over, `by`). Resolves true once kept.
	 */
	keepCopy: (reason: 'copy' | 'taken-over', by?: string) => Promise<boolean>
	/**
	 * Keep mine after a refused post of the form's buttons: the versions its 409 reported,
	 * which the next post (and save) replaces.
	 */
	adopt: (versions: DraftVersions) => void
	/** The versions as of now, a save that just answered included (for a post going now). */
	versionsNow: () => DraftVersions
	/** Whether, as of now, a save is on its way or the form holds changes not saved. */
	pendingNow: () => { saving: boolean; unsaved: boolean }
	/** Whether the last save was refused for want of a session (see SIGNED_OUT_MESSAGE). */
	signedOutNow: () => boolean
	/**
	 * A post of the form's buttons that waited on a save which met another admin's work:
	 * its button's words while it waits, and it goes once Keep mine has saved.
	 */
	waitingPost: string | null
	waitAfterConflict: (post: { label: string; send: () => void }) => void
	/**
	 * No draft save while the form's own post (Save draft, Publish) runs: it carries the
	 * form's value and versions itself. `resume` when it was refused.
	 */
	pause: () => void
	resume: () => void
}

export function useDraftAutosave({
	url,
	snapshot,
	body,
	id: initialId,
	versions: opened,
	editor,
	enabled,
	stored,
	replacing = false,
}: {
	/** The draft route the saves post to. */
	url: string
	/** What the form holds, as text: a change means something to save. */
	snapshot: string
	/** The form's fields to post, as the form would (the versions are set here). */
	body: () => FormData | URLSearchParams
	/**
	 * The item's id, posted as `id` with each save; undefined for a new item, which learns
	 * it from its first save; null for a form that is no item of a list (a Site form).
	 */
	id: string | undefined | null
	versions: DraftVersions
	/** The page's id as of now (use-edit-lock.ts), posted as `editor` with every save. */
	editor: () => string
	enabled: boolean
	/** What is stored, as text, when the form opens with something else (a kept copy). */
	stored?: string
	/** The form opens with a kept copy: its first save replaces the stored draft. */
	replacing?: boolean
}): DraftAutosave {
	const [state, setState] = useState<DraftSaveState>({ status: 'idle' })
	const [saved, setSaved] = useState(stored ?? snapshot)
	const [id, setId] = useState(initialId)
	const [versions, setVersions] = useState(opened)
	// A save that took a submitted draft back to draft ends the page's "Waiting for review".
	const tookBack = useReviewTakenBack()
	// What timers and page-leave handlers read between renders: this render's values.
	const latest = { id, versions, snapshot, saved, state, body, editor, tookBack }
	const live = useRef({
		...latest,
		inFlight: null as Promise<boolean> | null,
		/** The next save replaces what is stored (Keep mine, a kept copy opened). */
		overwrite: replacing,
	})
	useEffect(() => {
		Object.assign(live.current, latest)
	})
	const firstChangeAt = useRef<number | null>(null)
	// A post that waits on the conflict (waitAfterConflict): Keep mine sends it.
	const [waitingPost, setWaitingPost] = useState<{
		label: string
		send: () => void
	} | null>(null)

	const request = useCallback(() => {
		const data = live.current.body()
		data.delete('intent')
		const { id: current, versions: seen } = live.current
		if (current !== null) data.set('id', current ?? '')
		data.set('draftVersion', String(seen.draftVersion))
		data.set('baseRevision', String(seen.baseRevision))
		data.set('editor', live.current.editor())
		if (live.current.overwrite) data.set('overwrite', '1')
		return data
	}, [])

	const save = useCallback(
		async (keepalive = false, force = false): Promise<boolean> => {
			if (live.current.inFlight) await live.current.inFlight
			const { snapshot: sending, saved: last, state: now } = live.current
			if (sending === last && !force) return true
			if (now.status === 'conflict') return false
			const run = (async () => {
				setState({ status: 'saving' })
				firstChangeAt.current = null
				try {
					const response = await fetch(url, {
						method: 'POST',
						body: request(),
						headers: { Accept: 'application/json' },
						// A tab hidden may be closed before the answer: the request is finished anyway.
						keepalive,
					})
					const answer = (await response.json()) as SaveAnswer
					if (answer.ok) {
						if (live.current.id === undefined && answer.id) {
							setId(answer.id)
							live.current.id = answer.id
						}
						const next = {
							draftVersion: answer.draftVersion,
							baseRevision: answer.baseRevision,
						}
						setVersions(next)
						live.current.versions = next
						setSaved(sending)
						live.current.saved = sending
						live.current.overwrite = false
						const done = { status: 'saved' as const, savedAt: answer.savedAt }
						live.current.state = done
						setState(done)
						if (answer.takenBack) live.current.tookBack()
						return true
					}
					const refused: DraftSaveState =
						response.status === 409 || response.status === 423
							? {
									status: 'conflict',
									message: answer.message,
									conflict: answer.conflict ?? null,
								}
							: response.status === 401
								? {
										status: 'failed',
										message: SIGNED_OUT_MESSAGE,
										retrying: true,
										signIn: true,
									}
								: {
										status: 'failed',
										message: answer.message,
										retrying: response.status >= 500,
									}
					live.current.state = refused
					setState(refused)
					return false
				} catch {
					setState({ status: 'failed', message: UNREACHABLE_MESSAGE, retrying: true })
					return false
				} finally {
					live.current.inFlight = null
				}
			})()
			live.current.inFlight = run
			return run
		},
		[url, request],
	)

	// A change: saved once typing pauses, or after MAX_WAIT_MS of steady typing; a failed
	// save again after RETRY_MS when trying again can help.
	const unsaved = snapshot !== saved
	useEffect(() => {
		if (!enabled || !unsaved || state.status === 'conflict') {
			firstChangeAt.current = null
			return
		}
		if (state.status === 'failed' && !state.retrying) return
		firstChangeAt.current ??= Date.now()
		const wait =
			state.status === 'failed'
				? RETRY_MS
				: Math.min(
						DEBOUNCE_MS,
						Math.max(0, MAX_WAIT_MS - (Date.now() - firstChangeAt.current)),
					)
		const timer = window.setTimeout(() => void save(), wait)
		return () => window.clearTimeout(timer)
	}, [enabled, unsaved, snapshot, state, save])

	// Leaving, or the tab hidden: what is not saved yet goes with a request that outlives
	// the page (the answer, when the page is still there, brings the new versions).
	useEffect(() => {
		if (!enabled) return
		const leave = () => {
			const { snapshot: now, saved: last, state: current, inFlight } = live.current
			if (now === last || current.status === 'conflict' || inFlight) return
			void save(true)
		}
		const onVisibility = () => {
			if (document.visibilityState === 'hidden') leave()
		}
		window.addEventListener('pagehide', leave)
		document.addEventListener('visibilitychange', onVisibility)
		return () => {
			window.removeEventListener('pagehide', leave)
			document.removeEventListener('visibilitychange', onVisibility)
		}
	}, [enabled, save])

	const keepMine = useCallback(() => {
		const current = live.current.state
		if (current.status !== 'conflict') return Promise.resolve(false)
		if (current.conflict) {
			const stored = {
				draftVersion: current.conflict.draftVersion,
				baseRevision: current.conflict.baseRevision,
			}
			setVersions(stored)
			live.current.versions = stored
		}
		live.current.overwrite = true
		live.current.state = { status: 'idle' }
		setState({ status: 'idle' })
		setWaitingPost(null)
		return save(false, true).then((saved) => {
			// The post pressed as the conflict came goes now, on the versions just saved.
			if (saved) waitingPost?.send()
			return saved
		})
	}, [save, waitingPost])

	const keepCopy = useCallback(
		async (reason: 'copy' | 'taken-over', by?: string) => {
			const data = request()
			data.delete('overwrite')
			data.set('intent', reason)
			if (by) data.set('by', by)
			try {
				const response = await fetch(url, {
					method: 'POST',
					body: data,
					headers: { Accept: 'application/json' },
					keepalive: true,
				})
				return response.ok
			} catch {
				return false
			}
		},
		[url, request],
	)

	const adopt = useCallback((next: DraftVersions) => {
		setVersions(next)
		live.current.versions = next
		live.current.overwrite = true
	}, [])

	// While the form's own post runs, what it holds counts as saved (the post carries it):
	// no draft save races it. Answered here (refused), the form's changes count again.
	const paused = useRef<{ saved: string } | null>(null)
	const pause = useCallback(() => {
		if (paused.current) return
		paused.current = { saved: live.current.saved }
		live.current.saved = live.current.snapshot
		setSaved(live.current.snapshot)
	}, [])
	const resume = useCallback(() => {
		if (!paused.current) return
		live.current.saved = paused.current.saved
		setSaved(paused.current.saved)
		paused.current = null
	}, [])

	return {
		state,
		id: id ?? undefined,
		versions,
		unsaved,
		flush: useCallback(() => save(), [save]),
		idNow: useCallback(() => live.current.id ?? undefined, []),
		keepMine,
		overwriteNow: useCallback(() => live.current.overwrite, []),
		check: useCallback(() => save(false, true), [save]),
		keepCopy,
		adopt,
		versionsNow: useCallback(() => live.current.versions, []),
		pendingNow: useCallback(
			() => ({
				saving: live.current.inFlight !== null,
				unsaved: live.current.snapshot !== live.current.saved,
			}),
			[],
		),
		signedOutNow: useCallback(() => {
			const current = live.current.state
			return current.status === 'failed' && current.signIn === true
		}, []),
		pause,
		resume,
		waitingPost: waitingPost?.label ?? null,
		waitAfterConflict: useCallback((post: { label: string; send: () => void }) => {
			if (live.current.state.status === 'conflict') setWaitingPost(post)
		}, []),
	}
}

/** What a submit posts as its intent: its button's, else the form's own `intent` field. */
export function intentOf(event: FormEvent<HTMLFormElement>): string | undefined {
	const submitter = (event.nativeEvent as SubmitEvent).submitter
	// A field, a button or several of them (a RadioNodeList): each has a value.
	const field = event.currentTarget.elements.namedItem('intent') as {
		value?: string
	} | null
	return submitter?.getAttribute('value') ?? field?.value
}

/**
 * A post of a draft form's buttons (its own or its publishing panel's), as it goes: a draft
 * save on its way answers first (and what is not saved yet, when the post publishes the
 * stored draft later: a schedule), then the post goes again (a refused save says why instead);
 * else it goes now with the versions, the page and "Keep mine" as of this moment (a save
 * may have answered since the last render), and the item's id when the form posts one.
 * False when the post waits.
 */
export function readyToPost(
	event: FormEvent<HTMLFormElement>,
	{
		autosave,
		editor,
		savedFirst,
	}: {
		autosave: DraftAutosave
		editor: () => string
		/** Whether what is not saved yet is saved first (by default, for a schedule). */
		savedFirst?: boolean
	},
): boolean {
	const submitter = (event.nativeEvent as SubmitEvent).submitter
	const form = event.currentTarget
	// Signed out: posted now, the answer would be the sign-in page and the form gone. A
	// save first; signed in again meanwhile, the post follows it.
	if (autosave.signedOutNow()) {
		event.preventDefault()
		void autosave.check().then((saved) => {
			if (saved) form.requestSubmit(submitter)
		})
		return false
	}
	const pending = autosave.pendingNow()
	const saveFirst = savedFirst ?? intentOf(event) === 'schedule'
	if (pending.saving || (saveFirst && pending.unsaved)) {
		event.preventDefault()
		const send = () => form.requestSubmit(submitter)
		void autosave.flush().then((saved) => {
			if (saved) send()
			// The save met another admin's work: the post waits for Keep mine.
			else
				autosave.waitAfterConflict({
					label: submitter?.textContent?.trim() || 'Save',
					send,
				})
		})
		return false
	}
	const now = {
		id: autosave.idNow() ?? '',
		...autosave.versionsNow(),
		editor: editor(),
		overwrite: autosave.overwriteNow() ? '1' : '',
	}
	for (const name of [
		'id',
		'draftVersion',
		'baseRevision',
		'editor',
		'overwrite',
	] as const) {
		const input = form.elements.namedItem(name)
		if (input instanceof HTMLInputElement) input.value = String(now[name])
	}
	return true
}

/** The save bar's line about the draft; `what` names the thing another admin may be editing. */
export function draftStatusText(autosave: DraftAutosave, what: string): string {
	switch (autosave.state.status) {
		case 'saving':
			return 'Saving draft…'
		case 'conflict':
			return autosave.state.conflict?.reason === 'locked'
				? `Not saved: another admin is editing this ${what}.`
				: 'Not saved: another admin saved first.'
		case 'failed':
			return 'Draft not saved.'
		case 'saved':
			return autosave.unsaved ? 'Unsaved changes' : 'Draft saved.'
		default:
			return autosave.unsaved ? 'Unsaved changes' : ''
	}
}
