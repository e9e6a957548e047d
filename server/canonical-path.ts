// The one step before the router: a request names a path one way only. Another spelling
// (letter case, percent-encoding, dot segments, double or trailing slashes) is answered 308
// with the canonical one, as the Epic Stack redirects trailing slashes; a malformed Host or
// path is 400, and a method the site does not answer 405. What the path resolved to goes on
// to the cache and the router's neighbours in `res.locals.route`.
import type { Request, RequestHandler, Response } from 'express'

import type { RouteTable } from '#app/server/http/route-table.server.ts'

/** A host name, an IPv4 address or a bracketed IPv6 address, and an optional port. */
const HOST =
	/^(?:[a-z0-9](?:[a-z0-9-]{0,62})?(?:\.[a-z0-9](?:[a-z0-9-]{0,62})?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/** The methods the site answers; React Router would run an action for PUT or DELETE too. */
const METHODS = new Set(['GET', 'HEAD', 'POST'])

export function canonicalPath(
	routes: () => RouteTable | Promise<RouteTable>,
): RequestHandler {
	return async (req, res, next) => {
		try {
			if (!HOST.test(req.get('host') ?? '')) return refuse(req, res, 400, 'Bad request')
			if (!METHODS.has(req.method)) {
				res.setHeader('Allow', [...METHODS].join(', '))
				return refuse(req, res, 405, 'Method not allowed')
			}
			const target = req.originalUrl
			const queryAt = target.indexOf('?')
			const rawPath = queryAt < 0 ? target : target.slice(0, queryAt)
			const route = (await routes()).resolve(rawPath)
			if (!route) return refuse(req, res, 400, 'Bad request')
			if (route.path !== rawPath) {
				res.setHeader('Cache-Control', 'no-store')
				return res.redirect(
					308,
					`${route.path}${queryAt < 0 ? '' : target.slice(queryAt)}`,
				)
			}
			res.locals.route = route
			next()
		} catch (error) {
			next(error)
		}
	}
}

/** A short answer before any route runs; JSON for a client that asks for it; never stored. */
export function refuse(req: Request, res: Response, status: number, message: string) {
	res.setHeader('Cache-Control', 'no-store')
	res.status(status)
	if (req.accepts(['html', 'json']) === 'json') res.json({ ok: false, message })
	else res.type('text').send(message)
}
