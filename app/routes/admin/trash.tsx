import { useNavigation } from 'react-router'

import { EmptyList, ItemButton, ItemCard } from '#app/components/admin/ItemCard.tsx'
import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
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
				<EmptyList>The trash is empty.</EmptyList>
			) : (
				<ul className="grid gap-3">
					{loaderData.items.map((item) => (
						<ItemCard
							key={`${item.entity}:${item.id}`}
							data-trash-item={item.id}
							noun={item.noun}
							title={item.name}
							meta={
								<>
									Deleted <LocalTime value={item.deletedAt} />. Removed for good{' '}
									<LocalTime value={item.purgeAt} />.
								</>
							}
							actions={
								<ItemButton
									intent="restore"
									entity={item.entity}
									id={item.id}
									label={`Restore ${item.name}`}
									busy={busy}
								>
									Restore
								</ItemButton>
							}
						/>
					))}
				</ul>
			)}
		</div>
	)
}
