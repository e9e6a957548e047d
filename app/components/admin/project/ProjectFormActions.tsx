import { Link } from 'react-router'

import { useCan } from '#app/components/admin/use-can.ts'
import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import type {
	DraftAutosave,
	DraftSaveState,
} from '#app/components/admin/use-draft-autosave.ts'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'
import { cx } from '#app/components/ui/cx.ts'

/** The draft's state as the bar says it: saved once, then changed again, is pending. */
export type AutosaveState = DraftSaveState | { status: 'pending' | 'elsewhere' }

/**
 * What the bar says of the draft: typed and not saved yet, or not saved as another page
 * holds the item (this one no longer tries), else as the autosave stands.
 */
export function autosaveBarState(
	autosave: DraftAutosave,
	readOnly: boolean,
): AutosaveState {
	if (readOnly && autosave.unsaved) return { status: 'elsewhere' }
	return autosave.unsaved && autosave.state.status === 'saved'
		? { status: 'pending' }
		: autosave.state
}

/**
 * The bar that stays at the bottom of the project form and the testimonial form: whether
 * the draft is saved, the in-page preview switch (the project form's),
 * the page's preview in a new tab, Publish all languages (when the site has several), Cancel,
 * Save draft and Publish (decision 033). One row of
 * small buttons at any width, so on a phone it takes ~53 px of the screen (issue 22): there
 * the draft's state is a dot (its words still read out) and the preview switches and Cancel
 * wait under More.
 */
export function ProjectFormActions({
	uploadsBusy,
	autosave,
	saving,
	previewOpen,
	previewId,
	onTogglePreview,
	cancelHref,
	publishAll = false,
}: {
	uploadsBusy: boolean
	autosave: AutosaveState
	saving: boolean
	/** The in-page preview's switch (the project form's); left out when there is none. */
	previewOpen?: boolean
	previewId?: string
	onTogglePreview?: () => void
	cancelHref: string
	/** The site has other languages: a button publishes their drafts with this one. */
	publishAll?: boolean
}) {
	const busy = uploadsBusy || saving
	const mayPublish = useCan('content.publish')
	const secondary = (
		<>
			{onTogglePreview ? (
				<Button
					size="sm"
					variant="ghost"
					aria-expanded={previewOpen}
					aria-controls={previewOpen ? previewId : undefined}
					onClick={onTogglePreview}
				>
					{previewOpen ? 'Hide Preview' : 'Show Preview'}
				</Button>
			) : null}
			{/* Without JavaScript the post saves the draft and opens its page in a new tab. */}
			<Button
				type="submit"
				name="intent"
				value="preview"
				size="sm"
				variant="ghost"
				formTarget="_blank"
				formNoValidate
				disabled={busy}
			>
				Preview<span className="sr-only"> (opens in a new tab)</span>
			</Button>
			{publishAll && mayPublish ? (
				// This form and every language's draft of the item (decision 050).
				<Button
					type="submit"
					name="intent"
					value="publish-all"
					size="sm"
					variant="ghost"
					disabled={busy}
				>
					Publish all languages
				</Button>
			) : null}
			<Link to={cancelHref} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
				Cancel
			</Link>
		</>
	)
	return (
		<div
			data-save-bar
			className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center justify-end gap-1.5 border-t border-line bg-surface/95 px-3 py-2 backdrop-blur sm:mx-0 sm:gap-3 sm:rounded-card sm:border sm:px-5"
		>
			<p className="mr-auto flex min-w-0 items-center text-sm text-ink-muted">
				{uploadsBusy || autosave.status !== 'idle' ? (
					<span
						aria-hidden="true"
						className={`size-2.5 shrink-0 rounded-full sm:hidden ${autosave.status === 'saved' && !uploadsBusy ? 'bg-emerald-600' : 'bg-accent'}`}
					/>
				) : null}
				<span role="status" className="max-sm:sr-only" data-autosave={autosave.status}>
					{uploadsBusy ? (
						'Waiting for uploads to finish…'
					) : (
						<AutosaveText state={autosave} />
					)}
				</span>
			</p>
			{/* With Publish all languages the row is longer: it stays one row up to lg. */}
			<div className={publishAll ? 'hidden lg:contents' : 'hidden sm:contents'}>
				{secondary}
			</div>
			<details className={cx('group relative', publishAll ? 'lg:hidden' : 'sm:hidden')}>
				<summary
					className={buttonClasses({
						variant: 'ghost',
						size: 'sm',
						className: 'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
					})}
				>
					More<span className="sr-only"> actions</span>
				</summary>
				<div className="absolute bottom-full left-0 mb-2 grid min-w-44 justify-items-stretch gap-1 rounded-xl border border-line bg-surface p-2 shadow-raised">
					{secondary}
				</div>
			</details>
			<Button
				type="submit"
				name="intent"
				value="draft"
				size="sm"
				variant="outline"
				formNoValidate
				disabled={busy}
			>
				Save draft
			</Button>
			{mayPublish ? (
				<Button type="submit" name="intent" value="publish" size="sm" disabled={busy}>
					{saving ? 'Saving…' : 'Publish'}
				</Button>
			) : (
				// An author's changes wait for an editor (decision 046).
				<Button type="submit" name="intent" value="submit" size="sm" disabled={busy}>
					{saving ? 'Saving…' : 'Submit for review'}
				</Button>
			)}
		</div>
	)
}

function AutosaveText({ state }: { state: AutosaveState }) {
	switch (state.status) {
		case 'pending':
			return <>Unsaved changes</>
		case 'saving':
			return <>Saving draft…</>
		case 'saved':
			return (
				<>
					Draft saved <LocalTime value={state.savedAt} />
				</>
			)
		case 'elsewhere':
			return <>Not saved: someone else is editing</>
		case 'conflict':
			// As the conflict is: the banner or the panel above says who and what.
			switch (state.conflict?.reason) {
				case 'locked':
					return <>Not saved: someone else is editing</>
				case 'published':
					return <>Not saved: someone else published first</>
				default:
					return <>Not saved: someone else saved first</>
			}
		case 'failed':
			return <>Not saved{state.retrying ? ': trying again shortly' : ''}</>
		default:
			return null
	}
}
