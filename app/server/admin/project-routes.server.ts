// The HTTP around the Portfolio and Products tabs (both tabs and both form routes share
// it): which tab a URL shows, the list's Show/Hide and Delete posts, and the form's save.
// Each action reads in the order of every admin write (decision 026): require the user,
// read the post with its schema, call the service with typed input, answer with a
// redirect and spec §8's message or a status with what the form needs.
import type { Logger } from 'pino'
import { data, redirect } from 'react-router'

import { isFiltered, listQueryOf, visibleFor } from '#app/lib/list-query.ts'
import { projectListPath, projectTypeOf } from '#app/lib/project-paths.ts'
import type { ProjectCollection } from '#app/lib/types.ts'
import { readListAction } from '#app/schemas/form.ts'
import {
	projectListActionSchema,
	readProjectForm,
	type ProjectFormActionData,
} from '#app/schemas/project.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'

import { runBulk, type BulkWords } from './bulk.server.ts'
import {
	deleteProject,
	loadProjectsTab,
	moveProject,
	PROJECT_TOASTS,
	projectsTabPageAfterChange,
	projectsTabPageOf,
	saveProject,
	setProjectVisibility,
	toggleProjectVisibility,
	type SaveProjectResult,
} from './projects.server.ts'
import { redirectWithToast, toastForWrite } from './toast.server.ts'

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
		projects: tab.projects.map(
			({ id, name, category, description, image, status, visible, updatedAt }) => ({
				id,
				name,
				category,
				description,
				image,
				status,
				visible,
				updatedAt,
			}),
		),
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
	const action = readListAction(projectListActionSchema, await request.formData())
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
		// To the page that shows it in its new place.
		const to = moved
			? projectListPath(collection, type, projectsTabPageOf(moved.to))
			: back
		return redirectWithToast(request, to, toast)
	}
	if (action.intent === 'visibility') {
		const { toast } = await toastForWrite(
			() => toggleProjectVisibility(db, { id, actor: user }),
			{ done: PROJECT_TOASTS.visibility, failed: PROJECT_TOASTS.visibilityFailed },
			{ logger, what: 'Failed to update project visibility', id },
		)
		return redirectWithToast(request, back, toast)
	}
	const { result: removed, toast } = await toastForWrite(
		() => deleteProject(db, { id, actor: user }),
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

/**
 * Saves the project form (add without `id`, edit with it). Success redirects to the list
 * the project is in, with the toast; a refusal answers 400 (field errors), 409 (stale
 * revision), 503/507 naming a fault of the database or disk (see classifyFault) or 500
 * ('Failed to save project. Please try again.'), always with the typed
 * values, so nothing the admin typed is lost.
 */
export async function handleProjectFormAction(
	request: Request,
	id?: string,
	logger?: Pick<Logger, 'error'>,
) {
	const user = await requireUser(request)
	const form = readProjectForm(await request.formData())
	const refuse = (status: number, answer: Partial<ProjectFormActionData>) =>
		data<ProjectFormActionData>(
			{
				fieldErrors: {},
				values: form.values,
				formError: null,
				conflictRevision: null,
				...answer,
			},
			{ status },
		)
	if (!form.ok) return refuse(400, { fieldErrors: form.fieldErrors })

	let saved: SaveProjectResult
	try {
		saved = await saveProject(getDb(), {
			data: form.data,
			actor: user,
			id,
			revision: form.revision,
		})
	} catch (error) {
		// A read-only or full database is named, with its status; anything else is a 500.
		const failure = answerForFailure(error, PROJECT_TOASTS.saveFailed, {
			logger,
			what: 'Failed to save project',
			id,
		})
		return refuse(failure.status, { formError: failure.message })
	}
	if (saved.ok) {
		const { project, created } = saved
		return redirectWithToast(request, projectListPath(project.collection, project.type), {
			tone: 'success',
			message: created ? PROJECT_TOASTS.added : PROJECT_TOASTS.updated,
			// Focus comes back to the card of the project saved (issue 22).
			focus: project.id,
		})
	}
	if (saved.status === 404) throw data(null, { status: 404 })
	if (saved.status === 400) return refuse(400, { fieldErrors: saved.fieldErrors })
	return refuse(409, {
		formError: saved.message,
		conflictRevision: saved.currentRevision,
	})
}
