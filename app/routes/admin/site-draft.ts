import { data } from 'react-router'

import type { DraftAnswer } from '#app/lib/site-admin.ts'
import { postedForm, readForm, versionsSchema } from '#app/schemas/form.ts'
import { isSiteKey, siteDraftForm } from '#app/schemas/site-content.ts'
import {
	SITE_MESSAGES,
	siteFormWrites,
	siteKindOf,
} from '#app/server/admin/site-content.server.ts'
import { takeBackOnEdit } from '#app/server/admin/review.server.ts'
import { requireApiUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { access, siteFormAccess } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/site-draft'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access(siteFormAccess({ read: 'content.edit' })),
]

/**
 * A Site form's draft, saved as the admin types (and when they leave the page): the form's
 * fields and the versions it last saw, in the order of every admin write (decision 026).
 * JSON in the answer: the new versions, or who saved in between (409).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireApiUser(request)
	if (!isSiteKey(params.form))
		return data<DraftAnswer>(
			{ ok: false, message: 'There is no such Site form.', conflict: false },
			{ status: 404 },
		)
	const key = params.form
	const posted = await postedForm(request)
	const draft = readForm(posted, siteDraftForm(key))
	const versions = readForm(posted, versionsSchema)
	if (!draft.ok || !versions.ok)
		return data<DraftAnswer>(
			{ ok: false, message: 'Unknown action.', conflict: false },
			{ status: 400 },
		)
	try {
		const saved = await siteFormWrites(getDb(), key, user).saveDraft(
			draft.data,
			versions.data,
		)
		// The author who submitted it takes it back to draft by changing it (decision 046).
		if (saved.ok) await takeBackOnEdit(getDb(), siteKindOf(key), { id: key, actor: user })
		if (saved.ok)
			return data<DraftAnswer>({
				ok: true,
				draftVersion: saved.draft.draftVersion,
				baseRevision: saved.draft.baseRevision ?? 0,
				savedAt: saved.draft.updatedAt,
			})
		if (saved.status === 409)
			return data<DraftAnswer>(
				{
					ok: false,
					conflict: true,
					message: saved.message,
					draftVersion: saved.draftVersion,
					baseRevision: saved.baseRevision,
				},
				{ status: 409 },
			)
		return data<DraftAnswer>(
			{ ok: false, message: 'There is no such Site form.', conflict: false },
			{ status: 404 },
		)
	} catch (error) {
		const failure = answerForFailure(error, SITE_MESSAGES.saveFailed, {
			logger: context.get(requestContext).logger,
			what: 'Failed to save a site draft',
			key,
		})
		return data<DraftAnswer>(
			{ ok: false, message: failure.message, conflict: false },
			{ status: failure.status },
		)
	}
}
