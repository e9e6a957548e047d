import { Link } from 'react-router'

import { Button, buttonClasses } from '#app/components/ui/Button.tsx'

/**
 * The bar that stays at the bottom: what is pending, the preview switch, Cancel and Save.
 * One row of small buttons at any width, so on a phone it takes ~53 px of the screen, not
 * two rows (issue 22: 121 of 812 px at 375); there what is pending is a dot, its words
 * still read out.
 */
export function ProjectFormActions({
	uploadsBusy,
	dirty,
	saving,
	previewOpen,
	previewId,
	onTogglePreview,
	cancelHref,
}: {
	uploadsBusy: boolean
	dirty: boolean
	saving: boolean
	previewOpen: boolean
	previewId: string
	onTogglePreview: () => void
	cancelHref: string
}) {
	return (
		<div
			data-save-bar
			className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center justify-end gap-1.5 border-t border-line bg-surface/95 px-3 py-2 backdrop-blur sm:mx-0 sm:gap-3 sm:rounded-card sm:border sm:px-5"
		>
			<p className="mr-auto flex min-w-0 items-center text-sm text-ink-muted">
				{uploadsBusy || dirty ? (
					<span
						aria-hidden="true"
						className="size-2.5 shrink-0 rounded-full bg-accent sm:hidden"
					/>
				) : null}
				<span role="status" className="max-sm:sr-only">
					{uploadsBusy
						? 'Waiting for uploads to finish…'
						: dirty
							? 'Unsaved changes'
							: ''}
				</span>
			</p>
			<Button
				size="sm"
				variant="ghost"
				aria-expanded={previewOpen}
				aria-controls={previewOpen ? previewId : undefined}
				onClick={onTogglePreview}
			>
				{previewOpen ? 'Hide Preview' : 'Show Preview'}
			</Button>
			<Link to={cancelHref} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
				Cancel
			</Link>
			<Button type="submit" size="sm" disabled={uploadsBusy || saving}>
				{saving ? 'Saving…' : 'Save'}
			</Button>
		</div>
	)
}
