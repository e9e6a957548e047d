import { useEffect, useRef, useState, type RefObject } from 'react'
import { useBlocker } from 'react-router'

import { Button } from '#app/components/ui/Button.tsx'

/**
 * Asks before unsaved changes are lost: a dialog for links inside the app (useBlocker),
 * the browser's own question for reloads, closing the tab or typing another address
 * (beforeunload). `when` says whether there is anything to lose right now.
 */
export function LeaveGuard({
	when,
	saving,
	message = 'Your changes are not saved yet. If you leave now, they are lost.',
	pathOnly = false,
	onLeave,
}: {
	when: boolean
	/**
	 * Saves what is unsaved (an autosaving form): when it resolves true, a link inside the
	 * app goes on without asking; otherwise the question is asked.
	 */
	onLeave?: () => Promise<boolean>
	/** True while the form's own post runs: its redirect must not be held up. */
	saving?: RefObject<boolean>
	message?: string
	/** Only a change of path leaves the form (its own query string is part of it). */
	pathOnly?: boolean
}) {
	const blocker = useBlocker(
		({ currentLocation, nextLocation }) =>
			when &&
			!saving?.current &&
			(currentLocation.pathname !== nextLocation.pathname ||
				(!pathOnly && currentLocation.search !== nextLocation.search)),
	)
	const dialogRef = useRef<HTMLDialogElement>(null)
	const stayRef = useRef<HTMLButtonElement>(null)

	useEffect(() => {
		if (!when) return
		const onBeforeUnload = (event: BeforeUnloadEvent) => {
			event.preventDefault()
			// Older browsers ask only when returnValue is set.
			event.returnValue = ''
		}
		window.addEventListener('beforeunload', onBeforeUnload)
		return () => window.removeEventListener('beforeunload', onBeforeUnload)
	}, [when])

	const blocked = blocker.state === 'blocked'
	// With onLeave, the question is asked only when saving first did not work.
	const [ask, setAsk] = useState(false)
	useEffect(() => {
		if (!blocked || !onLeave) return
		let current = true
		void onLeave().then((saved) => {
			if (!current) return
			if (saved) blocker.proceed?.()
			else setAsk(true)
		})
		return () => {
			current = false
			setAsk(false)
		}
		// The blocker object changes identity on every render; its state is what matters.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [blocked, onLeave])
	const asking = blocked && (!onLeave || ask)
	useEffect(() => {
		const dialog = dialogRef.current
		if (!dialog) return
		if (asking && !dialog.open) {
			dialog.showModal()
			stayRef.current?.focus()
		} else if (!asking && dialog.open) {
			dialog.close()
		}
	}, [asking])

	return (
		<dialog
			ref={dialogRef}
			aria-labelledby="leave-guard-title"
			aria-describedby="leave-guard-text"
			// Escape means stay.
			onClose={() => {
				if (blocker.state === 'blocked') blocker.reset()
			}}
			className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-6 text-ink shadow-raised backdrop:bg-black/50 dark:border-transparent"
		>
			<h2 id="leave-guard-title" className="text-lg font-semibold">
				Leave without saving?
			</h2>
			<p id="leave-guard-text" className="mt-2 text-ink-muted">
				{message}
			</p>
			<div className="mt-5 flex flex-wrap justify-end gap-2">
				<Button
					ref={stayRef}
					variant="outline"
					size="sm"
					onClick={() => blocker.reset?.()}
				>
					Stay on this page
				</Button>
				<Button
					size="sm"
					className="bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300"
					onClick={() => blocker.proceed?.()}
				>
					Leave without saving
				</Button>
			</div>
		</dialog>
	)
}
