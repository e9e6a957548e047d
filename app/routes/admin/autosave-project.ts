// POST /admin/autosave/project: the project form's autosave while the admin types and when
// they leave the page (decision 033). JSON in the form's own fields, JSON out.
import { handleProjectAutosave } from '#app/server/admin/project-routes.server.ts'
import { requestContext } from '#app/server/context.server.ts'

import type { Route } from './+types/autosave-project'

export async function action({ request, context }: Route.ActionArgs) {
	return handleProjectAutosave(request, context.get(requestContext).logger)
}
