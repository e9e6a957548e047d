// What a route module may declare in its `handle` export for the server's request layer
// (app/server/http/request-class.server.ts): the query it reads, whether its page depends on
// its path, and how large a body it takes.

export interface RouteHandle {
	/** Query parameters the page reads: the only ones it is rendered and cached with. */
	query?: readonly string[]
	/**
	 * On a splat route: the page does not depend on the path beyond the header's highlighted
	 * section, so it is rendered and kept once per section (the not-found page).
	 */
	renderAs?: 'section-representative'
	/**
	 * Largest request body, in bytes, for a route that takes less than its kind (a vitals
	 * beacon: a few hundred bytes); never more. The request layer refuses more with 413.
	 */
	bodyLimit?: number
}
