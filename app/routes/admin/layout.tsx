import { Outlet, useNavigation } from 'react-router'

import { AdminHeader } from '#app/components/admin/AdminHeader.tsx'
import { AdminTabs } from '#app/components/admin/AdminTabs.tsx'
import { adminAuthMiddleware, adminUserContext } from '#app/server/auth/session.server.ts'

import type { Route } from './+types/layout'

// Every page, loader and action below this layout runs only for a signed-in admin.
export const middleware: Route.MiddlewareFunction[] = [adminAuthMiddleware]

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }]

export function loader({ context }: Route.LoaderArgs) {
	const user = context.get(adminUserContext)
	return { user: { email: user.email, role: user.role } }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	const navigation = useNavigation()
	// The server already knows the session when it renders; the browser only waits for
	// it while it fetches the next page's data.
	const loading = navigation.state === 'loading'
	return (
		<div className="flex min-h-dvh flex-1 flex-col bg-canvas">
			<div
				aria-hidden={!loading}
				className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-brand transition-[transform,opacity] duration-300 ease-out-soft ${loading ? 'scale-x-75 opacity-100' : 'scale-x-0 opacity-0'}`}
			/>
			<p role="status" className="sr-only">
				{loading ? 'Loading' : ''}
			</p>
			<AdminHeader email={loaderData.user.email} />
			<AdminTabs />
			<main id="main" className="wrap flex-1 py-8 md:py-10">
				<Outlet />
			</main>
		</div>
	)
}
