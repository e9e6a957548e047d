import { useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Form, useNavigation } from 'react-router'

import { DraftConflictAlert } from '#app/components/admin/ConflictPanel.tsx'
import { DraftPostFields } from '#app/components/admin/DraftPostFields.tsx'
import { EditLockBanner } from '#app/components/admin/EditLockBanner.tsx'
import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { focusFirstInvalid } from '#app/components/admin/focus-invalid.ts'
import { LeaveGuard } from '#app/components/admin/LeaveGuard.tsx'
import { Panel } from '#app/components/admin/PageHeading.tsx'
import { useUploadsBusy } from '#app/components/admin/upload-state.ts'
import {
	readyToPost,
	useDraftAutosave,
} from '#app/components/admin/use-draft-autosave.ts'
import {
	CONFLICT_LEAVE_MESSAGE,
	useDraftConflicts,
} from '#app/components/admin/use-draft-conflicts.ts'
import type { EditLock } from '#app/components/admin/use-edit-lock.ts'
import type { LockHolderView } from '#app/lib/edit-lock.ts'
import { SearchPanel } from '#app/components/admin/search/SearchFields.tsx'
import { defaultPhasesFor } from '#app/lib/phases.ts'
import { plainTextOf } from '#app/lib/rich-text.ts'
import { projectAddress, slugFromName } from '#app/lib/slugs.ts'
import { PROJECT_AUTOSAVE_PATH } from '#app/lib/project-paths.ts'
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
import { autosaveBarState, ProjectFormActions } from './ProjectFormActions.tsx'
import { ProjectPreview } from './ProjectPreview.tsx'
import { PublishingPanel, type DraftInfo } from './PublishingPanel.tsx'
import { FeaturesEditor, TextRowsEditor } from './RowEditors.tsx'
import { FormFields } from '#app/components/admin/FormFields.tsx'

/**
 * The project form (spec §2, §3): add or edit, kept as a draft while the admin types and
 * published on Publish (decision 033). Every value lives in this component, so a refused
 * save (400, 409, 423, 500) changes nothing the admin typed, and the route keeps the form
 * mounted through it; the same schema as the server's checks it before a publish and shows
 * each message beside its field. The page holds the project's edit lock while it is open
 * (decision 042): while another page holds it, the form is read-only, with Take over.
 */
export function ProjectForm({
	initial,
	stored,
	projectId,
	versions,
	draft,
	published = false,
	actionData,
	cancelHref,
	editLock,
	onCreated,
	lockedBy = null,
	fromCopy = false,
	onReload,
	manyLanguages = false,
}: {
	initial: ProjectFormValues
	/** What is stored, when the form opens with something else (a kept copy). */
	stored?: ProjectFormValues
	/** Edit mode: the project's id. */
	projectId?: string
	/** The versions stored when the page was loaded (0 and 0 for a new project). */
	versions: ProjectVersions
	/** The stored draft the form shows, if any. */
	draft?: DraftInfo | null
	published?: boolean
	actionData?: ProjectFormActionData
	cancelHref: string
	/**
	 * The page's hold on the project (decision 042), kept by the route so that a new form
	 * (after a post, Take over, Take theirs) goes on holding it.
	 */
	editLock: EditLock
	/** A new project's first save made it: the route holds its lock from then on. */
	onCreated?: (id: string) => void
	/** Another admin's page held the project when this one was rendered. */
	lockedBy?: LockHolderView | null
	/** The form opens with a kept copy: its first save replaces the stored draft. */
	fromCopy?: boolean
	/** Loads what is stored into a new form (after a take-over, or "Take theirs"). */
	onReload: (id: string | undefined) => void
	/** The site has other languages: Publish all languages publishes their drafts too. */
	manyLanguages?: boolean
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
	const [storedSnapshot] = useState(() =>
		stored ? JSON.stringify(toValues(toDraft(stored))) : undefined,
	)

	const { lock } = editLock
	// A new project saves before it has a lock to hold; an existing one once it holds it.
	const lockHeld =
		(projectId === undefined && !editLock.holding) || lock.status === 'held'

	// A new project's first autosave creates it (as a draft), once it has a name: from then
	// on the form edits it, and its buttons post its id.
	const autosave = useDraftAutosave({
		url: PROJECT_AUTOSAVE_PATH,
		snapshot,
		body: () => new FormData(formRef.current ?? undefined),
		id: projectId,
		versions,
		editor: editLock.editorNow,
		stored: storedSnapshot,
		replacing: fromCopy,
		enabled:
			!saving &&
			!uploads.busy &&
			lockHeld &&
			(projectId !== undefined || values.name.trim() !== ''),
	})
	const id = autosave.id
	// A new project's first save made it: from now on the page holds its lock.
	useEffect(() => {
		if (id && !projectId) onCreated?.(id)
	}, [id, projectId, onCreated])

	const conflicts = useDraftConflicts({
		autosave,
		actionData,
		formRef,
		editLock,
		lockedBy,
		onReload,
		// A refused preview kept the draft; every other post is made again as it was.
		retryWith: (intent) => (intent === 'preview' ? 'draft' : intent),
	})
	const { readOnly, conflict, copyKept, bannerLock } = conflicts

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
	const failedSave = autosave.state.status === 'failed' ? autosave.state : null
	const historyHref =
		id && published ? `/admin/projects/${encodeURIComponent(id)}/history` : null

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
					(intent === 'publish' || intent === 'publish-all' || intent === 'schedule') &&
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
				if (
					!readyToPost(event, {
						autosave,
						editor: editLock.editorNow,
						savedFirst: false,
					})
				)
					return
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
				disabled={uploads.busy || saving || readOnly}
				className="sr-only"
			>
				Save draft
			</button>
			<LeaveGuard
				when={(autosave.unsaved || conflict !== null) && !saving && !readOnly}
				onLeave={autosave.flush}
				message={
					conflict
						? CONFLICT_LEAVE_MESSAGE
						: 'Your latest changes to this project are not saved yet. If you leave now, they are lost.'
				}
			/>
			{projectId ? null : <input type="hidden" name="id" value={id ?? ''} />}
			<DraftPostFields autosave={autosave} overwrite={fromCopy} />

			<EditLockBanner
				lock={bannerLock}
				noun="project"
				onTakeOver={() => void editLock.takeOver()}
				copyKept={copyKept}
			/>
			<DraftConflictAlert
				conflicts={conflicts}
				formError={{ answer: actionData, message: actionData?.formError ?? null }}
				alertRef={alertRef}
				historyHref={historyHref}
				busy={saving}
			/>
			{failedSave ? (
				<FormAlert>
					<p className="font-semibold">{failedSave.message}</p>
				</FormAlert>
			) : null}

			<FormFields readOnly={readOnly} className="contents">
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
					hasDraft={autosave.versions.draftVersion > 0}
					unsaved={autosave.unsaved}
					savedAt={autosave.state.status === 'saved' ? autosave.state.savedAt : null}
					published={published}
					publishAtError={errors.publishAt}
					busy={saving || uploads.busy}
				/>

				{previewOpen ? <ProjectPreview id={previewId} values={values} /> : null}

				<ProjectFormActions
					uploadsBusy={uploads.busy}
					autosave={autosaveBarState(autosave, readOnly)}
					saving={saving}
					previewOpen={previewOpen}
					previewId={previewId}
					onTogglePreview={() => setPreviewOpen((open) => !open)}
					cancelHref={cancelHref}
					publishAll={manyLanguages}
				/>
			</FormFields>
		</Form>
	)
}
