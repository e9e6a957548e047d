import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Form } from 'react-router'

import { useCan } from '#app/components/admin/use-can.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { useHydrated } from '#app/lib/hydration.ts'

export interface BulkAction {
	intent: string
	label: string
}

const dangerClasses =
	'bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300'

/**
 * The bulk actions of one page of a list (decision 032): a form the items' checkboxes
 * belong to (their `form` attribute), so it posts without JavaScript. With JavaScript it
 * counts the checked boxes, offers 'Select all on this page', and asks in a dialog before
 * a delete; without, the server asks (`confirmIds`) and the page shows the question here.
 */
export function BulkBar({
	id,
	noun,
	actions,
	deleteLabel = 'Delete',
	deleteDescription = 'They leave the site and the lists at once and go to the Trash, where they can be restored for 30 days.',
	confirmIds,
	cancelHref,
	className,
	fields,
}: {
	/** The form's id, which each item's SelectBox names. */
	id: string
	/** The items, once and more than once: ['project', 'projects']. */
	noun: readonly [string, string]
	actions: BulkAction[]
	/** The delete button's text; null for a list without a bulk delete. */
	deleteLabel?: string | null
	/** What a delete does, in the question before it. */
	deleteDescription?: string
	/** The ids a posted bulk delete asks to confirm (no JavaScript). */
	confirmIds?: string[] | null
	cancelHref: string
	className?: string
	/** Inputs some actions read (the Media tab's tag and alt text), before the buttons. */
	fields?: ReactNode
}) {
	const hydrated = useHydrated()
	const mayPublish = useCan('content.publish')
	const [checked, setChecked] = useState(0)
	const [boxes, setBoxes] = useState(0)
	const dialogRef = useRef<HTMLDialogElement>(null)
	const cancelRef = useRef<HTMLButtonElement>(null)
	const titleId = useId()

	// Count the checked boxes of this form wherever they are in the page.
	useEffect(() => {
		const form = document.getElementById(id)
		if (!(form instanceof HTMLFormElement)) return
		const count = () => {
			const all = [...form.elements].filter(
				(el): el is HTMLInputElement =>
					el instanceof HTMLInputElement && el.name === 'ids',
			)
			setBoxes(all.length)
			setChecked(all.filter((box) => box.checked).length)
		}
		count()
		const onChange = (event: Event) => {
			const target = event.target
			if (target instanceof HTMLInputElement && target.form === form) count()
		}
		document.addEventListener('change', onChange)
		// Items come and go with each page's data.
		const observer = new MutationObserver(count)
		observer.observe(document.getElementById('main') ?? document.body, {
			childList: true,
			subtree: true,
		})
		return () => {
			document.removeEventListener('change', onChange)
			observer.disconnect()
		}
	}, [id])

	function selectAll(select: boolean) {
		const form = document.getElementById(id)
		if (!(form instanceof HTMLFormElement)) return
		for (const el of form.elements)
			if (el instanceof HTMLInputElement && el.name === 'ids') el.checked = select
		setChecked(select ? boxes : 0)
	}

	const word = (n: number) => (n === 1 ? noun[0] : noun[1])
	const none = hydrated && checked === 0
	const confirming = confirmIds && confirmIds.length > 0 ? confirmIds : null

	// Every bulk action publishes: a role that may not sees no bar (decision 046).
	if (!mayPublish) return null
	return (
		<Form
			id={id}
			method="post"
			preventScrollReset
			aria-label={`Selected ${noun[1]}`}
			className={cx(
				'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-card border border-line bg-surface px-4 py-2.5 dark:border-transparent dark:shadow-raised',
				className,
			)}
		>
			{hydrated ? (
				<label className="flex items-center gap-2 text-sm font-semibold">
					<input
						type="checkbox"
						className="size-5 rounded accent-brand-ink"
						checked={boxes > 0 && checked === boxes}
						ref={(box) => {
							if (box) box.indeterminate = checked > 0 && checked < boxes
						}}
						onChange={(event) => selectAll(event.currentTarget.checked)}
						disabled={boxes === 0}
					/>
					Select all on this page
				</label>
			) : (
				<span className="text-sm font-semibold">With the checked {noun[1]}:</span>
			)}
			{hydrated ? (
				<span className="text-sm text-ink-muted" aria-live="polite">
					{checked} {word(checked)} selected
				</span>
			) : null}
			{fields}
			<span className="flex flex-wrap gap-2 sm:ml-auto">
				{actions.map((action) => (
					<Button
						key={action.intent}
						type="submit"
						name="intent"
						value={action.intent}
						variant="outline"
						size="sm"
						disabled={none}
					>
						{action.label}
					</Button>
				))}
				{deleteLabel ? (
					<Button
						type="submit"
						name="intent"
						value="bulk-delete"
						variant="outline"
						size="sm"
						className="text-red-700 dark:text-red-300"
						disabled={none}
						aria-haspopup={hydrated ? 'dialog' : undefined}
						onClick={(event) => {
							const dialog = dialogRef.current
							if (!dialog || typeof dialog.showModal !== 'function') return
							event.preventDefault()
							dialog.showModal()
							// The safe choice first: Enter or Space on arrival cancels.
							cancelRef.current?.focus()
						}}
					>
						{deleteLabel}
					</Button>
				) : null}
			</span>
			{deleteLabel ? (
				<dialog
					ref={dialogRef}
					aria-labelledby={titleId}
					className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-6 text-ink shadow-raised backdrop:bg-black/50 dark:border-transparent"
				>
					<h2 id={titleId} className="text-lg font-semibold">
						Delete {checked} {word(checked)}?
					</h2>
					<p className="mt-2 text-ink-muted">{deleteDescription}</p>
					<div className="mt-5 flex flex-wrap justify-end gap-2">
						{/* Only a script opens this dialog; without one the server asks. */}
						{hydrated ? <input type="hidden" name="confirm" value="yes" /> : null}
						<Button
							variant="outline"
							size="sm"
							onClick={() => dialogRef.current?.close()}
							ref={cancelRef}
						>
							Cancel
						</Button>
						<Button
							type="submit"
							name="intent"
							value="bulk-delete"
							size="sm"
							className={dangerClasses}
							onClick={() => dialogRef.current?.close()}
						>
							Delete {word(checked)}
						</Button>
					</div>
				</dialog>
			) : null}
			{confirming ? (
				<div
					role="group"
					aria-labelledby={`${titleId}-inline`}
					className="w-full rounded-xl border border-red-300 bg-red-50 p-4 dark:border-red-400/40 dark:bg-red-950/40"
				>
					<p
						id={`${titleId}-inline`}
						className="font-semibold text-red-950 dark:text-red-50"
					>
						Delete {confirming.length} {word(confirming.length)}?
					</p>
					<p className="mt-1 text-sm text-red-900 dark:text-red-100">
						{deleteDescription}
					</p>
					<div className="mt-3 flex flex-wrap gap-2">
						{confirming.map((value) => (
							<input key={value} type="hidden" name="ids" value={value} />
						))}
						<input type="hidden" name="confirm" value="yes" />
						<Button
							type="submit"
							name="intent"
							value="bulk-delete"
							size="sm"
							className={dangerClasses}
						>
							Delete {word(confirming.length)}
						</Button>
						<a
							href={cancelHref}
							className="inline-flex h-9 items-center rounded-full border border-line-strong px-4 text-sm font-semibold"
						>
							Cancel
						</a>
					</div>
				</div>
			) : null}
		</Form>
	)
}
