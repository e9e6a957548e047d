import { Link } from 'react-router'

import { EmptyList } from '#app/components/admin/ItemCard.tsx'
import { LocalTime } from '#app/components/admin/LocalTime.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { loadWaitingList } from '#app/server/admin/review.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'
import { getDb } from '#app/server/db/index.server.ts'

import type { Route } from './+types/review'

// Who may read here (decision 046), checked before the loader.
export const middleware: Route.MiddlewareFunction[] = [
	access({ read: 'content.publish' }),
]

export const meta: Route.MetaFunction = () => [
	{ title: 'Waiting for review · Dashboard' },
]

export async function loader() {
	return { items: await loadWaitingList(getDb()) }
}

export default function WaitingForReview({ loaderData }: Route.ComponentProps) {
	const { items } = loaderData
	return (
		<div className="space-y-6">
			<PageHeading
				title="Waiting for review"
				description="Drafts authors submitted. Open one to see what it changes, then approve it or ask for changes."
			/>
			{items.length === 0 ? (
				<EmptyList>Nothing is waiting for review.</EmptyList>
			) : (
				<ul className="divide-y divide-line rounded-card border border-line bg-surface">
					{items.map((item) => (
						<li
							key={`${item.entity}:${item.entityId}`}
							className="flex flex-wrap items-center gap-3 px-4 py-3"
						>
							<div className="min-w-0 flex-1">
								<p className="truncate font-semibold">{item.title}</p>
								<p className="text-sm text-ink-muted">
									{item.noun[0]?.toUpperCase()}
									{item.noun.slice(1)} · submitted by {item.submittedByEmail}{' '}
									<LocalTime value={item.submittedAt} />
								</p>
							</div>
							<Link
								to={item.reviewPath}
								className={buttonClasses({ variant: 'outline', size: 'sm' })}
								aria-label={`Review ${item.title}`}
							>
								Review
							</Link>
						</li>
					))}
				</ul>
			)}
		</div>
	)
}
