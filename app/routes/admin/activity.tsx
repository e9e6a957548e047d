import { Form, Link, useLocation } from 'react-router'

import { ActivityList } from '#app/components/admin/ActivityList.tsx'
import { TextField } from '#app/components/ui/Field.tsx'
import { PageHeading } from '#app/components/admin/PageHeading.tsx'
import { Button, buttonClasses } from '#app/components/ui/Button.tsx'
import { controlClasses } from '#app/components/ui/Field.tsx'
import { ACTIVITY_KINDS, type ActivityPerson } from '#app/lib/activity.ts'
import { useTimeZone } from '#app/components/admin/LocalTime.tsx'
import { timeZoneOf } from '#app/lib/client-hints.ts'
import { loadActivity, parseActivityQuery } from '#app/server/admin/activity.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/activity'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [access({ read: 'activity' })]

export const meta: Route.MetaFunction = () => [{ title: 'Activity · Dashboard' }]

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	// Days are the reader's: their zone as the client hint names it (UTC without JavaScript).
	const query = parseActivityQuery(new URL(request.url), timeZoneOf(request))
	const view = await loadActivity(getDb(), query)
	return {
		...view,
		filter: {
			person: query.person ?? '',
			kind: query.kind ?? '',
			from: query.from ?? '',
			to: query.to ?? '',
			timeZone: query.timeZone,
		},
	}
}

function SelectField({
	id,
	label,
	name,
	defaultValue,
	children,
}: {
	id: string
	label: string
	name: string
	defaultValue: string
	children: React.ReactNode
}) {
	return (
		<div className="col-span-2 sm:col-span-1">
			<label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
				{label}
			</label>
			<select id={id} name={name} defaultValue={defaultValue} className={controlClasses}>
				{children}
			</select>
		</div>
	)
}

function personLabel(person: ActivityPerson) {
	return person.removed ? `${person.email} (removed)` : person.email
}

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
	const { lines, people, total, older, newer, filter } = loaderData
	const location = useLocation()
	const timeZone = useTimeZone()
	const filtered = Boolean(filter.person || filter.kind || filter.from || filter.to)
	const pageLink = (cursor: { before: string } | { after: string }) => {
		const params = new URLSearchParams(location.search)
		params.delete('before')
		params.delete('after')
		for (const [name, value] of Object.entries(cursor)) params.set(name, value)
		return `?${params.toString()}`
	}
	return (
		<div className="space-y-6">
			<PageHeading
				title="Activity"
				description="Every sign-in and sign-out, and every change made in the dashboard: who did it and when. Repeats of one action on one item within a minute are one line."
			/>

			<search aria-label="Filter the activity">
				<Form
					method="get"
					key={location.search}
					className="grid grid-cols-2 items-end gap-x-3 gap-y-4 rounded-card border border-line bg-surface p-5 sm:gap-x-4 sm:p-6 lg:grid-cols-[1.2fr_1.2fr_1fr_1fr_auto] dark:border-transparent dark:shadow-raised"
				>
					<SelectField
						id="activity-person"
						label="Person"
						name="person"
						defaultValue={filter.person}
					>
						<option value="">Everyone</option>
						{people.map((person) => (
							<option key={person.id} value={person.id}>
								{personLabel(person)}
							</option>
						))}
					</SelectField>
					<SelectField
						id="activity-kind"
						label="Kind"
						name="kind"
						defaultValue={filter.kind}
					>
						<option value="">Everything</option>
						{ACTIVITY_KINDS.map((kind) => (
							<option key={kind.id} value={kind.id}>
								{kind.label}
							</option>
						))}
					</SelectField>
					<TextField
						id="activity-from"
						name="from"
						type="date"
						label="From"
						className="col-span-2 sm:col-span-1"
						defaultValue={filter.from}
					/>
					<TextField
						id="activity-to"
						name="to"
						type="date"
						label="To"
						className="col-span-2 sm:col-span-1"
						defaultValue={filter.to}
					/>
					<input type="hidden" name="tz" value={timeZone} />
					<div className="col-span-2 flex gap-2 lg:col-span-1">
						<Button type="submit">Show</Button>
						{filtered ? (
							<Link to="/admin/activity" className={buttonClasses({ variant: 'ghost' })}>
								Clear
							</Link>
						) : null}
					</div>
				</Form>
			</search>

			<section
				aria-label="Activity log"
				className="rounded-card border border-line bg-surface p-5 sm:p-6 dark:border-transparent dark:shadow-raised"
			>
				<p className="mb-4 text-sm text-ink-muted" role="status">
					{total === 1 ? '1 entry' : `${total} entries`}
					{filtered ? ' match the filter' : ' in all'}.
				</p>
				<ActivityList
					lines={lines}
					empty={filtered ? 'Nothing matches the filter.' : undefined}
				/>
			</section>

			{older || newer ? (
				<nav aria-label="Activity pages" className="flex justify-between gap-2">
					{newer ? (
						<Link
							to={pageLink({ after: newer })}
							className={buttonClasses({ variant: 'outline', size: 'sm' })}
						>
							Newer
						</Link>
					) : (
						<span />
					)}
					{older ? (
						<Link
							to={pageLink({ before: older })}
							className={buttonClasses({ variant: 'outline', size: 'sm' })}
						>
							Older
						</Link>
					) : null}
				</nav>
			) : null}
		</div>
	)
}
