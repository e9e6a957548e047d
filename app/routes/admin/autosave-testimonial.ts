// POST /admin/autosave/testimonial: the testimonial form's autosave while the admin types and
// when they leave the page (decisions 033, 052): the form's own fields, the versions it last
// saw and the page it comes from; JSON out. A new testimonial's first save creates it as a
// draft. `intent=copy` or `taken-over` keeps the form as a copy beside the draft (decision 042).
import { timeZoneOf } from '#app/lib/client-hints.ts'
import { conflictMessage } from '#app/lib/edit-conflict.ts'
import {
	editingSchema,
	NOT_A_FORM_MESSAGE,
	readForm,
	recordIdSchema,
	textOf,
	versionsSchema,
} from '#app/schemas/form.ts'
import { copyReasonSchema } from '#app/schemas/project.ts'
import { testimonialDraftForm } from '#app/schemas/testimonial.ts'
import { takeBackOnEdit } from '#app/server/admin/review.server.ts'
import { testimonialWrites } from '#app/server/admin/testimonials.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { testimonialKind } from '#app/server/content/testimonials.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'

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
	const answer = (status: number, body: unknown) =>
		Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
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
	try {
		const copy = copyReasonSchema.safeParse(formData.get('intent'))
		if (copy.success) {
			const kept = id
				? await writes.keepCopy(
						form.data,
						copy.data,
						textOf(formData, 'by').slice(0, 200) || null,
					)
				: null
			if (!kept) return answer(404, { ok: false, message: GONE_MESSAGE })
			return answer(200, { ok: true, copyId: kept.id, keptAt: kept.createdAt })
		}
		const saved = await writes.saveDraft(form.data, versions.data)
		if (saved.ok) {
			// The author who submitted it takes it back to draft by changing it (decision 046).
			await takeBackOnEdit(getDb(), testimonialKind, { id: saved.id, actor: user })
			return answer(200, {
				ok: true,
				id: saved.id,
				draftVersion: saved.draft.draftVersion,
				baseRevision: saved.draft.baseRevision ?? 0,
				savedAt: saved.draft.updatedAt,
			})
		}
		if (saved.status === 404) return answer(404, { ok: false, message: GONE_MESSAGE })
		const { reason, by, at, noun, draftVersion, baseRevision, changes } = saved
		return answer(saved.status, {
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
		})
	} catch (error) {
		const failure = answerForFailure(error, FAILED_MESSAGE, {
			logger: context.get(requestContext).logger,
			what: 'Failed to save a testimonial draft',
			id: id ?? null,
		})
		return answer(failure.status, { ok: false, message: failure.message })
	}
}

/** Only posts: anything else is told so (405), not the router's "no loader". */
export function loader() {
	return new Response('Method not allowed: the autosave takes POST only.', {
		status: 405,
		headers: { Allow: 'POST', 'Cache-Control': 'no-store' },
	})
}
