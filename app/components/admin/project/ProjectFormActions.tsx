import { Link } from 'react-router'

import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'

import type { AutosaveState } from './use-autosave.ts'

/**
 * The bar that stays at the bottom: whether the draft is saved, the in-page preview switch,
 * the page's preview in a new tab, Cancel, Save draft and Publish (decision 033).
 */
export function ProjectFormActions({
	uploadsBusy,
	autosave,
	saving,
	previewOpen,
	previewId,
	onTogglePreview,
	cancelHref,
}: {
	uploadsBusy: boolean
	autosave: AutosaveState
	saving: boolean
	previewOpen: boolean
	previewId: string
	onTogglePreview: () => void
	cancelHref: string
}) {
	return (
		<div className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center justify-end gap-x-3 gap-y-2 border-t border-line bg-surface/95 px-5 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border">
			<p
				role="status"
				className="mr-auto text-sm text-ink-muted"
				data-autosave={autosave.status}
			>
				{uploadsBusy ? (
					'Waiting for uploads to finish…'
				) : (
					<AutosaveText state={autosave} />
				)}
			</p>
			<Button
				variant="ghost"
				aria-expanded={previewOpen}
				aria-controls={previewOpen ? previewId : undefined}
				onClick={onTogglePreview}
			>
				{previewOpen ? 'Hide Preview' : 'Show Preview'}
			</Button>
			{/* Without JavaScript the post saves the draft and opens its page in a new tab. */}
			<Button
				type="submit"
				name="intent"
				value="preview"
				variant="ghost"
				formTarget="_blank"
				formNoValidate
				disabled={uploadsBusy || saving}
			>
				Preview<span className="sr-only"> (opens in a new tab)</span>
			</Button>
			<Link to={cancelHref} className={buttonClasses({ variant: 'outline' })}>
				Cancel
			</Link>
			<Button
				type="submit"
				name="intent"
				value="draft"
				variant="outline"
				formNoValidate
				disabled={uploadsBusy || saving}
			>
				Save draft
			</Button>
			<Button
				type="submit"
				name="intent"
				value="publish"
				disabled={uploadsBusy || saving}
			>
				{saving ? 'Saving…' : 'Publish'}
			</Button>
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
					Draft saved <LocalTime iso={state.savedAt} />
				</>
			)
		case 'conflict':
			return <>Not saved: someone else saved first</>
		case 'failed':
			return <>Not saved{state.retrying ? ': trying again shortly' : ''}</>
		default:
			return null
	}
}
