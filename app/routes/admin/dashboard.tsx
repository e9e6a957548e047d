import { Link } from 'react-router'

import { ActivityList } from '#app/components/admin/ActivityList.tsx'
import { PageHeading, Panel } from '#app/components/admin/PageHeading.tsx'
import { adminTabs } from '#app/components/admin/tabs.ts'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'

import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard' }]

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const recent = await listAuditLog(getDb(), { limit: 6 })
	return { email: user.email, twoFactorEnabled: user.twoFactorEnabled, recent }
}

const DESCRIPTIONS: Record<string, string> = {
	'/admin/inbox':
		'Messages from the contact forms: read, file, and see whether each was mailed.',
	'/admin/team': 'Invite admins, see who has access, remove a member.',
	'/admin/activity': 'Sign-ins, sign-outs and every change, with who and when.',
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
	const sections = adminTabs.filter((tab) => tab.to !== '/admin')
	return (
		<div className="space-y-8">
			<PageHeading
				title="Dashboard"
				description={`Welcome back, ${loaderData.email}. Pick a section to manage what the site shows.`}
			/>

			{loaderData.twoFactorEnabled ? null : (
				<div className="flex flex-col gap-4 rounded-card border border-accent/60 bg-accent/10 p-5 sm:flex-row sm:items-center sm:justify-between">
					<div>
						<h2 className="font-semibold">
							Protect your account with two-factor sign-in
						</h2>
						<p className="mt-1 text-sm text-ink-muted">
							A code from your phone at every sign-in means a leaked password is not
							enough.
						</p>
					</div>
					<Link to="/admin/account#two-factor" className={buttonClasses({ size: 'sm' })}>
						Set it up
					</Link>
				</div>
			)}

			<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
				{sections.map((tab) => (
					<li key={tab.to}>
						<Link
							to={tab.to}
							className="group block h-full rounded-card border border-line bg-surface p-5 transition-shadow duration-200 hover:shadow-raised dark:border-transparent"
						>
							<span className="flex items-center justify-between font-semibold">
								{tab.label}
								<span
									aria-hidden="true"
									className="text-ink-muted transition-transform duration-200 group-hover:translate-x-0.5"
								>
									→
								</span>
							</span>
							{DESCRIPTIONS[tab.to] ? (
								<span className="mt-1.5 block text-sm text-ink-muted">
									{DESCRIPTIONS[tab.to]}
								</span>
							) : null}
						</Link>
					</li>
				))}
			</ul>

			<Panel id="recent" title="Recent activity">
				<ActivityList items={loaderData.recent} />
				<Link
					to="/admin/activity"
					className="mt-5 inline-flex text-sm font-semibold text-brand-ink underline-offset-4 hover:underline"
				>
					See all activity
				</Link>
			</Panel>
		</div>
	)
}
