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

function flashCookie(secret: string): Cookie {
	return createCookie(COOKIE_NAME, {
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		maxAge: 120,
		secrets: [secret],
	})
}

export async function serializeContactFlash(
	flash: ContactFlash,
	secret: string,
	secure: boolean,
): Promise<string> {
	const cookie = flashCookie(secret)
	const full = await cookie.serialize(flash, { secure })
	if (full.length <= MAX_COOKIE_LENGTH || !flash.values) return full
	const { values: _dropped, ...rest } = flash
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
	return { flash: isFlash(value) ? value : null, clear }
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

function isFlash(value: unknown): value is ContactFlash {
	if (typeof value !== 'object' || value === null) return false
	const record = value as Record<string, unknown>
	return (
		(record.form === 'footer' || record.form === 'contact-page') &&
		typeof record.ok === 'boolean' &&
		typeof record.message === 'string'
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
