// After a form post without JavaScript the endpoint redirects back to the page (so a
// reload does not post again) and leaves the outcome in a short-lived signed cookie,
// which the page reads once and clears.
import { createCookie, type Cookie } from 'react-router'

import type { ContactFormName, ContactResult } from '#app/lib/contact.ts'

export interface ContactFlash extends ContactResult {
	form: ContactFormName
	/** What was typed, to fill the form again after an error (left out when too long). */
	values?: Record<string, string>
}

const COOKIE_NAME = 'aster_contact'
/** Browsers keep cookies up to about 4 KB, name and attributes included. */
const MAX_COOKIE_LENGTH = 3_900
/** How long the outcome is shown after the post, in seconds (the cookie's Max-Age too). */
const FLASH_SECONDS = 120

function flashCookie(secret: string): Cookie {
	return createCookie(COOKIE_NAME, {
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		maxAge: FLASH_SECONDS,
		secrets: [secret],
	})
}

export async function serializeContactFlash(
	flash: ContactFlash,
	secret: string,
	secure: boolean,
): Promise<string> {
	const cookie = flashCookie(secret)
	// Signed with its time: a browser drops it after Max-Age, and so does the server, or a
	// kept copy would pass by the shared cache on every request for ever.
	const signed = { ...flash, at: Date.now() }
	const full = await cookie.serialize(signed, { secure })
	if (full.length <= MAX_COOKIE_LENGTH || !flash.values) return full
	const { values: _dropped, ...rest } = signed
	return cookie.serialize(rest, { secure })
}

/** The flash the request carries (verified), and the header that clears it. */
export async function readContactFlash(
	request: Request,
	secret: string,
): Promise<{ flash: ContactFlash | null; clear: string | null }> {
	const header = request.headers.get('cookie')
	if (!header?.includes(`${COOKIE_NAME}=`)) return { flash: null, clear: null }
	const cookie = flashCookie(secret)
	const value: unknown = await cookie.parse(header)
	const clear = await cookie.serialize('', { maxAge: 0 })
	if (!isFlash(value)) return { flash: null, clear }
	const { at: _at, ...flash } = value
	return { flash, clear }
}

/**
 * Whether a Cookie header carries a flash this server signed: only then is a page rendered
 * for that visitor alone (the render cache's bypass). A forged or stale one is no reason to
 * render: anyone can send `aster_contact=x`.
 */
export async function carriesContactFlash(
	header: string,
	secret: string,
): Promise<boolean> {
	if (!header.includes(`${COOKIE_NAME}=`)) return false
	return isFlash(await flashCookie(secret).parse(header))
}

/** A flash of this server's shape, signed within the last FLASH_SECONDS. */
function isFlash(value: unknown): value is ContactFlash & { at: number } {
	if (typeof value !== 'object' || value === null) return false
	const record = value as Record<string, unknown>
	const age = typeof record.at === 'number' ? Date.now() - record.at : Number.NaN
	return (
		(record.form === 'footer' || record.form === 'contact-page') &&
		typeof record.ok === 'boolean' &&
		typeof record.message === 'string' &&
		// A little ahead is another instance's clock.
		age >= -5_000 &&
		age <= FLASH_SECONDS * 1000
	)
}

/** A same-site path to send the visitor back to; anything else becomes `fallback`. */
export function safeReturnPath(value: unknown, fallback: string): string {
	if (typeof value !== 'string') return fallback
	if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
		return fallback
	if (value.length > 500 || /[\s]/.test(value)) return fallback
	return value.split('#')[0] || fallback
}
