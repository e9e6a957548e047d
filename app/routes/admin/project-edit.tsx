import { data, redirect, useLocation } from 'react-router'

import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { ProjectError } from '#app/components/admin/project/ProjectError.tsx'
import { ProjectForm } from '#app/components/admin/project/ProjectForm.tsx'
import { SharePreviewPanel } from '#app/components/admin/project/SharePreviewPanel.tsx'
import { StatusChips } from '#app/components/admin/project/StatusChips.tsx'
import { projectListPath } from '#app/lib/project-paths.ts'
import { projectFormRawSchema, projectFormDefaults } from '#app/schemas/project.ts'
import { postedForm } from '#app/schemas/form.ts'
import { historyPathOfRevision } from '#app/server/admin/project-history.server.ts'
import { reviewStateOf } from '#app/server/admin/review.server.ts'
import { ReviewNotice } from '#app/components/admin/ReviewNotice.tsx'
import { requireUser } from '#app/server/auth/session.server.ts'
import { listPreviewLinks } from '#app/server/content/preview.server.ts'
import { projectKind } from '#app/server/content/projects.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { getProject } from '#app/server/models/projects.server.ts'
import { access, PROJECT_FORM_ACCESS } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/project-edit'
import { answerProjectForm, answerShareLink } from './project-form.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [access(PROJECT_FORM_ACCESS)]

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `Edit ${loaderData?.name ?? 'project'} · Dashboard` },
]

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireUser(request)
	// The Activity log links an entry to the revision it made: shown in the history.
	const revision = new URL(request.url).searchParams.get('revision')
	if (revision) {
		const to = await historyPathOfRevision(params.projectId, revision)
		if (to) throw redirect(to)
	}
	const db = getDb()
	const project = await getProject(db, params.projectId)
	if (!project) throw data(null, { status: 404 })
	const [draft, links, review] = await Promise.all([
		getDraft(db, projectKind.entity, project.id),
		listPreviewLinks(db, projectKind, project.id),
		reviewStateOf(db, projectKind.entity, project.id),
	])
	// The form goes on from the draft when there is one (decision 033).
	const stored = draft ? projectFormRawSchema.safeParse(draft.data) : null
	const values = stored?.success ? stored.data : projectFormDefaults(project)
	return {
		id: project.id,
		name: values.name || project.name,
		collection: project.collection,
		type: project.type,
		status: project.status,
		published: project.revision > 0,
		versions: {
			draftVersion: draft?.draftVersion ?? 0,
			baseRevision: draft ? (draft.baseRevision ?? 0) : project.revision,
		},
		draft: draft && {
			updatedBy: draft.updatedByName,
			updatedAt: draft.updatedAt,
			publishAt: draft.publishAt,
			scheduledBy: draft.scheduledByEmail,
		},
		values,
		review,
		links: links.map(({ id, createdAt, createdByEmail, expiresAt }) => ({
			id,
			createdAt,
			createdBy: createdByEmail,
			expiresAt,
		})),
		origin: new URL(request.url).origin,
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const formData = await postedForm(request)
	const post = { user, logger: context.get(requestContext).logger, id: params.projectId }
	// The share panel's posts (their own forms); every other post is the project form's.
	return (
		(await answerShareLink(request, formData, post)) ??
		answerProjectForm(request, formData, post)
	)
}

export default function EditProject({ loaderData, actionData }: Route.ComponentProps) {
	const { id, name, collection, type, versions, draft, published } = loaderData
	const location = useLocation()
	const formData = actionData && 'values' in actionData ? actionData : undefined
	const shared = actionData && 'shared' in actionData ? actionData.shared : null
	return (
		<div className="space-y-6">
			<PageHeading
				title={`Edit ${name}`}
				description={
					<>
						{collection === 'products'
							? 'A product, listed on the Products page.'
							: 'A portfolio project, listed on the Portfolio page.'}{' '}
						<StatusChips
							status={loaderData.status}
							published={published}
							draft={draft}
							className="mt-2"
						/>
					</>
				}
			/>
			<ReviewNotice review={loaderData.review} />
			<ProjectForm
				// Each of the form's posts (Save draft, Discard, Schedule, a refusal) ends on a new
				// page, which starts it afresh from what is stored; a refresh of this page's data
				// (after a share link is made) keeps what is being typed.
				key={`${id}:${location.key}`}
				initial={formData?.values ?? loaderData.values}
				projectId={id}
				versions={versions}
				draft={draft}
				published={published}
				actionData={formData}
				cancelHref={projectListPath(collection, type)}
			/>
			<SharePreviewPanel
				links={loaderData.links}
				origin={loaderData.origin}
				shared={shared}
			/>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <ProjectError error={error} />
}
