// The HTTP around the Portfolio and Products tabs (both tabs and both form routes share
// it): which tab a URL shows, the list's Show/Hide and Delete posts, and the form's save,
// each ending in a redirect with spec §8's message or a status with what the form needs.
import type { Logger } from 'pino'
import { data, redirect } from 'react-router'

import { projectListPath, projectTypeOf } from '#app/lib/project-paths.ts'
import { pageOf } from '#app/lib/paging.ts'
import type { ProjectCollection } from '#app/lib/types.ts'
import { projectFormValues, type ProjectFormActionData } from '#app/schemas/project.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'

import {
	deleteProjectAs,
	loadProjectsTab,
	PROJECT_TOASTS,
	projectsTabPageAfterChange,
	saveProjectForm,
	toggleProjectVisibilityAs,
	type SaveProjectResult,
} from './projects.server.ts'
import { redirectWithToast } from './toast.server.ts'

export async function loadProjectList(
	request: Request,
	collection: ProjectCollection,
	logger?: Pick<Logger, 'error'>,
) {
	await requireUser(request)
	const url = new URL(request.url)
	const type = projectTypeOf(url)
	const tab = await loadProjectsTab(
		getDb(),
		{ collection, type, page: pageOf(url) },
		(error) =>
			logger?.error({ err: error, collection, type }, 'Failed to fetch projects'),
	)
	// A page past the end (its last cards were deleted or moved): the last page.
	if (tab.page > tab.pageCount)
		throw redirect(projectListPath(collection, type, tab.pageCount))
	return {
		collection,
		type,
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

/** Show/Hide (intent 'visibility') and Delete (intent 'delete') from a list's cards. */
export async function handleProjectListAction(
	request: Request,
	collection: ProjectCollection,
	logger?: Pick<Logger, 'error'>,
): Promise<Response> {
	const user = await requireUser(request)
	const form = await request.formData()
	const intent = form.get('intent')
	const id = form.get('id')
	const type = projectTypeOf(request.url)
	const page = pageOf(request.url)
	const back = projectListPath(collection, type, page)
	if (typeof id !== 'string' || !id || (intent !== 'visibility' && intent !== 'delete'))
		return redirectWithToast(request, back, { tone: 'error', message: 'Unknown action.' })

	const db = getDb()
	if (intent === 'visibility') {
		let failure: string = PROJECT_TOASTS.visibilityFailed
		const changed = await toggleProjectVisibilityAs(db, { id, actor: user }).catch(
			(error: unknown) => {
				failure = answerForFailure(error, failure, {
					logger,
					what: 'Failed to update project visibility',
					id,
				}).message
				return null
			},
		)
		return redirectWithToast(
			request,
			back,
			changed
				? { tone: 'success', message: PROJECT_TOASTS.visibility }
				: { tone: 'error', message: failure },
		)
	}
	let failure: string = PROJECT_TOASTS.deleteFailed
	const removed = await deleteProjectAs(db, { id, actor: user }).catch(
		(error: unknown) => {
			failure = answerForFailure(error, failure, {
				logger,
				what: 'Failed to delete project',
				id,
			}).message
			return null
		},
	)
	// Back to the page the card was on, or the new last page when it was the last card there.
	return redirectWithToast(
		request,
		removed
			? projectListPath(
					collection,
					type,
					await projectsTabPageAfterChange(db, { collection, type }, page),
				)
			: back,
		removed
			? { tone: 'success', message: PROJECT_TOASTS.deleted }
			: { tone: 'error', message: failure },
	)
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
	const form = await request.formData()
	const refuse = (status: number, fields: Partial<ProjectFormActionData>) =>
		data<ProjectFormActionData>(
			{
				fieldErrors: {},
				values: projectFormValues(form),
				formError: null,
				conflictRevision: null,
				...fields,
			},
			{ status },
		)
	let result: SaveProjectResult
	try {
		result = await saveProjectForm(getDb(), { form, actor: user, id })
	} catch (error) {
		// A read-only or full database is named, with its status; anything else is a 500.
		const failure = answerForFailure(error, PROJECT_TOASTS.saveFailed, {
			logger,
			what: 'Failed to save project',
			id,
		})
		return refuse(failure.status, { formError: failure.message })
	}
	if (result.ok) {
		const { project, created } = result
		return redirectWithToast(request, projectListPath(project.collection, project.type), {
			tone: 'success',
			message: created ? PROJECT_TOASTS.added : PROJECT_TOASTS.updated,
		})
	}
	if (result.status === 404) throw data(null, { status: 404 })
	if (result.status === 400)
		return refuse(400, { fieldErrors: result.fieldErrors, values: result.values })
	return refuse(409, {
		values: result.values,
		formError: result.message,
		conflictRevision: result.currentRevision,
	})
}
