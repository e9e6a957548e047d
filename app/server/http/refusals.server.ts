// A dashboard post refused with what it says (a 4xx that changes nothing): with JavaScript
// the page stays and the toast says it (app/components/admin/failed-post.ts); without, the
// route's error screen does.
import { data } from 'react-router'

import { PRIVATE_NO_STORE } from '#app/lib/http-headers.ts'

export const UNKNOWN_ACTION = 'Unknown action.'

export function refusePost(status: 400 | 403, message: string): never {
	throw data({ message }, { status, headers: { 'Cache-Control': PRIVATE_NO_STORE } })
}

/** A post no button of the dashboard makes (an unknown intent, a field out of range). */
export function unknownAction(): never {
	refusePost(400, UNKNOWN_ACTION)
}
