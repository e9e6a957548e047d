// The fast render's internals (decision 018): a document rendered in one synchronous pass
// when it has all it needs, else through React's streaming renderer collected whole. What
// they rely on in React and React Router is checked by contracts.server.test.ts; with
// RENDER_MODE=stock none of this runs (app/server/render/document.server.tsx).
import { Writable } from 'node:stream'

import { renderToPipeableStream, renderToString } from 'react-dom/server'
import type { EntryContext } from 'react-router'

/** How long the streaming render may wait for a page's content (React Router's default). */
export const streamTimeout = 5_000

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
export function renderStreamed(
	app: React.ReactElement,
	nonce: string,
	status: number,
	documentResponse: (html: Buffer<ArrayBuffer>, status: number) => Response,
	logError: (error: unknown) => void,
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
				if (shellRendered) logError(error)
			},
		})
	})
}
