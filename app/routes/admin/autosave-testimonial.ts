// POST /admin/autosave/testimonial: the testimonial form's autosave while the admin types and
// when they leave the page (decisions 033, 052): the form's own fields, the versions it last
// saw and the page it comes from; JSON out. A new testimonial's first save creates it as a
// draft. `intent=copy` or `taken-over` keeps the form as a copy beside the draft (decision 042).
import {
	editingSchema,
	NOT_A_FORM_MESSAGE,
	readForm,
	recordIdSchema,
	versionsSchema,
} from '#app/schemas/form.ts'
import { testimonialDraftForm } from '#app/schemas/testimonial.ts'
import { testimonialWrites } from '#app/server/admin/testimonials.server.ts'
import {
	answerDraftSave,
	draftAnswer,
} from '#app/server/admin/content-form-answers.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { testimonialKind } from '#app/server/content/testimonials.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'

import {
	chosenLanguage,
	TRANSLATION_MESSAGES,
} from '#app/server/admin/translations.server.ts'
import { getTestimonial } from '#app/server/models/testimonials.server.ts'
import { readSiteLanguages } from '#app/server/models/translations.server.ts'

import type { Route } from './+types/autosave-testimonial'
import { answerTranslationDraft } from './translation-form.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [access({ read: 'content.edit' })]

const GONE_MESSAGE =
	'This testimonial was deleted by another admin, so the draft cannot be saved. Copy what you need from the form.'
const FAILED_MESSAGE = 'The draft could not be saved. Trying again shortly.'

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const answer = draftAnswer
	// A body that is no form is answered in JSON (400), as every answer here.
	const formData = await request.formData().catch(() => null)
	if (!formData) return answer(400, { ok: false, message: NOT_A_FORM_MESSAGE })
	// A testimonial's translation (decision 050): `?language=de&id=…`, the same saves with
	// the translation's kind.
	const url = new URL(request.url)
	const language = chosenLanguage(
		await readSiteLanguages(getDb()),
		url.searchParams.get('language'),
	)
	if (language === 'unknown')
		return answer(404, { ok: false, message: TRANSLATION_MESSAGES.noSuchLanguage })
	if (language) {
		const testimonial = await getTestimonial(getDb(), url.searchParams.get('id') ?? '')
		if (!testimonial) return answer(404, { ok: false, message: GONE_MESSAGE })
		return answerTranslationDraft(request, formData, {
			base: testimonialKind,
			id: testimonial.id,
			language,
			user,
			logger: context.get(requestContext).logger,
		})
	}
	const form = readForm(formData, testimonialDraftForm)
	const versions = readForm(formData, versionsSchema)
	const editing = readForm(formData, editingSchema)
	const posted = recordIdSchema.safeParse(formData.get('id'))
	const id = posted.success ? posted.data : undefined
	if (!form.ok || !versions.ok)
		return answer(400, { ok: false, message: 'Unknown action.' })
	const writes = testimonialWrites(getDb(), id, user, editing.ok ? editing.data : {})
	return answerDraftSave(request, formData, {
		db: getDb(),
		kind: testimonialKind,
		user,
		saveDraft: () => writes.saveDraft(form.data, versions.data),
		keepCopy: async (reason, by) =>
			id ? await writes.keepCopy(form.data, reason, by) : null,
		namesItem: true,
		gone: GONE_MESSAGE,
		failed: FAILED_MESSAGE,
		log: {
			logger: context.get(requestContext).logger,
			what: 'Failed to save a testimonial draft',
			id: id ?? null,
		},
	})
}

/** Only posts: anything else is told so (405), not the router's "no loader". */
export function loader() {
	return new Response('Method not allowed: the autosave takes POST only.', {
		status: 405,
		headers: { Allow: 'POST', 'Cache-Control': 'no-store' },
	})
}
