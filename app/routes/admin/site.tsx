import { Outlet } from 'react-router'

import { SiteNav } from '#app/components/admin/site/SiteNav.tsx'

/** The Site area: its navigation above the overview or the form chosen. */
export default function SiteArea() {
	return (
		<div className="space-y-6">
			<SiteNav />
			<Outlet />
		</div>
	)
}
