import { Link } from 'react-router'

import { ActivityList } from '#app/components/admin/ActivityList.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { countAuditLog, listAuditLog } from '#app/server/models/audit-log.server.ts'

import type { Route } from './+types/activity'

export const meta: Route.MetaFunction = () => [{ title: 'Activity · Dashboard' }]

const PAGE_SIZE = 50

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	const requested = Number(new URL(request.url).searchParams.get('page') ?? '1')
	const page = Number.isInteger(requested) && requested > 0 ? requested : 1
	const db = getDb()
	const [entries, total] = await Promise.all([
		listAuditLog(db, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
		countAuditLog(db),
	])
	return { entries, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), total }
}

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
	const { entries, page, pages, total } = loaderData
	return (
		<div className="space-y-6">
			<PageHeading
				title="Activity"
				description="Every sign-in and sign-out, and every change made in the dashboard: who did it and when. Times are in your time zone; point at one to see it in UTC."
			/>
			<section
				aria-label="Activity log"
				className="rounded-card border border-line bg-surface p-5 sm:p-6 dark:border-transparent dark:shadow-raised"
			>
				<ActivityList items={entries} />
			</section>
			{pages > 1 ? (
				<nav
					aria-label="Activity pages"
					className="flex items-center justify-between gap-3"
				>
					<p className="text-sm text-ink-muted">
						Page {page} of {pages} · {total} entries
					</p>
					<div className="flex gap-2">
						{page > 1 ? (
							<Link
								to={`?page=${page - 1}`}
								className={buttonClasses({ variant: 'outline', size: 'sm' })}
							>
								Newer
							</Link>
						) : null}
						{page < pages ? (
							<Link
								to={`?page=${page + 1}`}
								className={buttonClasses({ variant: 'outline', size: 'sm' })}
							>
								Older
							</Link>
						) : null}
					</div>
				</nav>
			) : null}
		</div>
	)
}
