// The render cache for public pages. A page is rendered once per content version and kept
// in memory with its gzip and brotli bodies; the next requests get it without a render,
// with an ETag (and 304 when the browser or a CDN already has it). The content version is a
// database value that every audited change renews (app/server/models/settings.server.ts),
// so a change made on any instance is seen by every instance on its next request.
//
// A kept page keeps the CSP nonce it was rendered with: header and body must agree, also
// when a 304 refreshes a stored copy's headers. Pages never render markup from data as
// HTML, so a nonce shared by the visitors of one version gives an attacker nothing to use.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'

import {
	createReadableStreamFromReadable,
	writeReadableStreamToWritable,
} from '@react-router/node'
import type {
	Request as ExpressRequest,
	RequestHandler,
	Response as ExpressResponse,
} from 'express'
import {
	createRequestHandler,
	type RouterContextProvider,
	type ServerBuild,
} from 'react-router'

import { isGuardedPath } from '#app/server/auth/http-guard.server.ts'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Browsers ask again every time (304 when unchanged); a CDN may keep a page a minute. */
export const PUBLIC_PAGE_CACHE_CONTROL =
	'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
/** Responses that carry one visitor's state (a form's outcome) or a fallback. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** Cookies a public page reads: a request carrying one is rendered for that visitor alone. */
const VISITOR_COOKIES = /(?:^|;\s*)aster_contact=/

export interface CachedPage {
	status: number
	headers: [string, string][]
	body: Buffer
	gzip: Buffer
	br: Buffer
	/** Strong validator of the identity body; encodings add a suffix. */
	etag: string
	nonce: string
	version: string
	storedAt: number
}

export interface PageCacheOptions {
	/** Most pages kept (least recently used go first). */
	maxEntries?: number
	/** Most bytes kept, all three bodies counted. */
	maxBytes?: number
	/** A page is rendered again after this long even when nothing changed (a safety net). */
	maxAgeMs?: number
	now?: () => number
}

/** Pages by key (origin + path + query), each valid for one content version. */
export class PageCache {
	readonly #entries = new Map<string, CachedPage>()
	readonly #maxEntries: number
	readonly #maxBytes: number
	readonly #maxAgeMs: number
	readonly #now: () => number
	#bytes = 0

	constructor(options: PageCacheOptions = {}) {
		this.#maxEntries = options.maxEntries ?? 1_000
		this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024
		this.#maxAgeMs = options.maxAgeMs ?? 10 * 60_000
		this.#now = options.now ?? Date.now
	}

	get size() {
		return this.#entries.size
	}

	get bytes() {
		return this.#bytes
	}

	get(key: string, version: string): CachedPage | undefined {
		const entry = this.#entries.get(key)
		if (!entry) return undefined
		if (entry.version !== version || this.#now() - entry.storedAt > this.#maxAgeMs) {
			this.delete(key)
			return undefined
		}
		// Most recently used last: Map keeps insertion order.
		this.#entries.delete(key)
		this.#entries.set(key, entry)
		return entry
	}

	set(key: string, entry: CachedPage): void {
		this.delete(key)
		const size = sizeOf(entry)
		if (size > this.#maxBytes) return
		this.#entries.set(key, entry)
		this.#bytes += size
		for (const [oldest, old] of this.#entries) {
			if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break
			this.#entries.delete(oldest)
			this.#bytes -= sizeOf(old)
		}
	}

	delete(key: string): void {
		const entry = this.#entries.get(key)
		if (!entry) return
		this.#entries.delete(key)
		this.#bytes -= sizeOf(entry)
	}

	clear(): void {
		this.#entries.clear()
		this.#bytes = 0
	}
}

function sizeOf(entry: CachedPage) {
	return entry.body.length + entry.gzip.length + entry.br.length
}

/** Builds a kept page from a rendered body: its encodings and validator. */
export async function toCachedPage(input: {
	status: number
	headers: [string, string][]
	body: Buffer
	nonce: string
	version: string
	storedAt: number
}): Promise<CachedPage> {
	const [gzipped, brotli] = await Promise.all([
		gzipAsync(input.body, { level: 9 }),
		brotliAsync(input.body, {
			params: {
				[zlibConstants.BROTLI_PARAM_QUALITY]: 9,
				[zlibConstants.BROTLI_PARAM_SIZE_HINT]: input.body.length,
			},
		}),
	])
	const hash = createHash('sha256').update(input.body).digest('base64url').slice(0, 27)
	return { ...input, gzip: gzipped, br: brotli, etag: `"${hash}"` }
}

/** Whether `If-None-Match` names this page (any of its encodings, weak or strong). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
	if (!ifNoneMatch) return false
	if (ifNoneMatch.trim() === '*') return true
	const base = etag.slice(1, -1)
	return ifNoneMatch.split(',').some((candidate) => {
		const tag = candidate.trim().replace(/^W\//, '').replace(/^"|"$/g, '')
		return tag === base || tag === `${base}-br` || tag === `${base}-gz`
	})
}

/** The best encoding the client accepts among ours: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
	if (!acceptEncoding) return null
	const accepted = new Map<string, number>()
	for (const part of acceptEncoding.toLowerCase().split(',')) {
		const [name = '', ...params] = part.trim().split(';')
		const q = params
			.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
			.find((value) => value !== undefined)
		accepted.set(name.trim(), q === undefined ? 1 : Number(q))
	}
	const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
	if (weight('br') > 0) return 'br'
	if (weight('gzip') > 0) return 'gzip'
	return null
}

type RequestShape = Pick<ExpressRequest, 'method' | 'path' | 'headers'>

/** GET or HEAD of a public page: not the dashboard, the auth API or the JSON API. */
function isPublicPageRequest(req: RequestShape) {
	if (req.method !== 'GET' && req.method !== 'HEAD') return false
	return !isGuardedPath(req.path) && !req.path.startsWith('/api/')
}

/** A cookie a public page reads: the page is that visitor's alone. */
function carriesVisitorState(req: RequestShape) {
	return VISITOR_COOKIES.test(req.headers.cookie ?? '')
}

/** GET or HEAD of a public path, from a visitor with no state of their own. */
export function isCacheableRequest(req: RequestShape) {
	return isPublicPageRequest(req) && !carriesVisitorState(req)
}

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
	build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>)
	mode: string
	getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider
	/** Renews the nonce of this response's CSP header (set earlier by helmet). */
	setNonce: (res: ExpressResponse, nonce: string) => void
	/** The content version; a failure means "do not use the cache for this request". */
	contentVersion: () => Promise<string>
	/** Undefined: every request renders (RENDER_CACHE=false). */
	cache: PageCache | undefined
}

/**
 * The React Router request handler, with the render cache in front of it for public pages.
 * Pages that cannot be kept (a visitor's form outcome, a fallback after an error, anything
 * but a 200) are rendered and streamed as before.
 */
export function createPageHandler(options: PageHandlerOptions): RequestHandler {
	const handleRequest = requestHandlerFor(options.build, options.mode)
	// Renders in progress, by key and version: concurrent misses wait for one render.
	const rendering = new Map<string, Promise<CachedPage | Response>>()

	const render = (req: ExpressRequest, res: ExpressResponse) =>
		handleRequest(toFetchRequest(req, res), options.getLoadContext(req, res))

	return async (req, res, next) => {
		try {
			const cache = options.cache
			if (!cache || !isPublicPageRequest(req)) {
				await sendResponse(res, await render(req, res))
				return
			}
			if (carriesVisitorState(req)) {
				// A visitor's own page (their form's outcome): never stored anywhere.
				await sendResponse(res, keptNowhere(await render(req, res)))
				return
			}

			let version: string
			try {
				version = await options.contentVersion()
			} catch (error) {
				// The database is away: render (pages show their fallbacks) and keep nothing.
				req.log.warn({ err: error }, 'render cache: content version unavailable')
				await sendResponse(res, keptNowhere(await render(req, res)))
				return
			}

			const key = `${req.protocol}://${hostOf(req)}${req.originalUrl}`
			const hit = cache.get(key, version)
			if (hit) {
				res.setHeader('X-Render-Cache', 'hit')
				sendCachedPage(req, res, hit, options.setNonce)
				return
			}
			if (req.method === 'HEAD') {
				// Only a GET fills the cache: a HEAD's render has no body to keep.
				await sendResponse(res, markUnkept(await render(req, res)))
				return
			}

			const slot = `${version} ${key}`
			let pending = rendering.get(slot)
			const waited = pending !== undefined
			if (!pending) {
				pending = renderForCache(req, res, version)
				rendering.set(slot, pending)
				void pending.finally(() => rendering.delete(slot)).catch(() => {})
			}
			const result = await pending
			if (result instanceof Response) {
				// The first request's page could not be kept, and its body is theirs: a
				// request that waited for it renders its own.
				await sendResponse(res, waited ? markUnkept(await render(req, res)) : result)
				return
			}
			if (!waited) cache.set(key, result)
			res.setHeader('X-Render-Cache', waited ? 'hit' : 'miss')
			sendCachedPage(req, res, result, options.setNonce)
		} catch (error) {
			next(error)
		}
	}

	async function renderForCache(
		req: ExpressRequest,
		res: ExpressResponse,
		version: string,
	): Promise<CachedPage | Response> {
		const nonce = res.locals.cspNonce as string
		// Loaders that fall back after an error clear `store` (keepOutOfCache).
		const pageCache = { store: true }
		res.locals.pageCache = pageCache
		const response = await render(req, res)
		const store = pageCache.store
		if (
			!store ||
			response.status !== 200 ||
			response.headers.has('Set-Cookie') ||
			/no-store|private/i.test(response.headers.get('Cache-Control') ?? '')
		) {
			return markUnkept(response)
		}
		const body = Buffer.from(await response.arrayBuffer())
		const headers: [string, string][] = []
		for (const [name, value] of response.headers) {
			if (!NOT_KEPT.has(name.toLowerCase())) headers.push([name, value])
		}
		return toCachedPage({
			status: 200,
			headers,
			body,
			nonce,
			version,
			storedAt: Date.now(),
		})
	}
}

/**
 * React Router's handler. Given a function, it derives its route tables again on every
 * request (development wants that: the build changes), which costs a production render
 * several percent: there the build is resolved once and the handler made from it.
 */
function requestHandlerFor(
	build: PageHandlerOptions['build'],
	mode: string,
): ReturnType<typeof createRequestHandler> {
	if (typeof build !== 'function' || mode !== 'production')
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

/** A response no cache may keep, this one's or a browser's or a CDN's. */
function keptNowhere(response: Response): Response {
	response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
	return response
}

/** A response the cache did not keep: a 200 here is one visitor's or a fallback. */
function markUnkept(response: Response): Response {
	if (!response.headers.has('Cache-Control')) {
		response.headers.set(
			'Cache-Control',
			response.status === 200 ? PRIVATE_CACHE_CONTROL : 'no-store',
		)
	}
	return response
}

function sendCachedPage(
	req: ExpressRequest,
	res: ExpressResponse,
	page: CachedPage,
	setNonce: PageHandlerOptions['setNonce'],
) {
	setNonce(res, page.nonce)
	for (const [name, value] of page.headers) res.append(name, value)
	res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
	res.setHeader('Vary', 'Accept-Encoding, Cookie')
	const encoding = chooseEncoding(req.get('accept-encoding'))
	const base = page.etag.slice(0, -1)
	const etag =
		encoding === 'br' ? `${base}-br"` : encoding === 'gzip' ? `${base}-gz"` : page.etag
	res.setHeader('ETag', etag)
	if (matchesEtag(req.get('if-none-match'), page.etag)) {
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

// The same request and response plumbing as @react-router/express.
function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
	const url = new URL(`${req.protocol}://${hostOf(req)}${req.originalUrl}`)
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
		init.body = createReadableStreamFromReadable(req)
		init.duplex = 'half'
	}
	return new Request(url.href, init)
}

function hostOf(req: ExpressRequest) {
	const forwarded = req.app.enabled('trust proxy')
		? req.get('x-forwarded-host')
		: undefined
	const port = (forwarded ?? req.get('host'))?.split(':')[1]
	const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost'
	return port && /^\d+$/.test(port) ? `${hostname}:${port}` : hostname
}

async function sendResponse(res: ExpressResponse, response: Response) {
	if (res.destroyed || res.writableEnded) {
		await response.body?.cancel()
		return
	}
	res.statusMessage = response.statusText
	res.status(response.status)
	for (const [name, value] of response.headers) res.append(name, value)
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
