// The testimonial form's fields by name, its Images panel and its bar of actions.
import { Link } from 'react-router'

import { Panel } from '#app/components/admin/PageHeading.tsx'
import { UploadField } from '#app/components/admin/UploadField.tsx'
import type { useUploadsBusy } from '#app/components/admin/upload-state.ts'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'
import type { ImageRef } from '#app/lib/types.ts'
import type { TestimonialField } from '#app/schemas/testimonial.ts'

export type ImageField = 'logoLight' | 'logoDark' | 'image'

export const FIELDS: Record<TestimonialField, { id: string; label: string }> = {
	name: { id: 'testimonial-name', label: 'Name' },
	title: { id: 'testimonial-title', label: 'Title' },
	quote: { id: 'testimonial-quote', label: 'Quote' },
	logoLight: { id: 'testimonial-logo-light', label: 'Logo for light mode' },
	logoDark: { id: 'testimonial-logo-dark', label: 'Logo for dark mode' },
	image: { id: 'testimonial-image', label: 'Image' },
}
export const ORDER = Object.keys(FIELDS) as TestimonialField[]

/** A logo for each theme and a portrait; Save waits while any of them uploads. */
export function TestimonialImagesPanel({
	images,
	setImage,
	uploads,
}: {
	images: Record<ImageField, ImageRef | null>
	setImage: (field: ImageField) => (image: ImageRef | null) => void
	uploads: ReturnType<typeof useUploadsBusy>
}) {
	return (
		<Panel
			id="testimonial-images"
			title="Images"
			description="Image files only. Logos may be SVG; each shows in its own theme."
		>
			<div className="grid gap-6 md:grid-cols-3">
				<UploadField
					id={FIELDS.logoLight.id}
					name="logoLight"
					label={FIELDS.logoLight.label}
					kind="logo"
					value={images.logoLight}
					onChange={setImage('logoLight')}
					failureMessage="Failed to upload logo (light mode)"
					onBusyChange={uploads.track('logoLight')}
				/>
				<UploadField
					id={FIELDS.logoDark.id}
					name="logoDark"
					label={FIELDS.logoDark.label}
					kind="logo"
					value={images.logoDark}
					onChange={setImage('logoDark')}
					failureMessage="Failed to upload logo (dark mode)"
					onBusyChange={uploads.track('logoDark')}
				/>
				<UploadField
					id={FIELDS.image.id}
					name="image"
					label={FIELDS.image.label}
					hint="A portrait of the person, square works best."
					kind="testimonial"
					value={images.image}
					onChange={setImage('image')}
					failureMessage="Failed to upload testimonial image"
					onBusyChange={uploads.track('image')}
				/>
			</div>
		</Panel>
	)
}

/** The bar that stays at the bottom: uploads in progress, Cancel and Save. */
export function TestimonialFormActions({
	mode,
	uploadsBusy,
	saving,
}: {
	mode: 'add' | 'edit'
	uploadsBusy: boolean
	saving: boolean
}) {
	return (
		<div
			data-save-bar
			className="sticky bottom-2 z-10 flex items-center justify-end gap-2 rounded-card border border-line bg-surface/95 px-4 py-2 shadow-raised backdrop-blur sm:gap-3 sm:px-5"
		>
			<p className="mr-auto min-w-0 text-sm text-ink-muted max-sm:sr-only" role="status">
				{uploadsBusy ? 'Waiting for uploads to finish…' : ''}
			</p>
			<Link
				to="/admin/testimonials"
				className={buttonClasses({ variant: 'ghost', size: 'sm' })}
			>
				Cancel
			</Link>
			<Button type="submit" size="sm" disabled={uploadsBusy || saving}>
				{saving ? 'Saving…' : mode === 'add' ? 'Add testimonial' : 'Save changes'}
			</Button>
		</div>
	)
}
