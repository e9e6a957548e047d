// POST /admin/autosave/project: the project form's autosave while the admin types and when
// they leave the page (decision 033). JSON in the form's own fields, JSON out.
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/autosave-project'
import { answerTranslationDraft } from './translation-form.server.ts'
import {
	chosenLanguage,
	TRANSLATION_MESSAGES,
} from '#app/server/admin/translations.server.ts'
import { projectKind } from '#app/server/content/projects.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { getProject } from '#app/server/models/projects.server.ts'
import { readSiteLanguages } from '#app/server/models/translations.server.ts'
import { answerAutosave } from './project-form.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [access({ read: 'content.edit' })]

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	// A body that is no form is answered in JSON (400), as every answer here.
	const formData = await request.formData().catch(() => null)
	// A project's translation (decision 050): `?language=de&id=…`, the same saves with the
	// translation's kind.
	const url = new URL(request.url)
	const language = chosenLanguage(
		await readSiteLanguages(getDb()),
		url.searchParams.get('language'),
	)
	if (language === 'unknown' || (language && !formData))
		return Response.json(
			{ ok: false, message: TRANSLATION_MESSAGES.noSuchLanguage },
			{ status: language === 'unknown' ? 404 : 400 },
		)
	if (language && formData) {
		const project = await getProject(getDb(), url.searchParams.get('id') ?? '')
		if (!project)
			return Response.json(
				{ ok: false, message: 'There is no such project any more.' },
				{ status: 404 },
			)
		return answerTranslationDraft(request, formData, {
			base: projectKind,
			id: project.id,
			language,
			user,
			logger: context.get(requestContext).logger,
		})
	}
	return answerAutosave(request, formData, {
		user,
		logger: context.get(requestContext).logger,
	})
}

/** Only posts: anything else is told so (405), not the router's "no loader". */
export function loader() {
	return new Response('Method not allowed: the autosave takes POST only.', {
		status: 405,
		headers: { Allow: 'POST', 'Cache-Control': 'no-store' },
	})
}
