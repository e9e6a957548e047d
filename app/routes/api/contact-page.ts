// POST /api/contact-page: the Contact page form (spec §7). JSON in, `{ ok, message }`
// out; a form post without JavaScript is sent back to /contact with the message.
import { sendContactForm } from '#app/lib/contact-client.ts'
import { handleContactPost, methodNotAllowed } from '#app/server/contact/route.server.ts'

import type { Route } from './+types/contact-page'

export function loader() {
	return methodNotAllowed()
}

export function action({ request, context }: Route.ActionArgs) {
	return handleContactPost('contact-page', request, context)
}

/** In the browser, the Contact page form's fetcher lands here and posts JSON to the action. */
export async function clientAction({ request }: Route.ClientActionArgs) {
	return sendContactForm('contact-page', await request.formData(), {
		signal: request.signal,
	})
}
