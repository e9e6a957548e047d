// The HTTP around the Portfolio and Products tabs (both tabs and both form routes share
// it): which tab a URL shows, the list's Show/Hide and Delete posts, and the form's buttons
// (Publish, Save draft, Preview, Discard draft, Schedule; decision 033). Each action reads
// in the order of every admin write (decision 026): require the user, read the post with
// its schema, call the service with typed input, answer with a redirect and spec §8's
// message or a status with what the form needs.
import type { Logger } from 'pino'
import { data, redirect } from 'react-router'

import { isFiltered, listQueryOf, visibleFor } from '#app/lib/list-query.ts'
import {
	editProjectPath,
	projectListPath,
	projectTypeOf,
} from '#app/lib/project-paths.ts'
import { zonedTimeToUtc } from '#app/lib/time-zone.ts'
import type { ProjectCollection } from '#app/lib/types.ts'
import { readListAction, recordIdSchema } from '#app/schemas/form.ts'
import {
	projectFormIntentSchema,
	projectListActionSchema,
	readProjectDraft,
	readProjectForm,
	scheduleFieldsSchema,
	type AutosaveAnswer,
	type ProjectFormActionData,
} from '#app/schemas/project.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import type { ContentConflict } from '#app/server/content/drafts.server.ts'
import { ADMIN_PREVIEW_TOKEN, previewPath } from '#app/server/content/preview.server.ts'
import { projectPublicPath } from '#app/server/content/projects.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'

import { runBulk, type BulkWords } from './bulk.server.ts'
import {
	deleteProject,
	discardProjectDraft,
	DRAFT_TOASTS,
	loadProjectsTab,
	moveProject,
	PROJECT_TOASTS,
	projectsTabPageAfterChange,
	projectsTabPageOf,
	publishProject,
	saveProjectDraft,
	scheduleProject,
	setProjectVisibility,
	toggleProjectVisibility,
	unscheduleProject,
} from './projects.server.ts'
import { NOT_A_FORM_MESSAGE, readFormBody } from './form-body.server.ts'
import { redirectWithToast, SAME_PAGE, toastForWrite } from './toast.server.ts'

/** What a card shows of a project, and no more: the page's data travels in its HTML. */
const CARD_FIELDS = [
	'id',
	'name',
	'category',
	'description',
	'image',
	'status',
	'visible',
	'updatedAt',
] as const

function pick<T, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
	const picked = {} as Pick<T, K>
	for (const key of keys) picked[key] = value[key]
	return picked
}

export async function loadProjectList(
	request: Request,
	collection: ProjectCollection,
	logger?: Pick<Logger, 'error'>,
) {
	await requireUser(request)
	const url = new URL(request.url)
	const type = projectTypeOf(url)
	const { q, show, page } = listQueryOf(url)
	const tab = await loadProjectsTab(
		getDb(),
		{ collection, type, page, search: q || undefined, visible: visibleFor(show) },
		(error) =>
			logger?.error({ err: error, collection, type }, 'Failed to fetch projects'),
	)
	// A page past the end (its last cards were deleted or moved): the last page.
	if (tab.page > tab.pageCount)
		throw redirect(projectListPath(collection, type, tab.pageCount, { q, show }))
	return {
		collection,
		type,
		q,
		show,
		// Places in the order are shown and changed only on the whole, unfiltered tab.
		ordering: !isFiltered({ q, show }) && !tab.error,
		confirmId: url.searchParams.get('confirm'),
		...tab,
		// What a card shows, and no more: the page's data travels in its HTML.
		projects: tab.projects.map(({ revision, draft, ...project }) => ({
			...pick(project, CARD_FIELDS),
			published: revision > 0,
			draft: draft && {
				updatedAt: draft.updatedAt,
				updatedBy: draft.updatedByName,
				publishAt: draft.publishAt,
			},
		})),
	}
}

const BULK_WORDS = {
	portfolio: ['project', 'projects'],
	products: ['product', 'products'],
} as const

/**
 * Show/Hide (intent 'visibility'), Delete (intent 'delete') and Move (intent 'move', to a
 * position of the tab) from a list's cards; Show, Hide and Delete for the checked cards
 * (bulk-show, bulk-hide, bulk-delete). A bulk delete not yet confirmed (no JavaScript)
 * answers with the question instead.
 */
export async function handleProjectListAction(
	request: Request,
	collection: ProjectCollection,
	logger?: Pick<Logger, 'error'>,
): Promise<Response | { confirmDelete: { ids: string[] } }> {
	const user = await requireUser(request)
	const action = readListAction(projectListActionSchema, await readFormBody(request))
	const type = projectTypeOf(request.url)
	const { q, show, page } = listQueryOf(request.url)
	const back = projectListPath(collection, type, page, { q, show })
	if (!action)
		return redirectWithToast(request, back, { tone: 'error', message: 'Unknown action.' })

	const db = getDb()
	if (
		action.intent === 'bulk-show' ||
		action.intent === 'bulk-hide' ||
		action.intent === 'bulk-delete'
	) {
		const noun = BULK_WORDS[collection]
		const log = { logger, what: `Failed to ${action.intent} projects` }
		if (action.intent === 'bulk-delete') {
			if (action.confirm !== 'yes' && action.ids.length > 0)
				return { confirmDelete: { ids: action.ids } }
			const words: BulkWords = {
				noun,
				done: 'deleted',
				failed: PROJECT_TOASTS.deleteFailed,
			}
			const toast = await runBulk(
				action.ids,
				async (id) => ((await deleteProject(db, { id, actor: user })) ? 'done' : 'gone'),
				words,
				log,
			)
			const last = await projectsTabPageAfterChange(db, { collection, type }, page)
			return redirectWithToast(
				request,
				projectListPath(collection, type, last, { q, show }),
				toast,
			)
		}
		const visible = action.intent === 'bulk-show'
		const words: BulkWords = {
			noun,
			done: visible ? 'shown' : 'hidden',
			failed: PROJECT_TOASTS.visibilityFailed,
		}
		const toast = await runBulk(
			action.ids,
			async (id) => {
				const result = await setProjectVisibility(db, { id, visible, actor: user })
				return result ? (result.changed ? 'done' : 'same') : 'gone'
			},
			words,
			log,
		)
		return redirectWithToast(request, back, toast)
	}

	const { id } = action
	if (action.intent === 'move') {
		const { result: moved, toast } = await toastForWrite(
			() =>
				moveProject(db, { id, collection, type, position: action.position, actor: user }),
			{ done: 'Project moved.', failed: 'Failed to move project' },
			{ logger, what: 'Failed to move project', id },
		)
		if (moved) toast.message = `${moved.project.name} moved to position ${moved.to}.`
		// To the page that shows it in its new place (within the page: the same history
		// entry, as moves are posted by a fetcher).
		const to = moved
			? projectListPath(collection, type, projectsTabPageOf(moved.to))
			: back
		return redirectWithToast(request, to, toast, to === back ? SAME_PAGE : {})
	}
	if (action.intent === 'visibility') {
		const { result, toast } = await toastForWrite(
			async () => {
				const toggled = await toggleProjectVisibility(db, { id, actor: user })
				return toggled.ok
					? toggled
					: toggled.reason === 'never-published'
						? toggled
						: null
			},
			{ done: PROJECT_TOASTS.visibility, failed: PROJECT_TOASTS.visibilityFailed },
			{ logger, what: 'Failed to update project visibility', id },
		)
		return redirectWithToast(
			request,
			back,
			result && !result.ok
				? { tone: 'error', message: DRAFT_TOASTS.neverPublished }
				: toast,
		)
	}
	const { result: removed, toast } = await toastForWrite(
		async () => ((await deleteProject(db, { id, actor: user })) ? true : null),
		{ done: PROJECT_TOASTS.deleted, failed: PROJECT_TOASTS.deleteFailed },
		{ logger, what: 'Failed to delete project', id },
	)
	// Back to the page the card was on, or the new last page when it was the last card there.
	const to = removed
		? projectListPath(
				collection,
				type,
				await projectsTabPageAfterChange(db, { collection, type }, page),
				{ q, show },
			)
		: back
	return redirectWithToast(request, to, toast)
}

/** What a conflict hands the form: the message, and the versions to keep one's own on. */
function conflictAnswer(conflict: ContentConflict): Partial<ProjectFormActionData> {
	return {
		formError: conflict.message,
		conflict: {
			reason: conflict.reason,
			by: conflict.by,
			at: conflict.at,
			draftVersion: conflict.draftVersion,
			baseRevision: conflict.baseRevision,
		},
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
export async function handleProjectFormAction(
	request: Request,
	routeId?: string,
	logger?: Pick<Logger, 'error'>,
) {
	const user = await requireUser(request)
	const formData = await readFormBody(request)
	// The Add form's autosave may have created the project: its buttons then post its id.
	const formId = recordIdSchema.safeParse(formData.get('id'))
	const id = routeId ?? (formId.success ? formId.data : undefined)
	const intent = projectFormIntentSchema.parse(formData.get('intent'))
	const form = readProjectForm(formData)
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
		draftVersion: form.draftVersion,
		baseRevision: form.baseRevision,
	}
	let answer: Answer
	try {
		switch (intent) {
			case 'publish':
				answer = await publishFromForm(request, form, post, refuse)
				break
			case 'draft':
			case 'preview': {
				const saved = await saveProjectDraft(getDb(), post)
				answer = !saved.ok
					? saved.status === 404
						? NOT_FOUND
						: refuse(409, conflictAnswer(saved))
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
					? await draftAction(request, intent, { ...post, id }, formData, refuse)
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

async function publishFromForm(
	request: Request,
	form: ReturnType<typeof readProjectForm>,
	post: FormPost,
	refuse: Refuse,
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
	return refuse(409, conflictAnswer(saved))
}

async function draftAction(
	request: Request,
	intent: 'discard' | 'schedule' | 'unschedule',
	post: FormPost & { id: string },
	formData: FormData,
	refuse: Refuse,
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
		})
		if (discarded.ok)
			return redirectWithToast(request, back, {
				tone: 'success',
				message: DRAFT_TOASTS.discarded,
			})
		if (discarded.status === 404) return NOT_FOUND
		return refuse(409, conflictAnswer(discarded))
	}
	const fields = scheduleFieldsSchema.safeParse({
		publishAt: formData.get('publishAt') ?? '',
		timeZone: formData.get('timeZone') ?? 'UTC',
	})
	const publishAt = fields.success
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
	return refuse(409, conflictAnswer(scheduled))
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
export async function handleProjectAutosave(
	request: Request,
	logger?: Pick<Logger, 'error'>,
): Promise<Response> {
	const user = await requireUser(request)
	const answer = (status: number, body: AutosaveAnswer) =>
		Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
	const formData = await request.formData().catch(() => null)
	if (!formData) return answer(400, { ok: false, message: NOT_A_FORM_MESSAGE })
	// A draft is checked by no rule: the form's values only, as typed.
	const form = readProjectDraft(formData)
	const id = recordIdSchema.safeParse(formData.get('id'))
	try {
		const saved = await saveProjectDraft(getDb(), {
			values: form.values,
			actor: user,
			id: id.success ? id.data : undefined,
			draftVersion: form.draftVersion,
			baseRevision: form.baseRevision,
		})
		if (saved.ok)
			return answer(200, {
				ok: true,
				id: saved.id,
				draftVersion: saved.draft.draftVersion,
				baseRevision: saved.draft.baseRevision ?? 0,
				savedAt: saved.draft.updatedAt,
			})
		if (saved.status === 404)
			return answer(404, { ok: false, message: AUTOSAVE_GONE_MESSAGE })
		const { formError, conflict } = conflictAnswer(saved)
		return answer(409, {
			ok: false,
			message: formError ?? '',
			conflict: conflict ?? undefined,
		})
	} catch (error) {
		const failure = answerForFailure(error, AUTOSAVE_FAILED_MESSAGE, {
			logger,
			what: 'Failed to save draft',
			id: id.success ? id.data : undefined,
		})
		return answer(failure.status, { ok: false, message: failure.message })
	}
}

export const AUTOSAVE_GONE_MESSAGE =
	'This project was deleted by another admin, so the draft cannot be saved. Copy what you need from the form.'
export const AUTOSAVE_FAILED_MESSAGE =
	'The draft could not be saved. Trying again shortly.'
