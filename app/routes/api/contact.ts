// POST /api/contact: the footer form (spec §7). JSON in, `{ ok, message }` out; a form
// post without JavaScript is sent back to its page with the message.
import { handleContactPost, methodNotAllowed } from '#app/server/contact/route.server.ts'

import type { Route } from './+types/contact'

export function loader() {
	return methodNotAllowed()
}

export function action({ request, context }: Route.ActionArgs) {
	return handleContactPost('footer', request, context)
}
