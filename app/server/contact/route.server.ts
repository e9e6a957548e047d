// The two endpoints' actions: a JSON post gets JSON back; a form post (no JavaScript)
// is sent back to its page with the outcome in a flash cookie.
import { data, redirect, type RouterContextProvider } from 'react-router'

import type { ContactFormName } from '#app/lib/contact.ts'
import { localizedPath } from '#app/lib/languages.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getAppSecret } from '#app/server/secret.server.ts'

import { safeReturnPath, serializeContactFlash } from './flash.server.ts'
import { contactDeps } from './service.server.ts'
import { submitContact } from './submit.server.ts'

/** Where each form lives, and the element the page scrolls to for its message. */
const HOME: Record<ContactFormName, { path: string; anchor: string }> = {
	footer: { path: '/', anchor: 'footer-contact' },
	'contact-page': { path: '/contact', anchor: 'contact-form' },
}

export async function handleContactPost(
	form: ContactFormName,
	request: Request,
	context: Readonly<RouterContextProvider>,
) {
	const { logger, clientAddress } = context.get(requestContext)
	const outcome = await submitContact(
		form,
		request,
		{ address: clientAddress, userAgent: request.headers.get('user-agent') },
		contactDeps(logger),
	)
	const headers = new Headers(outcome.headers)
	headers.set('Cache-Control', 'no-store')
	if (outcome.kind === 'json')
		return data(outcome.result, { status: outcome.status, headers })
	const home = HOME[form]
	const { returnTo, ...values } = outcome.values
	// Back to the page in the language it was sent from (its `language` field).
	const homePath = outcome.language
		? localizedPath(home.path, outcome.language, '')
		: home.path
	const path = form === 'footer' ? safeReturnPath(returnTo, homePath) : homePath
	headers.append(
		'Set-Cookie',
		await serializeContactFlash(
			{ form, ...outcome.result, values: outcome.result.ok ? undefined : values },
			getAppSecret(),
			new URL(request.url).protocol === 'https:',
		),
	)
	return redirect(`${path}#${home.anchor}`, { status: 303, headers })
}

/** Endpoints take posts only. */
export function methodNotAllowed(): Response {
	return Response.json(
		{ ok: false, message: 'Send the form with POST.' },
		{ status: 405, headers: { Allow: 'POST' } },
	)
}
