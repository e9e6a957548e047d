import { useEffect, useRef, useState } from 'react'
import { Form } from 'react-router'

import { Button } from '#app/components/ui/Button.tsx'

/**
 * A revision's Restore buttons (decision 033), the same in every history: as the draft at
 * once (the draft it replaces is kept when it is someone else's, decision 042), or published
 * at once after a second click that says what it does (issue 36: no destructive action
 * without a net).
 */
export function RestoreButtons({
	revision,
	draftVersion,
	busy,
	names,
}: {
	revision: number
	/** The draft version the page saw (restoring as the draft replaces that one). */
	draftVersion: number
	busy: boolean
	/** Each button's whole name for a screen reader. */
	names: { draft: string; publish: string }
}) {
	const [asking, setAsking] = useState(false)
	const confirmRef = useRef<HTMLButtonElement>(null)
	useEffect(() => {
		if (asking) confirmRef.current?.focus()
	}, [asking])
	return (
		<Form method="post" className="flex flex-wrap items-center gap-2">
			<input type="hidden" name="intent" value="restore" />
			<input type="hidden" name="revision" value={revision} />
			<input type="hidden" name="draftVersion" value={draftVersion} />
			{asking ? (
				<div
					role="group"
					aria-label={`Publish revision ${revision} now?`}
					className="flex w-full flex-wrap items-center gap-2 rounded-xl border border-line bg-surface-muted p-3"
				>
					<p className="w-full text-sm">
						Publish revision {revision} now? It replaces the version on the site at once;
						the one there now stays in this history.
					</p>
					<Button
						ref={confirmRef}
						type="submit"
						name="as"
						value="publish"
						size="sm"
						disabled={busy}
					>
						Publish revision {revision}
					</Button>
					<Button variant="outline" size="sm" onClick={() => setAsking(false)}>
						Cancel
					</Button>
				</div>
			) : (
				<>
					<Button
						type="submit"
						name="as"
						value="draft"
						variant="outline"
						size="sm"
						disabled={busy}
						aria-label={names.draft}
					>
						Restore as draft
					</Button>
					<Button
						size="sm"
						disabled={busy}
						aria-label={names.publish}
						onClick={() => setAsking(true)}
					>
						Restore and publish
					</Button>
				</>
			)}
		</Form>
	)
}
