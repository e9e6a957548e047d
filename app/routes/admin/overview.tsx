import { Link } from 'react-router'

import { useTimeZone } from '#app/components/admin/LocalTime.tsx'
import { utcDayStartIn } from '#app/lib/local-time.ts'
import { DailyChart } from '#app/components/admin/overview/DailyChart.tsx'
import { pageLabel } from '#app/components/admin/overview/labels.ts'
import { RankedList } from '#app/components/admin/overview/RankedList.tsx'
import { VitalsCards } from '#app/components/admin/overview/VitalsCards.tsx'
import { PageHeading, Panel } from '#app/components/admin/PageHeading.tsx'
import { buttonClasses } from '#app/components/ui/Button.tsx'
import { loadOverview, PERIODS, periodOf } from '#app/server/analytics/overview.server.ts'
import { visitBuffer } from '#app/server/analytics/visit-buffer.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/overview'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [access({ read: 'dashboard' })]

export const meta: Route.MetaFunction = () => [{ title: 'Overview · Dashboard' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireUser(request)
	const days = periodOf(new URL(request.url).searchParams.get('days'))
	// This process's visits of the last second, stored first (other workers' within one).
	await visitBuffer().flush()
	const overview = await loadOverview(getDb(), days, {
		logger: context.get(requestContext).logger,
	})
	return { ...overview, periods: PERIODS, analytics: getEnv().ANALYTICS }
}

const SCREEN_LABELS = { phone: 'Phones', tablet: 'Tablets', desktop: 'Desktops' } as const

export default function OverviewPage({ loaderData }: Route.ComponentProps) {
	const {
		days,
		periods,
		visits,
		messages,
		pages,
		referrers,
		devices,
		vitals,
		analytics,
	} = loaderData
	const totalVisits = visits.reduce((sum, { count }) => sum + count, 0)
	// The daily counts are kept per day of the site's clock (midnight UTC): when that day
	// begins on the reader's (decision 042).
	const dayStart = utcDayStartIn(useTimeZone())
	return (
		<div className="space-y-6">
			<PageHeading
				title="Overview"
				description={`How the public site is visited and how fast it is for its visitors, from the visitors' own browsers. Each day here runs from ${dayStart} to ${dayStart}, your time.`}
				actions={
					<nav aria-label="Period" className="flex gap-2">
						{periods.map((period) => (
							<Link
								key={period}
								to={`?days=${period}`}
								aria-current={period === days ? 'page' : undefined}
								className={buttonClasses({
									variant: period === days ? 'primary' : 'outline',
									size: 'sm',
								})}
							>
								{period} days
							</Link>
						))}
					</nav>
				}
			/>
			{analytics ? null : (
				<p className="rounded-card border border-line bg-surface-muted px-4 py-3 text-sm">
					Analytics is off (<code>ANALYTICS=false</code>): no visits are being recorded.
					What was recorded before is shown below.
				</p>
			)}
			<Panel id="visits" title="Visits">
				{totalVisits === 0 ? (
					<p className="text-ink-muted">
						No visits recorded in the last {days} days. Visits show here once people
						browse the public pages.
					</p>
				) : (
					<div className="space-y-6">
						<DailyChart
							id="visits-chart"
							title="Visits per day"
							unit={['visit', 'visits']}
							data={visits}
						/>
						<p className="text-sm text-ink-muted">
							<span className="font-semibold text-ink">Screens:</span>{' '}
							{devices
								.map(
									({ device, views }) =>
										`${SCREEN_LABELS[device]} ${Math.round((views / totalVisits) * 100)}%`,
								)
								.join(' · ')}
						</p>
					</div>
				)}
			</Panel>
			{totalVisits > 0 ? (
				<div className="grid gap-6 lg:grid-cols-2">
					<Panel id="pages" title="Top pages">
						<RankedList
							label="Most viewed pages"
							unit={['visit', 'visits']}
							items={pages.map((page) => ({
								key: page.path,
								// A project's page by its name and address now (an address of before too).
								name: page.project
									? `${page.project.name} (${page.project.address})`
									: pageLabel(page.path),
								count: page.views,
							}))}
						/>
					</Panel>
					<Panel
						id="referrers"
						title="Top referrers"
						description="Other sites visitors came from."
					>
						{referrers.length === 0 ? (
							<p className="text-ink-muted">No visits came from another site.</p>
						) : (
							<RankedList
								label="Sites that sent the most visits"
								unit={['visit', 'visits']}
								items={referrers.map(({ host, views }) => ({
									key: host,
									name: host,
									count: views,
								}))}
							/>
						)}
					</Panel>
				</div>
			) : null}
			<Panel
				id="vitals"
				title="Web Vitals"
				description={
					// No break inside a figure and its unit.
					"The 75th percentile of each route's visits, against Google's thresholds: good up to 2.5\u00a0s LCP, 200\u00a0ms INP, 0.1 CLS and 0.8\u00a0s TTFB; poor above 4\u00a0s, 500\u00a0ms, 0.25 and 1.8\u00a0s."
				}
			>
				{vitals.length === 0 ? (
					<p className="text-ink-muted">No measurements in the last {days} days.</p>
				) : (
					<VitalsCards routes={vitals} />
				)}
			</Panel>
			<Panel id="messages" title="Contact messages">
				{messages.some(({ count }) => count > 0) ? (
					<DailyChart
						id="messages-chart"
						title="Contact messages per day"
						unit={['message', 'messages']}
						data={messages}
					/>
				) : (
					<p className="text-ink-muted">No contact messages in the last {days} days.</p>
				)}
			</Panel>
		</div>
	)
}
