// The project form's panels that hold more than one field: each shows a part of the draft
// and reports changes through `set`; ProjectForm keeps the state.
import { Panel } from '#app/components/admin/PageHeading.tsx'
import { RichTextEditor } from '#app/components/admin/rich-text/RichTextEditor.tsx'
import { UploadField, UploadListField } from '#app/components/admin/UploadField.tsx'
import type { useUploadsBusy } from '#app/components/admin/upload-state.ts'
import { projectAddress, slugFromName, slugIssue, SLUG_MAX } from '#app/lib/slugs.ts'
import type { ProjectType } from '#app/lib/types.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { useRouteLoaderData } from 'react-router'
import { PROJECT_LIMITS, type ProjectFieldErrors } from '#app/schemas/project.ts'

import {
	ChoiceGroup,
	ColorField,
	fieldId,
	TextAreaField,
	TextField,
} from '#app/components/ui/Field.tsx'
import type { Draft, SetDraftField } from './project-draft.ts'

/** Spec §8's upload failures, one per image field. */
export const UPLOAD_FAILURES = {
	banner: 'Failed to upload banner image',
	image: 'Failed to upload project image',
	productImages: 'Failed to upload product image',
} as const

const TYPES = [
	{ value: 'mobile', label: 'Mobile Application' },
	{ value: 'website', label: 'Website' },
] as const
const COLLECTIONS = [
	{ value: 'portfolio', label: 'Portfolio' },
	{ value: 'products', label: 'Products' },
] as const
const ALIGNS = [
	{ value: 'left', label: 'Image on the left' },
	{ value: 'right', label: 'Image on the right' },
] as const

interface PanelProps {
	draft: Draft
	set: SetDraftField
	errors: ProjectFieldErrors
}

export function BasicsPanel({
	draft,
	set,
	errors,
	onTypeChange,
}: PanelProps & { onTypeChange: (type: ProjectType) => void }) {
	return (
		<Panel id="basics" title="Basics">
			<div className="grid gap-5">
				<div className="grid gap-5 md:grid-cols-2">
					<TextField
						id={fieldId('name')}
						name="name"
						label="Name"
						value={draft.name}
						onChange={(event) => set('name', event.currentTarget.value)}
						error={errors.name}
						autoComplete="off"
					/>
					<TextField
						id={fieldId('category')}
						name="category"
						label="Category"
						value={draft.category}
						onChange={(event) => set('category', event.currentTarget.value)}
						error={errors.category}
						hint="Shown above the name, e.g. Fintech or E-commerce."
						autoComplete="off"
					/>
				</div>
				<AddressField draft={draft} set={set} error={errors.slug} />
				<div className="grid gap-5 md:grid-cols-2">
					<ChoiceGroup
						name="type"
						legend="Type"
						options={TYPES}
						value={draft.type}
						onChange={onTypeChange}
						hint="Changing the type resets the phases to its defaults."
					/>
					<ChoiceGroup
						name="collection"
						legend="Collection"
						options={COLLECTIONS}
						value={draft.collection}
						onChange={(collection) => set('collection', collection)}
					/>
				</div>
				<TextAreaField
					id={fieldId('description')}
					name="description"
					label="Description"
					rows={3}
					value={draft.description}
					onChange={(event) => set('description', event.currentTarget.value)}
					error={errors.description}
					hint="A sentence or two for the Portfolio and Products lists."
				/>
				<RichTextEditor
					id={fieldId('intro')}
					name="intro"
					label="Introduction"
					profile="article"
					value={draft.intro}
					onChange={(intro) => set('intro', intro)}
					max={PROJECT_LIMITS.intro}
					error={errors.intro}
					hint="Opens the project's page. Words like Design, Development and the project's name are shown in bold where you left them plain."
				/>
			</div>
		</Panel>
	)
}

/**
 * The project's address: written, or left empty to be made from the name when published;
 * the full address is shown as visitors will have it.
 */
function AddressField({
	draft,
	set,
	error,
}: {
	draft: Draft
	set: SetDraftField
	error?: string
}) {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const typed = draft.slug.trim()
	// Checked as it is typed (issue 37: the message beside the field), not on a publish only.
	const issue = typed ? slugIssue(typed) : null
	const slug = typed || slugFromName(draft.name)
	const address = `${root?.siteUrl ?? ''}${projectAddress(draft.collection, slug || '…')}`
	return (
		<TextField
			id={fieldId('slug')}
			name="slug"
			label="Address"
			value={draft.slug}
			onChange={(event) => set('slug', event.currentTarget.value)}
			error={error ?? issue ?? undefined}
			maxLength={SLUG_MAX + 20}
			placeholder={slugFromName(draft.name) || 'made-from-the-name'}
			autoComplete="off"
			spellCheck={false}
			hint={
				issue ? (
					'Changing it later leads the old address to the new one.'
				) : (
					<>
						{draft.slug.trim()
							? 'Visitors will find it at '
							: 'Left empty, it is made from the name: '}
						<span data-full-address className="font-semibold break-all text-ink">
							{address}
						</span>
						. Changing it later leads the old address to the new one.
					</>
				)
			}
		/>
	)
}

export function MediaPanel({
	draft,
	set,
	errors,
	uploads,
}: PanelProps & { uploads: ReturnType<typeof useUploadsBusy> }) {
	return (
		<Panel id="media" title="Media">
			<div className="grid gap-6 md:grid-cols-2">
				<UploadField
					id={fieldId('banner')}
					name="banner"
					label="Banner image"
					kind="banner"
					value={draft.banner}
					onChange={(image) => set('banner', image)}
					failureMessage={UPLOAD_FAILURES.banner}
					error={errors.banner}
					hint="The wide image at the top of the project's page (about 3:1)."
					onBusyChange={uploads.track('banner')}
				/>
				<UploadField
					id={fieldId('image')}
					name="image"
					label="Project image"
					kind="project"
					value={draft.image}
					onChange={(image) => set('image', image)}
					failureMessage={UPLOAD_FAILURES.image}
					error={errors.image}
					hint="Shown in the lists and beside the features (about 4:3)."
					onBusyChange={uploads.track('image')}
				/>
				<UploadListField
					id={fieldId('productImages')}
					name="productImages"
					label="Product images"
					kind="product"
					itemNoun="product image"
					value={draft.productImages}
					onChange={(images) => set('productImages', images)}
					failureMessage={UPLOAD_FAILURES.productImages}
					error={errors.productImages}
					hint={
						draft.collection === 'products'
							? 'The gallery on the product page, in this order. At least one.'
							: 'The gallery on the project page, in this order. Optional.'
					}
					onBusyChange={uploads.track('productImages')}
					className="md:col-span-2"
				/>
			</div>
		</Panel>
	)
}

export function ColoursPanel({ draft, set, errors }: PanelProps) {
	return (
		<Panel id="colours" title="Colours">
			<div className="grid gap-5 md:grid-cols-3">
				<ColorField
					name="primaryColor"
					label="Primary color"
					value={draft.primaryColor}
					onChange={(color) => set('primaryColor', color)}
					error={errors.primaryColor}
				/>
				<ColorField
					name="secondaryColor"
					label="Secondary color"
					value={draft.secondaryColor}
					onChange={(color) => set('secondaryColor', color)}
					error={errors.secondaryColor}
				/>
				<ColorField
					name="accentColor"
					label="Accent color (optional)"
					value={draft.accentColor}
					onChange={(color) => set('accentColor', color)}
					error={errors.accentColor}
				/>
			</div>
		</Panel>
	)
}

/** The type's default phases, read-only (spec §3), and sent with the form. */
export function PhasesPanel({
	type,
	phases,
}: {
	type: ProjectType
	phases: readonly string[]
}) {
	return (
		<Panel id="phases" title="Phases">
			<p className="text-sm text-ink-muted">
				The default phases of a {type === 'mobile' ? 'mobile application' : 'website'}.
				They follow the type.
			</p>
			<ol className="mt-3 grid gap-2 sm:grid-cols-2">
				{phases.map((phase, index) => (
					<li
						key={`${phase}-${index}`}
						className="flex items-center gap-3 rounded-xl border border-line bg-surface-muted/60 px-4 py-2.5 text-sm"
					>
						<span
							aria-hidden="true"
							className="grid size-6 shrink-0 place-items-center rounded-full bg-brand/15 text-sm font-bold text-brand-ink"
						>
							{index + 1}
						</span>
						{phase}
						<input type="hidden" name="phase" value={phase} />
					</li>
				))}
			</ol>
		</Panel>
	)
}

export function DisplayPanel({ draft, set }: Omit<PanelProps, 'errors'>) {
	return (
		<Panel id="display" title="Layout and visibility">
			<div className="grid gap-5 md:grid-cols-2">
				<ChoiceGroup
					name="align"
					legend="Alignment"
					options={ALIGNS}
					value={draft.align}
					onChange={(align) => set('align', align)}
					hint="Where the image sits in the list, on screens wider than a phone."
				/>
				<div>
					<p className="mb-1.5 text-sm font-semibold text-ink">Visibility</p>
					<label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm">
						<input
							type="checkbox"
							name="visible"
							checked={draft.visible}
							onChange={(event) => set('visible', event.currentTarget.checked)}
							aria-describedby="visible-hint"
							className="size-5 accent-brand-ink"
						/>
						<span className="font-semibold">Visible on the site</span>
					</label>
					<p id="visible-hint" className="mt-1 text-sm text-ink-muted">
						Shown projects are published; hidden ones are drafts.
					</p>
				</div>
			</div>
		</Panel>
	)
}
