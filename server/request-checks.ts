// The checks a request passes before the router (server/app.ts), in this order:
// - its path, named one way only: another spelling (letter case, percent-encoding, dot
//   segments, double or trailing slashes, the default language's own prefix) is answered
//   308 with the canonical one, as the Epic Stack redirects trailing slashes, or straight
//   with the stored redirect that canonical path has; a malformed Host or path is 400, a
//   method the site does not answer 405. What the path resolved to goes on in
//   `res.locals.route`;
// - its body's declared size, within its route's limit (413);
// - a write to the dashboard or the auth API that a browser says is cross-site (403).
import type { Request, RequestHandler, Response } from 'express'

import { crossSiteReason } from '#app/server/auth/http-guard.server.ts'
import { isLanguageCode } from '#app/lib/languages.ts'
import { FORM_BODY_LIMIT } from '#app/lib/route-handle.ts'
import type { ResolvedPath, RouteTable } from '#app/server/http/route-table.server.ts'
import type { SiteAddresses } from '#app/server/http/site-addresses.server.ts'

export { FORM_BODY_LIMIT }
/** Largest dashboard form: a project with its features, phases and prototype embed. */
export const ADMIN_FORM_BODY_LIMIT = 256 * 1024

/** A host name, an IPv4 address or a bracketed IPv6 address, and an optional port. */
const HOST =
	/^(?:[a-z0-9](?:[a-z0-9-]{0,62})?(?:\.[a-z0-9](?:[a-z0-9-]{0,62})?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * One Host header (RFC 9112 §3.2), of a form the URL parser takes too: a port over 65535 or
 * an address like `1.2.3.999` passes the pattern but not `new URL`.
 */
function validHost(req: Request) {
	const host = req.get('host') ?? ''
	let count = 0
	for (let i = 0; i < req.rawHeaders.length; i += 2)
		if (req.rawHeaders[i]!.toLowerCase() === 'host') count++
	return count === 1 && HOST.test(host) && URL.canParse(`http://${host}`)
}

/** The methods the site answers; React Router would run an action for PUT or DELETE too. */
const METHODS = new Set(['GET', 'HEAD', 'POST'])

export function canonicalPath(
	routes: () => RouteTable | Promise<RouteTable>,
	site?: SiteAddresses,
): RequestHandler {
	return async (req, res, next) => {
		try {
			if (!validHost(req)) return refuse(req, res, 400, 'Bad request')
			if (!METHODS.has(req.method)) {
				res.setHeader('Allow', [...METHODS].join(', '))
				return refuse(req, res, 405, 'Method not allowed')
			}
			const target = req.originalUrl
			const queryAt = target.indexOf('?')
			const rawPath = queryAt < 0 ? target : target.slice(0, queryAt)
			const route = (await routes()).resolve(rawPath)
			if (!route) return refuse(req, res, 400, 'Bad request')
			// The site's data unread (its database down): the path as the route table spells it.
			const unread =
				<T>(fallback: T) =>
				(error: unknown) => {
					req.log.warn({ err: error }, 'site addresses unavailable')
					return fallback
				}
			const pagePath = site
				? await withoutDefaultLanguage(route, site).catch(unread(route.pagePath))
				: route.pagePath
			const path = pagePath === route.pagePath ? route.path : pagePath
			if (path !== rawPath) {
				res.setHeader('Cache-Control', 'no-store')
				const stored = route.isData
					? null
					: await site?.redirectFrom(pagePath).catch(unread(null))
				if (stored) return res.redirect(stored.status, stored.to)
				return res.redirect(308, `${path}${queryAt < 0 ? '' : target.slice(queryAt)}`)
			}
			res.locals.route = route
			next()
		} catch (error) {
			next(error)
		}
	}
}

/**
 * A public page's path without the default language's own prefix (`/en/about` → `/about`,
 * `/en/nope` → `/nope`, `/en` → `/`): the default language's pages have none (decision 049).
 * A data request is left to the language route, whose redirect React Router carries.
 */
async function withoutDefaultLanguage(route: ResolvedPath, site: SiteAddresses) {
	if (route.isData || !route.pattern.startsWith(':lang?')) return route.pagePath
	const [, first = '', ...rest] = route.pagePath.split('/')
	if (!isLanguageCode(first) || first !== (await site.defaultLanguage()))
		return route.pagePath
	return `/${rest.join('/')}`
}

/**
 * Bodies within their route's limit: a declared length over it is refused with 413 before
 * a byte is read, and a body of no declared length (chunked) with 411, as browsers never
 * send one; Node reads no more than the declared length. The upload route streams its own
 * body against UPLOAD_MAX_BYTES (`handle.bodyLimit` Infinity).
 */
export const limitBodies: RequestHandler = (req, res, next) => {
	if (req.method === 'GET' || req.method === 'HEAD') return next()
	const route = res.locals.route as ResolvedPath
	const limit =
		route.handle.bodyLimit ??
		(route.pattern.startsWith('admin') ? ADMIN_FORM_BODY_LIMIT : FORM_BODY_LIMIT)
	if (limit === Number.POSITIVE_INFINITY) return next()
	const declared = req.get('content-length')
	if (declared === undefined) {
		if (req.get('transfer-encoding') === undefined) return next()
		lingerUnread(req, res)
		return refuse(req, res, 411, 'Send the body with its length.')
	}
	if (Number(declared) > limit) {
		lingerUnread(req, res)
		return refuse(
			req,
			res,
			413,
			`The request body is larger than ${Math.floor(limit / 1024)} KB.`,
		)
	}
	next()
}

/**
 * A body refused unread is not read after the answer either (Node would read all of it to
 * keep the connection): the connection stays a second, paused, so a client still sending
 * reads the answer instead of a reset, then ends, as nginx's lingering close does.
 */
function lingerUnread(req: Request, res: Response) {
	res.on('finish', () => {
		if (req.complete) return
		req.socket.pause()
		setTimeout(() => req.socket.destroy(), 1_000).unref()
	})
}

/**
 * A write that a browser says is cross-site, to the dashboard, the auth API or a page (the
 * Contact page's form; React Router would refuse it too, as an error of its own): 403. The
 * contact API stays open to another site's form.
 */
export function refuseCrossSiteWrites(siteUrl: string | undefined): RequestHandler {
	const siteOrigin = siteUrl ? new URL(siteUrl).origin.toLowerCase() : null
	return (req, res, next) => {
		const route = res.locals.route as ResolvedPath
		if (
			!route.document &&
			!route.pattern.startsWith('admin') &&
			!route.pattern.startsWith('api/auth')
		)
			return next()
		const own = `${req.protocol}://${req.get('host')}`.toLowerCase()
		const reason = crossSiteReason({
			method: req.method,
			origin: req.get('origin'),
			secFetchSite: req.get('sec-fetch-site'),
			allowedOrigins: siteOrigin ? [own, siteOrigin] : [own],
		})
		if (!reason) return next()
		req.log.warn({ reason, path: req.path }, 'cross-site request refused')
		refuse(req, res, 403, 'Cross-site request refused.')
	}
}

/**
 * A short answer before any route runs, never stored: JSON from an API (as its own answers
 * are) or for a client that asks for it, else text.
 */
export function refuse(req: Request, res: Response, status: number, message: string) {
	res.setHeader('Cache-Control', 'no-store')
	res.status(status)
	const api = req.path.startsWith('/api/') || req.path.startsWith('/admin/api/')
	if (api || req.accepts(['html', 'json']) === 'json') res.json({ ok: false, message })
	else res.type('text').send(message)
}
