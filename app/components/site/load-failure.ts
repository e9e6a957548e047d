// A page's data fetched in the browser (a client-side visit: the route's `.data` request)
// can fail on the way: the network drops, the server is restarting, a proxy answers with
// an error page. Without a clientLoader that catches it, React Router shows the root error
// screen in place of the whole page, header and footer gone (issue 21). The public routes
// catch it instead and show their own failure state inside the site's frame, as the server
// does when the database fails (spec §8).
import { isRouteErrorResponse } from 'react-router'

/**
 * True for an error the server did not mean: a failed fetch or an unreadable answer. A
 * redirect or an error response the loader threw on purpose (a 404) is the server's answer,
 * and the router handles it as usual.
 */
export function isLoadFailure(error: unknown): boolean {
	return !(error instanceof Response) && !isRouteErrorResponse(error)
}
