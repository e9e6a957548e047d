import { listPostFailures, PROJECT_TOASTS } from '#app/lib/admin-messages.ts'
import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { Link } from 'react-router'

import { ProjectListPage } from '#app/components/admin/project/ProjectListPage.tsx'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { requireUser } from '#app/server/auth/session.server.ts'
import { postedForm, readForm } from '#app/schemas/form.ts'
import { projectListActionSchema } from '#app/schemas/project.ts'
import { requestContext } from '#app/server/context.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/portfolio'
import { answerProjectListAction, loadProjectList } from './project-list.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access({ read: 'content.edit', write: 'content.publish' }),
]

// /admin opens on the Portfolio tab (spec §2).
export const meta: Route.MetaFunction = () => [{ title: 'Portfolio · Dashboard' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const list = await loadProjectList(
		request,
		'portfolio',
		context.get(requestContext).logger,
	)
	return { ...list, twoFactorEnabled: user.twoFactorEnabled }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = readForm(await postedForm(request), projectListActionSchema)
	return answerProjectListAction(request, 'portfolio', form.ok ? form.data : null, {
		user,
		logger: context.get(requestContext).logger,
	})
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) =>
	keepPageOnFailedPost(args, listPostFailures(PROJECT_TOASTS))

export default function PortfolioTab({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<ProjectListPage
			data={loaderData}
			confirmBulkDelete={actionData?.confirmDelete.ids}
			notice={loaderData.twoFactorEnabled ? null : <TwoFactorNudge />}
		/>
	)
}

function TwoFactorNudge() {
	return (
		<aside
			aria-labelledby="two-factor-nudge"
			className="flex flex-col gap-4 rounded-card border border-accent/60 bg-accent/10 p-5 sm:flex-row sm:items-center sm:justify-between"
		>
			<div>
				<h2 id="two-factor-nudge" className="font-semibold">
					Protect your account with two-factor sign-in
				</h2>
				<p className="mt-1 text-sm text-ink-muted">
					A code from your phone at every sign-in means a leaked password is not enough.
				</p>
			</div>
			<Link to="/admin/account#two-factor" className={buttonClasses({ size: 'sm' })}>
				Set it up
			</Link>
		</aside>
	)
}
