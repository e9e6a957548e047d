import { Link, useNavigation } from 'react-router'

import { EmptyList, ItemButton, ItemCard } from '#app/components/admin/ItemCard.tsx'
import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import {
	handleScheduledAction,
	loadScheduled,
} from '#app/server/admin/drafts-screens.server.ts'
import { requestContext } from '#app/server/context.server.ts'

import type { Route } from './+types/scheduled'

export const meta: Route.MetaFunction = () => [{ title: 'Scheduled · Dashboard' }]

export async function loader({ request }: Route.LoaderArgs) {
	return loadScheduled(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	return handleScheduledAction(request, context.get(requestContext).logger)
}

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
