// Which page of the site a beacon reports, decided by the route table's own match of its
// path (the answer a GET of that path gets), never by string tests: another spelling is the
// page it redirects to, every unknown path is the one not-found page (a language the site
// does not publish too), and a project page counts only while its project is visible
// (checked when stored).
import { splitLanguagePath } from '#app/lib/languages.ts'
import type { ProjectCollection } from '#app/lib/types.ts'
import type { RouteTable } from '#app/server/http/route-table.server.ts'
import type { SiteLanguages } from '#app/server/models/translations.server.ts'

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

/**
 * The page `path` is, or null when it is none of the site's public pages: a data request,
 * the crawler files, an endpoint, the dashboard, a preview, a path the site refuses.
 * Another spelling of a page (which a client-side link can put in the address bar) counts
 * as the page it is redirected to; a page under a language the site does not publish
 * (`/fr/about`, answered 404) as the not-found page.
 */
export function pageOf(
	routes: Pick<RouteTable, 'resolve'>,
	path: string,
	languages: SiteLanguages,
): PageMatch | null {
	const route = routes.resolve(path)
	if (!route?.shared || !route.document || route.isData) return null
	// The not-found page is kept once per section (its handle's sharedPath): one page here.
	if (route.handle.sharedPath) return NOT_FOUND_PAGE
	const prefix = splitLanguagePath(route.path)
	if (prefix.language === languages.defaultLanguage)
		return pageOf(routes, prefix.path, languages)
	if (
		prefix.language &&
		!languages.others.some(({ code, published }) => code === prefix.language && published)
	)
		return NOT_FOUND_PAGE
	const project = PROJECT_ROUTES[route.routeId]
	if (project) {
		const id = decodeURIComponent(route.path.slice(route.path.lastIndexOf('/') + 1))
		// In another language, under its prefix: a page of its own (decision 049).
		return {
			path: route.path,
			route: prefix.language ? `/${prefix.language}${project.pattern}` : project.pattern,
			project: { id, collection: project.collection },
		}
	}
	// Any other page's route has no parameter: its path is its pattern.
	return { path: route.path, route: route.path }
}
