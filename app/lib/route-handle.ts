// What a route module may declare in its `handle` export, read by the root (hydration) and
// by the server before the router (app/server/http/route-table.server.ts: the shared cache's
// key, the body limit).

/**
 * What a page makes of one query parameter's value: its canonical spelling, or null when
 * the page reads it as absent (its default, or a value it does not know). The same function
 * the page's loader reads the parameter with stands behind it (selectedTab, pageOf).
 */
export type QueryValue = (value: string) => string | null

export interface RouteHandle {
	/**
	 * The page hydrates: React Router's scripts are on it (the dashboard). Every other page is
	 * the server's HTML and the enhancer module (decision 028).
	 */
	hydrate?: boolean
	/**
	 * A public page, the same for every visitor of its URL: the shared cache keeps it by its
	 * canonical path and these query parameters only, each as the page reads it (its first
	 * value, canonical), so `?utm_source=x`, `?tab=nonsense` and `?page=02` share the plain
	 * page. Declare `{}` for a page that reads no query.
	 */
	query?: Readonly<Record<string, QueryValue>>
	/**
	 * The path a page is kept under when it does not depend on its own (the not-found page:
	 * once per header section, not once per path a scanner tries).
	 */
	sharedPath?: (path: string) => string
	/** Every page below this route is one person's (a draft's preview): never shared. */
	private?: boolean
	/** Largest request body, in bytes, for a route that takes less than its kind. */
	bodyLimit?: number
}

/**
 * Largest form or JSON body a visitor may send: public routes, the auth API, and the
 * dashboard's pages for the signed-out (sign-in, sign-up, a password reset, two-factor).
 */
export const FORM_BODY_LIMIT = 32 * 1024
