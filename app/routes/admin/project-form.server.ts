// The answers of the project form (the Add and Edit routes share them) and of its share
// panel and autosave (decision 033): each post read by the one reader and handed to the
// Portfolio and Products tabs' typed services; the answer is a redirect with its toast, or
// a status with what the form needs.
import type { Logger } from 'pino'
import { data, redirect } from 'react-router'

import { timeZoneOf } from '#app/lib/client-hints.ts'
import { editProjectPath, projectListPath } from '#app/lib/project-paths.ts'
import { zonedTimeToUtc } from '#app/lib/time-zone.ts'
import type { ProjectCollection } from '#app/lib/types.ts'
import {
	editingSchema,
	NOT_A_FORM_MESSAGE,
	readForm,
	recordIdSchema,
	versionsSchema,
} from '#app/schemas/form.ts'
import { previewLinkActionSchema, type SharedLink } from '#app/schemas/preview-link.ts'
import {
	projectDraftForm,
	projectForm,
	projectFormIntentSchema,
	scheduleFieldsSchema,
	type ProjectFormActionData,
	type ProjectFormValues,
} from '#app/schemas/project.ts'
import {
	discardProjectDraft,
	DRAFT_TOASTS,
	keepProjectCopy,
	PREVIEW_LINK_TOASTS,
	PROJECT_TOASTS,
	publishProject,
	saveProjectDraft,
	scheduleProject,
	shareProjectPreview,
	unscheduleProject,
	withdrawProjectPreview,
} from '#app/server/admin/projects.server.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import type { ContentConflict } from '#app/server/content/drafts.server.ts'
import { ADMIN_PREVIEW_TOKEN, previewPath } from '#app/server/content/preview.server.ts'
import { projectKind, projectPublicPath } from '#app/server/content/projects.server.ts'
import {
	mayShareDraft,
	REVIEW_TOASTS,
	SCHEDULED_SHARE_MESSAGE,
	submitForReview,
	takeBackOnEdit,
} from '#app/server/admin/review.server.ts'
import type { Role } from '#app/lib/permissions.ts'
import { getDb } from '#app/server/db/index.server.ts'
import {
	answerDraftSave,
	conflictAnswer,
	draftAnswer,
} from '#app/server/admin/content-form-answers.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { refusePost, unknownAction } from '#app/server/http/refusals.server.ts'

interface Post {
	/** The signed-in admin; their role decides what a share link may show (decision 046). */
	user: Actor & { role?: Role }
	logger?: Pick<Logger, 'error'>
}

/**
 * A share panel's post for the project `id`: the new link's address (shown once), or a
 * redirect with a toast; null when the post is not the share panel's.
 */
export async function answerShareLink(
	request: Request,
	formData: FormData,
	{ id, user, logger }: Post & { id: string },
) {
	const intent = formData.get('intent')
	if (intent !== 'share' && intent !== 'revoke') return null
	const post = readForm(formData, previewLinkActionSchema)
	const back = editProjectPath(id)
	if (!post.ok) unknownAction()
	const db = getDb()
	try {
		if (post.data.intent === 'share') {
			if (!(await mayShareDraft(db, projectKind, id, user.role)))
				refusePost(403, SCHEDULED_SHARE_MESSAGE)
			const { days } = post.data
			const link = await shareProjectPreview(db, { id, actor: user, days })
			if (!link?.path) throw data(null, { status: 404 })
			return data<{ shared: SharedLink }>({
				shared: { path: link.path, expiresAt: link.expiresAt },
			})
		}
		const { linkId } = post.data
		const revoked = await withdrawProjectPreview(db, { id, linkId, actor: user })
		return await redirectWithToast(
			request,
			back,
			revoked
				? { tone: 'success', message: PREVIEW_LINK_TOASTS.revoked }
				: { tone: 'error', message: PREVIEW_LINK_TOASTS.revokeFailed },
		)
	} catch (error) {
		if (!(error instanceof Error)) throw error
		const failure = answerForFailure(error, PREVIEW_LINK_TOASTS.shareFailed, {
			logger,
			what: 'Failed to make or withdraw a preview link',
			id,
		})
		return redirectWithToast(request, back, { tone: 'error', message: failure.message })
	}
}

/**
 * The project form's buttons (add without `id`, edit with it), by `intent`:
 * - publish (spec §4's Save): redirects to the project's list with spec §8's toast;
 * - draft, preview: keep the form as the draft, then the edit page (with 'Draft saved.')
 *   or the page's preview; a new project is created as a draft;
 * - discard, schedule, unschedule: the draft's, back to the edit page with their toast.
 * A refusal answers 400 (field errors), 409 (another admin came first: who and when, and
 * the versions to keep one's own on), 422 (a schedule in the past), 503/507 naming a fault
 * of the database or disk, or 500 ('Failed to save project. Please try again.'), always
 * with the typed values, so nothing the admin typed is lost.
 */
export async function answerProjectForm(
	request: Request,
	formData: FormData,
	{ user, logger, id: routeId }: Post & { id?: string },
) {
	// The Add form's autosave may have created the project: its buttons then post its id.
	const formId = recordIdSchema.safeParse(formData.get('id'))
	const id = routeId ?? (formId.success ? formId.data : undefined)
	const intent = projectFormIntentSchema.parse(formData.get('intent'))
	const form = readForm(formData, projectForm)
	const versions = readForm(formData, versionsSchema)
	const editing = readForm(formData, editingSchema)
	const timeZone = timeZoneOf(request)
	const conflicted = (conflict: ContentConflict) =>
		refuse(conflict.status, conflictAnswer(conflict, timeZone, intent))
	const { draftVersion, baseRevision } = versions.ok
		? versions.data
		: { draftVersion: -1, baseRevision: -1 }
	const refuse = (status: number, answer: Partial<ProjectFormActionData>) =>
		data<ProjectFormActionData>(
			{
				fieldErrors: {},
				values: form.values,
				formError: null,
				conflict: null,
				...answer,
			},
			{ status },
		)
	const post = {
		values: form.values,
		actor: user,
		id,
		draftVersion,
		baseRevision,
		...(editing.ok ? editing.data : {}),
	}
	let answer: Answer
	try {
		switch (intent) {
			case 'publish':
				answer = await publishFromForm(request, form, post, refuse, conflicted)
				break
			case 'submit':
				answer = await submitFromForm(request, post, conflicted)
				break
			case 'draft':
			case 'preview': {
				const saved = await saveProjectDraft(getDb(), post)
				if (saved.ok)
					await takeBackOnEdit(getDb(), projectKind, { id: saved.id, actor: user })
				answer = !saved.ok
					? saved.status === 404
						? NOT_FOUND
						: conflicted(saved)
					: intent === 'draft'
						? await redirectWithToast(request, editProjectPath(saved.id), {
								tone: 'success',
								message: DRAFT_TOASTS.saved,
							})
						: redirect(adminPreviewPath(saved.id, form.values.collection))
				break
			}
			default:
				answer = id
					? await draftAction(request, intent, { ...post, id }, formData, {
							refuse,
							conflicted,
						})
					: NOT_FOUND
		}
	} catch (error) {
		// A read-only or full database is named, with its status; anything else is a 500.
		const failure = answerForFailure(error, PROJECT_TOASTS.saveFailed, {
			logger,
			what: 'Failed to save project',
			id,
		})
		return refuse(failure.status, { formError: failure.message })
	}
	if (answer === NOT_FOUND) throw data(null, { status: 404 })
	return answer
}

/** The project is gone (or in the trash): the route's 404. */
const NOT_FOUND = Symbol('not found')

type Answer = Response | ReturnType<Refuse> | typeof NOT_FOUND

type Refuse = (
	status: number,
	answer: Partial<ProjectFormActionData>,
) => ReturnType<typeof data<ProjectFormActionData>>

type FormPost = Parameters<typeof saveProjectDraft>[1]

type Conflicted = (conflict: ContentConflict) => ReturnType<Refuse>

async function publishFromForm(
	request: Request,
	form: ReturnType<typeof readForm<typeof projectForm.schema, ProjectFormValues>>,
	post: FormPost,
	refuse: Refuse,
	conflicted: Conflicted,
): Promise<Answer> {
	if (!form.ok) return refuse(400, { fieldErrors: form.fieldErrors })
	const saved = await publishProject(getDb(), post)
	if (saved.ok) {
		const { project, created } = saved
		return redirectWithToast(request, projectListPath(project.collection, project.type), {
			tone: 'success',
			message: created ? PROJECT_TOASTS.added : PROJECT_TOASTS.updated,
			// Focus comes back to the card of the project saved (issue 22).
			focus: project.id,
		})
	}
	if (saved.status === 404) return NOT_FOUND
	if (saved.status === 400) return refuse(400, { fieldErrors: saved.fieldErrors })
	return conflicted(saved)
}

/** Submit for review: the form as typed becomes the draft, and the draft waits (decision 046). */
async function submitFromForm(
	request: Request,
	post: FormPost,
	conflicted: Conflicted,
): Promise<Answer> {
	const db = getDb()
	const saved = await saveProjectDraft(db, post)
	if (!saved.ok) return saved.status === 404 ? NOT_FOUND : conflicted(saved)
	const submitted = await submitForReview(db, projectKind, {
		id: saved.id,
		actor: post.actor,
	})
	if (!submitted.ok) return NOT_FOUND
	return redirectWithToast(request, editProjectPath(saved.id), {
		tone: 'success',
		message: REVIEW_TOASTS.submitted,
	})
}

async function draftAction(
	request: Request,
	intent: 'discard' | 'schedule' | 'unschedule',
	post: FormPost & { id: string },
	formData: FormData,
	{ refuse, conflicted }: { refuse: Refuse; conflicted: Conflicted },
): Promise<Answer> {
	const db = getDb()
	const back = editProjectPath(post.id)
	if (intent === 'unschedule') {
		await unscheduleProject(db, { id: post.id, actor: post.actor })
		return redirectWithToast(request, back, {
			tone: 'success',
			message: DRAFT_TOASTS.unscheduled,
		})
	}
	if (intent === 'discard') {
		const discarded = await discardProjectDraft(db, {
			id: post.id,
			draftVersion: post.draftVersion,
			actor: post.actor,
			editor: post.editor,
		})
		if (discarded.ok)
			return redirectWithToast(request, back, {
				tone: 'success',
				message: DRAFT_TOASTS.discarded,
			})
		if (discarded.status === 404) return NOT_FOUND
		return conflicted(discarded)
	}
	const fields = readForm(formData, scheduleFieldsSchema)
	const publishAt = fields.ok
		? zonedTimeToUtc(fields.data.publishAt, fields.data.timeZone)
		: null
	if (!publishAt)
		return refuse(400, { fieldErrors: { publishAt: 'Choose a date and time.' } })
	const scheduled = await scheduleProject(db, { ...post, publishAt })
	if (scheduled.ok)
		return redirectWithToast(request, back, {
			tone: 'success',
			message: DRAFT_TOASTS.scheduled,
		})
	if (scheduled.status === 404) return NOT_FOUND
	if (scheduled.status === 400) return refuse(400, { fieldErrors: scheduled.fieldErrors })
	if (scheduled.status === 422)
		return refuse(422, { fieldErrors: { publishAt: scheduled.message } })
	return conflicted(scheduled)
}

/** Where an admin previews a project: its public page with the draft in it. */
export function adminPreviewPath(id: string, collection: ProjectCollection): string {
	return previewPath(ADMIN_PREVIEW_TOKEN, projectPublicPath(id, collection))
}

/**
 * The form's autosave (POST /admin/autosave/project): the form as typed, kept as the draft
 * of the project `id` names (or of a new one, created as a draft). Answers JSON: 200 with
 * the versions now stored, 409 with who came first, 404 when the project is gone, or the
 * fault of the database (503/507) or 500, always in words.
 */
export async function answerAutosave(
	request: Request,
	formData: FormData | null,
	{ user, logger }: Post,
): Promise<Response> {
	if (!formData) return draftAnswer(400, { ok: false, message: NOT_A_FORM_MESSAGE })
	// A draft is checked by no rule: the form's values only, as typed.
	const form = readForm(formData, projectDraftForm)
	const versions = readForm(formData, versionsSchema)
	const editing = readForm(formData, editingSchema)
	const id = recordIdSchema.safeParse(formData.get('id'))
	// A new project is made by its first draft once it has a name, as the form saves it.
	if (!id.success && !form.values.name.trim())
		return draftAnswer(400, { ok: false, message: AUTOSAVE_NAME_FIRST_MESSAGE })
	return answerDraftSave(request, formData, {
		db: getDb(),
		kind: projectKind,
		user,
		saveDraft: () =>
			saveProjectDraft(getDb(), {
				values: form.values,
				actor: user,
				id: id.success ? id.data : undefined,
				draftVersion: versions.ok ? versions.data.draftVersion : -1,
				baseRevision: versions.ok ? versions.data.baseRevision : -1,
				...(editing.ok ? editing.data : {}),
			}),
		// A copy beside the draft (decision 042): the project must exist already.
		keepCopy: async (reason, by) =>
			id.success
				? await keepProjectCopy(getDb(), {
						id: id.data,
						values: form.values,
						actor: user,
						reason,
						by,
					})
				: null,
		namesItem: true,
		gone: AUTOSAVE_GONE_MESSAGE,
		failed: AUTOSAVE_FAILED_MESSAGE,
		log: { logger, what: 'Failed to save draft', id: id.success ? id.data : undefined },
	})
}

export const AUTOSAVE_GONE_MESSAGE =
	'This project was deleted by another admin, so the draft cannot be saved. Copy what you need from the form.'
export const AUTOSAVE_NAME_FIRST_MESSAGE =
	'Give the project a name first: its draft is kept from then on.'
export const AUTOSAVE_FAILED_MESSAGE =
	'The draft could not be saved. Trying again shortly.'
