// The dashboard's tab bar, in order. A new tab is one entry here and one route under the
// admin layout in app/routes.ts (the layout's middleware then guards it, and the route's
// own declares the permission that is also this entry's).
import type { Permission } from '#app/lib/permissions.ts'

export interface AdminTab {
	to: string
	label: string
	/** Who sees the tab: the same permission its route's loader needs (decision 046). */
	permission: Permission
	/** Active only on this exact path (for the index). */
	end?: boolean
	/** What the count beside it counts ('Inbox, 3 unread'). */
	counts?: string
}

export const adminTabs: readonly AdminTab[] = [
	{ to: '/admin', label: 'Portfolio', permission: 'content.edit', end: true },
	{ to: '/admin/products', label: 'Products', permission: 'content.edit' },
	{ to: '/admin/testimonials', label: 'Testimonials', permission: 'content.edit' },
	{ to: '/admin/logos', label: "Clients' Logos", permission: 'content.publish' },
	{ to: '/admin/site', label: 'Site', permission: 'content.edit' },
	{
		to: '/admin/review',
		label: 'Review',
		permission: 'content.publish',
		counts: 'waiting',
	},
	{ to: '/admin/scheduled', label: 'Scheduled', permission: 'content.publish' },
	{ to: '/admin/trash', label: 'Trash', permission: 'content.publish' },
	{ to: '/admin/redirects', label: 'Redirects', permission: 'content.publish' },
	{ to: '/admin/media', label: 'Media', permission: 'content.edit' },
	{ to: '/admin/inbox', label: 'Inbox', permission: 'inbox', counts: 'unread' },
	{ to: '/admin/team', label: 'Team', permission: 'team' },
	{ to: '/admin/activity', label: 'Activity', permission: 'activity' },
	{ to: '/admin/overview', label: 'Overview', permission: 'dashboard' },
]
