import { Link } from 'react-router'

import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { formatWhen } from '#app/lib/activity-labels.ts'
import { SITE_FORMS, SITE_KEYS } from '#app/schemas/site-content.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { listSiteFormStamps } from '#app/server/models/site-content.server.ts'

import type { Route } from './+types/site-overview'

export const meta: Route.MetaFunction = () => [{ title: 'Site · Dashboard' }]

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	const stamps = await listSiteFormStamps(getDb())
	return { stamps: Object.fromEntries(stamps.map((stamp) => [stamp.key, stamp])) }
}

/** Every Site form: what it covers, when it was last published and by whom. */
export default function SiteOverview({ loaderData }: Route.ComponentProps) {
	const { stamps } = loaderData
	return (
		<div className="space-y-6">
			<PageHeading
				title="Site"
				description="The words and pictures of the public pages. A form that was never changed here shows the site's original copy."
			/>
			<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
				{SITE_KEYS.map((key) => {
					const form = SITE_FORMS[key]
					const stamp = stamps[key]
					return (
						<li
							key={key}
							className="relative flex flex-col gap-2 rounded-card border border-line bg-surface p-5 transition-shadow duration-200 hover:shadow-raised dark:border-transparent dark:shadow-raised"
						>
							<h2 className="text-lg font-semibold">
								<Link
									to={`/admin/site/${key}`}
									className="after:absolute after:inset-0 after:rounded-card"
								>
									{form.title}
								</Link>
							</h2>
							<p className="text-sm text-ink-muted">{form.description}</p>
							<p className="mt-auto pt-2 text-sm">
								{stamp
									? `Published ${formatWhen(stamp.updatedAt)}${stamp.updatedBy ? ` by ${stamp.updatedBy}` : ''}`
									: 'Original copy'}
							</p>
						</li>
					)
				})}
			</ul>
		</div>
	)
}
