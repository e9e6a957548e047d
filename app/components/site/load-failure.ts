// A page's data fetched in the browser (a client-side navigation in the dashboard: the
// route's `.data` request) can fail on the way: the network drops, the server is restarting,
// a proxy answers with an error page. The error screens tell such a failure (the same
// address may load if tried again) from the server's own answer. Public pages are documents
// (decision 028): their data never travels this way.
import { isRouteErrorResponse } from 'react-router'

/**
 * True for an error the server did not mean: a failed fetch or an unreadable answer. A
 * redirect or an error response the loader threw on purpose (a 404) is the server's answer,
 * and the router handles it as usual.
 */
export function isLoadFailure(error: unknown): boolean {
	return !(error instanceof Response) && !isRouteErrorResponse(error)
}
