// Who may do what in the dashboard (decision 046): four roles, each a set of permissions.
// The server checks a route's declared permission for every loader and action
// (server/auth/permissions.server.ts); the dashboard reads the same table to show only the
// tabs and buttons a role may use.

export const ROLES = ['owner', 'admin', 'editor', 'author'] as const
export type Role = (typeof ROLES)[number]

/** Roles that can be given in the Team tab (the owner's is handed over, not given). */
export const ASSIGNABLE_ROLES = ['admin', 'editor', 'author'] as const
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
	owner: 'Owner',
	admin: 'Admin',
	editor: 'Editor',
	author: 'Author',
}

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
	owner: 'Everything, and the only one who changes roles or hands ownership over.',
	admin: 'Everything but roles and ownership.',
	editor:
		'All content, media, publishing and the Inbox; not the Team or site-wide settings.',
	author:
		'Drafts of projects, products, testimonials and Site pages, and uploads; submits them for review.',
}

export const PERMISSIONS = {
	/** Open the dashboard: your account, the lists, the Overview. */
	dashboard: ['owner', 'admin', 'editor', 'author'],
	/** Create and edit drafts, preview them, make a share link to a draft, submit for review. */
	'content.edit': ['owner', 'admin', 'editor', 'author'],
	/**
	 * Publish, schedule, delete, restore, show or hide, reorder; review others' drafts;
	 * testimonials, client logos and the media library's edits, which go live at once.
	 */
	'content.publish': ['owner', 'admin', 'editor'],
	/** Read and handle contact messages. */
	inbox: ['owner', 'admin', 'editor'],
	/** The audit log. */
	activity: ['owner', 'admin', 'editor'],
	/** Site-wide settings: the Company and Search and sharing forms. */
	settings: ['owner', 'admin'],
	/** Invite, revoke and remove members. */
	team: ['owner', 'admin'],
	/** Change roles and hand ownership over. */
	roles: ['owner'],
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof PERMISSIONS

/** The Site forms that are site-wide settings, not a page's words: `settings`, wholly. */
export const SETTINGS_FORMS: ReadonlySet<string> = new Set(['company', 'seo'])

/** What opening a Site form needs. */
export function siteFormPermission(key: string): Permission {
	return SETTINGS_FORMS.has(key) ? 'settings' : 'content.edit'
}

export function can(role: Role, permission: Permission): boolean {
	return (PERMISSIONS[permission] as readonly Role[]).includes(role)
}

export function isRole(value: unknown): value is Role {
	return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/** A stored role as the app reads it: anything unknown counts as the least, never more. */
export function toRole(value: unknown): Role {
	return isRole(value) ? value : 'author'
}

export const FORBIDDEN_MESSAGE = 'Your role does not allow this.'
