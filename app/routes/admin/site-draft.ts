import { editingSchema, postedForm, readForm, versionsSchema } from '#app/schemas/form.ts'
import { isSiteKey, siteDraftForm } from '#app/schemas/site-content.ts'
import {
	SITE_MESSAGES,
	siteFormWrites,
	siteKindOf,
} from '#app/server/admin/site-content.server.ts'
import {
	answerDraftSave,
	draftAnswer,
} from '#app/server/admin/content-form-answers.server.ts'
import { requireApiUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
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
		return draftAnswer(404, { ok: false, message: 'There is no such Site form.' })
	const key = params.form
	const posted = await postedForm(request)
	// A translation's draft (decision 050): the same saves, with the translation's kind.
	const language = chosenLanguage(
		await readSiteLanguages(getDb()),
		new URL(request.url).searchParams.get('language'),
	)
	if (language === 'unknown')
		return draftAnswer(404, { ok: false, message: TRANSLATION_MESSAGES.noSuchLanguage })
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
		return draftAnswer(400, { ok: false, message: 'Unknown action.' })
	const writes = siteFormWrites(getDb(), key, user, editing.data)
	return answerDraftSave(request, posted, {
		db: getDb(),
		kind: siteKindOf(key),
		user,
		saveDraft: () => writes.saveDraft(draft.data, versions.data),
		keepCopy: (reason, by) => writes.keepCopy(draft.data, reason, by),
		gone: 'There is no such Site form.',
		failed: SITE_MESSAGES.saveFailed,
		log: {
			logger: context.get(requestContext).logger,
			what: 'Failed to save a site draft',
			key,
		},
	})
}
