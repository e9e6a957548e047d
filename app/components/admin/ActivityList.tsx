import { cx } from '#app/components/ui/cx.ts'

import { activityLabel, activityTarget, activityTone } from '#app/lib/activity-labels.ts'

import { LocalTime } from './LocalTime.tsx'

export interface ActivityItem {
	id: string
	actorEmail: string | null
	action: string
	entity: string
	entityId: string | null
	detail: unknown
	createdAt: string
}

const dots = {
	neutral: 'bg-brand',
	warning: 'bg-accent',
	danger: 'bg-red-500',
}

/** Audit entries, newest first: what happened, who did it, and when. */
export function ActivityList({ items }: { items: ActivityItem[] }) {
	if (items.length === 0) {
		return <p className="text-ink-muted">Nothing has happened yet.</p>
	}
	return (
		<ol className="divide-y divide-line">
			{items.map((item) => {
				const target = activityTarget(item.detail)
				return (
					<li key={item.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
						<span
							aria-hidden="true"
							className={cx(
								'mt-2 size-2 shrink-0 rounded-full',
								dots[activityTone(item.action)],
							)}
						/>
						<div className="min-w-0 flex-1">
							<p className="text-sm text-ink">
								<span className="font-semibold">{item.actorEmail ?? 'Someone'}</span>{' '}
								<span className="text-ink-muted">·</span>{' '}
								{activityLabel(item.action, item.entity)}
								{target ? (
									<>
										{' '}
										<span className="font-medium break-all">{target}</span>
									</>
								) : null}
							</p>
							<p className="mt-0.5 text-sm text-ink-muted">
								<LocalTime value={item.createdAt} />
							</p>
						</div>
					</li>
				)
			})}
		</ol>
	)
}
