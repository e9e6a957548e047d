// How each kind of answer may be kept and referred, said by the routes' `headers` exports
// (decision 040): the shared cache in front (server/page-cache.ts), a CDN and browsers all
// read these and nothing else.

/**
 * A public page: browsers ask again each time (304 when unchanged); a shared cache keeps it a
 * minute, serves it stale while one render refreshes it, and for a day while the site fails.
 */
export const PUBLIC_PAGE_CACHE =
	'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400'

/** One person's answer: the dashboard, a preview, anything that sets or reads their cookie. */
export const PRIVATE_NO_STORE = 'private, no-store'

/** Every document's default, as helmet would set it. */
export const DEFAULT_REFERRER_POLICY = 'strict-origin-when-cross-origin'

/** The dashboard's pages and a draft's preview: stored nowhere, indexed nowhere. */
export const PRIVATE_PAGE_HEADERS = {
	'Cache-Control': PRIVATE_NO_STORE,
	'X-Robots-Tag': 'noindex, nofollow',
} as const

/**
 * `response` marked one person's answer. A Response with immutable headers
 * (`Response.redirect`, a `fetch` answer) is copied to say it.
 */
export function privateResponse(response: Response): Response {
	try {
		response.headers.set('Cache-Control', PRIVATE_NO_STORE)
		return response
	} catch {
		const headers = new Headers(response.headers)
		headers.set('Cache-Control', PRIVATE_NO_STORE)
		return new Response(response.body, {
			status: response.status,
			statusText: response.statusText,
			headers,
		})
	}
}
