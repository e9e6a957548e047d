// A page whose address holds a secret (a reset link's or an invitation's token).
import { PRIVATE_PAGE_HEADERS } from './http-headers.ts'

/**
 * Its headers: one person's page, and every Referer the page sends, to our own server too,
 * names the origin alone, so the token is in no request but the page's own. A header, not a
 * `<meta>`: the stylesheets ahead of a meta in `<head>` are fetched before it is read. Not
 * `no-referrer`: under it a browser sends `Origin: null` with the page's own form post, which
 * the cross-site guard refuses, so the form failed when posted without JavaScript (or clicked
 * before the page had hydrated).
 */
export function tokenPageHeaders(): HeadersInit {
	return { ...PRIVATE_PAGE_HEADERS, 'Referrer-Policy': 'strict-origin' }
}
