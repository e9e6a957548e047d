import { data } from 'react-router'

import { timeZoneOf } from '#app/lib/client-hints.ts'
import { conflictMessage } from '#app/lib/edit-conflict.ts'
import type { DraftAnswer } from '#app/lib/site-admin.ts'
import {
	editingSchema,
	postedForm,
	readForm,
	textOf,
	versionsSchema,
} from '#app/schemas/form.ts'
import { copyReasonSchema } from '#app/schemas/project.ts'
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
import { answerTranslationDraft } from './translation-form.server.ts'
import {
	chosenLanguage,
	TRANSLATION_MESSAGES,
} from '#app/server/admin/translations.server.ts'
import { readSiteLanguages } from '#app/server/models/translations.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access(siteFormAccess({ read: 'content.edit' })),
]

/**
 * A Site form's draft, saved as the admin types (and when they leave the page): the form's
 * fields and the versions it last saw, in the order of every admin write (decision 026).
 * JSON in the answer: the new versions, or who saved in between (409) or is editing the
 * form now (423). `intent=copy` or `taken-over` keeps the form as a copy beside the draft
 * (decision 042).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireApiUser(request)
	if (!isSiteKey(params.form))
		return data<DraftAnswer>(
			{ ok: false, message: 'There is no such Site form.' },
			{ status: 404 },
		)
	const key = params.form
	const posted = await postedForm(request)
	// A translation's draft (decision 050): the same saves, with the translation's kind.
	const language = chosenLanguage(
		await readSiteLanguages(getDb()),
		new URL(request.url).searchParams.get('language'),
	)
	if (language === 'unknown')
		return data<DraftAnswer>(
			{ ok: false, message: TRANSLATION_MESSAGES.noSuchLanguage },
			{ status: 404 },
		)
	if (language)
		return answerTranslationDraft(request, posted, {
			base: siteKindOf(key),
			id: key,
			language,
			user,
			logger: context.get(requestContext).logger,
		})
	const draft = readForm(posted, siteDraftForm(key))
	const versions = readForm(posted, versionsSchema)
	const editing = readForm(posted, editingSchema)
	if (!draft.ok || !versions.ok || !editing.ok)
		return data<DraftAnswer>({ ok: false, message: 'Unknown action.' }, { status: 400 })
	const writes = siteFormWrites(getDb(), key, user, editing.data)
	try {
		const copy = copyReasonSchema.safeParse(posted.get('intent'))
		if (copy.success) {
			const kept = await writes.keepCopy(
				draft.data,
				copy.data,
				textOf(posted, 'by').slice(0, 200) || null,
			)
			return kept
				? Response.json(
						{ ok: true, copyId: kept.id, keptAt: kept.createdAt },
						{ headers: { 'Cache-Control': 'no-store' } },
					)
				: data<DraftAnswer>(
						{ ok: false, message: 'There is no such Site form.' },
						{ status: 404 },
					)
		}
		const saved = await writes.saveDraft(draft.data, versions.data)
		// The author who submitted it takes it back to draft by changing it (decision 046).
		if (saved.ok) await takeBackOnEdit(getDb(), siteKindOf(key), { id: key, actor: user })
		if (saved.ok)
			return data<DraftAnswer>({
				ok: true,
				draftVersion: saved.draft.draftVersion,
				baseRevision: saved.draft.baseRevision ?? 0,
				savedAt: saved.draft.updatedAt,
			})
		if (saved.status !== 404) {
			const { reason, by, at, noun, draftVersion, baseRevision, changes } = saved
			return data<DraftAnswer>(
				{
					ok: false,
					message: conflictMessage(saved, timeZoneOf(request)),
					conflict: {
						reason,
						by,
						at,
						noun,
						draftVersion,
						baseRevision,
						changes,
						intent: 'draft',
					},
				},
				{ status: saved.status },
			)
		}
		return data<DraftAnswer>(
			{ ok: false, message: 'There is no such Site form.' },
			{ status: 404 },
		)
	} catch (error) {
		const failure = answerForFailure(error, SITE_MESSAGES.saveFailed, {
			logger: context.get(requestContext).logger,
			what: 'Failed to save a site draft',
			key,
		})
		return data<DraftAnswer>(
			{ ok: false, message: failure.message },
			{ status: failure.status },
		)
	}
}
