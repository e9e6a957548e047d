import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { PROJECT_TOASTS } from '#app/lib/admin-messages.ts'
import { useState } from 'react'
import { useNavigate } from 'react-router'

import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { useEditLock } from '#app/components/admin/use-edit-lock.ts'
import { editableItem } from '#app/lib/edit-lock.ts'
import { editProjectPath, projectListPath } from '#app/lib/project-paths.ts'
import { ProjectForm } from '#app/components/admin/project/ProjectForm.tsx'
import type { ProjectCollection } from '#app/lib/types.ts'
import { projectFormDefaults } from '#app/schemas/project.ts'
import { postedForm } from '#app/schemas/form.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { randomText } from '#app/server/random.server.ts'
import { access, PROJECT_FORM_ACCESS } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/project-new'
import { answerProjectForm } from './project-form.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [access(PROJECT_FORM_ACCESS)]

// /admin/portfolio/new and /admin/products/new: the Add buttons of the two tabs.
function collectionOf(url: string): ProjectCollection {
	return new URL(url).pathname.startsWith('/admin/products/') ? 'products' : 'portfolio'
}

const TITLES = { portfolio: 'Add Portfolio Project', products: 'Add Product' } as const

/** Nothing stored yet: no draft, never published. */
const NEW_PROJECT_VERSIONS = { draftVersion: 0, baseRevision: 0 }

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `${TITLES[loaderData?.collection ?? 'portfolio']} · Dashboard` },
]

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	const collection = collectionOf(request.url)
	return {
		collection,
		values: projectFormDefaults(null, collection),
		// This page's id for its saves and, once the project exists, its lock (decision 042).
		editor: randomText(12, 'base64url'),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	return answerProjectForm(request, await postedForm(request), {
		user,
		logger: context.get(requestContext).logger,
	})
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) =>
	keepPageOnFailedPost(args, { default: PROJECT_TOASTS.saveFailed })

export default function NewProject({ loaderData, actionData }: Route.ComponentProps) {
	const { collection } = loaderData
	// Once its first save has made the project, the page holds its lock (decision 042).
	const [created, setCreated] = useState<string | null>(null)
	const editLock = useEditLock({
		item: created ? editableItem('project', created) : null,
		editor: loaderData.editor,
	})
	const navigate = useNavigate()
	return (
		<div className="space-y-6">
			<PageHeading
				title={TITLES[collection]}
				description="Every field is needed unless it says optional. What you type is kept as a draft; the project shows on the site once you publish it as visible."
			/>
			<ProjectForm
				initial={actionData?.values ?? loaderData.values}
				versions={NEW_PROJECT_VERSIONS}
				actionData={actionData ?? undefined}
				cancelHref={projectListPath(collection, 'mobile')}
				editLock={editLock}
				onCreated={setCreated}
				// Taken over once it exists: its edit page shows what is stored.
				onReload={(id) => {
					if (id) void navigate(editProjectPath(id))
				}}
			/>
		</div>
	)
}
