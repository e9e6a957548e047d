// The Express layer of admin security (server/app.ts): a state-changing request to the
// dashboard or the auth API that a browser says comes from another site (Origin /
// Sec-Fetch-Site) is refused with 403 before any handler runs.
// CLIENT_ADDRESS_HEADER: every request is stamped with the client's address (from the socket,
// or the proxy Express trusts), replacing whatever the client sent; better-auth reads it.

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
