// GET /admin/api/pages: the site's own pages a rich text's link can name (the link form's
// list): the fixed pages, then every shown project and product by name and address, as
// JSON. Signed-in admins only; never cached.
import { projectAddress } from '#app/lib/slugs.ts'
import type { SitePage } from '#app/lib/site-pages.ts'
import { requireApiUser } from '#app/server/auth/session.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { listVisibleProjectAddresses } from '#app/server/models/projects.server.ts'

import type { Route } from './+types/pages'

const FIXED_PAGES: SitePage[] = [
	{ label: 'Home', path: '/' },
	{ label: 'About', path: '/about' },
	{ label: 'Services', path: '/services' },
	{ label: 'Portfolio', path: '/portfolio' },
	{ label: 'Products', path: '/products' },
	{ label: 'Contact', path: '/contact' },
]

export async function loader({ request }: Route.LoaderArgs) {
	await requireApiUser(request)
	const projects = await listVisibleProjectAddresses(getDb())
	const pages: SitePage[] = [
		...FIXED_PAGES,
		...projects.map((project) => ({
			label: project.name,
			path: projectAddress(project.collection, project.slug),
		})),
	]
	return { pages }
}
