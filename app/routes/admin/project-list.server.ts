// The loader and the answers of the Portfolio and Products tabs (both routes share them):
// which tab a URL shows, and the list's Show/Hide, Move and Delete posts and their bulk
// forms, read and typed by the route, through the tab's services (decision 026).
import type { Logger } from 'pino'
import { redirect } from 'react-router'

import { isFiltered, listQueryOf, visibleFor } from '#app/lib/list-query.ts'
import { projectListPath, projectTypeOf } from '#app/lib/project-paths.ts'
import type { ProjectCollection } from '#app/lib/types.ts'
import type { ProjectListAction } from '#app/schemas/project.ts'
import { runBulk, type BulkWords } from '#app/server/admin/bulk.server.ts'
import { listPageOf } from '#app/server/admin/lists.server.ts'
import {
	deleteProject,
	DRAFT_TOASTS,
	loadProjectsTab,
	moveProject,
	PROJECT_TOASTS,
	projectsTabPageAfterChange,
	setProjectVisibility,
	toggleProjectVisibility,
} from '#app/server/admin/projects.server.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { listTranslationProgress } from '#app/server/admin/translations.server.ts'
import { projectKind } from '#app/server/content/projects.server.ts'
import { redirectWithToast, SAME_PAGE, toastForWrite } from '#app/server/toast.server.ts'
import { unknownAction } from '#app/server/http/refusals.server.ts'

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
	// How far each published card is translated in the site's other languages (decision 050).
	const translated = await listTranslationProgress(
		getDb(),
		projectKind,
		tab.projects
			.filter((project) => project.revision > 0)
			.map((project) => ({ id: project.id, doc: project })),
	)
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
			translations: translated[project.id] ?? [],
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
export async function answerProjectListAction(
	request: Request,
	collection: ProjectCollection,
	action: ProjectListAction | null,
	{ user, logger }: { user: Actor; logger?: Pick<Logger, 'error'> },
): Promise<Response | { confirmDelete: { ids: string[] } }> {
	const type = projectTypeOf(request.url)
	const { q, show, page } = listQueryOf(request.url)
	const back = projectListPath(collection, type, page, { q, show })
	if (!action) unknownAction()

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
		if (moved) toast.message = `${moved.item.name} moved to position ${moved.to}.`
		// To the page that shows it in its new place (within the page: the same history
		// entry, as moves are posted by a fetcher).
		const to = moved ? projectListPath(collection, type, listPageOf(moved.to)) : back
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
