// A project's history screen (decision 033): its revisions, each described against the one
// before, and restoring one of them, as the draft or published at once.
import type { Logger } from 'pino'
import { data } from 'react-router'

import { pageOf } from '#app/lib/paging.ts'
import { editProjectPath } from '#app/lib/project-paths.ts'
import { restoreRevisionSchema } from '#app/schemas/revision.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { loadHistory, restoreRevision } from '#app/server/content/revisions.server.ts'
import { projectKind } from '#app/server/content/projects.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import {
	getLatestRevision,
	getRevisionById,
} from '#app/server/models/content-revisions.server.ts'
import { getProject } from '#app/server/models/projects.server.ts'

import { readFormBody } from './form-body.server.ts'
import { redirectWithToast } from './toast.server.ts'

/** Revisions per page of the history. */
export const HISTORY_PAGE_SIZE = 20

export const HISTORY_TOASTS = {
	restoredAsDraft: (revision: number) =>
		`Revision ${revision} is now the draft. Publish it to put it on the site.`,
	restoredLive: (revision: number) => `Revision ${revision} is published again.`,
	refused:
		'That version no longer passes the form’s checks (an image may be gone): restore it as a draft and fix it.',
	failed: 'The revision could not be restored.',
} as const

export const historyPath = (id: string) =>
	`/admin/projects/${encodeURIComponent(id)}/history`

/**
 * Where the Activity log's link to a revision lands (`/admin/projects/<id>?revision=<its
 * id>`, decision 030): that revision on the page of the history that shows it; null when
 * the link names none of this project's.
 */
export async function historyPathOfRevision(
	id: string,
	revisionId: string,
): Promise<string | null> {
	const db = getDb()
	const [revision, latest] = await Promise.all([
		getRevisionById(db, revisionId),
		getLatestRevision(db, projectKind.entity, id),
	])
	if (
		!revision ||
		!latest ||
		revision.entity !== projectKind.entity ||
		revision.entityId !== id
	)
		return null
	const page = Math.ceil((latest.revision - revision.revision + 1) / HISTORY_PAGE_SIZE)
	const query = page > 1 ? `?page=${page}` : ''
	return `${historyPath(id)}${query}#revision-${revision.revision}`
}

export async function loadProjectHistory(request: Request, id: string) {
	await requireUser(request)
	const db = getDb()
	const project = await getProject(db, id)
	if (!project) throw data(null, { status: 404 })
	const [history, draft] = await Promise.all([
		loadHistory(db, projectKind, id, {
			page: pageOf(request.url),
			pageSize: HISTORY_PAGE_SIZE,
		}),
		getDraft(db, projectKind.entity, id),
	])
	return {
		id,
		name: project.name,
		revision: project.revision,
		entries: history.items,
		page: history.page,
		pageCount: history.pageCount,
		draft: draft && {
			draftVersion: draft.draftVersion,
			updatedBy: draft.updatedByName,
			updatedAt: draft.updatedAt,
		},
	}
}

export async function handleProjectHistoryAction(
	request: Request,
	id: string,
	logger?: Pick<Logger, 'error'>,
): Promise<Response> {
	const user = await requireUser(request)
	const post = restoreRevisionSchema.safeParse(
		Object.fromEntries(await readFormBody(request)),
	)
	const back = historyPath(id)
	if (!post.success)
		return redirectWithToast(request, back, { tone: 'error', message: 'Unknown action.' })
	const { revision, as, draftVersion } = post.data
	try {
		const restored = await restoreRevision(getDb(), projectKind, {
			id,
			revision,
			as,
			draftVersion,
			actor: user,
		})
		if (restored.ok)
			return await (restored.as === 'draft'
				? redirectWithToast(request, editProjectPath(id), {
						tone: 'success',
						message: HISTORY_TOASTS.restoredAsDraft(revision),
					})
				: redirectWithToast(request, back, {
						tone: 'success',
						message: HISTORY_TOASTS.restoredLive(revision),
					}))
		if (restored.status === 404) throw data(null, { status: 404 })
		return await redirectWithToast(request, back, {
			tone: 'error',
			message: restored.status === 400 ? HISTORY_TOASTS.refused : restored.message,
		})
	} catch (error) {
		if (!(error instanceof Error)) throw error
		const failure = answerForFailure(error, HISTORY_TOASTS.failed, {
			logger,
			what: 'Failed to restore a revision',
			id,
		})
		return redirectWithToast(request, back, { tone: 'error', message: failure.message })
	}
}
