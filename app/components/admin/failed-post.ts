// A dashboard post that did not come back with its action's answer: the connection dropped,
// a proxy answered with an error page of its own, or the request was refused before the
// action ran (the database away, the role). React Router would draw the route's error screen
// in place of the form, and what was typed would be gone. Each dashboard page's
// `clientAction` (React Router's, around the server's action) keeps the page as it is
// instead, and the toast says what failed (spec §8's sentence for the post).
import { useEffect } from 'react'
import { data, isRouteErrorResponse } from 'react-router'

import { POST_NOT_SENT } from '#app/lib/admin-messages.ts'

const FAILED_POST = 'aster:failed-post'

/** A sentence for what was posted: by its `intent` field, else `default`. */
export type FailedPostMessages = { default: string } & Partial<Record<string, string>>

/**
 * A page's `clientAction`: the server's action, or, when its answer did not come back, the
 * page as it is with the post's sentence in the toast (`messages`: by the post's `intent`).
 */
export async function keepPageOnFailedPost<Answer>(
	{ request, serverAction }: { request: Request; serverAction: () => Promise<Answer> },
	messages: FailedPostMessages = { default: POST_NOT_SENT },
) {
	const intent = (
		await request
			.clone()
			.formData()
			.catch(() => null)
	)?.get('intent')
	try {
		return await serverAction()
	} catch (error) {
		// A redirect (signed out, or the action's own) is followed.
		if (error instanceof Response) throw error
		const refused = isRouteErrorResponse(error) ? error : null
		// The server's own sentence when it gave one (`{ message }`: the database away, a role),
		// never the body of someone else's error page.
		const said =
			typeof refused?.data?.message === 'string' ? (refused.data.message as string) : null
		const message =
			said ??
			(typeof intent === 'string' ? messages[intent] : undefined) ??
			messages.default
		window.dispatchEvent(new CustomEvent(FAILED_POST, { detail: message }))
		// A 4xx/5xx answer: React Router reloads no data after it (which would fail too).
		return data(null, { status: refused && refused.status >= 400 ? refused.status : 503 })
	}
}

/** Calls `onFailure` with each failed post's sentence while mounted (the dashboard's toast). */
export function useFailedPosts(onFailure: (message: string) => void) {
	useEffect(() => {
		const listener = (event: Event) => onFailure((event as CustomEvent<string>).detail)
		window.addEventListener(FAILED_POST, listener)
		return () => window.removeEventListener(FAILED_POST, listener)
	}, [onFailure])
}
