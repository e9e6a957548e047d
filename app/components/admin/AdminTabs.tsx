import { NavLink } from 'react-router'

import { cx } from '#app/components/ui/cx.ts'
import { can, type Role } from '#app/lib/permissions.ts'

import { adminTabs } from './tabs.ts'

/**
 * The dashboard's sections. On a narrow screen the bar wraps onto another row rather than
 * scrolling sideways: every section is in sight down to 320 px, nothing hidden past the
 * edge (issue 21). Links in a list, so a screen reader announces how many sections there are.
 * A section with things waiting (the Inbox's unread messages) shows their count, which is
 * part of its link's name ('Inbox, 3 unread'). Only the tabs the role may open are shown.
 */
export function AdminTabs({
	role,
	counts = {},
}: {
	role: Role
	counts?: Record<string, number>
}) {
	return (
		<nav aria-label="Dashboard sections" className="border-b border-line bg-surface">
			<div className="wrap">
				<ul className="-mx-2.5 flex flex-wrap gap-x-1 py-1 md:-mx-3 md:py-0">
					{adminTabs
						.filter((tab) => can(role, tab.permission))
						.map((tab) => (
							<li key={tab.to}>
								<NavLink
									to={tab.to}
									end={tab.end}
									prefetch="intent"
									aria-label={
										counts[tab.to]
											? `${tab.label}, ${counts[tab.to]} ${tab.counts ?? ''}`.trim()
											: undefined
									}
									className={({ isActive }) =>
										cx(
											'relative inline-flex h-11 items-center px-2.5 text-sm font-semibold whitespace-nowrap transition-colors duration-200 after:absolute after:inset-x-2.5 after:bottom-0 after:h-0.5 after:rounded-full after:transition-colors after:duration-200 md:h-12 md:px-3 md:after:inset-x-3',
											isActive
												? 'text-ink after:bg-brand'
												: 'text-ink-muted after:bg-transparent hover:text-ink',
										)
									}
								>
									{tab.label}
									{counts[tab.to] ? (
										<span
											aria-hidden="true"
											data-unread-count
											className="ml-1.5 rounded-full bg-brand/15 px-1.5 text-sm font-bold text-brand-ink tabular-nums"
										>
											{counts[tab.to]}
										</span>
									) : null}
								</NavLink>
							</li>
						))}
				</ul>
			</div>
		</nav>
	)
}
