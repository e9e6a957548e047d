import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Link, useFetcher } from 'react-router'

import { Button, buttonClasses } from './Button.tsx'
import { cx } from './cx.ts'

/**
 * The no-JavaScript trigger's target: the list's page `listHref` asking to confirm the
 * deletion of `id` (`?confirm=<id>`, beside the page's own parameters).
 */
export function confirmHrefFor(listHref: string, id: string): string {
	return `${listHref}${listHref.includes('?') ? '&' : '?'}confirm=${encodeURIComponent(id)}`
}

export interface ConfirmDialogProps {
	/** The confirmation's question, e.g. 'Delete this testimonial?'. */
	title: string
	/** What happens, in a sentence or two (rendered as text; never raw HTML). */
	description: ReactNode
	/** The confirm button's text, e.g. 'Delete testimonial'. */
	confirmLabel: string
	/** The confirm button's text while the post runs. Default 'Deleting…'. */
	pendingLabel?: string
	/** Hidden fields posted on confirm, e.g. `{ intent: 'delete', id }`. */
	fields: Record<string, string>
	/** Where the confirmation posts. Default: the action of the route it is rendered in. */
	action?: string
	/** The trigger's visible text. Default 'Delete'. */
	triggerLabel?: string
	/** The trigger's accessible name when its text alone is ambiguous, e.g. 'Delete Acme'. */
	triggerAriaLabel?: string
	/** Extra classes for the trigger (it is an outline, small, red-text button by default). */
	triggerClassName?: string
	/**
	 * Without JavaScript the trigger is a link here (e.g. `?confirm=<id>`): the page's loader
	 * sees the parameter and renders this component with `inline`, so the same question
	 * shows in the page. With JavaScript the link opens the dialog instead.
	 */
	confirmHref: string
	/** Where Cancel leads in the inline confirmation (the page without the parameter). */
	cancelHref: string
	/** Show the confirmation in the page instead of the trigger (the page's URL asked for it). */
	inline?: boolean
	/**
	 * The post's fetcher key, so the page can read an answer that is not a redirect (a
	 * refusal with its message) with `useFetcher({ key })`.
	 */
	fetcherKey?: string
}

const confirmClasses =
	'bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300'

/**
 * A "Delete" trigger that asks before it posts. With JavaScript: a native modal <dialog>
 * (showModal; focus moves to Cancel, Escape closes, focus returns to the trigger) whose
 * confirm button submits `fields` with a fetcher; the action should redirect (e.g. with
 * `redirectWithToast`), and the dialog closes when the post and its reload have finished.
 * Without JavaScript: the trigger is a link to `confirmHref`, and the page renders the
 * same question inline (`inline`) with a plain form post and a Cancel link.
 *
 * @example
 * <ConfirmDialog
 *   title="Delete this testimonial?"
 *   description={<>The testimonial from <strong>{t.name}</strong> leaves the site.</>}
 *   confirmLabel="Delete testimonial"
 *   fields={{ intent: 'delete', id: t.id }}
 *   triggerAriaLabel={`Delete the testimonial from ${t.name}`}
 *   confirmHref={`?confirm=${t.id}`}
 *   cancelHref="/admin/testimonials"
 *   inline={confirmId === t.id}
 * />
 */
export function ConfirmDialog({
	title,
	description,
	confirmLabel,
	pendingLabel = 'Deleting…',
	fields,
	action,
	triggerLabel = 'Delete',
	triggerAriaLabel,
	triggerClassName,
	confirmHref,
	cancelHref,
	inline = false,
	fetcherKey,
}: ConfirmDialogProps) {
	const id = useId()
	const titleId = `${id}-title`
	const descriptionId = `${id}-description`
	const dialogRef = useRef<HTMLDialogElement>(null)
	const triggerRef = useRef<HTMLAnchorElement>(null)
	const cancelRef = useRef<HTMLButtonElement>(null)
	const fetcher = useFetcher({ key: fetcherKey })
	const busy = fetcher.state !== 'idle'

	// The post has finished (and the page reloaded with its message): close the dialog.
	const wasBusy = useRef(false)
	useEffect(() => {
		if (busy) {
			wasBusy.current = true
		} else if (wasBusy.current) {
			wasBusy.current = false
			dialogRef.current?.close()
		}
	}, [busy])

	const hiddenFields = Object.entries(fields).map(([name, value]) => (
		<input key={name} type="hidden" name={name} value={value} />
	))
	const confirmButton = (
		<Button type="submit" size="sm" className={confirmClasses} disabled={busy}>
			{busy ? pendingLabel : confirmLabel}
		</Button>
	)

	if (inline) {
		return (
			<div
				role="group"
				aria-labelledby={titleId}
				aria-describedby={descriptionId}
				className="rounded-xl border border-red-300 bg-red-50 p-4 dark:border-red-400/40 dark:bg-red-950/40"
			>
				<p id={titleId} className="font-semibold text-red-950 dark:text-red-50">
					{title}
				</p>
				<p id={descriptionId} className="mt-1 text-sm text-red-900 dark:text-red-100">
					{description}
				</p>
				<fetcher.Form method="post" action={action} className="mt-3 flex flex-wrap gap-2">
					{hiddenFields}
					{confirmButton}
					<Link
						to={cancelHref}
						preventScrollReset
						className={buttonClasses({ variant: 'outline', size: 'sm' })}
					>
						Cancel
					</Link>
				</fetcher.Form>
			</div>
		)
	}

	return (
		<>
			<Link
				ref={triggerRef}
				to={confirmHref}
				preventScrollReset
				aria-haspopup="dialog"
				aria-label={triggerAriaLabel}
				onClick={(event) => {
					const dialog = dialogRef.current
					if (!dialog || typeof dialog.showModal !== 'function') return
					event.preventDefault()
					dialog.showModal()
					// The safe choice first: Enter or Space on arrival cancels.
					cancelRef.current?.focus()
				}}
				className={buttonClasses({
					variant: 'outline',
					size: 'sm',
					className: cx('text-red-700 dark:text-red-300', triggerClassName),
				})}
			>
				{triggerLabel}
			</Link>
			<dialog
				ref={dialogRef}
				aria-labelledby={titleId}
				aria-describedby={descriptionId}
				onClose={() => triggerRef.current?.focus()}
				className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-6 text-ink shadow-raised backdrop:bg-black/50 dark:border-transparent"
			>
				<h2 id={titleId} className="text-lg font-semibold">
					{title}
				</h2>
				<p id={descriptionId} className="mt-2 text-ink-muted">
					{description}
				</p>
				<fetcher.Form
					method="post"
					action={action}
					className="mt-5 flex flex-wrap justify-end gap-2"
				>
					{hiddenFields}
					<Button
						ref={cancelRef}
						variant="outline"
						size="sm"
						onClick={() => dialogRef.current?.close()}
					>
						Cancel
					</Button>
					{confirmButton}
				</fetcher.Form>
			</dialog>
		</>
	)
}
