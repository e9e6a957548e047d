import { Link } from 'react-router'

import { Button, buttonClasses } from '#app/components/ui/Button.tsx'

/** The bar that stays at the bottom: what is pending, the preview switch, Cancel and Save. */
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
		<div className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center justify-end gap-x-3 gap-y-2 border-t border-line bg-surface/95 px-5 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border">
			<p role="status" className="mr-auto text-sm text-ink-muted">
				{uploadsBusy ? 'Waiting for uploads to finish…' : dirty ? 'Unsaved changes' : ''}
			</p>
			<Button
				variant="ghost"
				aria-expanded={previewOpen}
				aria-controls={previewOpen ? previewId : undefined}
				onClick={onTogglePreview}
			>
				{previewOpen ? 'Hide Preview' : 'Show Preview'}
			</Button>
			<Link to={cancelHref} className={buttonClasses({ variant: 'outline' })}>
				Cancel
			</Link>
			<Button type="submit" disabled={uploadsBusy || saving}>
				{saving ? 'Saving…' : 'Save'}
			</Button>
		</div>
	)
}
