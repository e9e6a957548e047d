import { Outlet, useNavigation } from 'react-router'

import { AdminHeader } from '#app/components/admin/AdminHeader.tsx'
import { AdminTabs } from '#app/components/admin/AdminTabs.tsx'
import { cx } from '#app/components/ui/cx.ts'
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
	const loading = useNavigation().state === 'loading'
	return (
		<div className="flex min-h-dvh flex-1 flex-col bg-canvas">
			{/* The server renders with the session known; the browser waits only while it
			    fetches the next page's data, and says so after a short moment. */}
			<div
				aria-hidden="true"
				className={cx(
					'fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-brand transition-[transform,opacity] duration-300 ease-out-soft',
					loading ? 'scale-x-75 opacity-100' : 'scale-x-0 opacity-0',
				)}
			/>
			<p
				role="status"
				className={cx(
					'pointer-events-none fixed top-3 left-1/2 z-50 -translate-x-1/2 rounded-full border border-line bg-surface px-3 py-1 text-sm font-semibold text-ink-muted shadow-raised transition-opacity duration-200',
					loading ? 'opacity-100 delay-200' : 'opacity-0',
				)}
			>
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
