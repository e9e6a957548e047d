// How a public page answers an address it has no page for (decision 045): a stored
// redirect's 301 or 302 to where it leads, or a 410 for a page that is gone; a project's
// address of before (its id, or the other collection's path) a 301 to where it is now. The
// answers say they may be kept like pages (the shared cache and a CDN keep them, and a
// change to the redirects renews the content version, so no kept one outlives it).
import { data, redirect } from 'react-router'

import { PUBLIC_PAGE_CACHE } from '#app/lib/http-headers.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { getRedirectFrom } from '#app/server/models/redirects.server.ts'

const KEPT_LIKE_A_PAGE = { 'Cache-Control': PUBLIC_PAGE_CACHE }

/** What a page that is gone answers (the not-found page, with its own words). */
export const GONE = 410

/** A permanent move to `to`, kept like a page. */
export function movedTo(to: string, status: 301 | 302 = 301): Response {
	return redirect(to, { status, headers: KEPT_LIKE_A_PAGE })
}

/**
 * The stored redirect's answer for `path`, or null when there is none. `addressIn`: where
 * its target is for the page asking (the default language's redirect asked from under
 * another language's prefix).
 */
export async function redirectAnswer(
	db: DB,
	path: string,
	addressIn?: (target: string) => Promise<string>,
) {
	const stored = await getRedirectFrom(db, path)
	if (!stored) return null
	if (stored.status === GONE)
		return data({ gone: true }, { status: GONE, headers: KEPT_LIKE_A_PAGE })
	const to = addressIn ? await addressIn(stored.toPath) : stored.toPath
	return movedTo(to, stored.status)
}
