import { Writable } from 'node:stream'

import { renderToPipeableStream, renderToString } from 'react-dom/server'
import type {
	EntryContext,
	HandleErrorFunction,
	RouterContextProvider,
} from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'

import { DocumentProvider } from './components/document.tsx'
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

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	if (request.method.toUpperCase() === 'HEAD') {
		return new Response(null, { status: responseStatusCode, headers: responseHeaders })
	}
	const { cspNonce: nonce, requestClass } = loadContext.get(requestContext)
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
	return renderStreamed(app, nonce, responseStatusCode, documentResponse, loadContext)
}

/**
 * Reads React Router's data for the page (the loaders' results, encoded) to its end and
 * puts each chunk where ServerRouter's data script looks before it reads
 * (`renderMeta.streamCache`), so rendering it need not wait. ServerRouter still takes a
 * reader of the data for each render: the function returned makes a stream that replays the
 * same chunks (and the same failure, if reading failed).
 */
export async function settleHandoff(
	context: EntryContext,
): Promise<(() => ReadableStream<Uint8Array>) | undefined> {
	const stream = context.serverHandoffStream
	if (!stream) return undefined
	const cache = ((context.renderMeta ??= {}).streamCache ??= {})
	const reader = stream.getReader()
	const decoder = new TextDecoder()
	const chunks: Uint8Array[] = []
	let failure: { error: unknown } | undefined
	for (let id = 0; ; id++) {
		let result: ReadableStreamReadResult<Uint8Array>
		try {
			result = await reader.read()
		} catch (error) {
			// Left out of the cache: a render reads it from the replay and fails as before.
			failure = { error }
			break
		}
		if (result.value) chunks.push(result.value)
		// What <StreamTransfer> stores once a read of chunk `id` has finished.
		cache[id] = Object.assign(Promise.resolve(), {
			result: {
				done: result.done,
				value: decoder.decode(result.value, { stream: true }),
			},
		})
		if (result.done) break
	}
	return () =>
		new ReadableStream<Uint8Array>({
			start(controller) {
				for (const chunk of chunks) controller.enqueue(chunk)
				if (failure) controller.error(failure.error)
				else controller.close()
			},
		})
}

// React's marker of a Suspense boundary it left for the browser to render. Text and
// attribute values are escaped, so only React itself writes this.
const CLIENT_RENDERED_BOUNDARY = Buffer.from('<!--$!-->')

/**
 * The page in one synchronous pass, or null when part of it could not render at once (a
 * part whose code is still loading, a promise, an error): the streaming render then does
 * the page, waiting for what it needs and reporting errors. renderToString joins strings;
 * the streaming renderer encodes each small piece of markup into bytes as it goes, which
 * cost an uncached page 8–22% of its throughput.
 * docs/decisions/018-document-render-in-one-pass.md
 */
export function renderAtOnce(app: React.ReactElement): Buffer<ArrayBuffer> | null {
	let html: Buffer<ArrayBuffer>
	try {
		html = Buffer.from(`<!DOCTYPE html>${renderToString(app)}`)
	} catch {
		return null
	}
	return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : html
}

/**
 * The page through React's streaming renderer, collected whole: for a page renderAtOnce
 * could not do. It waits for what the page needs, and a failure sets the status and is
 * logged (or, in the shell, goes to React Router's error page).
 */
function renderStreamed(
	app: React.ReactElement,
	nonce: string,
	status: number,
	documentResponse: (html: Buffer<ArrayBuffer>, status: number) => Response,
	loadContext: RouterContextProvider,
) {
	let responseStatusCode = status
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)

		// Whole documents, not streamed shells: pages are small, crawlers and the render
		// cache want complete HTML, the status code stays truthful, and one write of the
		// finished page costs far less than React's many small chunks through a stream.
		const { pipe, abort } = renderToPipeableStream(app, {
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
						resolve(documentResponse(Buffer.concat(chunks), responseStatusCode))
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
		})
	})
}
