import { Form, Link, useNavigation } from 'react-router'

import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'
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
				<p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center text-ink-muted">
					Nothing is scheduled. Set a time in a draft’s “Draft and publishing” panel.
				</p>
			) : (
				<ul className="grid gap-3">
					{loaderData.items.map((item) => (
						<li
							key={`${item.entity}:${item.id}`}
							data-scheduled-item={item.id}
							className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card border border-line bg-surface p-4 sm:p-5 dark:border-transparent dark:shadow-raised"
						>
							<div className="mr-auto min-w-0">
								<p className="text-sm font-semibold tracking-[0.06em] text-brand-ink uppercase">
									{item.noun}
								</p>
								<h2 className="mt-0.5 text-lg font-semibold">{item.title}</h2>
								<p className="mt-1 text-sm text-ink-muted">
									Goes live <LocalTime iso={item.publishAt} />
									{item.scheduledBy ? `, set by ${item.scheduledBy}` : ''}.
								</p>
							</div>
							<Link
								to={item.editPath}
								className={buttonClasses({ variant: 'outline', size: 'sm' })}
								aria-label={`Edit ${item.title}`}
							>
								Edit
							</Link>
							<Form method="post">
								<input type="hidden" name="intent" value="unschedule" />
								<input type="hidden" name="entity" value={item.entity} />
								<input type="hidden" name="id" value={item.id} />
								<Button
									type="submit"
									variant="outline"
									size="sm"
									disabled={busy}
									aria-label={`Unschedule ${item.title}`}
								>
									Unschedule
								</Button>
							</Form>
						</li>
					))}
				</ul>
			)}
		</div>
	)
}
