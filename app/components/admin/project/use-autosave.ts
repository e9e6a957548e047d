// The project form's autosave (decision 033): the form is kept as the project's draft a
// moment after the admin stops typing (and at most every few seconds while they type), and
// when they leave the page (pagehide, or the tab hidden: a keepalive request the browser
// finishes after the page is gone). Another admin's save in between stops it and says who
// (409): the admin then keeps theirs (saved over the other's) or opens the other's.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

import type {
	AutosaveAnswer,
	ProjectConflict,
	ProjectVersions,
} from '#app/schemas/project.ts'

export const AUTOSAVE_URL = '/admin/autosave/project'
/** Quiet time after the last change before a save. */
const DEBOUNCE_MS = 1500
/** A save at least this often while the admin keeps typing. */
const MAX_WAIT_MS = 5000
const RETRY_MS = 8000

export type AutosaveState =
	| { status: 'idle' | 'pending' | 'saving' }
	| { status: 'saved'; savedAt: string }
	| { status: 'conflict'; message: string; conflict: ProjectConflict | null }
	| { status: 'failed'; message: string; retrying: boolean }

export interface Autosave {
	state: AutosaveState
	/** The project's id: the one edited, or the new one the first save created. */
	id: string | undefined
	versions: ProjectVersions
	/** Whether what the form holds now is not saved yet. */
	unsaved: boolean
	/** Saves now (if anything is unsaved); resolves true when what the form holds is saved. */
	flush: () => Promise<boolean>
	/** The project's id as of now (a save that just created it included). */
	idNow: () => string | undefined
	/** After a conflict: save over the other admin's work, on the versions stored now. */
	keepMine: () => void
	/** The versions a refused post (409) of the form's buttons reported. */
	adopt: (versions: ProjectVersions) => void
}

export function useAutosave({
	formRef,
	snapshot,
	id: initialId,
	versions: initialVersions,
	enabled,
}: {
	formRef: RefObject<HTMLFormElement | null>
	/** What the form holds, as text: a change means something to save. */
	snapshot: string
	id: string | undefined
	versions: ProjectVersions
	enabled: boolean
}): Autosave {
	const [state, setState] = useState<AutosaveState>({ status: 'idle' })
	const [saved, setSaved] = useState(snapshot)
	const [id, setId] = useState(initialId)
	const [versions, setVersions] = useState(initialVersions)
	// What the next request sends: read by timers and page-leave handlers between renders.
	const live = useRef({
		id,
		versions,
		snapshot,
		saved,
		state,
		inFlight: null as Promise<boolean> | null,
	})
	useEffect(() => {
		Object.assign(live.current, { id, versions, snapshot, saved, state })
	})
	const firstChangeAt = useRef<number | null>(null)

	const body = useCallback(() => {
		const form = formRef.current
		const data = form ? new FormData(form) : new FormData()
		data.delete('intent')
		const { id: current, versions: seen } = live.current
		data.set('id', current ?? '')
		data.set('draftVersion', String(seen.draftVersion))
		data.set('baseRevision', String(seen.baseRevision))
		return data
	}, [formRef])

	const save = useCallback(async (): Promise<boolean> => {
		if (live.current.inFlight) await live.current.inFlight
		const { snapshot: sending, saved: last, state: now } = live.current
		if (sending === last) return true
		if (now.status === 'conflict') return false
		const run = (async () => {
			setState({ status: 'saving' })
			firstChangeAt.current = null
			try {
				const response = await fetch(AUTOSAVE_URL, {
					method: 'POST',
					body: body(),
					headers: { Accept: 'application/json' },
				})
				const answer = (await response.json()) as AutosaveAnswer
				if (answer.ok) {
					if (!live.current.id) {
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
					setState({ status: 'saved', savedAt: answer.savedAt })
					return true
				}
				if (response.status === 409)
					setState({
						status: 'conflict',
						message: answer.message,
						conflict: answer.conflict ?? null,
					})
				else
					setState({
						status: 'failed',
						message: answer.message,
						retrying: response.status >= 500,
					})
				return false
			} catch {
				setState({
					status: 'failed',
					message:
						'The draft could not be saved: the server cannot be reached. Trying again shortly.',
					retrying: true,
				})
				return false
			} finally {
				live.current.inFlight = null
			}
		})()
		live.current.inFlight = run
		return run
	}, [body])

	// A change: save once typing pauses, or after MAX_WAIT_MS of steady typing.
	const unsaved = snapshot !== saved
	useEffect(() => {
		if (!enabled || !unsaved || state.status === 'conflict') return
		if (state.status === 'failed' && !state.retrying) return
		firstChangeAt.current ??= Date.now()
		const wait =
			state.status === 'failed'
				? RETRY_MS
				: Math.min(
						DEBOUNCE_MS,
						Math.max(0, MAX_WAIT_MS - (Date.now() - firstChangeAt.current)),
					)
		const timer = setTimeout(() => void save(), wait)
		return () => clearTimeout(timer)
	}, [enabled, unsaved, snapshot, state, save])

	// Leaving: the browser sends the last changes even as the page goes away.
	useEffect(() => {
		if (!enabled) return
		const leave = () => {
			const { snapshot: now, saved: last, state: current, inFlight } = live.current
			if (now === last || current.status === 'conflict' || inFlight) return
			void fetch(AUTOSAVE_URL, { method: 'POST', body: body(), keepalive: true }).catch(
				() => {},
			)
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
	}, [enabled, body])

	const keepMine = useCallback(() => {
		const current = live.current.state
		if (current.status !== 'conflict') return
		if (current.conflict) {
			const next = {
				draftVersion: current.conflict.draftVersion,
				baseRevision: current.conflict.baseRevision,
			}
			setVersions(next)
			live.current.versions = next
		}
		live.current.state = { status: 'pending' }
		setState({ status: 'pending' })
		void save()
	}, [save])

	const adopt = useCallback((next: ProjectVersions) => {
		setVersions(next)
		live.current.versions = next
	}, [])

	return {
		state: unsaved && state.status === 'saved' ? { status: 'pending' } : state,
		id,
		versions,
		unsaved,
		flush: save,
		idNow: useCallback(() => live.current.id, []),
		keepMine,
		adopt,
	}
}
