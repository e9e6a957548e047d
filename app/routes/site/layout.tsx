import { Outlet, useRouteLoaderData } from 'react-router'

import { Footer } from '#app/components/site/Footer.tsx'
import { Header } from '#app/components/site/Header.tsx'
import type { loader as rootLoader } from '#app/root.tsx'

/** Every public page: header, the page, footer. Admin routes sit outside this layout. */
export default function SiteLayout() {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	if (!root) throw new Error('The site layout renders below the root loader')
	const { settings } = root
	return (
		<>
			<Header companyName={settings.companyName} />
			<div className="flex flex-1 flex-col">
				<Outlet />
			</div>
			<Footer settings={settings} />
		</>
	)
}
