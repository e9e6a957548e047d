import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { Form, useNavigation } from 'react-router'

import { DraftConflictAlert } from '#app/components/admin/ConflictPanel.tsx'
import { DraftPostFields } from '#app/components/admin/DraftPostFields.tsx'
import { EditLockBanner } from '#app/components/admin/EditLockBanner.tsx'
import { focusFirstInvalid } from '#app/components/admin/focus-invalid.ts'
import { LeaveGuard } from '#app/components/admin/LeaveGuard.tsx'
import { Panel } from '#app/components/admin/PageHeading.tsx'
import { useUploadsBusy } from '#app/components/admin/upload-state.ts'
import {
	draftStatusText,
	readyToPost,
	useDraftAutosave,
} from '#app/components/admin/use-draft-autosave.ts'
import type { EditLock } from '#app/components/admin/use-edit-lock.ts'
import { Button } from '#app/components/ui/Button.tsx'
import type { LockHolderView } from '#app/lib/edit-lock.ts'
import {
	readSiteForm,
	SITE_FORMS,
	type SiteFieldErrors,
	type SiteSection,
} from '#app/schemas/site-content.ts'
import type { Fields } from '#app/schemas/site-fields.ts'

import {
	comparable,
	postedOf,
	stateOf,
	withStateAt,
	type StateGroup,
	type StateNode,
	type StatePath,
} from './form-state.ts'
import { adminPreviewUrl, PublishingPanel } from './PublishingPanel.tsx'
import { FieldsView, type FieldsContext } from './SiteFields.tsx'
import {
	draftUrl,
	type SiteFormActionData,
	type SitePageData,
} from '#app/lib/site-admin.ts'
import { useCan } from '#app/components/admin/use-can.ts'
import {
	CONFLICT_LEAVE_MESSAGE,
	useDraftConflicts,
} from '#app/components/admin/use-draft-conflicts.ts'
import { FormFields } from '#app/components/admin/FormFields.tsx'

/**
 * One Site form: its sections as panels, kept as a draft while the admin types (the
 * published version stays until Publish), checked in the browser with the server's own
 * schema before it publishes. Everything typed lives in this component's state, so a
 * refused post (400, 409, 423, a fault) keeps it. The page holds the form's edit lock while
 * it is open (decision 042): while another page holds it, the form is read-only, with
 * Take over.
 */
export function SiteForm({
	page,
	actionData,
	editLock,
	lockedBy,
	stored,
	onReload,
	manyLanguages = false,
}: {
	page: SitePageData
	actionData: SiteFormActionData | undefined
	/** The page's hold on the form (decision 042), kept by the route through new forms. */
	editLock: EditLock
	/** Another admin's page held the form when this one was rendered. */
	lockedBy: LockHolderView | null
	/** What is stored, when the form opens a kept draft instead (`page.value`). */
	stored: unknown
	/** Loads what is stored into a new form (after a take-over, or "Take theirs"). */
	onReload: () => void
	/** The site has other languages: Publish all languages publishes their drafts too. */
	manyLanguages?: boolean
}) {
	const mayPublish = useCan('content.publish')
	const { key } = page
	const form = SITE_FORMS[key]
	const fields: Fields = form.fields
	const [state, setState] = useState<StateGroup>(() => stateOf(fields, page.value))
	const snapshot = comparable(state)
	const [storedSnapshot] = useState(() =>
		stored === null ? undefined : comparable(stateOf(fields, stored)),
	)

	const { lock } = editLock

	const navigation = useNavigation()
	const posting = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const uploads = useUploadsBusy()
	const formRef = useRef<HTMLFormElement>(null)
	const alertRef = useRef<HTMLDivElement>(null)
	// Posting leaves the form on purpose: its redirect must not be held up.
	const submitting = useRef(false)
	useEffect(() => {
		submitting.current = false
	}, [actionData])

	const autosave = useDraftAutosave({
		url: draftUrl(key),
		snapshot,
		body: () => postedOf(fields, state),
		id: null,
		versions: {
			draftVersion: page.draft?.draftVersion ?? 0,
			baseRevision: page.draft?.baseRevision ?? page.published.revision,
		},
		editor: editLock.editorNow,
		stored: storedSnapshot,
		replacing: storedSnapshot !== undefined,
		enabled: !uploads.busy && lock.status === 'held',
	})
	const conflicts = useDraftConflicts({
		autosave,
		actionData,
		formRef,
		editLock,
		lockedBy,
		onReload,
	})
	const { readOnly, conflict, copyKept, bannerLock } = conflicts

	// The browser's check, from the first refused Publish until the server answers again:
	// each fix clears its message as it is typed. A draft may be anything.
	const [checking, setChecking] = useState<{ answer: unknown } | null>(null)
	const check = (current: StateGroup): SiteFieldErrors => {
		const read = readSiteForm(key, postedOf(fields, current))
		return read.ok ? {} : read.fieldErrors
	}
	const liveErrors = useMemo(
		() => (checking && checking.answer === actionData ? check(state) : null),
		[checking, actionData, state], // eslint-disable-line react-hooks/exhaustive-deps -- check reads only these
	)
	const errors = liveErrors ?? actionData?.fieldErrors ?? {}

	useEffect(() => {
		if (!actionData || actionData.sharedLink) return
		if (actionData.formError) alertRef.current?.focus()
		else focusFirstInvalid(formRef.current)
	}, [actionData])

	const context: FieldsContext = {
		errors,
		onChange: (path: StatePath, next: StateNode) =>
			setState((current) => withStateAt(current, path, next)),
		trackUpload: uploads.track,
	}

	/**
	 * Every post of this page's buttons waits for a draft save in flight (its versions are
	 * the ones to send), then goes. Publish is checked in the browser first.
	 */
	const beforePost = (event: FormEvent<HTMLFormElement>) => {
		if (uploads.busy) {
			event.preventDefault()
			return
		}
		const submitter = (event.nativeEvent as SubmitEvent).submitter
		if (
			(submitter?.getAttribute('value') === 'publish' ||
				submitter?.getAttribute('value') === 'publish-all') &&
			event.currentTarget === formRef.current
		) {
			if (Object.keys(check(state)).length > 0) {
				event.preventDefault()
				flushSync(() => setChecking({ answer: actionData }))
				focusFirstInvalid(formRef.current)
				return
			}
		}
		if (!readyToPost(event, { autosave, editor: editLock.editorNow })) return
		submitting.current = true
		if (event.currentTarget === formRef.current) autosave.pause()
	}

	return (
		<div className="grid gap-6">
			<EditLockBanner
				lock={bannerLock}
				noun={page.noun}
				onTakeOver={() => void editLock.takeOver()}
				copyKept={copyKept}
			/>
			<PublishingPanel
				page={page}
				previewHref={adminPreviewUrl(form.publicPath)}
				autosave={autosave}
				sharedLink={actionData?.sharedLink ?? null}
				beforePost={beforePost}
				readOnly={readOnly}
			/>

			<Form
				ref={formRef}
				method="post"
				noValidate
				aria-label={`${form.title}: site content`}
				className="grid gap-6"
				onSubmit={beforePost}
			>
				<LeaveGuard
					when={(autosave.unsaved || conflict !== null) && !posting && !readOnly}
					saving={submitting}
					message={
						conflict
							? CONFLICT_LEAVE_MESSAGE
							: 'Your latest changes to this form are not saved as a draft yet. If you leave now, they are lost.'
					}
				/>
				<DraftPostFields autosave={autosave} overwrite={storedSnapshot !== undefined} />

				<DraftConflictAlert
					conflicts={conflicts}
					formError={{ answer: actionData, message: actionData?.formError ?? null }}
					alertRef={alertRef}
					historyHref={`/admin/site/${key}/history`}
					busy={posting}
				/>
				<FormFields readOnly={readOnly} className="contents">
					{form.sections.map((section) => (
						<SectionPanel
							key={section.id}
							section={section}
							fields={fields}
							state={state}
							context={context}
						/>
					))}

					<div className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center justify-end gap-x-3 gap-y-2 border-t border-line bg-surface/95 px-5 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border">
						<p role="status" className="mr-auto text-sm text-ink-muted">
							{uploads.busy
								? 'Waiting for uploads to finish…'
								: draftStatusText(autosave, 'form')}
						</p>
						<Button
							type="submit"
							name="intent"
							value="draft"
							variant="outline"
							disabled={uploads.busy || posting}
						>
							Save draft
						</Button>
						{mayPublish && manyLanguages ? (
							// This form and every language's draft of it (decision 050).
							<Button
								type="submit"
								name="intent"
								value="publish-all"
								variant="outline"
								disabled={uploads.busy || posting}
							>
								Publish all languages
							</Button>
						) : null}
						{mayPublish ? (
							<Button
								type="submit"
								name="intent"
								value="publish"
								disabled={uploads.busy || posting}
							>
								{posting && navigation.formData?.get('intent') === 'publish'
									? 'Publishing…'
									: 'Publish'}
							</Button>
						) : (
							// An author's changes wait for an editor (decision 046).
							<Button
								type="submit"
								name="intent"
								value="submit"
								disabled={uploads.busy || posting}
							>
								Submit for review
							</Button>
						)}
					</div>
				</FormFields>
			</Form>
		</div>
	)
}

/**
 * A section of the form. A section of one group draws the group's fields itself (its hint
 * under the panel's title); a section of several shows each group under its own legend.
 */
function SectionPanel({
	section,
	fields,
	state,
	context,
}: {
	section: SiteSection
	fields: Fields
	state: StateGroup
	context: FieldsContext
}) {
	const [only] = section.fields
	const alone = section.fields.length === 1 && only ? fields[only] : undefined
	const id = `site-${section.id}`
	if (alone?.kind === 'group' && only) {
		const inner = state[only]
		return (
			<Panel id={id} title={section.title} description={alone.hint}>
				<FieldsView
					fields={alone.fields}
					state={
						inner && typeof inner === 'object' && !Array.isArray(inner)
							? (inner as StateGroup)
							: {}
					}
					path={[only]}
					context={context}
				/>
			</Panel>
		)
	}
	return (
		<Panel id={id} title={section.title} description={section.description}>
			<FieldsView
				fields={fields}
				state={state}
				path={[]}
				only={section.fields}
				context={context}
			/>
		</Panel>
	)
}
