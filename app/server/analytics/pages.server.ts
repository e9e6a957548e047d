// Which page of the site a beacon reports, decided by the request classifier's own match
// of its path (the same answer a GET of that path gets), never by string tests: another
// spelling is the page it redirects to, every unknown path is the one not-found page, and a
// project page counts only while its project is visible (checked when stored).
import type { ProjectCollection } from '#app/lib/types.ts'
import type { RequestClassifier } from '#app/server/http/request-class.server.ts'

export interface PageMatch {
	/** The canonical path, or NOT_FOUND_PAGE's. */
	path: string
	/** The route's path pattern (`/portfolio/:projectId`), or `404`. */
	route: string
	/** A project page: counted as NOT_FOUND_PAGE unless this project is visible. */
	project?: { id: string; collection: ProjectCollection }
}

/** Every page not found, whatever its address: an address is never stored as typed. */
export const NOT_FOUND_PAGE: PageMatch = { path: '/404', route: '404' }

/** The routes that render the not-found page (the catch-all, and /404 itself). */
const NOT_FOUND_ROUTES = new Set(['catch-all', 'routes/site/not-found'])

/**
 * The site's routes with a parameter (app/routes.ts ids): a path of theirs counts only for a
 * project a visitor may see. Every other page route's path is its pattern, so a new route
 * with a parameter must be listed here (beacon.server.test.ts walks the route table).
 */
export const PROJECT_ROUTES: Readonly<
	Record<string, { pattern: string; collection: ProjectCollection }>
> = {
	'portfolio-project': { pattern: '/portfolio/:projectId', collection: 'portfolio' },
	'product-project': { pattern: '/products/:projectId', collection: 'products' },
}

/** The site's pages are the route modules of this folder (CONVENTIONS.md), ids and all. */
const SITE_PAGE_ROUTE = 'routes/site/'

/**
 * The page `path` is, or null when it is none of the site's pages: a data request, the
 * crawler files, an endpoint, a path the site refuses. Another spelling of a page (which a
 * client-side link can put in the address bar) counts as the page it is redirected to.
 */
export function pageOf(
	classifier: Pick<RequestClassifier, 'classify'>,
	path: string,
): PageMatch | null {
	let decision = classifier.classify('GET', path)
	if (decision.type === 'redirect')
		decision = classifier.classify('GET', decision.location)
	if (decision.type !== 'route') return null
	const { kind, isData, routeId, path: canonical } = decision.request
	if (kind !== 'public-page' || isData) return null
	if (NOT_FOUND_ROUTES.has(routeId)) return NOT_FOUND_PAGE
	const project = PROJECT_ROUTES[routeId]
	if (project) {
		const id = decodeURIComponent(canonical.slice(canonical.lastIndexOf('/') + 1))
		return {
			path: canonical,
			route: project.pattern,
			project: { id, collection: project.collection },
		}
	}
	// Any other page's route has no parameter: its path is its pattern.
	return routeId.startsWith(SITE_PAGE_ROUTE)
		? { path: canonical, route: canonical }
		: null
}
