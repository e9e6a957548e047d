// React Router's server entry. Documents are rendered behind one door, app/server/render
// (decision 029): this app's render internals, or with RENDER_MODE=stock React Router's
// stock behaviour. Errors go to the request's log.
import type { HandleErrorFunction, RouterContextProvider } from 'react-router'
import { isRouteErrorResponse } from 'react-router'

import { requestContext } from './server/context.server.ts'
import { renderDocument } from './server/render/document.server.tsx'

export { streamTimeout } from './server/render/document.server.tsx'

/**
 * Errors React Router caught, into this request's log (JSON, with its request id) instead
 * of a bare console.error. A request the router refuses (a form posted to a page without
 * an action: 405) is the client's doing: one line, no stack. A request the client gave up
 * on is not logged at all.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
	if (request.signal.aborted) return
	const logger = requestLogger(context)
	// A refusal carries the router's own Error (its message names the route); a 5xx, ours.
	const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error
	if (!logger) {
		console.error(cause ?? error)
		return
	}
	const path = new URL(request.url).pathname
	if (isRouteErrorResponse(error) && error.status < 500) {
		logger.info(
			{ method: request.method, path, status: error.status },
			'request refused by the router',
		)
		return
	}
	logger.error({ err: cause ?? error, path }, 'route error')
}

function requestLogger(context: Readonly<RouterContextProvider>) {
	try {
		return context.get(requestContext).logger
	} catch {
		// Rendered without the Express layer's values (a test harness).
		return null
	}
}

export default renderDocument
