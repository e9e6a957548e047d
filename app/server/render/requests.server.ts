// How an Express request reaches React Router and its answer goes back (decision 029): the
// request with the path and query a public page is rendered and kept with (decision 019) and
// the body the request layer read within its limit, the answer written as
// @react-router/express writes it. With RENDER_MODE=stock the request goes as the Express
// adapter builds it (the path and query as sent), and React Router's handler derives its
// routes from the build on every request, as the adapter's does. contracts.server.test.ts
// checks both against the adapter.
import {
	createReadableStreamFromReadable,
	writeReadableStreamToWritable,
} from '@react-router/node'
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { createRequestHandler, type ServerBuild } from 'react-router'

import { getEnv } from '#app/server/env.server.ts'
import type { Classified } from '#app/server/http/request-class.server.ts'

export type ServerBuildSource = ServerBuild | (() => ServerBuild | Promise<ServerBuild>)

/**
 * React Router's handler. Given a function, it derives its route tables again on every
 * request (development wants that: the build changes), which costs a production render
 * several percent: there the build is resolved once and the handler made from it.
 */
export function requestHandlerFor(
	build: ServerBuildSource,
	mode: string,
): ReturnType<typeof createRequestHandler> {
	if (
		typeof build !== 'function' ||
		mode !== 'production' ||
		getEnv().RENDER_MODE === 'stock'
	)
		return createRequestHandler(build, mode)
	let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined
	return async (request, context) => {
		handler ??= Promise.resolve(build()).then(
			(resolved) => createRequestHandler(resolved, mode),
			(error: unknown) => {
				handler = undefined // the next request tries again
				throw error
			},
		)
		return (await handler)(request, context)
	}
}

/**
 * The Fetch request React Router gets. A public page gets its canonical path and declared
 * query only; every other request its path as sent (already canonical) and its body, read
 * within its limit before this point (the upload route streams its own).
 */
export function toFetchRequest(
	req: ExpressRequest,
	res: ExpressResponse,
	requestClass: Classified,
	body: Buffer | undefined,
): Request {
	const target =
		requestClass.kind === 'public-page' &&
		(req.method === 'GET' || req.method === 'HEAD') &&
		getEnv().RENDER_MODE !== 'stock'
			? `${requestClass.path}${requestClass.query}`
			: req.originalUrl
	const url = new URL(`${req.protocol}://${hostOf(req)}${target}`)
	const controller = new AbortController()
	let done = false
	res.on('finish', () => (done = true))
	res.on('close', () => {
		if (!done) controller.abort()
	})
	const headers = new Headers()
	for (const [name, values] of Object.entries(req.headers)) {
		if (values === undefined) continue
		if (Array.isArray(values)) for (const value of values) headers.append(name, value)
		else headers.set(name, values)
	}
	const init: RequestInit & { duplex?: 'half' } = {
		method: req.method,
		headers,
		signal: controller.signal,
	}
	if (req.method !== 'GET' && req.method !== 'HEAD') {
		if (body) {
			init.body = new Uint8Array(body)
		} else {
			init.body = createReadableStreamFromReadable(req)
			init.duplex = 'half'
		}
	}
	return new Request(url.href, init)
}

/** The request's host (checked well-formed by the classifying layer, server/app.ts). */
export function hostOf(req: Pick<ExpressRequest, 'app' | 'get'>) {
	const forwarded = req.app.enabled('trust proxy')
		? req.get('x-forwarded-host')?.split(',')[0]?.trim()
		: undefined
	return (forwarded ?? req.get('host') ?? 'localhost').toLowerCase()
}

export async function sendResponse(res: ExpressResponse, response: Response) {
	if (res.destroyed || res.writableEnded) {
		await response.body?.cancel()
		return
	}
	res.statusMessage = response.statusText
	res.status(response.status)
	for (const [name, value] of response.headers) res.append(name, value)
	if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? ''))
		res.flushHeaders()
	if (!response.body) {
		res.end()
		return
	}
	try {
		await writeReadableStreamToWritable(response.body, res)
	} catch (error) {
		if (res.destroyed || res.writableEnded) return
		throw error
	}
}
