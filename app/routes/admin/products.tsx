import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { listPostFailures, PROJECT_TOASTS } from '#app/lib/admin-messages.ts'
import { ProjectListPage } from '#app/components/admin/project/ProjectListPage.tsx'
import { requireUser } from '#app/server/auth/session.server.ts'
import { postedForm, readForm } from '#app/schemas/form.ts'
import { projectListActionSchema } from '#app/schemas/project.ts'
import { requestContext } from '#app/server/context.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/products'
import { answerProjectListAction, loadProjectList } from './project-list.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access({ read: 'content.edit', write: 'content.publish' }),
]

export const meta: Route.MetaFunction = () => [{ title: 'Products · Dashboard' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireUser(request)
	return loadProjectList(request, 'products', context.get(requestContext).logger)
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = readForm(await postedForm(request), projectListActionSchema)
	return answerProjectListAction(request, 'products', form.ok ? form.data : null, {
		user,
		logger: context.get(requestContext).logger,
	})
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) =>
	keepPageOnFailedPost(args, listPostFailures(PROJECT_TOASTS))

export default function ProductsTab({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<ProjectListPage
			data={loaderData}
			confirmBulkDelete={actionData?.confirmDelete.ids}
		/>
	)
}
