// POST /api/contact: the footer form (spec §7). JSON in, `{ ok, message }` out; a form
// post without JavaScript is sent back to its page with the message.
import { CONTACT_MAX_BODY_BYTES } from '#app/lib/contact.ts'
import type { RouteHandle } from '#app/lib/route-handle.ts'
import { handleContactPost, methodNotAllowed } from '#app/server/contact/route.server.ts'

import type { Route } from './+types/contact'

export const handle = { bodyLimit: CONTACT_MAX_BODY_BYTES } satisfies RouteHandle

export function loader() {
	return methodNotAllowed()
}

export function action({ request, context }: Route.ActionArgs) {
	return handleContactPost('footer', request, context)
}
