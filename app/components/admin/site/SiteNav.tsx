import { NavLink } from 'react-router'

import { useMay } from '#app/components/admin/use-can.ts'
import { cx } from '#app/components/ui/cx.ts'
import { siteFormPermission } from '#app/lib/permissions.ts'
import { SITE_FORMS, SITE_KEYS } from '#app/schemas/site-content.ts'

/**
 * The Site area's own navigation: the overview, then one link per form. Pills that wrap
 * onto another row on a phone, like the dashboard's tabs, so every form stays in sight.
 */
export function SiteNav() {
	// The Company and Search and sharing forms and the site's languages are site-wide
	// settings (decision 046): owner and admin.
	const may = useMay()
	const mayChangeSettings = may('settings')
	const links = [
		{ to: '/admin/site', label: 'All forms', end: true },
		...SITE_KEYS.filter((key) => may(siteFormPermission(key))).map((key) => ({
			to: `/admin/site/${key}`,
			label: SITE_FORMS[key].title,
			end: false,
		})),
		...(mayChangeSettings
			? [{ to: '/admin/site/languages', label: 'Languages', end: false }]
			: []),
	]
	return (
		<nav aria-label="Site content">
			<ul className="flex flex-wrap gap-2">
				{links.map((link) => (
					<li key={link.to}>
						<NavLink
							to={link.to}
							end={link.end}
							prefetch="intent"
							className={({ isActive }) =>
								cx(
									'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors duration-200',
									isActive
										? 'border-brand-ink bg-brand/10 text-ink'
										: 'border-line-strong text-ink-muted hover:border-ink-muted hover:text-ink',
								)
							}
						>
							{link.label}
						</NavLink>
					</li>
				))}
			</ul>
		</nav>
	)
}
