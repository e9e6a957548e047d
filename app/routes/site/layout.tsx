import { Outlet, data, useRouteLoaderData } from 'react-router'

import { ErrorNotice } from '#app/components/site/ErrorNotice.tsx'
import { Footer } from '#app/components/site/Footer.tsx'
import { Header } from '#app/components/site/Header.tsx'
import type { loader as rootLoader } from '#app/root.tsx'
import { loadContactFormState } from '#app/server/contact/form-state.server.ts'

import type { Route } from './+types/layout'

/** The contact forms' render token, and the outcome of a post made without JavaScript. */
export async function loader({ request }: Route.LoaderArgs) {
	const { state, headers } = await loadContactFormState(request)
	return data({ contactForm: state }, { headers })
}

/**
 * Public pages are documents, never rendered in the browser (decision 028): a client-side
 * navigation into one (a link in the dashboard) loads the document instead.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
	window.location.assign(request.url)
	return new Promise<never>(() => {})
}

/** Every public page: header, the page, footer. Admin routes sit outside this layout. */
export default function SiteLayout() {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	if (!root) throw new Error('The site layout renders below the root loader')
	const { settings } = root
	return (
		<>
			<Header company={settings} />
			<div className="flex flex-1 flex-col">
				<Outlet />
			</div>
			<Footer settings={settings} />
		</>
	)
}

/**
 * A public page that cannot be shown (its data request failed on the way, or the server
 * refused or failed it) says so inside the site's header and footer (ErrorNotice). The
 * root error screen is left for what this layout cannot draw.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	// Always there: were the root loader's data missing, the root's own boundary would show.
	if (!root) return <ErrorNotice error={error} />
	return (
		<>
			<Header company={root.settings} />
			<ErrorNotice error={error} />
			<Footer settings={root.settings} />
		</>
	)
}
