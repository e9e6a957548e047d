import { useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Form, Link, useNavigation } from 'react-router'

import { LeaveGuard } from '#app/components/admin/LeaveGuard.tsx'
import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { Panel } from '#app/components/admin/PageHeading.tsx'
import {
	UploadField,
	UploadListField,
	useUploadsBusy,
} from '#app/components/admin/UploadField.tsx'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'
import { defaultPhasesFor } from '#app/lib/phases.ts'
import type { ProjectType } from '#app/lib/types.ts'
import {
	projectFieldErrors,
	projectFormSchema,
	type ProjectFieldErrors,
	type ProjectFormActionData,
	type ProjectFormValues,
} from '#app/schemas/project.ts'

import { ChoiceGroup, ColorField, fieldId, TextArea, TextInput } from './fields.tsx'
import { editProjectPath } from '#app/lib/project-paths.ts'
import { ProjectPreview } from './ProjectPreview.tsx'
import {
	FeaturesEditor,
	rowKey,
	TextRowsEditor,
	type FeatureRow,
	type TextRow,
} from './RowEditors.tsx'

/** Spec §8's upload failures, one per image field. */
export const UPLOAD_FAILURES = {
	banner: 'Failed to upload banner image',
	image: 'Failed to upload project image',
	productImages: 'Failed to upload product image',
} as const

interface Draft extends Omit<ProjectFormValues, 'features' | 'platforms' | 'prototype'> {
	features: FeatureRow[]
	platforms: TextRow[]
	prototype: TextRow[]
}

function toDraft(values: ProjectFormValues): Draft {
	return {
		...values,
		features: values.features.map((f) => ({ key: rowKey(), ...f })),
		platforms: values.platforms.map((value) => ({ key: rowKey(), value })),
		prototype: values.prototype.map((value) => ({ key: rowKey(), value })),
	}
}

function toValues(draft: Draft): ProjectFormValues {
	return {
		...draft,
		features: draft.features.map(({ title, description }) => ({ title, description })),
		platforms: draft.platforms.map((row) => row.value),
		prototype: draft.prototype.map((row) => row.value),
	}
}

function errorsOf(values: ProjectFormValues): ProjectFieldErrors {
	const result = projectFormSchema.safeParse(values)
	return result.success ? {} : projectFieldErrors(result.error)
}

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

/**
 * The project form (spec §2, §3): add or edit. Every value lives in this component, so a
 * refused save (400, 409, 500) changes nothing the admin typed; the same schema as the
 * server's checks it first and shows each message beside its field.
 */
export function ProjectForm({
	initial,
	projectId,
	revision: openedAt,
	actionData,
	cancelHref,
}: {
	initial: ProjectFormValues
	/** Edit mode: the project's id and the revision the form was opened at. */
	projectId?: string
	revision?: number
	actionData?: ProjectFormActionData
	cancelHref: string
}) {
	const [draft, setDraft] = useState(() => toDraft(initial))
	const [baseline] = useState(() => JSON.stringify(initial))
	const values = useMemo(() => toValues(draft), [draft])
	const dirty = JSON.stringify(values) !== baseline
	const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
		setDraft((current) => ({ ...current, [key]: value }))

	const navigation = useNavigation()
	const saving = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const uploads = useUploadsBusy()
	const formRef = useRef<HTMLFormElement>(null)
	const alertRef = useRef<HTMLDivElement>(null)

	// After a 409 the form saves against the revision now stored (replacing the other save).
	const revision = actionData?.conflictRevision ?? openedAt

	// Live messages once a save was refused in the browser; the server's after it answered.
	const [checking, setChecking] = useState(false)
	const liveErrors = useMemo(() => (checking ? errorsOf(values) : {}), [checking, values])
	const errors: ProjectFieldErrors = checking
		? liveErrors
		: (actionData?.fieldErrors ?? {})

	useEffect(() => {
		if (!actionData) return
		if (actionData.formError) alertRef.current?.focus()
		else focusFirstInvalid(formRef.current)
	}, [actionData])

	const [previewOpen, setPreviewOpen] = useState(false)
	const previewId = 'project-preview'

	const changeType = (type: ProjectType) =>
		setDraft((current) =>
			current.type === type
				? current
				: // Spec §3: the default phases follow the type.
					{ ...current, type, phases: defaultPhasesFor(type) },
		)

	return (
		<Form
			ref={formRef}
			method="post"
			noValidate
			aria-label={projectId ? `Edit ${initial.name}` : 'New project'}
			onSubmit={(event) => {
				if (uploads.busy) {
					event.preventDefault()
					return
				}
				if (Object.keys(errorsOf(values)).length > 0) {
					event.preventDefault()
					flushSync(() => setChecking(true))
					focusFirstInvalid(formRef.current)
					return
				}
				setChecking(false)
			}}
			className="grid gap-6"
		>
			<LeaveGuard
				when={dirty && !saving}
				message="Your changes to this project are not saved. If you leave now, they are lost."
			/>
			{revision !== undefined ? (
				<input type="hidden" name="revision" value={revision} />
			) : null}

			{actionData?.formError ? (
				<div ref={alertRef} tabIndex={-1} className="focus:outline-none">
					<FormAlert>
						<p className="font-semibold">{actionData.formError}</p>
						{actionData.conflictRevision !== null && projectId ? (
							<p className="mt-1">
								<a
									href={editProjectPath(projectId)}
									target="_blank"
									rel="noreferrer"
									className="font-semibold underline underline-offset-4"
								>
									Open the latest version in a new tab
								</a>
							</p>
						) : null}
					</FormAlert>
				</div>
			) : null}

			<Panel id="basics" title="Basics">
				<div className="grid gap-5">
					<div className="grid gap-5 md:grid-cols-2">
						<TextInput
							id={fieldId('name')}
							name="name"
							label="Name"
							value={draft.name}
							onChange={(event) => set('name', event.currentTarget.value)}
							error={errors.name}
							autoComplete="off"
						/>
						<TextInput
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
					<div className="grid gap-5 md:grid-cols-2">
						<ChoiceGroup
							name="type"
							legend="Type"
							options={TYPES}
							value={draft.type}
							onChange={changeType}
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
					<TextArea
						id={fieldId('description')}
						name="description"
						label="Description"
						rows={3}
						value={draft.description}
						onChange={(event) => set('description', event.currentTarget.value)}
						error={errors.description}
						hint="A sentence or two for the Portfolio and Products lists."
					/>
					<TextArea
						id={fieldId('intro')}
						name="intro"
						label="Introduction"
						rows={6}
						value={draft.intro}
						onChange={(event) => set('intro', event.currentTarget.value)}
						error={errors.intro}
						hint="Opens the project's page. Words like Design, Development and the project's name are shown in bold."
					/>
				</div>
			</Panel>

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

			<Panel id="features" title="Features">
				<FeaturesEditor
					rows={draft.features}
					onChange={(rows) => set('features', rows)}
					errors={errors}
				/>
			</Panel>

			<Panel id="platforms" title="Platforms">
				<TextRowsEditor
					path="platforms"
					name="platform"
					itemLabel="Platform"
					addLabel="Add platform"
					rows={draft.platforms}
					onChange={(rows) => set('platforms', rows)}
					errors={errors}
					placeholder="iOS"
					hint="Shown as small badges, e.g. iOS, Android, Web."
				/>
			</Panel>

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

			<Panel id="prototype" title="Prototype">
				<TextRowsEditor
					path="prototype"
					name="prototype"
					itemLabel="Prototype"
					addLabel="Add prototype"
					rows={draft.prototype}
					onChange={(rows) => set('prototype', rows)}
					errors={errors}
					multiline
					placeholder="https://www.figma.com/proto/…"
					hint="A Figma prototype link, or its embed code (an iframe). Optional; add several if the project has more than one."
					emptyText="No prototype. The project's page says so."
				/>
			</Panel>

			<Panel id="phases" title="Phases">
				<p className="text-sm text-ink-muted">
					The default phases of a{' '}
					{draft.type === 'mobile' ? 'mobile application' : 'website'}. They follow the
					type.
				</p>
				<ol className="mt-3 grid gap-2 sm:grid-cols-2">
					{draft.phases.map((phase, index) => (
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

			{previewOpen ? <ProjectPreview id={previewId} values={values} /> : null}

			<div className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center justify-end gap-x-3 gap-y-2 border-t border-line bg-surface/95 px-5 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border">
				<p role="status" className="mr-auto text-sm text-ink-muted">
					{uploads.busy
						? 'Waiting for uploads to finish…'
						: dirty
							? 'Unsaved changes'
							: ''}
				</p>
				<Button
					variant="ghost"
					aria-expanded={previewOpen}
					aria-controls={previewOpen ? previewId : undefined}
					onClick={() => setPreviewOpen((open) => !open)}
				>
					{previewOpen ? 'Hide Preview' : 'Show Preview'}
				</Button>
				<Link to={cancelHref} className={buttonClasses({ variant: 'outline' })}>
					Cancel
				</Link>
				<Button type="submit" disabled={uploads.busy || saving}>
					{saving ? 'Saving…' : 'Save'}
				</Button>
			</div>
		</Form>
	)
}

/** Moves focus to the first field with an error, in the order the form shows them. */
function focusFirstInvalid(form: HTMLFormElement | null) {
	const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
	if (field) {
		field.focus()
		return
	}
	form
		?.querySelector<HTMLElement>('[data-field-error]')
		?.scrollIntoView({ block: 'center' })
}
