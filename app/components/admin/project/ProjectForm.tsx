import { useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Form, useNavigation } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { focusFirstInvalid } from '#app/components/admin/focus-invalid.ts'
import { LeaveGuard } from '#app/components/admin/LeaveGuard.tsx'
import { Panel } from '#app/components/admin/PageHeading.tsx'
import { useUploadsBusy } from '#app/components/admin/upload-state.ts'
import { useDraftAutosave } from '#app/components/admin/use-draft-autosave.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { SearchPanel } from '#app/components/admin/search/SearchFields.tsx'
import { defaultPhasesFor } from '#app/lib/phases.ts'
import { plainTextOf } from '#app/lib/rich-text.ts'
import { projectAddress, slugFromName } from '#app/lib/slugs.ts'
import { editProjectPath, PROJECT_AUTOSAVE_PATH } from '#app/lib/project-paths.ts'
import type { ProjectType } from '#app/lib/types.ts'
import type {
	ProjectFieldErrors,
	ProjectFormActionData,
	ProjectFormValues,
	ProjectVersions,
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
import { PublishingPanel, type DraftInfo } from './PublishingPanel.tsx'
import { FeaturesEditor, TextRowsEditor } from './RowEditors.tsx'

/**
 * The project form (spec §2, §3): add or edit, kept as a draft while the admin types and
 * published on Publish (decision 033). Every value lives in this component, so a refused
 * save (400, 409, 500) changes nothing the admin typed; the same schema as the server's
 * checks it before a publish and shows each message beside its field.
 */
export function ProjectForm({
	initial,
	projectId,
	versions,
	draft,
	published = false,
	actionData,
	cancelHref,
}: {
	initial: ProjectFormValues
	/** Edit mode: the project's id. */
	projectId?: string
	/** The versions stored when the page was loaded (0 and 0 for a new project). */
	versions: ProjectVersions
	/** The stored draft the form shows, if any. */
	draft?: DraftInfo | null
	published?: boolean
	actionData?: ProjectFormActionData
	cancelHref: string
}) {
	const [state, setState] = useState(() => toDraft(initial))
	const values = useMemo(() => toValues(state), [state])
	const snapshot = useMemo(() => JSON.stringify(values), [values])
	const set: SetDraftField = (key, value) =>
		setState((current) => ({ ...current, [key]: value }))

	const navigation = useNavigation()
	const saving = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const uploads = useUploadsBusy()
	const formRef = useRef<HTMLFormElement>(null)
	const alertRef = useRef<HTMLDivElement>(null)

	// A new project's first autosave creates it (as a draft), once it has a name: from then
	// on the form edits it, and its buttons post its id.
	const autosave = useDraftAutosave({
		url: PROJECT_AUTOSAVE_PATH,
		snapshot,
		body: () => new FormData(formRef.current ?? undefined),
		id: projectId,
		versions,
		enabled:
			!saving && !uploads.busy && (projectId !== undefined || values.name.trim() !== ''),
	})
	const id = autosave.id
	// A post answered here was refused: drafts are saved again, and after a 409 on the
	// versions now stored (replacing the other save).
	const { adopt, resume } = autosave
	useEffect(() => {
		if (!actionData) return
		resume()
		if (actionData.conflict) adopt(actionData.conflict)
	}, [actionData, adopt, resume])

	// Live messages once a publish was refused in the browser; the server's after it answered.
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
		setState((current) =>
			current.type === type
				? current
				: // Spec §3: the default phases follow the type.
					{ ...current, type, phases: defaultPhasesFor(type) },
		)

	/** The page's preview in a new tab, once the form is saved as the draft. */
	const openPreview = () => {
		// Opened now, in the click, so no popup blocker stops it; pointed at the page once saved.
		const tab = window.open('about:blank', '_blank')
		void autosave.flush().then((ok) => {
			const current = autosave.idNow()
			if (!tab) return
			if (!ok || !current) {
				tab.close()
				return
			}
			tab.opener = null
			tab.location.href = `/preview/admin/${values.collection}/${encodeURIComponent(current)}`
		})
	}
	const autosaveAlert =
		autosave.state.status === 'conflict' || autosave.state.status === 'failed'
			? autosave.state
			: null

	return (
		<Form
			ref={formRef}
			method="post"
			noValidate
			aria-label={projectId ? `Edit ${initial.name}` : 'New project'}
			onSubmit={(event) => {
				const submitter = (event.nativeEvent as SubmitEvent).submitter
				const intent =
					submitter instanceof HTMLButtonElement ? submitter.value || 'publish' : 'draft'
				if (uploads.busy) {
					event.preventDefault()
					return
				}
				if (intent === 'preview') {
					event.preventDefault()
					openPreview()
					return
				}
				if (
					(intent === 'publish' || intent === 'schedule') &&
					Object.keys(errorsOf(values)).length > 0
				) {
					event.preventDefault()
					flushSync(() => setChecking(true))
					focusFirstInvalid(formRef.current)
					return
				}
				setChecking(false)
				// A draft save on its way (the one that creates a new project, say) answers
				// first: the post then goes with the id and versions it gave, so it neither
				// makes a second project nor races the save.
				const form = event.currentTarget
				if (autosave.pendingNow().saving) {
					event.preventDefault()
					void autosave.flush().then((saved) => {
						if (saved) form.requestSubmit(submitter)
					})
					return
				}
				const now = { id: autosave.idNow() ?? '', ...autosave.versionsNow() }
				for (const name of ['id', 'draftVersion', 'baseRevision'] as const) {
					const input = form.elements.namedItem(name)
					if (input instanceof HTMLInputElement) input.value = String(now[name])
				}
				// The post carries what the form holds: no draft save while it runs.
				autosave.pause()
			}}
			// One column that never grows past the screen (a field's own width no longer widens it at 375 px).
			className="grid grid-cols-1 gap-6"
		>
			{/* Enter in a field keeps a draft: it never publishes, nor discards. */}
			<button
				type="submit"
				name="intent"
				value="draft"
				tabIndex={-1}
				aria-hidden="true"
				disabled={uploads.busy || saving}
				className="sr-only"
			>
				Save draft
			</button>
			<LeaveGuard
				when={autosave.unsaved && !saving}
				onLeave={autosave.flush}
				message="Your latest changes to this project are not saved yet. If you leave now, they are lost."
			/>
			{projectId ? null : <input type="hidden" name="id" value={id ?? ''} />}
			<input type="hidden" name="draftVersion" value={autosave.versions.draftVersion} />
			<input type="hidden" name="baseRevision" value={autosave.versions.baseRevision} />

			{actionData?.formError ? (
				<div ref={alertRef} tabIndex={-1} className="focus:outline-none">
					<FormAlert>
						<p className="font-semibold">{actionData.formError}</p>
						{actionData.conflict && id ? <LatestLink id={id} /> : null}
					</FormAlert>
				</div>
			) : null}
			{autosaveAlert ? (
				<FormAlert>
					<p className="font-semibold">{autosaveAlert.message}</p>
					{autosaveAlert.status === 'conflict' ? (
						<div className="mt-3 flex flex-wrap items-center gap-3">
							<Button size="sm" onClick={autosave.keepMine}>
								Keep my version
							</Button>
							{id ? <LatestLink id={id} /> : null}
						</div>
					) : null}
				</FormAlert>
			) : null}

			<BasicsPanel draft={state} set={set} errors={errors} onTypeChange={changeType} />

			<MediaPanel draft={state} set={set} errors={errors} uploads={uploads} />

			<Panel id="features" title="Features">
				<FeaturesEditor
					rows={state.features}
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
					rows={state.platforms}
					onChange={(rows) => set('platforms', rows)}
					errors={errors}
					placeholder="iOS"
					hint="Shown as small badges, e.g. iOS, Android, Web."
				/>
			</Panel>

			<ColoursPanel draft={state} set={set} errors={errors} />

			<Panel id="prototype" title="Prototype">
				<TextRowsEditor
					path="prototype"
					name="prototype"
					itemLabel="Prototype"
					addLabel="Add prototype"
					rows={state.prototype}
					onChange={(rows) => set('prototype', rows)}
					errors={errors}
					multiline
					placeholder="https://www.figma.com/proto/…"
					hint="A Figma prototype link, or its embed code (an iframe). Optional; add several if the project has more than one."
					emptyText="No prototype. The project's page says so."
				/>
			</Panel>

			<PhasesPanel type={state.type} phases={state.phases} />

			<DisplayPanel draft={state} set={set} />

			<SearchPanel
				value={state.seo}
				onChange={(seo) => set('seo', seo)}
				errors={errors}
				uploads={uploads}
				fallbacks={{
					title: `${state.name}: ${state.category}`,
					description: state.description || plainTextOf(state.intro),
					image: state.image ?? state.banner,
					path: projectAddress(
						state.collection,
						state.slug.trim() || slugFromName(state.name),
					),
				}}
			/>

			<PublishingPanel
				projectId={id}
				draft={draft ?? null}
				hasDraft={draft != null || autosave.versions.draftVersion > 0}
				published={published}
				publishAtError={errors.publishAt}
				busy={saving || uploads.busy}
			/>

			{previewOpen ? <ProjectPreview id={previewId} values={values} /> : null}

			<ProjectFormActions
				uploadsBusy={uploads.busy}
				autosave={
					autosave.unsaved && autosave.state.status === 'saved'
						? { status: 'pending' }
						: autosave.state
				}
				saving={saving}
				previewOpen={previewOpen}
				previewId={previewId}
				onTogglePreview={() => setPreviewOpen((open) => !open)}
				cancelHref={cancelHref}
			/>
		</Form>
	)
}

/** The stored version, to compare with what the form holds. */
function LatestLink({ id }: { id: string }) {
	return (
		<a
			href={editProjectPath(id)}
			target="_blank"
			rel="noreferrer"
			className="font-semibold underline underline-offset-4"
		>
			Open the latest version in a new tab
		</a>
	)
}
