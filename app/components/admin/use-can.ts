// Whether the signed-in admin's role may do something (decision 046), for showing only the
// tabs and buttons it may use; the server checks every post again.
import { useRouteLoaderData } from 'react-router'

import { can, type Permission, type Role } from '#app/lib/permissions.ts'

export function useRole(): Role | null {
	const data = useRouteLoaderData<{ user?: { role: Role } }>('routes/admin/layout')
	return data?.user?.role ?? null
}

export function useCan(permission: Permission): boolean {
	return useMay()(permission)
}

/** `useCan` for permissions known only while rendering (one per item of a list). */
export function useMay(): (permission: Permission) => boolean {
	const role = useRole()
	return (permission) => role !== null && can(role, permission)
}
