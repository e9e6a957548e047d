// React Router's server entry, as its templates and the Epic Stack write it: React's
// streaming render, piped once the shell is ready. A page that does not hydrate (the public
// pages, decision 028) has no script to finish a streamed part, so it is sent once all of it
// is ready, in one piece, as it is for crawlers. The document's CSP says how its scripts are allowed
// (app/server/http/csp.server.ts); errors go to the request's log.
import { PassThrough } from 'node:stream'

import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import {
	isRouteErrorResponse,
	ServerRouter,
	type EntryContext,
	type HandleDataRequestFunction,
	type HandleErrorFunction,
	type RouterContextProvider,
} from 'react-router'

import { NonceProvider } from './lib/nonce.ts'
import type { RouteHandle } from './lib/route-handle.ts'
import { requestContext, type RequestValues } from './server/context.server.ts'
import { contentSecurityPolicy } from './server/http/csp.server.ts'
import { newCspNonce } from './server/http/nonce.server.ts'

export const streamTimeout = 5_000

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
): Promise<Response> {
	// As the root decides (its useMatches): a matched route's `handle.hydrate`.
	const hydrates = routerContext.staticHandlerContext.matches.some(
		(match) =>
			(routerContext.routeModules[match.route.id]?.handle as RouteHandle)?.hydrate,
	)
	// Only a page that hydrates has scripts of its own to allow: a public page carries no
	// nonce, so a stored one is the same bytes for everyone.
	const nonce = hydrates ? newCspNonce() : undefined
	// A hydrating page streams its shell at once; anything else is sent once all is ready.
	const streams = hydrates && !isbot(request.headers.get('user-agent'))
	return new Promise((resolve, reject) => {
		let status = responseStatusCode
		let started = false
		const timeout = setTimeout(() => abort(), streamTimeout + 1000)
		const start = () => {
			if (started) return
			started = true
			responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
			responseHeaders.set(
				'Content-Security-Policy',
				contentSecurityPolicy(nonce ? { nonce } : 'public', {
					development: import.meta.env.DEV,
				}),
			)
			// A fallback, a failure, or the answer to a post: what no cache may keep, whatever
			// the route says.
			if (
				requestValues(loadContext)?.fellBack ||
				status >= 500 ||
				(request.method !== 'GET' && request.method !== 'HEAD')
			)
				responseHeaders.set('Cache-Control', 'no-store')
			const body = new PassThrough({
				final(callback) {
					clearTimeout(timeout)
					callback()
				},
			})
			// A streamed page goes as React writes it; one sent at all-ready goes in one piece,
			// not React's 2 kB views each passed on (each flushing the compressor) on their own.
			if (streams)
				resolve(
					new Response(createReadableStreamFromReadable(body), {
						headers: responseHeaders,
						status,
					}),
				)
			else {
				const chunks: Buffer[] = []
				body.on('data', (chunk: Buffer) => chunks.push(chunk))
				body.on('end', () =>
					resolve(
						new Response(Buffer.concat(chunks), { headers: responseHeaders, status }),
					),
				)
				body.on('error', reject)
			}
			pipe(body)
		}
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
			</NonceProvider>,
			{
				nonce,
				onShellReady() {
					if (streams) start()
				},
				onAllReady: start,
				onShellError(error: unknown) {
					clearTimeout(timeout)
					reject(error)
				},
				onError(error: unknown) {
					status = 500
					// Errors in the shell reach React Router's error page and handleError.
					if (started)
						requestValues(loadContext)?.logger.error({ err: error }, 'render error')
				},
			},
		)
	})
}

/**
 * A page's data is asked for by a hydrated page alone (the dashboard's, for its own pages):
 * stored nowhere, whichever page it is of (a public page's carries its forms' signed time).
 */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
	response.headers.set('Cache-Control', 'private, no-store')
	return response
}

/**
 * Errors React Router caught, into this request's log (JSON, with its request id). A request
 * the router refuses (a form posted to a page without an action: 405) is the client's doing:
 * one line, no stack. A request the client gave up on is not logged at all.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
	if (request.signal.aborted) return
	const logger = requestValues(context)?.logger
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

function requestValues(context: Readonly<RouterContextProvider>): RequestValues | null {
	try {
		return context.get(requestContext)
	} catch {
		// Rendered without the Express layer's values (a test harness).
		return null
	}
}
