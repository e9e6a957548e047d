// The site's own pages an editor links to from rich text (the link form's list), as the
// dashboard's JSON endpoint (app/routes/admin/api/pages.ts) gives them.

/** One page: what it is called and its address on the site. */
export interface SitePage {
	label: string
	path: string
}

export const SITE_PAGES_PATH = '/admin/api/pages'
