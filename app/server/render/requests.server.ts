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
import {
	createRequestHandler,
	type RouterContextProvider,
	type ServerBuild,
} from 'react-router'

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
 * A public endpoint (the contact forms' posts, a form token): its route module's action or
 * loader called with the classifier's match, as React Router's handler calls a resource
 * route, without that handler matching the path twice more (its two matches were a fifth of
 * a contact post's time, bench:traffic). Its Request comes without a body: the request
 * layer read that already, and the action takes it from the context (RequestValues.body),
 * not a second time through a stream. A `data()` or plain value answer is written as React
 * Router would write it (Response.json), without a Response in between. Only a leaf with no
 * dynamic segment, no middleware on its branch and the function the method needs, asked at
 * its own path; anything else (a `.data` request, which React Router answers in its own
 * encoding for its client, and RENDER_MODE=stock) gets null and goes through React Router's
 * handler.
 */
export function resourceCallerFor(build: ServerBuildSource, mode: string) {
	if (mode !== 'production' || getEnv().RENDER_MODE === 'stock') return null
	const callers = new WeakMap<ServerBuild, Map<string, ResourceCaller | null>>()
	return async (
		requestClass: Classified,
		method: string,
	): Promise<ResourceCaller | null> => {
		if (requestClass.isData) return null
		const resolved = await (typeof build === 'function' ? build() : build)
		let known = callers.get(resolved)
		if (!known) callers.set(resolved, (known = new Map()))
		const key = `${method} ${requestClass.routeId}`
		let caller = known.get(key)
		if (caller === undefined) {
			caller = resourceCaller(resolved, requestClass.routeId, method)
			known.set(key, caller)
		}
		return caller
	}
}

export type ResourceCaller = (
	request: Request,
	context: Readonly<RouterContextProvider>,
) => Promise<Response | EndpointAnswer>

/**
 * A public endpoint's JSON answer (React Router's `data(value, init)`, or a plain value),
 * ready to write: what React Router's handler makes a Response of with Response.json,
 * without the Response and the body stream a Response reads its bytes back through.
 */
export interface EndpointAnswer {
	status: number
	statusText: string
	headers: Headers
	body: Buffer
}

function resourceCaller(
	build: ServerBuild,
	routeId: string,
	method: string,
): ResourceCaller | null {
	const leaf = build.routes[routeId]
	if (!leaf || leaf.module.default) return null
	const run =
		method === 'GET' || method === 'HEAD'
			? leaf.module.loader
			: method === 'POST'
				? leaf.module.action
				: undefined
	if (typeof run !== 'function') return null
	const segments: string[] = []
	for (let route = build.routes[routeId]; route;) {
		if ('middleware' in route.module) return null
		if (route.path) segments.unshift(route.path)
		route = route.parentId ? build.routes[route.parentId] : undefined
	}
	const pattern = `/${segments.join('/')}`.replace(/\/+/g, '/')
	if (/[:*]/.test(pattern)) return null
	return async (request, context) => {
		let result: unknown
		try {
			result = await run({
				request,
				url: new URL(request.url),
				pattern,
				params: {},
				context,
			} as Parameters<typeof run>[0])
		} catch (error) {
			// A thrown Response is the answer, as React Router takes it; anything else is a fault.
			if (error instanceof Response) return error
			throw error
		}
		if (result instanceof Response) return result
		if (isDataWithResponseInit(result)) return jsonAnswer(result.data, result.init)
		return typeof result === 'string' ? new Response(result) : jsonAnswer(result, null)
	}
}

/** React Router's own test for the object `data()` makes (its router's isDataWithResponseInit). */
function isDataWithResponseInit(
	value: unknown,
): value is { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null } {
	return (
		typeof value === 'object' &&
		value !== null &&
		'type' in value &&
		'data' in value &&
		'init' in value &&
		value.type === 'DataWithResponseInit'
	)
}

/** What Response.json(value, init) would answer, as bytes. */
function jsonAnswer(value: unknown, init: ResponseInit | null): EndpointAnswer {
	const status = init?.status ?? 200
	if (!Number.isInteger(status) || status < 200 || status > 599)
		throw new RangeError(`Response.json: status ${status} is not a response's`)
	const text = JSON.stringify(value) as string | undefined
	if (text === undefined) throw new TypeError('Response.json: the value is not JSON')
	const headers = new Headers(init?.headers)
	if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
	return { status, statusText: init?.statusText ?? '', headers, body: Buffer.from(text) }
}

/**
 * Puts a Response's headers on Express's answer: each replaces what the Express layer set
 * by default (helmet's Referrer-Policy, say, under a page's own), so a header is sent once;
 * Set-Cookie alone is added, one line a cookie. Through Express's `set`, as the adapter's
 * `append` does: a text type is sent with its charset.
 */
export function putHeaders(res: ExpressResponse, headers: Iterable<[string, string]>) {
	for (const [name, value] of headers) {
		if (name === 'set-cookie') res.append(name, value)
		else res.set(name, value)
	}
}

/** Writes a public endpoint's JSON answer in one write, with its Content-Length. */
export function sendEndpointAnswer(res: ExpressResponse, answer: EndpointAnswer) {
	if (res.destroyed || res.writableEnded) return
	res.status(answer.status)
	res.statusMessage = answer.statusText
	putHeaders(res, answer.headers)
	// compression() drops it when it compresses (bodies over 1 kB asked for so).
	res.setHeader('Content-Length', answer.body.length)
	res.end(answer.body)
}

/**
 * The Fetch request React Router gets. A public page gets its canonical path and declared
 * query only; every other request its path as sent (already canonical) and its body, read
 * within its limit before this point (the upload route streams its own: `body` undefined,
 * the Request reads the request's stream).
 *
 * `bodyless`: the Request carries no body, for a direct endpoint call, whose action reads
 * the body the request layer read from the context (RequestValues.body).
 *
 * `abortable` (default): its signal aborts when the client goes away before the answer is
 * sent, as the Express adapter's does (React Router stops the loaders then). Without it the
 * Request has no signal of its own to follow: a followed signal costs every Request a
 * WeakRef, a FinalizationRegistry entry and two listeners (~5 µs, more under load), which a
 * public endpoint's short answer (resourceCallerFor) does not need.
 */
export function toFetchRequest(
	req: ExpressRequest,
	res: ExpressResponse,
	requestClass: Classified,
	body: Buffer | undefined,
	{
		abortable = true,
		bodyless = false,
	}: { abortable?: boolean; bodyless?: boolean } = {},
): Request {
	const target =
		requestClass.kind === 'public-page' &&
		(req.method === 'GET' || req.method === 'HEAD') &&
		getEnv().RENDER_MODE !== 'stock'
			? `${requestClass.path}${requestClass.query}`
			: req.originalUrl
	const url = new URL(`${req.protocol}://${hostOf(req)}${target}`)
	let signal: AbortSignal | undefined
	if (abortable) {
		const controller = new AbortController()
		let done = false
		res.on('finish', () => (done = true))
		res.on('close', () => {
			if (!done) controller.abort()
		})
		signal = controller.signal
	}
	const headers = new Headers()
	for (const [name, values] of Object.entries(req.headers)) {
		if (values === undefined) continue
		if (Array.isArray(values)) for (const value of values) headers.append(name, value)
		else headers.set(name, values)
	}
	const init: RequestInit & { duplex?: 'half' } = {
		method: req.method,
		headers,
		...(signal ? { signal } : {}),
	}
	if (req.method !== 'GET' && req.method !== 'HEAD' && !bodyless) {
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

/**
 * Sends a fetch Response through Express. `whole`: the body is short and complete once the
 * Response exists (a public endpoint's JSON answer): it is read at once and sent in one
 * write with its Content-Length, instead of through a stream pump (an await per chunk and
 * a chunked answer). Everything else (pages, which stream) is piped as it comes.
 */
export async function sendResponse(
	res: ExpressResponse,
	response: Response,
	{ whole = false }: { whole?: boolean } = {},
) {
	if (res.destroyed || res.writableEnded) {
		await response.body?.cancel()
		return
	}
	res.statusMessage = response.statusText
	res.status(response.status)
	putHeaders(res, response.headers)
	if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? ''))
		res.flushHeaders()
	if (!response.body) {
		res.end()
		return
	}
	if (whole) {
		const body = Buffer.from(await response.arrayBuffer())
		// compression() drops it when it compresses (bodies over 1 kB asked for so).
		res.setHeader('Content-Length', body.length)
		res.end(body)
		return
	}
	try {
		await writeReadableStreamToWritable(response.body, res)
	} catch (error) {
		if (res.destroyed || res.writableEnded) return
		throw error
	}
}
