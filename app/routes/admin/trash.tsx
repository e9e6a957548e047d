import { Form, useNavigation } from 'react-router'

import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { handleTrashAction, loadTrash } from '#app/server/admin/drafts-screens.server.ts'
import { requestContext } from '#app/server/context.server.ts'

import type { Route } from './+types/trash'

export const meta: Route.MetaFunction = () => [{ title: 'Trash · Dashboard' }]

export async function loader({ request }: Route.LoaderArgs) {
	return loadTrash(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	return handleTrashAction(request, context.get(requestContext).logger)
}

/** What was deleted, restorable until the purge (decision 033). */
export default function Trash({ loaderData }: Route.ComponentProps) {
	const busy = useNavigation().state !== 'idle'
	return (
		<div className="space-y-6">
			<PageHeading
				title="Trash"
				description={`Deleted projects, products, testimonials and client logos stay here for ${loaderData.days} days, off the site, and can be restored as they were. Then they are removed for good, with their images.`}
			/>
			{loaderData.items.length === 0 ? (
				<p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center text-ink-muted">
					The trash is empty.
				</p>
			) : (
				<ul className="grid gap-3">
					{loaderData.items.map((item) => (
						<li
							key={`${item.entity}:${item.id}`}
							data-trash-item={item.id}
							className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card border border-line bg-surface p-4 sm:p-5 dark:border-transparent dark:shadow-raised"
						>
							<div className="mr-auto min-w-0">
								<p className="text-sm font-semibold tracking-[0.06em] text-brand-ink uppercase">
									{item.noun}
								</p>
								<h2 className="mt-0.5 text-lg font-semibold break-words">{item.name}</h2>
								<p className="mt-1 text-sm text-ink-muted">
									Deleted <LocalTime iso={item.deletedAt} />. Removed for good{' '}
									<LocalTime iso={item.purgeAt} />.
								</p>
							</div>
							<Form method="post">
								<input type="hidden" name="intent" value="restore" />
								<input type="hidden" name="entity" value={item.entity} />
								<input type="hidden" name="id" value={item.id} />
								<Button
									type="submit"
									variant="outline"
									size="sm"
									disabled={busy}
									aria-label={`Restore ${item.name}`}
								>
									Restore
								</Button>
							</Form>
						</li>
					))}
				</ul>
			)}
		</div>
	)
}
