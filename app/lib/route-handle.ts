// What a route module may declare in its `handle` export for the server's request layer
// (app/server/http/request-class.server.ts): the query it reads, whether its page depends on
// its path, and how large a body it takes.

/**
 * What a page makes of one query parameter's value: its canonical spelling, or null when
 * the page reads it as absent (its default, or a value it does not know). The same function
 * the page's loader reads the parameter with stands behind it (selectedTab, pageOf).
 */
export type QueryValue = (value: string) => string | null

export interface RouteHandle {
	/**
	 * Query parameters the page reads, each with its canonical value: the only ones it is
	 * rendered and cached with, and only as the page reads them (its first value,
	 * canonical), so `?tab=nonsense` and `?page=02` share the plain page's entry.
	 */
	query?: Readonly<Record<string, QueryValue>>
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
