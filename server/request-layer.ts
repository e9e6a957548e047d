// The request layer: what every request that reaches the router goes through first, in
// this order (docs/decisions/019-request-classification.md):
// 1. its shape: a well-formed Host (400), a method we answer (405/501 with Allow);
// 2. its class, from the router's own match (app/server/http/request-class.server.ts): a non-canonical
//    spelling is redirected (GET, HEAD) or refused, never served;
// 3. the admin guard for the dashboard and the auth API (no-store, cross-site writes 403);
//    a draft's preview page: no-store, noindex, no referrer;
// 4. its turn (decision 037): a signed-in admin's request at once, every other in the order
//    it came, in slices of the event loop (./turns.ts);
// 5. its body, read within the route's limit before anything else sees it (413 at once).
// Everything after (the render cache, loaders, entry.server) reads res.locals.requestClass.
import type { Request, RequestHandler, Response } from 'express'

import {
	CLIENT_ADDRESS_HEADER,
	guardRequest,
	pinHeaders,
	PRIVATE_HEADERS,
} from '#app/server/auth/http-guard.server.ts'

import { hostOf } from './page-cache.ts'
import { turns, type TurnQueue } from './turns.ts'
import type {
	Classified,
	RequestClassifier,
} from '#app/server/http/request-class.server.ts'

/** A host name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST =
	/^(?:[a-z0-9](?:[a-z0-9-]{0,62})?(?:\.[a-z0-9](?:[a-z0-9-]{0,62})?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

export interface RequestLayerOptions {
	classifier: () => RequestClassifier | Promise<RequestClassifier>
	/** SITE_URL: writes from its origin are same-site too. */
	siteUrl?: string
	/**
	 * Whether a guarded request (dashboard, auth API) is a signed-in admin's: it is handled
	 * at once instead of waiting its turn (decision 037). Default: none is.
	 */
	signedIn?: (req: Request) => boolean
	/** Where every other request waits its turn. Default: the process's queue. */
	turns?: TurnQueue
}

export function requestLayer(options: RequestLayerOptions): RequestHandler {
	const queue = options.turns ?? turns
	const siteOrigin = options.siteUrl
		? new URL(options.siteUrl).origin.toLowerCase()
		: null
	return async (req, res, next) => {
		try {
			const host = hostOf(req)
			if (!HOST.test(host)) {
				refuse(req, res, 400, 'Bad request')
				return
			}
			const decision = (await options.classifier()).classify(req.method, req.originalUrl)
			if (decision.type === 'redirect') {
				res.setHeader('Cache-Control', 'no-store')
				res.redirect(308, decision.location)
				return
			}
			if (decision.type === 'refuse') {
				if (decision.allow) res.setHeader('Allow', decision.allow)
				refuse(req, res, decision.status, decision.message)
				return
			}
			const requestClass = decision.request
			res.locals.requestClass = requestClass
			// A draft's preview is one person's: stored nowhere, indexed nowhere, and its token
			// (in the path) never sent on as a Referer, not even to our own pages.
			if (requestClass.kind === 'preview-page')
				pinHeaders(res, { ...PRIVATE_HEADERS, 'Referrer-Policy': 'no-referrer' })
			if (requestClass.guarded) {
				const ownOrigin = `${req.protocol}://${host}`
				if (guardRequest(req, res, { siteOrigin, ownOrigin })) {
					refuse(req, res, 403, 'Cross-site request refused.')
					return
				}
			}
			if (!(requestClass.guarded && options.signedIn?.(req))) {
				await queue.wait()
				// The client left while its request waited: there is no one to answer.
				if (req.socket.destroyed) return
			}
			if (req.method !== 'GET' && req.method !== 'HEAD') {
				const body = await readBody(req, res, requestClass)
				if (body === null) return
				res.locals.body = body
			}
			next()
		} catch (error) {
			next(error)
		}
	}
}

/** Stamps the client's address for per-client limits, replacing whatever the client sent. */
export const stampClientAddress: RequestHandler = (req, _res, next) => {
	req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? 'unknown'
	next()
}

/**
 * The body, read within the route's limit: a declared length over it is refused with 413
 * before a byte is read, and a body that grows past it while arriving is cut off there.
 * The upload route streams its own body: undefined then. Null when the answer has been sent.
 */
async function readBody(
	req: Request,
	res: Response,
	requestClass: Classified,
): Promise<Buffer | undefined | null> {
	// The upload route streams its own body to a temporary file, counted against the same
	// limit, and refuses a declared size over it in its own words (JSON, after the session
	// check): it reads nothing here.
	if (requestClass.kind === 'admin-api') return undefined
	const limit = requestClass.bodyLimit
	const declared = req.get('content-length')
	if (declared !== undefined && Number(declared) > limit) {
		tooLarge(req, res, limit)
		return null
	}
	// Events, not `for await`: leaving that loop early destroys the request and its socket,
	// and the 413 would never reach a client that is still sending.
	return new Promise((resolve) => {
		const chunks: Buffer[] = []
		let size = 0
		const done = (body: Buffer | null) => {
			req.off('data', onData)
			req.off('end', onEnd)
			req.off('error', onError)
			resolve(body)
		}
		const onData = (chunk: Buffer) => {
			size += chunk.length
			if (size <= limit) {
				chunks.push(chunk)
				return
			}
			req.pause()
			tooLarge(req, res, limit)
			done(null)
		}
		const onEnd = () => done(Buffer.concat(chunks, size))
		// The client went away mid-body: nothing to answer.
		const onError = () => {
			if (!res.headersSent) res.destroy()
			done(null)
		}
		req.on('data', onData)
		req.on('end', onEnd)
		req.on('error', onError)
	})
}

/**
 * How long a connection whose body was refused stays open after its 413 (as nginx's
 * lingering close): closing at once resets a connection whose client is still sending, and
 * its TCP stack then throws the 413 away (the browser shows "connection reset" instead of
 * our message). Nothing more is read meanwhile: the client's sending stalls once the
 * socket's buffers are full, so memory stays flat.
 */
export const LINGER_MS = 1_000

function tooLarge(req: Request, res: Response, limit: number) {
	refuse(req, res, 413, `The request body is larger than ${Math.floor(limit / 1024)} KB.`)
	res.on('finish', () => {
		if (req.complete) return
		// After Node's own finish handler, which would read the rest to keep the connection.
		req.socket.pause()
		setTimeout(() => req.socket.destroy(), LINGER_MS).unref()
	})
}

/** A plain answer, JSON for clients that ask for it; never stored. */
function refuse(req: Request, res: Response, status: number, message: string) {
	res.setHeader('Cache-Control', 'no-store')
	const json = req.accepts(['html', 'json']) === 'json'
	res.status(status)
	if (json) res.json({ ok: false, message })
	else res.type('text').send(message)
}
