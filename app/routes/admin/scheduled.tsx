import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { Link, useNavigation } from 'react-router'

import { EmptyList, ItemButton, ItemCard } from '#app/components/admin/ItemCard.tsx'
import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { postedForm, readForm } from '#app/schemas/form.ts'
import { scheduledActionSchema } from '#app/schemas/trash.ts'
import {
	loadScheduled,
	unscheduleContent,
} from '#app/server/admin/drafts-screens.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/scheduled'
import { unknownAction } from '#app/server/http/refusals.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access({ read: 'content.publish' }),
]

export const meta: Route.MetaFunction = () => [{ title: 'Scheduled · Dashboard' }]

const SCHEDULED_PATH = '/admin/scheduled'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	return loadScheduled(getDb())
}

/** Unschedule: the draft stays, unpublished. */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const post = readForm(await postedForm(request), scheduledActionSchema)
	const toast = (tone: 'success' | 'error', message: string) =>
		redirectWithToast(request, SCHEDULED_PATH, { tone, message })
	if (!post.ok) unknownAction()
	try {
		const draft = await unscheduleContent(getDb(), { ...post.data, actor: user })
		return await (draft
			? toast('success', 'Schedule removed. The draft stays unpublished.')
			: toast('error', 'That draft is gone: it was published or discarded.'))
	} catch (error) {
		const failure = answerForFailure(error, 'The schedule could not be removed.', {
			logger: context.get(requestContext).logger,
			what: 'Failed to unschedule a draft',
			id: post.data.id,
		})
		return toast('error', failure.message)
	}
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailedPost(args)

/** Every draft set to go live at a time, soonest first (decision 033). */
export default function Scheduled({ loaderData }: Route.ComponentProps) {
	const busy = useNavigation().state !== 'idle'
	return (
		<div className="space-y-6">
			<PageHeading
				title="Scheduled"
				description="Drafts set to go live at a time, soonest first. Each is published within a minute of its time; times are shown in your time zone."
			/>
			{loaderData.items.length === 0 ? (
				<EmptyList>
					Nothing is scheduled. Set a time in a draft’s “Draft and publishing” panel.
				</EmptyList>
			) : (
				<ul className="grid gap-3">
					{loaderData.items.map((item) => (
						<ItemCard
							key={`${item.entity}:${item.id}`}
							data-scheduled-item={item.id}
							noun={item.noun}
							title={item.title}
							meta={
								<>
									Goes live <LocalTime value={item.publishAt} />
									{item.scheduledBy ? `, set by ${item.scheduledBy}` : ''}.
								</>
							}
							actions={
								<>
									<Link
										to={item.editPath}
										className={buttonClasses({ variant: 'outline', size: 'sm' })}
										aria-label={`Edit ${item.title}`}
									>
										Edit
									</Link>
									<ItemButton
										intent="unschedule"
										entity={item.entity}
										id={item.id}
										label={`Unschedule ${item.title}`}
										busy={busy}
									>
										Unschedule
									</ItemButton>
								</>
							}
						/>
					))}
				</ul>
			)}
		</div>
	)
}
