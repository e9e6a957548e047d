// POST /admin/autosave/project: the project form's autosave while the admin types and when
// they leave the page (decision 033). JSON in the form's own fields, JSON out.
import { handleProjectAutosave } from '#app/server/admin/project-routes.server.ts'
import { requestContext } from '#app/server/context.server.ts'

import type { Route } from './+types/autosave-project'

export async function action({ request, context }: Route.ActionArgs) {
	return handleProjectAutosave(request, context.get(requestContext).logger)
}

/** Only posts: anything else is told so (405), not the router's "no loader". */
export function loader() {
	return new Response('Method not allowed: the autosave takes POST only.', {
		status: 405,
		headers: { Allow: 'POST', 'Cache-Control': 'no-store' },
	})
}
