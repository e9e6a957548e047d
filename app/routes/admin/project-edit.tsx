import { data, isRouteErrorResponse, Link } from 'react-router'

import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { projectListPath } from '#app/lib/project-paths.ts'
import { ProjectForm } from '#app/components/admin/project/ProjectForm.tsx'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { projectFormDefaults } from '#app/schemas/project.ts'
import { handleProjectFormAction } from '#app/server/admin/project-routes.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { getProject } from '#app/server/models/projects.server.ts'

import type { Route } from './+types/project-edit'

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `Edit ${loaderData?.name ?? 'project'} · Dashboard` },
]

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireUser(request)
	const project = await getProject(getDb(), params.projectId)
	if (!project) throw data(null, { status: 404 })
	return {
		id: project.id,
		name: project.name,
		collection: project.collection,
		type: project.type,
		revision: project.revision,
		values: projectFormDefaults(project),
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	return handleProjectFormAction(
		request,
		params.projectId,
		context.get(requestContext).logger,
	)
}

export default function EditProject({ loaderData, actionData }: Route.ComponentProps) {
	const { id, name, collection, type, revision } = loaderData
	return (
		<div className="space-y-6">
			<PageHeading
				title={`Edit ${name}`}
				description={
					collection === 'products'
						? 'A product, listed on the Products page.'
						: 'A portfolio project, listed on the Portfolio page.'
				}
			/>
			<ProjectForm
				key={id}
				initial={actionData?.values ?? loaderData.values}
				projectId={id}
				revision={revision}
				actionData={actionData}
				cancelHref={projectListPath(collection, type)}
			/>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const missing = isRouteErrorResponse(error) && error.status === 404
	return (
		<div className="space-y-4">
			<h1 className="text-xl font-bold">
				{missing ? 'Project not found' : 'Unexpected Application Error!'}
			</h1>
			<p className="text-ink-muted">
				{missing
					? 'It may have been deleted by another admin.'
					: 'Something went wrong on our side.'}
			</p>
			<Link to="/admin" className={buttonClasses({ variant: 'outline' })}>
				Back to Portfolio
			</Link>
		</div>
	)
}
