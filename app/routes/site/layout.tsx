import { Outlet, data, useMatches, useRouteLoaderData } from 'react-router'

import { ErrorNotice } from '#app/components/site/ErrorNotice.tsx'
import { Footer } from '#app/components/site/Footer.tsx'
import { Header } from '#app/components/site/Header.tsx'
import { FormStamp } from '#app/components/site/contact-form.tsx'
import { useLocalizedHref, usePagePath } from '#app/components/site/language.ts'
import { RichTextHref } from '#app/components/rich-text/link-language.ts'
import {
	DEFAULT_REFERRER_POLICY,
	PRIVATE_NO_STORE,
	PUBLIC_PAGE_CACHE,
} from '#app/lib/http-headers.ts'
import type { ContactFormName } from '#app/lib/contact.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { loadContactFormState } from '#app/server/contact/form-state.server.ts'

import type { Route } from './+types/layout'

/** The contact forms' signed time, and the outcome of a post made without JavaScript. */
export async function loader({ request }: Route.LoaderArgs) {
	const { state, headers } = await loadContactFormState(request)
	return data({ contactForm: state }, { headers })
}

/**
 * A public page is the same for every visitor of its URL (the shared cache keeps it, and a
 * CDN may); one that shows a visitor's form outcome (its cookie cleared here) is theirs alone.
 */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
	'Cache-Control': loaderHeaders.has('Set-Cookie') ? PRIVATE_NO_STORE : PUBLIC_PAGE_CACHE,
	'Referrer-Policy': DEFAULT_REFERRER_POLICY,
})

/**
 * Public pages are documents, never rendered in the browser (decision 028): a client-side
 * navigation into one (a link in the dashboard) loads the document instead.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
	window.location.assign(request.url)
	return new Promise<never>(() => {})
}

/** Every public page: header, the page, footer. Admin routes sit outside this layout. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const forms = useContactForms()
	const localize = useLocalizedHref()
	if (!root) throw new Error('The site layout renders below the root loader')
	const { settings } = root
	return (
		<RichTextHref value={localize}>
			<Header company={settings} />
			<div className="flex flex-1 flex-col">
				<Outlet />
			</div>
			<Footer settings={settings} />
			<FormStamp token={loaderData.contactForm.token} forms={forms} />
		</RichTextHref>
	)
}

/** The contact forms on this page: the footer's but on /contact (Footer), and the page's own. */
function useContactForms(): ContactFormName[] {
	const pathname = usePagePath()
	const ids = useMatches().map((match) => match.id)
	const forms: ContactFormName[] = pathname === '/contact' ? [] : ['footer']
	if (ids.includes('routes/site/contact') || ids.includes('preview-contact'))
		forms.push('contact-page')
	return forms
}

/**
 * A public page that cannot be shown (its data request failed on the way, or the server
 * refused or failed it) says so inside the site's header and footer (ErrorNotice). The
 * root error screen is left for what this layout cannot draw.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	// Always there: were the root loader's data missing, the root's own boundary would show.
	if (!root) return <ErrorNotice error={error} />
	return (
		<>
			<Header company={root.settings} />
			<ErrorNotice error={error} />
			<Footer settings={root.settings} />
		</>
	)
}
