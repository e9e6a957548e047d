// GET /api/form-token: a form token stamped now, for this visitor. A page kept by the render
// cache carries the token of its render, shared by everyone who gets that copy; the contact
// forms' script asks here once the page has loaded, so the spam timing counts from this
// visitor's load (app/server/contact/spam.server.ts).
import { data } from 'react-router'

import { createRenderToken } from '#app/server/contact/spam.server.ts'
import { getAppSecret } from '#app/server/secret.server.ts'

export function loader() {
	return data(
		{ token: createRenderToken(getAppSecret()) },
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}
