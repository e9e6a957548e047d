// What a route module may declare in its `handle` export for the server's request layer
// (app/server/http/request-class.server.ts): the query it reads, and whether its page depends on its path.

export interface RouteHandle {
	/** Query parameters the page reads: the only ones it is rendered and cached with. */
	query?: readonly string[]
	/**
	 * On a splat route: the page does not depend on the path beyond the header's highlighted
	 * section, so it is rendered and kept once per section (the not-found page).
	 */
	renderAs?: 'section-representative'
}
