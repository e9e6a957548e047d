import { useState } from 'react'
import { Form, Link } from 'react-router'

import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { Panel } from '#app/components/admin/PageHeading.tsx'
import { useCan } from '#app/components/admin/use-can.ts'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'

/** A kept draft as its page lists it (app/server/admin/kept-drafts.server.ts). */
export interface KeptDraftRow {
	id: string
	reason: 'replaced' | 'taken-over' | 'copy'
	author: string | null
	by: string | null
	at: string
	title: string
}

/**
 * The drafts kept aside for this item instead of lost (decision 042): whose, why and when,
 * each to open in the form (its first save makes it the draft; the draft it replaces is
 * kept here in turn when it is someone else's) or to delete, after a second click.
 */
export function KeptDrafts({
	drafts,
	openHref,
}: {
	drafts: KeptDraftRow[]
	/** The edit page with a kept draft in its form. */
	openHref: (id: string) => string
}) {
	if (drafts.length === 0) return null
	return (
		<Panel
			id="kept-drafts"
			title="Kept drafts"
			description="Drafts kept aside instead of lost: one replaced by another admin's, what was typed when someone took over, or a copy kept on purpose."
		>
			<ul className="divide-y divide-line rounded-xl border border-line">
				{drafts.map((draft) => (
					<KeptDraftItem key={draft.id} draft={draft} openHref={openHref(draft.id)} />
				))}
			</ul>
		</Panel>
	)
}

function KeptDraftItem({ draft, openHref }: { draft: KeptDraftRow; openHref: string }) {
	const [asking, setAsking] = useState(false)
	// Deleting one is for a role that may publish (decision 046); anyone may open one.
	const mayDelete = useCan('content.publish')
	const author = draft.author ?? 'an admin'
	return (
		<li className="grid gap-2 px-4 py-3 text-sm" data-kept-draft={draft.reason}>
			<p>
				<span className="font-semibold">{draft.title}</span>:{' '}
				{draft.reason === 'replaced'
					? `${author}'s draft, replaced by ${draft.by ?? 'another admin'}'s`
					: draft.reason === 'taken-over'
						? `what ${author} had in the form when ${draft.by ?? 'another admin'} took over`
						: `a copy ${author} kept`}
				, <LocalTime value={draft.at} />.
			</p>
			{asking && mayDelete ? (
				<Form
					method="post"
					role="group"
					aria-label="Delete this kept draft?"
					className="flex flex-wrap items-center gap-2 rounded-xl bg-surface-muted p-3"
				>
					<p className="w-full">Delete this kept draft? It cannot be brought back.</p>
					<input type="hidden" name="copy" value={draft.id} />
					<Button
						type="submit"
						name="intent"
						value="delete-copy"
						size="sm"
						className="bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300"
					>
						Delete kept draft
					</Button>
					<Button variant="outline" size="sm" onClick={() => setAsking(false)}>
						Keep it
					</Button>
				</Form>
			) : (
				<div className="flex flex-wrap gap-2">
					<Link
						to={openHref}
						reloadDocument
						className={buttonClasses({ variant: 'outline', size: 'sm' })}
					>
						Open in the form<span className="sr-only">: {draft.title}</span>
					</Link>
					{mayDelete ? (
						<Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
							Delete<span className="sr-only"> the kept draft {draft.title}</span>
						</Button>
					) : null}
				</div>
			)}
		</li>
	)
}
