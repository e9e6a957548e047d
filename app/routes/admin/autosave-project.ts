// POST /admin/autosave/project: the project form's autosave while the admin types and when
// they leave the page (decision 033). JSON in the form's own fields, JSON out.
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/autosave-project'
import { answerAutosave } from './project-form.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [access({ read: 'content.edit' })]

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	// A body that is no form is answered in JSON (400), as every answer here.
	const formData = await request.formData().catch(() => null)
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
