// The shared cache in front of React Router's handler (decision 040). It keeps what a
// response's own headers allow a shared cache to keep, as nginx or a CDN in front would
// (RFC 9111 and RFC 5861's stale-while-revalidate and stale-if-error, by
// http-cache-semantics), in a store bounded by bytes (lru-cache).
//
// Only a route that declares the query its page reads (`handle.query`) is looked up here,
// keyed by origin, canonical path and those parameters: tracking parameters and values the
// page does not know share the plain page. A request carrying one of the site's cookies (an
// admin session, a contact form's outcome), signed by the site, is passed by. A change of the published content
// (the content version, read from the database) drops every stored page at once: the next
// visitor of a page waits for its render, others asking meanwhile get the stored copy (one
// render per page, no stampede); a page that fails to render (the database away) is served
// from the store if it has one.
import CachePolicy from 'http-cache-semantics'
import { LRUCache } from 'lru-cache'
import type { RequestHandler, Response as ExpressResponse } from 'express'
import type { Logger } from 'pino'

import { declaredQuery, type ResolvedPath } from '#app/server/http/route-table.server.ts'

import { cacheBody, chooseEncoding, type CachedBody } from './cached-body.ts'

/**
 * Statuses a page may be stored with: the page, the not-found page, and a redirect's answer
 * (moved, or gone: decision 045), each as its headers allow.
 */
const STORED_STATUSES = new Set([200, 301, 302, 404, 410])
/** Answers for what is not there: anyone can ask for endless addresses of them. */
const MISSING_STATUSES = new Set([404, 410])
/** The share of the bytes that answers for what is not there may take. */
const MISSING_SHARE = 1 / 8

/** Headers the cache writes itself, or that are this response's alone. */
const NOT_REPLAYED = new Set([
	'content-length',
	'content-encoding',
	'transfer-encoding',
	'etag',
	'vary',
	'set-cookie',
	'x-request-id',
])

interface Entry {
	policy: CachePolicy
	status: number
	headers: [string, string][]
	body: CachedBody
	version: string
}

export interface PageCacheOptions {
	/** Renders `url` as any visitor gets it: no cookie, no header of theirs. */
	render: (url: string) => Promise<Response>
	/** The published content's version; stored pages of another version are stale. */
	version: () => Promise<string>
	/** The contact forms' signed time for one response. */
	stamp: () => string
	/** The attribute the stamp's value is written in. */
	stampAttribute: string
	/**
	 * Whether a request's cookies make its page its own (an admin's session, a contact form's
	 * outcome), signed by this site: it is rendered for that person and stored nowhere.
	 */
	personal: (cookieHeader: string, protocol: string) => Promise<boolean>
	/** The origin pages are rendered and kept under (SITE_URL), else the request's. */
	siteOrigin?: string
	/** Most bytes kept, every encoding counted. */
	maxBytes?: number
	logger: Logger
}

export interface PageCache {
	middleware: RequestHandler
	/** Bytes kept now. */
	readonly size: number
}

export function createPageCache(options: PageCacheOptions): PageCache {
	const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
	const sizeCalculation = (entry: Entry, key: string) =>
		entry.body.size + key.length + 512
	// Not-found answers are kept apart, in a store of their own share, so a flood of made-up
	// addresses (`/portfolio/x1`, `/portfolio/x2`, …) pushes out only its own kind, never
	// the pages visitors read.
	const pages = new LRUCache<string, Entry>({
		maxSize: Math.ceil(maxBytes * (1 - MISSING_SHARE)),
		sizeCalculation,
	})
	const missing = new LRUCache<string, Entry>({
		maxSize: Math.floor(maxBytes * MISSING_SHARE),
		sizeCalculation,
	})
	const store = {
		get: (key: string) => pages.get(key) ?? missing.get(key),
		set(key: string, entry: Entry) {
			const [into, other] = MISSING_STATUSES.has(entry.status)
				? [missing, pages]
				: [pages, missing]
			other.delete(key)
			into.set(key, entry)
		},
	}
	// One render per key at a time: a burst of misses, or a publish, renders each page once.
	const rendering = new Map<string, Promise<Entry | Response>>()

	const renderOnce = (key: string, version: string) => {
		let pending = rendering.get(key)
		if (!pending) {
			pending = fill(key, version).finally(() => rendering.delete(key))
			rendering.set(key, pending)
		}
		return pending
	}

	/** Renders and stores a page, or answers what may not be stored (read whole). */
	async function fill(url: string, version: string): Promise<Entry | Response> {
		const response = await options.render(url)
		const body = Buffer.from(await response.arrayBuffer())
		const headers = lowerCaseHeaders(response.headers)
		const policy = new CachePolicy(policyRequest(url), {
			status: response.status,
			headers,
		})
		if (
			!STORED_STATUSES.has(response.status) ||
			!policy.storable() ||
			policy.timeToLive() === 0 ||
			response.headers.has('set-cookie')
		) {
			return new Response(body, response)
		}
		const entry: Entry = {
			policy,
			status: response.status,
			headers: Object.entries(headers).filter(([name]) => !NOT_REPLAYED.has(name)),
			body: await cacheBody(body, options.stampAttribute),
			version,
		}
		store.set(url, entry)
		return entry
	}

	const refreshInBackground = (key: string, version: string) => {
		if (rendering.has(key)) return
		renderOnce(key, version).catch((error: unknown) =>
			options.logger.warn({ err: error, key }, 'page cache: background render failed'),
		)
	}

	const middleware: RequestHandler = async (req, res, next) => {
		const route = res.locals.route as ResolvedPath | undefined
		if ((req.method !== 'GET' && req.method !== 'HEAD') || !route?.shared || route.isData)
			return next()
		try {
			const cookie = req.headers.cookie
			if (cookie && (await options.personal(cookie, `${req.protocol}:`))) {
				res.setHeader('X-Cache', 'BYPASS')
				return next()
			}
			const origin = options.siteOrigin ?? `${req.protocol}://${req.get('host')}`
			const queryAt = req.originalUrl.indexOf('?')
			const search = queryAt < 0 ? '' : req.originalUrl.slice(queryAt)
			const path = route.handle.sharedPath?.(route.pagePath) ?? route.pagePath
			const key = `${origin}${path}${declaredQuery(search, route.handle.query ?? {})}`
			const stored = store.get(key)
			let version: string
			try {
				version = await options.version()
			} catch (error) {
				// The database is away: the stored page if there is one, else the render's answer.
				req.log.warn({ err: error }, 'page cache: content version unavailable')
				if (stored) return send(req, res, stored, 'STALE', options.stamp)
				return next()
			}
			if (stored) {
				// `response`: the stored page may be used now (fresh, or stale within its
				// stale-while-revalidate); `revalidation`: it is to be rendered again.
				const { revalidation, response } = stored.policy.evaluateRequest(
					policyRequest(key),
				)
				if (stored.version === version) {
					if (!revalidation) return send(req, res, stored, 'HIT', options.stamp)
					// Past its freshness, within stale-while-revalidate: the same content,
					// rendered again behind the visitor.
					if (response) {
						refreshInBackground(key, version)
						return send(req, res, stored, 'STALE', options.stamp)
					}
				} else if (
					response &&
					rendering.has(key) &&
					!MISSING_STATUSES.has(stored.status)
				) {
					// Published since: the page is rendered again before it is served (what was
					// hidden or deleted is gone for the next visitor). Those who ask while that
					// one render runs get the stored page (no stampede), but never a not-found
					// answer the publish may have made an address of.
					return send(req, res, stored, 'STALE', options.stamp)
				}
			}
			let result: Entry | Response
			try {
				result = await renderOnce(key, version)
			} catch (error) {
				if (!stored || !staleOnError(stored, key)) throw error
				req.log.error({ err: error }, 'page cache: render failed, the stored page served')
				return send(req, res, stored, 'STALE', options.stamp)
			}
			if (result instanceof Response) {
				if (result.status >= 500 && stored && staleOnError(stored, key))
					return send(req, res, stored, 'STALE', options.stamp)
				res.setHeader('X-Cache', 'MISS')
				return await sendUnstored(res, result.clone())
			}
			send(req, res, result, 'MISS', options.stamp)
		} catch (error) {
			next(error)
		}
	}

	return {
		middleware,
		get size() {
			return pages.calculatedSize + missing.calculatedSize
		},
	}
}

/** The request a stored response is judged against: the key alone, as nginx ignores a
 * client's own Cache-Control (a reload must not buy a render). */
function policyRequest(url: string): CachePolicy.Request {
	return { url, method: 'GET', headers: { host: new URL(url).host } }
}

/** Whether the response's stale-if-error still covers the stored page. */
function staleOnError(stored: Entry, url: string) {
	const { modified } = stored.policy.revalidatedPolicy(policyRequest(url), {
		status: 503,
		headers: {},
	})
	return !modified
}

function lowerCaseHeaders(headers: Headers): Record<string, string> {
	const result: Record<string, string> = {}
	for (const [name, value] of headers) result[name.toLowerCase()] = value
	return result
}

function send(
	req: Parameters<RequestHandler>[0],
	res: ExpressResponse,
	entry: Entry,
	state: 'HIT' | 'STALE' | 'MISS',
	stamp: () => string,
) {
	for (const [name, value] of entry.headers) res.setHeader(name, value)
	res.setHeader('Age', String(entry.policy.age() | 0))
	res.setHeader('Vary', 'Accept-Encoding')
	res.setHeader('X-Cache', state)
	// A stamped page differs in its stamp only; a browser's copy is revalidated within the
	// day, so a stamp it reuses is never older than the forms accept.
	const etag = entry.body.stamped
		? `W/"${entry.body.etag}-${Math.floor(Date.now() / 86_400_000)}"`
		: `W/"${entry.body.etag}"`
	res.setHeader('ETag', etag)
	if (entry.status === 200 && matchesEtag(req.get('if-none-match'), etag)) {
		res.status(304).end()
		return
	}
	const encoding = chooseEncoding(req.get('accept-encoding'))
	const parts = entry.body.render(encoding, stamp())
	if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
	res.setHeader(
		'Content-Length',
		String(parts.reduce((sum, part) => sum + part.length, 0)),
	)
	res.status(entry.status)
	if (req.method === 'HEAD') return res.end()
	// Written together, in one system call, as one answer.
	res.cork()
	for (const part of parts) res.write(part)
	res.end()
}

async function sendUnstored(res: ExpressResponse, response: Response) {
	res.status(response.status)
	for (const [name, value] of response.headers) {
		if (name === 'set-cookie') res.append(name, value)
		else res.setHeader(name, value)
	}
	res.end(Buffer.from(await response.arrayBuffer()))
}

/** Whether If-None-Match names this validator (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
	if (!ifNoneMatch) return false
	if (ifNoneMatch.trim() === '*') return true
	const bare = (tag: string) => tag.trim().replace(/^W\//, '')
	return ifNoneMatch.split(',').some((candidate) => bare(candidate) === bare(etag))
}

/**
 * The published content's version as this process knows it: read from the database at
 * most four times a second, however many requests ask (not one query a request).
 */
export function contentVersions(read: () => Promise<string>, maxAgeMs = 250) {
	let known: { version: string; readAt: number } | undefined
	let reading: Promise<string> | undefined
	return () => {
		if (known && Date.now() - known.readAt < maxAgeMs)
			return Promise.resolve(known.version)
		reading ??= read()
			.then((version) => {
				known = { version, readAt: Date.now() }
				return version
			})
			.finally(() => {
				reading = undefined
			})
		return reading
	}
}
