import { useEffect, useRef, type RefObject } from 'react'
import { useBlocker } from 'react-router'

import { Button } from '#app/components/ui/Button.tsx'

/**
 * Asks before leaving a form with unsaved changes: a modal dialog for links inside the
 * app (useBlocker), the browser's own question for reloads, closing the tab and other
 * sites (beforeunload).
 */
export function UnsavedChangesGuard({
	when,
	saving,
}: {
	when: boolean
	/** True while the form's own post runs: its redirect must not be held up. */
	saving: RefObject<boolean>
}) {
	const blocker = useBlocker(
		({ currentLocation, nextLocation }) =>
			when && !saving.current && currentLocation.pathname !== nextLocation.pathname,
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
	useEffect(() => {
		const dialog = dialogRef.current
		if (!dialog) return
		if (blocked && !dialog.open) {
			dialog.showModal()
			stayRef.current?.focus()
		} else if (!blocked && dialog.open) {
			dialog.close()
		}
	}, [blocked])

	return (
		<dialog
			ref={dialogRef}
			aria-labelledby="unsaved-title"
			aria-describedby="unsaved-description"
			// Escape means stay.
			onCancel={() => blocker.reset?.()}
			className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-6 text-ink shadow-raised backdrop:bg-black/50 dark:border-transparent"
		>
			<h2 id="unsaved-title" className="text-lg font-semibold">
				Leave without saving?
			</h2>
			<p id="unsaved-description" className="mt-2 text-ink-muted">
				Your changes are not saved yet. If you leave now, they are lost.
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
				<Button size="sm" onClick={() => blocker.proceed?.()}>
					Leave without saving
				</Button>
			</div>
		</dialog>
	)
}
