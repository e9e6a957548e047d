// The dashboard's success and error messages (spec §8) travel from an action to the next
// page in a short-lived signed cookie: an action redirects (so a reload never posts
// twice), the admin layout reads the message once and clears it. Works the same with a
// fetcher, a <Form> or no JavaScript at all.
import { createCookie, redirect, type Cookie } from 'react-router'

import { answerForFailure } from '#app/server/faults.server.ts'
import { getAppSecret } from '#app/server/secret.server.ts'

export type ToastTone = 'success' | 'error'

export interface Toast {
	tone: ToastTone
	message: string
	/** The id of the list item to focus on the next page (the one a form saved). */
	focus?: string
}

const COOKIE_NAME = 'aster_toast'

function toastCookie(): Cookie {
	return createCookie(COOKIE_NAME, {
		httpOnly: true,
		sameSite: 'lax',
		// Not '/admin': the dashboard's index loads its data from /admin.data, which a
		// cookie of path /admin is not sent to (no toast after a redirect to /admin).
		path: '/',
		maxAge: 60,
		secrets: [getAppSecret()],
	})
}

function isToast(value: unknown): value is Toast {
	if (typeof value !== 'object' || value === null) return false
	const { tone, message, focus } = value as Record<string, unknown>
	return (
		(tone === 'success' || tone === 'error') &&
		typeof message === 'string' &&
		(focus === undefined || typeof focus === 'string')
	)
}

/** A Set-Cookie header that carries `toast` to the next page under /admin. */
export async function toastHeader(toast: Toast, request: Request): Promise<string> {
	return toastCookie().serialize(toast, {
		secure: new URL(request.url).protocol === 'https:',
	})
}

/** Redirects (303) to `to` with `toast` shown there. */
export async function redirectWithToast(
	request: Request,
	to: string,
	toast: Toast,
	init: { headers?: HeadersInit } = {},
): Promise<Response> {
	const headers = new Headers(init.headers)
	headers.append('Set-Cookie', await toastHeader(toast, request))
	headers.set('Cache-Control', 'no-store')
	return redirect(to, { status: 303, headers })
}

/**
 * `redirectWithToast`'s init for an answer that stays on the page it was posted from: React
 * Router replaces the page's history entry, as it does itself for a form posted to it (a
 * fetcher's redirect would add one per post). Ignored by a browser without JavaScript.
 */
export const SAME_PAGE = { headers: { 'X-Remix-Replace': 'true' } }

/**
 * A write's outcome as the toast a list action shows (decision 026): `messages.done` when
 * it changed a record, `messages.failed` when there was none to change; when it threw,
 * the fault's own words (a read-only or full database) or `messages.failed`, logged.
 */
export async function toastForWrite<T>(
	write: () => Promise<T | null>,
	messages: { done: string; failed: string },
	log: NonNullable<Parameters<typeof answerForFailure>[2]>,
): Promise<{ result: T | null; toast: Toast }> {
	try {
		const result = await write()
		return {
			result,
			toast: result
				? { tone: 'success', message: messages.done }
				: { tone: 'error', message: messages.failed },
		}
	} catch (error) {
		const { message } = answerForFailure(error, messages.failed, log)
		return { result: null, toast: { tone: 'error', message } }
	}
}

/** The toast this request carries (verified), and the header that clears it. */
export async function readToast(
	request: Request,
): Promise<{ toast: Toast | null; clear: string | null }> {
	const header = request.headers.get('cookie')
	if (!header?.includes(`${COOKIE_NAME}=`)) return { toast: null, clear: null }
	const cookie = toastCookie()
	const value: unknown = await cookie.parse(header)
	const clear = await cookie.serialize('', { maxAge: 0 })
	return { toast: isToast(value) ? value : null, clear }
}
