import { useEffect, useRef, useState, type RefObject } from 'react'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { ChangeList } from '#app/components/admin/history/ChangeList.tsx'
import { useTimeZone } from '#app/components/admin/LocalTime.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import type { DraftConflicts } from '#app/components/admin/use-draft-conflicts.ts'
import { conflictMessage, type ConflictView } from '#app/lib/edit-conflict.ts'

const WORDS = {
	before: 'Theirs',
	after: 'Yours',
	added: 'Only in yours',
	removed: 'Only in theirs',
}

/**
 * Another admin's work came first (decision 042): who and when, what they have beside what
 * the form holds, field by field, and the three ways on. Nothing the admin typed is lost
 * whichever they choose: Keep mine keeps the other's draft as a copy; Copy of mine keeps
 * the form as a copy before theirs is opened; Take theirs asks first.
 */
export function ConflictPanel({
	conflict,
	historyHref,
	busy,
	waiting = null,
	onKeepMine,
	onCopyMine,
	onTakeTheirs,
}: {
	conflict: ConflictView
	/** The item's history, where a published version of theirs stays. */
	historyHref: string | null
	busy: boolean
	/** The words of a button pressed as the conflict came, whose post waits for Keep mine. */
	waiting?: string | null
	onKeepMine: () => void
	onCopyMine: () => void
	onTakeTheirs: () => void
}) {
	const timeZone = useTimeZone()
	const [confirming, setConfirming] = useState(false)
	const confirmRef = useRef<HTMLButtonElement>(null)
	useEffect(() => {
		if (confirming) confirmRef.current?.focus()
	}, [confirming])
	const theirs = conflict.reason === 'draft' ? 'their draft' : 'the version published now'
	// Refused because another page holds the item: who, and that the typing stays. Nothing
	// was compared, and nothing can be saved over a held item (the lock's banner offers
	// Take over).
	if (conflict.reason === 'locked')
		return (
			<div data-conflict={conflict.reason}>
				<FormAlert>
					<p className="font-semibold">{conflictMessage(conflict, timeZone)}</p>
				</FormAlert>
			</div>
		)
	return (
		<div data-conflict={conflict.reason}>
			<FormAlert>
				<p className="font-semibold">{conflictMessage(conflict, timeZone)}</p>
				{conflict.changes.length > 0 ? (
					<div className="mt-3 rounded-xl border border-line bg-surface p-3 text-ink">
						<p className="mb-2 text-sm font-semibold">
							What differs: {theirs} beside yours
						</p>
						<ChangeList changes={conflict.changes} empty="" words={WORDS} />
					</div>
				) : (
					<p className="mt-2">Your form and {theirs} hold the same.</p>
				)}
				<p className="mt-3">
					<strong>Keep mine</strong> saves your version over {theirs}
					{conflict.reason === 'draft'
						? ', which is kept as their copy under Kept drafts'
						: ', which stays in the history'}
					. <strong>Copy of mine as a draft</strong> keeps your version under Kept drafts
					and opens theirs. <strong>Take theirs</strong> opens theirs and drops what you
					typed.
					{historyHref ? (
						<>
							{' '}
							<a
								href={historyHref}
								target="_blank"
								rel="noreferrer"
								className="font-semibold underline underline-offset-4"
							>
								Open the history<span className="sr-only"> (opens in a new tab)</span>
							</a>
						</>
					) : null}
				</p>
				{waiting ? (
					<p className="mt-2" data-waiting-post>
						Your <strong>{waiting}</strong> has not gone yet: it goes right after Keep
						mine. The other two ways leave it undone.
					</p>
				) : null}
				{confirming ? (
					<div
						role="group"
						aria-label="Take theirs?"
						className="mt-3 grid gap-2 rounded-xl border border-line bg-surface p-3 text-ink"
					>
						<p>Take theirs? What you typed in this form is dropped.</p>
						<div className="flex flex-wrap gap-2">
							<Button
								ref={confirmRef}
								size="sm"
								disabled={busy}
								onClick={onTakeTheirs}
								className="bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300"
							>
								Drop mine and take theirs
							</Button>
							<Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
								Cancel
							</Button>
						</div>
					</div>
				) : (
					<div className="mt-3 flex flex-wrap items-center gap-2">
						<Button size="sm" disabled={busy} onClick={onKeepMine}>
							Keep mine
						</Button>
						<Button size="sm" variant="outline" disabled={busy} onClick={onCopyMine}>
							Copy of mine as a draft
						</Button>
						<Button
							size="sm"
							variant="outline"
							disabled={busy}
							onClick={() => setConfirming(true)}
						>
							Take theirs
						</Button>
					</div>
				)}
			</FormAlert>
		</div>
	)
}

/**
 * A draft form's alert (decision 042): the conflict to settle, with its three ways on, else
 * the sentence of the post refused (until settled); focused through `alertRef` when a post
 * comes back.
 */
export function DraftConflictAlert({
	conflicts,
	formError,
	alertRef,
	historyHref,
	busy,
}: {
	conflicts: Pick<
		DraftConflicts,
		| 'conflict'
		| 'settled'
		| 'resolving'
		| 'keepMine'
		| 'copyMine'
		| 'takeTheirs'
		| 'waitingPost'
	>
	/** The refused post's answer, if it said why; null when the form says it its own way. */
	formError: { answer: unknown; message: string | null } | null
	alertRef: RefObject<HTMLDivElement | null>
	historyHref: string | null
	busy: boolean
}) {
	const { conflict, settled } = conflicts
	const message = formError && settled !== formError.answer ? formError.message : null
	if (!conflict && !message) return null
	return (
		<div ref={alertRef} tabIndex={-1} className="focus:outline-none">
			{conflict ? (
				<ConflictPanel
					conflict={conflict}
					historyHref={historyHref}
					busy={busy || conflicts.resolving}
					waiting={conflicts.waitingPost}
					onKeepMine={() => void conflicts.keepMine()}
					onCopyMine={() => void conflicts.copyMine()}
					onTakeTheirs={conflicts.takeTheirs}
				/>
			) : (
				<FormAlert>
					<p className="font-semibold">{message}</p>
				</FormAlert>
			)}
		</div>
	)
}
