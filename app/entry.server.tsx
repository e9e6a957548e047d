import { Writable } from 'node:stream'

import { renderToPipeableStream } from 'react-dom/server'
import type {
	EntryContext,
	HandleErrorFunction,
	RouterContextProvider,
} from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'

import { NonceProvider } from './components/nonce.tsx'
import { isGuardedPath } from './server/auth/http-guard.server.ts'
import { requestContext } from './server/context.server.ts'
import { finishDocument } from './server/document.server.ts'

export const streamTimeout = 5_000

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

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	if (request.method.toUpperCase() === 'HEAD') {
		return new Response(null, { status: responseStatusCode, headers: responseHeaders })
	}
	const { cspNonce: nonce } = loadContext.get(requestContext)

	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)

		// Whole documents, not streamed shells: pages are small, crawlers and the render
		// cache want complete HTML, the status code stays truthful, and one write of the
		// finished page costs far less than React's many small chunks through a stream.
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
			</NonceProvider>,
			{
				nonce,
				onAllReady() {
					shellRendered = true
					const chunks: Buffer[] = []
					const document = new Writable({
						write(chunk: Buffer, _encoding, callback) {
							chunks.push(chunk)
							callback()
						},
						final(callback) {
							clearTimeout(timeoutId)
							responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
							resolve(
								new Response(
									finishDocument(Buffer.concat(chunks), {
										// The dashboard keeps its scripts preloaded: its pages are
										// for working in, not landing on (decision 016).
										afterFirstPaint: !isGuardedPath(new URL(request.url).pathname),
									}),
									{
										headers: responseHeaders,
										status: responseStatusCode,
									},
								),
							)
							callback()
						},
					})
					document.on('error', reject)
					pipe(document)
				},
				onShellError(error: unknown) {
					clearTimeout(timeoutId)
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					if (shellRendered) loadContext.get(requestContext).logger.error({ err: error })
				},
			},
		)
	})
}
