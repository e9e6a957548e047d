import { useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Form, useNavigation } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { focusFirstInvalid } from '#app/components/admin/focus-invalid.ts'
import { LeaveGuard } from '#app/components/admin/LeaveGuard.tsx'
import { Panel } from '#app/components/admin/PageHeading.tsx'
import { useUploadsBusy } from '#app/components/admin/upload-state.ts'
import { defaultPhasesFor } from '#app/lib/phases.ts'
import { editProjectPath } from '#app/lib/project-paths.ts'
import type { ProjectType } from '#app/lib/types.ts'
import type {
	ProjectFieldErrors,
	ProjectFormActionData,
	ProjectFormValues,
} from '#app/schemas/project.ts'

import { errorsOf, toDraft, toValues, type SetDraftField } from './project-draft.ts'
import {
	BasicsPanel,
	ColoursPanel,
	DisplayPanel,
	MediaPanel,
	PhasesPanel,
} from './ProjectFormPanels.tsx'
import { ProjectFormActions } from './ProjectFormActions.tsx'
import { ProjectPreview } from './ProjectPreview.tsx'
import { FeaturesEditor, TextRowsEditor } from './RowEditors.tsx'

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
	const set: SetDraftField = (key, value) =>
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

			<BasicsPanel draft={draft} set={set} errors={errors} onTypeChange={changeType} />

			<MediaPanel draft={draft} set={set} errors={errors} uploads={uploads} />

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

			<ColoursPanel draft={draft} set={set} errors={errors} />

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

			<PhasesPanel type={draft.type} phases={draft.phases} />

			<DisplayPanel draft={draft} set={set} />

			{previewOpen ? <ProjectPreview id={previewId} values={values} /> : null}

			<ProjectFormActions
				uploadsBusy={uploads.busy}
				dirty={dirty}
				saving={saving}
				previewOpen={previewOpen}
				previewId={previewId}
				onTogglePreview={() => setPreviewOpen((open) => !open)}
				cancelHref={cancelHref}
			/>
		</Form>
	)
}
