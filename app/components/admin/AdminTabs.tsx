import { NavLink } from 'react-router'

import { cx } from '#app/components/ui/cx.ts'

import { adminTabs } from './tabs.ts'

/** The dashboard's sections; scrolls sideways on a phone rather than wrapping. */
export function AdminTabs() {
	return (
		<nav aria-label="Dashboard sections" className="border-b border-line bg-surface">
			<ul className="wrap flex [scrollbar-width:none] gap-1 overflow-x-auto">
				{adminTabs.map((tab) => (
					<li key={tab.to} className="shrink-0">
						<NavLink
							to={tab.to}
							end={tab.end}
							prefetch="intent"
							className={({ isActive }) =>
								cx(
									'relative inline-flex h-12 items-center px-3 text-sm font-semibold transition-colors duration-200 after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:transition-colors after:duration-200',
									isActive
										? 'text-ink after:bg-brand'
										: 'text-ink-muted after:bg-transparent hover:text-ink',
								)
							}
						>
							{tab.label}
						</NavLink>
					</li>
				))}
			</ul>
		</nav>
	)
}
