// A post no button of the dashboard makes (an unknown intent, a field out of range): a 400
// that changes nothing. With JavaScript the page stays and the toast says it
// (app/components/admin/failed-post.ts); without, the route's error screen does.
import { data } from 'react-router'

import { PRIVATE_NO_STORE } from '#app/lib/http-headers.ts'

export const UNKNOWN_ACTION = 'Unknown action.'

export function unknownAction(): never {
	throw data(
		{ message: UNKNOWN_ACTION },
		{ status: 400, headers: { 'Cache-Control': PRIVATE_NO_STORE } },
	)
}
