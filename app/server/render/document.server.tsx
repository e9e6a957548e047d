// A document's render, behind one door (decision 029): app/entry.server.tsx hands every
// document here. Two things are this app's design and hold in either mode: which documents
// hydrate (the dashboard's) and what the root is told to load (decision 028). The rest is
// the render itself: with RENDER_MODE=fast (the default) this app's own (one synchronous
// pass, whole documents, a dashboard's preloads lowered: decisions 013 and 018), with
// RENDER_MODE=stock React Router's stock entry.server (React's streaming render, piped as it
// comes, all of it first for bots).
import { PassThrough } from 'node:stream'

import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router'

import { DocumentProvider } from '#app/lib/document.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getEnv } from '#app/server/env.server.ts'

import { finishDocument } from './finish.server.ts'
import {
	renderAtOnce,
	renderStreamed,
	settleHandoff,
	streamTimeout,
} from './one-pass.server.ts'

export { streamTimeout }

export async function renderDocument(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
): Promise<Response> {
	if (request.method.toUpperCase() === 'HEAD') {
		return new Response(null, { status: responseStatusCode, headers: responseHeaders })
	}
	const { cspNonce: nonce, requestClass, logger } = loadContext.get(requestContext)
	// Only the dashboard hydrates (decision 028): any other page goes without React Router's
	// data for the browser, which no script there would read.
	const hydrate = requestClass.kind === 'admin-page'
	if (!hydrate) {
		void routerContext.serverHandoffStream?.cancel().catch(() => {})
		routerContext.serverHandoffStream = undefined
	}
	const app = (
		<DocumentProvider value={{ nonce, hydrate, entry: routerContext.manifest.entry }}>
			<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
		</DocumentProvider>
	)
	const logError = (error: unknown) => logger.error({ err: error })
	if (getEnv().RENDER_MODE === 'stock')
		return renderStock(app, request, responseStatusCode, responseHeaders, nonce, logError)

	const documentResponse = (html: Buffer<ArrayBuffer>, status: number) => {
		responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
		return new Response(
			// The dashboard's script preloads go at low priority (decision 013).
			hydrate ? finishDocument(html) : html,
			{ headers: responseHeaders, status },
		)
	}
	// Every loader has returned: React Router's data for the page is read to its end, and
	// the page is rendered in one synchronous pass, unless something in it has to wait.
	const replayHandoff = await settleHandoff(routerContext)
	routerContext.serverHandoffStream = replayHandoff?.()
	const whole = renderAtOnce(app)
	if (whole !== null) return documentResponse(whole, responseStatusCode)
	// ServerRouter took a reader of the data in the first pass: it gets a fresh one.
	routerContext.serverHandoffStream = replayHandoff?.()
	return renderStreamed(app, nonce, responseStatusCode, documentResponse, logError)
}

/**
 * React Router's stock entry.server (the template's `handleRequest` for Node): the
 * streaming render piped to the response once the shell is ready, or once all of it is for
 * a bot, so crawlers get whole pages.
 */
function renderStock(
	app: React.ReactElement,
	request: Request,
	status: number,
	responseHeaders: Headers,
	nonce: string,
	logError: (error: unknown) => void,
): Promise<Response> {
	let responseStatusCode = status
	return new Promise((resolve, reject) => {
		let shellRendered = false
		const userAgent = request.headers.get('user-agent')
		const readyOption = userAgent && isbot(userAgent) ? 'onAllReady' : 'onShellReady'
		let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
			() => abort(),
			streamTimeout + 1000,
		)
		const { pipe, abort } = renderToPipeableStream(app, {
			nonce,
			[readyOption]() {
				shellRendered = true
				const body = new PassThrough({
					final(callback) {
						clearTimeout(timeoutId)
						timeoutId = undefined
						callback()
					},
				})
				responseHeaders.set('Content-Type', 'text/html')
				pipe(body)
				resolve(
					new Response(createReadableStreamFromReadable(body), {
						headers: responseHeaders,
						status: responseStatusCode,
					}),
				)
			},
			onShellError(error: unknown) {
				reject(error)
			},
			onError(error: unknown) {
				responseStatusCode = 500
				// Into the request's log, as in the fast render (the template logs to the console).
				if (shellRendered) logError(error)
			},
		})
	})
}
