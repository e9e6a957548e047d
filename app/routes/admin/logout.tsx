import { redirect } from 'react-router'

import { signOut } from '#app/server/auth/actions.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'

import type { Route } from './+types/logout'

// Who may read and post here (decision 046), checked before the loader and action.
export const middleware: Route.MiddlewareFunction[] = [access({ read: 'dashboard' })]

// Signing out changes state, so it is a POST; a visit by link goes back to the dashboard.
export function loader() {
	throw redirect('/admin')
}

export async function action({ request }: Route.ActionArgs) {
	await requireUser(request)
	const headers = new Headers()
	for (const cookie of await signOut(request)) headers.append('Set-Cookie', cookie)
	throw redirect('/admin/login?notice=signed-out', { headers })
}
