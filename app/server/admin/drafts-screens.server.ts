// The Scheduled and Trash screens (decision 033): every draft set to go live, of every
// content kind, soonest first; and everything in the trash, with when the purge removes it.
import type { Logger } from 'pino'

import { scheduledActionSchema, trashActionSchema } from '#app/schemas/trash.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { unscheduleDraft } from '#app/server/content/drafts.server.ts'
import { contentKindOf } from '#app/server/content/registry.server.ts'
import {
	listTrash,
	restoreFromTrash,
	TRASH_DAYS,
	TRASH_KINDS,
} from '#app/server/content/trash.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { listScheduledDrafts } from '#app/server/models/content-drafts.server.ts'

import { readFormBody } from './form-body.server.ts'
import { redirectWithToast } from './toast.server.ts'

export const SCHEDULED_PATH = '/admin/scheduled'
export const TRASH_PATH = '/admin/trash'

export async function loadScheduled(request: Request) {
	await requireUser(request)
	const drafts = await listScheduledDrafts(getDb())
	return {
		items: drafts.flatMap((draft) => {
			const kind = contentKindOf(draft.entity)
			if (!kind || !draft.publishAt) return []
			const value: unknown = kind.draftSchema.parse(draft.data)
			return [
				{
					entity: draft.entity,
					id: draft.entityId,
					noun: kind.noun,
					title: kind.title(value),
					editPath: kind.editPath(draft.entityId),
					publishAt: draft.publishAt,
					scheduledBy: draft.scheduledByEmail,
				},
			]
		}),
	}
}

export async function handleScheduledAction(
	request: Request,
	logger?: Pick<Logger, 'error'>,
): Promise<Response> {
	const user = await requireUser(request)
	const post = scheduledActionSchema.safeParse(
		Object.fromEntries(await readFormBody(request)),
	)
	const kind = post.success ? contentKindOf(post.data.entity) : null
	if (!post.success || !kind)
		return redirectWithToast(request, SCHEDULED_PATH, {
			tone: 'error',
			message: 'Unknown action.',
		})
	try {
		const draft = await unscheduleDraft(getDb(), kind, { id: post.data.id, actor: user })
		return await redirectWithToast(
			request,
			SCHEDULED_PATH,
			draft
				? { tone: 'success', message: 'Schedule removed. The draft stays unpublished.' }
				: {
						tone: 'error',
						message: 'That draft is gone: it was published or discarded.',
					},
		)
	} catch (error) {
		const failure = answerForFailure(error, 'The schedule could not be removed.', {
			logger,
			what: 'Failed to unschedule a draft',
			id: post.data.id,
		})
		return redirectWithToast(request, SCHEDULED_PATH, {
			tone: 'error',
			message: failure.message,
		})
	}
}

export async function loadTrash(request: Request) {
	await requireUser(request)
	const items = await listTrash(getDb())
	return {
		days: TRASH_DAYS,
		items: items.map((item) => ({ ...item, noun: TRASH_KINDS[item.entity].noun })),
	}
}

export async function handleTrashAction(
	request: Request,
	logger?: Pick<Logger, 'error'>,
): Promise<Response> {
	const user = await requireUser(request)
	const post = trashActionSchema.safeParse(
		Object.fromEntries(await readFormBody(request)),
	)
	if (!post.success)
		return redirectWithToast(request, TRASH_PATH, {
			tone: 'error',
			message: 'Unknown action.',
		})
	const { entity, id } = post.data
	try {
		const restored = await restoreFromTrash(getDb(), entity, { id, actor: user })
		return await redirectWithToast(
			request,
			TRASH_PATH,
			restored
				? {
						tone: 'success',
						message: `${TRASH_KINDS[entity].noun} restored: “${restored.name}”.`,
					}
				: { tone: 'error', message: 'That item is no longer in the trash.' },
		)
	} catch (error) {
		const failure = answerForFailure(error, 'The item could not be restored.', {
			logger,
			what: 'Failed to restore from the trash',
			id,
		})
		return redirectWithToast(request, TRASH_PATH, {
			tone: 'error',
			message: failure.message,
		})
	}
}
