import { ProjectListPage } from '#app/components/admin/project/ProjectListPage.tsx'
import { requireUser } from '#app/server/auth/session.server.ts'
import {
	handleProjectListAction,
	loadProjectList,
} from '#app/server/admin/project-routes.server.ts'
import { requestContext } from '#app/server/context.server.ts'

import type { Route } from './+types/products'

export const meta: Route.MetaFunction = () => [{ title: 'Products · Dashboard' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireUser(request)
	return loadProjectList(request, 'products', context.get(requestContext).logger)
}

export async function action({ request, context }: Route.ActionArgs) {
	return handleProjectListAction(request, 'products', context.get(requestContext).logger)
}

export default function ProductsTab({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<ProjectListPage
			data={loaderData}
			confirmBulkDelete={actionData?.confirmDelete.ids}
		/>
	)
}
