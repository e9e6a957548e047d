// The dashboard's tab bar, in order. A new tab is one entry here and one route under the
// admin layout in app/routes.ts (the layout's middleware then guards it).
export interface AdminTab {
	to: string
	label: string
	/** Active only on this exact path (for the index). */
	end?: boolean
}

export const adminTabs: readonly AdminTab[] = [
	{ to: '/admin', label: 'Portfolio', end: true },
	{ to: '/admin/products', label: 'Products' },
	{ to: '/admin/testimonials', label: 'Testimonials' },
	{ to: '/admin/logos', label: "Clients' Logos" },
	{ to: '/admin/site', label: 'Site' },
	{ to: '/admin/scheduled', label: 'Scheduled' },
	{ to: '/admin/trash', label: 'Trash' },
	{ to: '/admin/redirects', label: 'Redirects' },
	{ to: '/admin/media', label: 'Media' },
	{ to: '/admin/inbox', label: 'Inbox' },
	{ to: '/admin/team', label: 'Team' },
	{ to: '/admin/activity', label: 'Activity' },
	{ to: '/admin/overview', label: 'Overview' },
]
