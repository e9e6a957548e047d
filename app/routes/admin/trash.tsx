import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { useNavigation } from 'react-router'

import { EmptyList, ItemButton, ItemCard } from '#app/components/admin/ItemCard.tsx'
import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { postedForm, readForm } from '#app/schemas/form.ts'
import { trashActionSchema } from '#app/schemas/trash.ts'
import { loadTrash, restoreItem } from '#app/server/admin/drafts-screens.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/trash'
import { unknownAction } from '#app/server/http/refusals.server.ts'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [
	access({ read: 'content.publish' }),
]

export const meta: Route.MetaFunction = () => [{ title: 'Trash · Dashboard' }]

const TRASH_PATH = '/admin/trash'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	return loadTrash(getDb())
}

/** Restore: the item goes back as it was, first in its list. */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const post = readForm(await postedForm(request), trashActionSchema)
	const toast = (tone: 'success' | 'error', message: string) =>
		redirectWithToast(request, TRASH_PATH, { tone, message })
	if (!post.ok) unknownAction()
	try {
		const restored = await restoreItem(getDb(), { ...post.data, actor: user })
		return await (restored
			? toast('success', restored)
			: toast('error', 'That item is no longer in the trash.'))
	} catch (error) {
		const failure = answerForFailure(error, 'The item could not be restored.', {
			logger: context.get(requestContext).logger,
			what: 'Failed to restore from the trash',
			id: post.data.id,
		})
		return toast('error', failure.message)
	}
}

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailedPost(args)

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
