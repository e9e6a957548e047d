import { data, Outlet, useNavigation } from 'react-router'

import { adminStylesheet } from '#app/components/admin/styles.ts'
import { AdminHeader } from '#app/components/admin/AdminHeader.tsx'
import { useEscapeClosesMenus } from '#app/components/admin/use-escape-closes-menus.ts'
import { AdminTabs } from '#app/components/admin/AdminTabs.tsx'
import { Toast } from '#app/components/admin/Toast.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { timeZoneOf } from '#app/lib/client-hints.ts'
import { unreadInInbox } from '#app/server/admin/inbox.server.ts'
import { readToast } from '#app/server/toast.server.ts'
import { adminAuthMiddleware, adminUserContext } from '#app/server/auth/session.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { countWaitingReviews } from '#app/server/models/content-reviews.server.ts'
import { can } from '#app/lib/permissions.ts'

import type { RouteHandle } from '#app/lib/route-handle.ts'

import type { Route } from './+types/layout'

/** The dashboard hydrates: React Router's scripts run it in the browser (decision 028). */
export const handle = { hydrate: true } satisfies RouteHandle

export const links: Route.LinksFunction = () => [adminStylesheet]

// Every page, loader and action below this layout runs only for a signed-in admin.
export const middleware: Route.MiddlewareFunction[] = [adminAuthMiddleware]

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }]

export async function loader({ context, request }: Route.LoaderArgs) {
	const user = context.get(adminUserContext)
	// The message an action left for this page (spec §8), shown once.
	const { toast, clear } = await readToast(request)
	// The tab bar says how many messages wait unread and how many drafts wait for review,
	// to the roles that see those tabs; a failed count shows none.
	const db = getDb()
	const [unread, waiting] = await Promise.all([
		can(user.role, 'inbox') ? unreadInInbox(db).catch(() => 0) : 0,
		can(user.role, 'content.publish') ? countWaitingReviews(db).catch(() => 0) : 0,
	])
	return data(
		{
			user: { email: user.email, role: user.role },
			toast,
			unread,
			waiting,
			// Every time on the dashboard is in this zone, on the server and in the browser.
			timeZone: timeZoneOf(request),
		},
		clear ? { headers: { 'Set-Cookie': clear } } : undefined,
	)
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	const loading = useNavigation().state === 'loading'
	useEscapeClosesMenus()
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
			<a
				href="#main"
				className="fixed top-3 left-3 z-50 -translate-y-24 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-on-primary focus-visible:translate-y-0"
			>
				Skip to content
			</a>
			<AdminHeader email={loaderData.user.email} />
			<AdminTabs
				role={loaderData.user.role}
				counts={{
					'/admin/inbox': loaderData.unread,
					'/admin/review': loaderData.waiting,
				}}
			/>
			<main id="main" className="wrap flex-1 py-8 md:py-10">
				<Outlet />
			</main>
			<Toast toast={loaderData.toast} />
		</div>
	)
}
