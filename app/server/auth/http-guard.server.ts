// The Express layer of admin security, called by the request layer (server/request-layer.ts)
// for every request the router's match says is the dashboard's or the auth API's:
// - refuses a state-changing request that a browser says comes from another site (Origin /
//   Sec-Fetch-Site): 403, before any handler runs;
// - marks the response `Cache-Control: no-store` and noindex.
// CLIENT_ADDRESS_HEADER: the request layer stamps each request with the client's address
// (from the socket, or the proxy Express trusts), replacing whatever the client sent.
import type { Request, Response } from 'express'

import { getDb } from '#app/server/db/index.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { countUsers } from '#app/server/models/users.server.ts'

export const CLIENT_ADDRESS_HEADER = 'x-aster-client-address'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Why a state-changing request must be refused as cross-site, or null when it may proceed.
 * Browsers send Sec-Fetch-Site and Origin on every cross-origin POST; a request with
 * neither comes from a non-browser client, which cannot carry a victim's cookies.
 */
export function crossSiteReason(input: {
	method: string
	origin: string | undefined
	secFetchSite: string | undefined
	/** This server's origins: the request's own scheme and host, and SITE_URL's. */
	allowedOrigins: string[]
}): string | null {
	if (SAFE_METHODS.has(input.method.toUpperCase())) return null
	const site = input.secFetchSite?.trim().toLowerCase()
	if (site && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site: ${site}`
	if (input.origin !== undefined) {
		const origin = input.origin.trim()
		if (origin === 'null' || !input.allowedOrigins.includes(origin.toLowerCase())) {
			return `Origin: ${origin || '(empty)'}`
		}
	}
	return null
}

/**
 * While no account exists, says at start where to create the owner (DESIGN.md): at
 * SITE_URL, else at the port the server listens on (the system's pick when PORT is 0).
 */
export async function announceOwnerSignup(
	logger: { warn: (message: string) => void },
	port: number,
) {
	try {
		if ((await countUsers(getDb())) > 0) return
		const origin = getEnv().SITE_URL ?? `http://localhost:${port}`
		logger.warn(
			`No admin account exists yet. Create the owner at ${new URL('/admin/signup', origin).toString()} or with: npm run admin:create -- --email <email>`,
		)
	} catch {
		// The database may not be reachable yet; /healthz reports that.
	}
}

/**
 * The guard for a request the request layer classified as guarded (dashboard, its API, the
 * auth API; app/server/http/request-class.server.ts): its response is never stored and never
 * indexed, and a state-changing request a browser marks as cross-site must be refused before
 * any handler runs. Returns why it must be refused (the caller answers 403), or null.
 */
export function guardRequest(
	req: Request,
	res: Response,
	options: { siteOrigin: string | null; ownOrigin: string },
): string | null {
	res.setHeader('Cache-Control', 'no-store')
	res.setHeader('X-Robots-Tag', 'noindex, nofollow')
	// Whatever a handler appends later, the response goes out with exactly these.
	const writeHead = res.writeHead.bind(res)
	res.writeHead = ((...args: Parameters<typeof writeHead>) => {
		res.setHeader('Cache-Control', 'no-store')
		res.setHeader('X-Robots-Tag', 'noindex, nofollow')
		return writeHead(...args)
	}) as typeof res.writeHead
	const own = options.ownOrigin.toLowerCase()
	const reason = crossSiteReason({
		method: req.method,
		origin: req.get('origin'),
		secFetchSite: req.get('sec-fetch-site'),
		allowedOrigins: options.siteOrigin ? [own, options.siteOrigin] : [own],
	})
	if (reason) req.log?.warn({ reason, path: req.path }, 'cross-site request refused')
	return reason
}
