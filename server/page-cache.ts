// The render cache for public pages (docs/decisions/011 and 019). A page is kept in memory
// with its gzip and brotli bodies, keyed by what it depends on: origin, canonical path and
// the query parameters its route declares (app/server/http/request-class.server.ts). Tracking parameters
// and other spellings share the plain page's entry.
//
// Visitors never wait on a render in steady state: when the content version changes (an
// admin saved something, on any instance), the pages visitors asked for recently are
// rendered again in the background, most recently used first, while the kept copy is still
// served (stale-while-revalidate, as Next.js ISR does). A request carrying an admin session
// cookie never gets a stale copy: the admin who saved sees the change at once.
//
// A kept page keeps the CSP nonce it was rendered with: header and body must agree, also
// when a 304 refreshes a stored copy's headers. Pages never render markup from data as
// HTML, so a nonce shared by the visitors of one version gives an attacker nothing to use.
import type {
	Request as ExpressRequest,
	RequestHandler,
	Response as ExpressResponse,
} from 'express'
import type { Logger } from 'pino'
import type { RouterContextProvider } from 'react-router'

import { CLIENT_ADDRESS_HEADER } from '#app/server/auth/http-guard.server.ts'
import type { RequestValues } from '#app/server/context.server.ts'
import { allowOf, type Classified } from '#app/server/http/request-class.server.ts'
import { newCspNonce } from '#app/server/http/nonce.server.ts'
import {
	hostOf,
	requestHandlerFor,
	resourceCallerFor,
	putHeaders,
	sendEndpointAnswer,
	sendResponse,
	toFetchRequest,
	type ServerBuildSource,
} from '#app/server/render/requests.server.ts'

import {
	chooseEncoding,
	matchesEtag,
	toCachedPage,
	type CachedPage,
	type ContentVersions,
	type PageCache,
	type RenderSource,
} from './kept-pages.ts'

/** Browsers ask again every time (304 when unchanged); a CDN may keep a page a minute. */
export const PUBLIC_PAGE_CACHE_CONTROL =
	'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
/** Responses that carry one visitor's state (a form's outcome) or a fallback. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/**
 * Cookies a public page reads: a request carrying one that verifies (visitorState) is
 * rendered for that visitor alone.
 */
const VISITOR_COOKIES = /(?:^|;\s*)aster_contact=/
/** better-auth's session cookie (plain, or __Secure- behind HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?aster\.session_token=/

/** Status codes a public page is kept with: the page, and the not-found page. */
const KEPT_STATUSES = new Set([200, 404])

// Headers the cache sets itself, or that must not be replayed to another visitor.
const NOT_KEPT = new Set([
	'set-cookie',
	'content-length',
	'content-encoding',
	'transfer-encoding',
	'cache-control',
	'etag',
	'vary',
])

export interface PageHandlerOptions {
	build: ServerBuildSource
	mode: string
	/** The router context for a render, from its per-request values. */
	contextFor: (values: RequestValues) => RouterContextProvider
	/**
	 * Whether a request's cookies hold state of its own that a public page shows (a form's
	 * outcome, signed): only then is the page rendered for it past the cache.
	 */
	visitorState: (cookieHeader: string) => Promise<boolean>
	/** Renews the nonce of this response's CSP header (set earlier by helmet). */
	setNonce: (res: ExpressResponse, nonce: string) => void
	/** The content version; a failure means "do not use the cache for this request". */
	versions: ContentVersions
	/** Undefined: every request renders (RENDER_CACHE=false). */
	cache: PageCache | undefined
	/** Logs the background renders. */
	logger: Logger
	/** Pages rendered again ahead of visitors after a change, most recently used first. */
	renderAheadLimit?: number
	/** A kept page older than this is rendered again in the background even when unchanged. */
	maxAgeMs?: number
}

/**
 * The React Router request handler, with the render cache in front of it for public pages.
 * Every request has been classified (res.locals.requestClass) and its body read within its
 * limit (res.locals.body) by the layers before this one (server/app.ts).
 */
export function createPageHandler(options: PageHandlerOptions) {
	const handleRequest = requestHandlerFor(options.build, options.mode)
	const callerFor = resourceCallerFor(options.build, options.mode)
	const cache = options.cache
	const maxAgeMs = options.maxAgeMs ?? 10 * 60_000
	const renderAheadLimit = options.renderAheadLimit ?? 200
	// Renders in progress by key: concurrent misses and refreshes share one.
	const rendering = new Map<string, Promise<CachedPage | Response>>()
	// Keys waiting to be rendered again in the background, in order.
	const refreshQueue = new Set<string>()
	const polishQueue = new Set<string>()
	let draining = false

	/** Renders a cacheable page as any visitor would get it: no cookie, no header of theirs. */
	const renderShared = async (
		key: string,
		source: RenderSource,
		version: string,
		level: 'fast' | 'best',
		requestId: string,
		logger: Logger,
	): Promise<CachedPage | Response> => {
		const nonce = newCspNonce()
		const pageCache = { store: true }
		const method = source.method ?? 'GET'
		const response = await handleRequest(
			new Request(`${source.origin}${source.target}`, { method }),
			options.contextFor({
				cspNonce: nonce,
				requestId,
				logger,
				clientAddress: undefined,
				requestClass: source.requestClass,
				pageCache,
			}),
		)
		if (
			!pageCache.store ||
			!(method === 'POST'
				? response.status === 405
				: KEPT_STATUSES.has(response.status)) ||
			response.headers.has('Set-Cookie') ||
			/no-store|private/i.test(response.headers.get('Cache-Control') ?? '')
		) {
			response.headers.set('X-Render-Nonce', nonce)
			return response
		}
		const body = Buffer.from(await response.arrayBuffer())
		const headers: [string, string][] = []
		for (const [name, value] of response.headers) {
			if (!NOT_KEPT.has(name.toLowerCase())) headers.push([name, value])
		}
		const page = await toCachedPage(
			{
				status: response.status,
				headers,
				body,
				nonce,
				version,
				storedAt: Date.now(),
				source,
			},
			level,
		)
		cache?.set(key, page)
		if (level === 'fast') schedule(polishQueue, key)
		return page
	}

	/** One render per key at a time. */
	const renderOnce = (key: string, run: () => Promise<CachedPage | Response>) => {
		let pending = rendering.get(key)
		if (!pending) {
			pending = run()
			rendering.set(key, pending)
			void pending.finally(() => rendering.delete(key)).catch(() => {})
		}
		return pending
	}

	const schedule = (queue: Set<string>, key: string) => {
		queue.add(key)
		if (!draining) void drain()
	}

	/** Background work, one page at a time: refreshes first, then better compression. */
	const drain = async () => {
		draining = true
		try {
			for (;;) {
				await new Promise((resolve) => setImmediate(resolve))
				const refresh = refreshQueue.values().next()
				if (!refresh.done) {
					refreshQueue.delete(refresh.value)
					await refreshInBackground(refresh.value)
					continue
				}
				const polish = polishQueue.values().next()
				if (polish.done) break
				polishQueue.delete(polish.value)
				await polishInBackground(polish.value)
			}
		} finally {
			draining = false
		}
	}

	const refreshInBackground = async (key: string) => {
		const kept = cache?.peek(key)
		if (!kept) return
		try {
			const version = await options.versions.current()
			if (kept.version === version && Date.now() - kept.storedAt < maxAgeMs) return
			const joined = rendering.has(key)
			const result = await renderOnce(key, () =>
				renderShared(key, kept.source, version, 'best', 'render-ahead', options.logger),
			)
			// Not a page to keep (a fallback while the database is away): the kept copy stays.
			// A visitor's render this joined is that visitor's to send.
			if (result instanceof Response && !joined) await result.body?.cancel()
		} catch (error) {
			options.logger.warn({ err: error, key }, 'render cache: background render failed')
		}
	}

	const polishInBackground = async (key: string) => {
		const kept = cache?.peek(key)
		if (!kept || kept.polished) return
		try {
			const polished = await toCachedPage(
				{
					status: kept.status,
					headers: kept.headers,
					body: kept.body,
					nonce: kept.nonce,
					version: kept.version,
					storedAt: kept.storedAt,
					source: kept.source,
				},
				'best',
			)
			// Only if nothing newer was kept meanwhile.
			if (cache?.peek(key) === kept) cache.set(key, polished)
		} catch (error) {
			options.logger.warn({ err: error, key }, 'render cache: compression failed')
		}
	}

	if (cache) {
		// A change: the pages visitors asked for recently are rendered again before they ask.
		options.versions.onChange(() => {
			for (const key of cache.keysByRecency(renderAheadLimit)) schedule(refreshQueue, key)
		})
	}

	const handler: RequestHandler = async (req, res, next) => {
		try {
			const requestClass = res.locals.requestClass as Classified
			const body = res.locals.body as Buffer | undefined
			const contextOf = () =>
				options.contextFor({
					cspNonce: res.locals.cspNonce as string,
					requestId: String(req.id),
					logger: req.log,
					// Stamped once by the request layer (req.ip parses X-Forwarded-For again
					// on every read).
					clientAddress: clientAddressOf(req),
					requestClass,
					body,
				})
			const render = () =>
				handleRequest(toFetchRequest(req, res, requestClass, body), contextOf())
			const isPublicRead =
				requestClass.kind === 'public-page' &&
				(req.method === 'GET' || req.method === 'HEAD')
			// A post to a public page no action takes (the classifier refuses every other such
			// post): its designed 405 page, the same for every visitor of the path, so kept
			// like the page and never rendered per request (a flood of them costs no renders).
			const unansweredPost =
				requestClass.kind === 'public-page' &&
				req.method === 'POST' &&
				!requestClass.takesPost
			if (unansweredPost) res.setHeader('Allow', allowOf(requestClass))
			if (!cache || !(isPublicRead || unansweredPost)) {
				const direct =
					requestClass.kind === 'public-api' && callerFor
						? await callerFor(requestClass, req.method)
						: null
				if (direct) {
					// An endpoint's short answer is worked out whether or not the client stays
					// (a contact post is stored either way): no abort signal to tie to it. Its
					// body, read already, goes in the context (RequestValues.body), not again
					// through a stream of the Request's own.
					const answer = await direct(
						toFetchRequest(req, res, requestClass, undefined, {
							abortable: false,
							bodyless: true,
						}),
						contextOf(),
					)
					if (answer instanceof Response) {
						await sendResponse(res, markUnkept(answer), { whole: isJson(answer.headers) })
					} else {
						unkept(answer.headers, answer.status)
						sendEndpointAnswer(res, answer)
					}
					return
				}
				// A public page the cache did not keep, or an endpoint's answer (the contact
				// forms', a form token, also as React Router data): never stored elsewhere either.
				const response =
					requestClass.kind === 'public-page' || requestClass.kind === 'public-api'
						? markUnkept(await render())
						: await render()
				// An endpoint's JSON answer (not React Router's streamed data) is short and
				// complete: sent in one write.
				const whole =
					requestClass.kind === 'public-api' &&
					!requestClass.isData &&
					isJson(response.headers)
				await sendResponse(res, response, { whole })
				return
			}
			const cookie = req.headers.cookie ?? ''
			if (VISITOR_COOKIES.test(cookie) && (await options.visitorState(cookie))) {
				// A visitor's own page (their form's outcome): never stored anywhere. A cookie
				// that does not verify is no one's state: the kept page, as for anyone.
				res.setHeader('X-Render-Cache', 'bypass')
				await sendResponse(res, keptNowhere(await render()))
				return
			}

			const admin = SESSION_COOKIE.test(req.headers.cookie ?? '')
			let version: string
			try {
				version = await (admin ? options.versions.fresh() : options.versions.current())
			} catch (error) {
				// The database is away: render (pages show their fallbacks) and keep nothing.
				req.log.warn({ err: error }, 'render cache: content version unavailable')
				await sendResponse(res, keptNowhere(await render()))
				return
			}

			const source: RenderSource = {
				origin: `${req.protocol}://${hostOf(req)}`,
				target: `${requestClass.renderPath}${requestClass.isData ? dataSuffix(requestClass) : ''}${requestClass.query}`,
				requestClass,
				...(unansweredPost ? { method: 'POST' as const } : {}),
			}
			const key = `${unansweredPost ? 'POST ' : ''}${source.origin}${source.target}`
			const kept = cache.get(key)
			if (kept) {
				const fresh = kept.version === version && Date.now() - kept.storedAt < maxAgeMs
				if (fresh || !admin) {
					if (!fresh) schedule(refreshQueue, key)
					res.setHeader('X-Render-Cache', fresh ? 'hit' : 'stale')
					sendCachedPage(req, res, kept, options.setNonce)
					return
				}
			}
			const waited = rendering.has(key)
			const result = await renderOnce(key, () =>
				renderShared(key, source, version, 'fast', String(req.id), req.log),
			)
			if (result instanceof Response) {
				// Not a page to keep (a redirect, a fallback): this request gets its own.
				await sendResponse(
					res,
					markUnkept(waited ? await render() : adoptNonce(res, result, options.setNonce)),
				)
				return
			}
			res.setHeader('X-Render-Cache', 'miss')
			sendCachedPage(req, res, result, options.setNonce)
		} catch (error) {
			next(error)
		}
	}
	return handler
}

/** The client's address as the request layer stamped it (stampClientAddress). */
function clientAddressOf(req: ExpressRequest): string | undefined {
	const stamped = req.headers[CLIENT_ADDRESS_HEADER]
	return typeof stamped === 'string' ? stamped : (req.ip ?? req.socket.remoteAddress)
}

/** `.data` requests keep their suffix on the path they are rendered with. */
function dataSuffix(requestClass: Classified) {
	return requestClass.renderPath === '/' ? '_.data' : '.data'
}

/** A shared render this request will send itself: its CSP header takes the render's nonce. */
function adoptNonce(
	res: ExpressResponse,
	response: Response,
	setNonce: PageHandlerOptions['setNonce'],
): Response {
	const nonce = response.headers.get('X-Render-Nonce')
	response.headers.delete('X-Render-Nonce')
	if (nonce) setNonce(res, nonce)
	return response
}

/** A response no cache may keep, this one's or a browser's or a CDN's. */
function keptNowhere(response: Response): Response {
	response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
	return response
}

/** A public response the cache did not keep: a 200 here is one visitor's or a fallback. */
function markUnkept(response: Response): Response {
	unkept(response.headers, response.status)
	return response
}

function unkept(headers: Headers, status: number) {
	if (!headers.has('Cache-Control'))
		headers.set('Cache-Control', status === 200 ? PRIVATE_CACHE_CONTROL : 'no-store')
}

function isJson(headers: Headers) {
	return /^application\/json\b/i.test(headers.get('Content-Type') ?? '')
}

function sendCachedPage(
	req: ExpressRequest,
	res: ExpressResponse,
	page: CachedPage,
	setNonce: PageHandlerOptions['setNonce'],
) {
	setNonce(res, page.nonce)
	putHeaders(res, page.headers)
	// A post's answer (the 405 page) is no one's to keep.
	res.setHeader(
		'Cache-Control',
		page.source.method === 'POST' ? 'no-store' : PUBLIC_PAGE_CACHE_CONTROL,
	)
	res.setHeader('Vary', 'Accept-Encoding, Cookie')
	const encoding = chooseEncoding(req.get('accept-encoding'))
	const base = page.etag.slice(0, -1)
	const etag =
		encoding === 'br' ? `${base}-br"` : encoding === 'gzip' ? `${base}-gz"` : page.etag
	res.setHeader('ETag', etag)
	if (page.status === 200 && matchesEtag(req.get('if-none-match'), page.etag)) {
		res.status(304).end()
		return
	}
	const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body
	// Already encoded: the compression middleware leaves a response with this header alone.
	if (encoding) res.setHeader('Content-Encoding', encoding)
	res.setHeader('Content-Length', String(body.length))
	res.status(page.status)
	if (req.method === 'HEAD') res.end()
	else res.end(body)
}

// The request layer reads the host the same way (server/request-layer.ts).
export { hostOf }
