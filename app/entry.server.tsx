import { Writable } from 'node:stream'

import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'

import { NonceProvider } from './components/nonce.tsx'
import { requestContext } from './server/context.server.ts'
import { finishDocument } from './server/document.server.ts'

export const streamTimeout = 5_000

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
								new Response(finishDocument(Buffer.concat(chunks)), {
									headers: responseHeaders,
									status: responseStatusCode,
								}),
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
