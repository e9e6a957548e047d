import { data, isRouteErrorResponse, Outlet, redirect } from 'react-router'

import { ErrorNotice } from '#app/components/site/ErrorNotice.tsx'
import { seoMeta } from '#app/lib/seo.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { pageLanguages } from '#app/server/languages.server.ts'
import { redirectAnswer } from '#app/server/redirects/answer.server.ts'

import { metaWords } from '#app/i18n/use-words.ts'

import { NotFoundPage, notFoundSeo } from './not-found.tsx'
import type { Route } from './+types/language'

// The language prefix of every public page (routes.ts: `:lang?`; decision 049): none (the
// default language), or a language the site is published in (on a preview, one still being
// prepared too). The default language's own code leads to its page without it; any other
// first segment is an address with no page: a stored redirect's answer, or the not-found
// page (its page's loader, which runs beside this one, is not shown; the shared cache keeps
// such an address as the not-found page's, route-table.server.ts).
export async function loader({ params, request, context }: Route.LoaderArgs) {
	const answer = await pageLanguages(getDb(), context, params)
	if (answer.ok) return null
	const url = new URL(request.url)
	if (answer.reason === 'default')
		throw redirect((url.pathname.replace(`/${params.lang}`, '') || '/') + url.search, 308)
	const stored = await redirectAnswer(getDb(), url.pathname)
	if (stored) throw stored
	throw data({ gone: false }, { status: 404 })
}

// The not-found page's title for an address with no page; any other error's screen says
// its own (ErrorNotice), as below the site's layout.
export const meta: Route.MetaFunction = (args) =>
	isMissing(args.error) ? seoMeta(args, notFoundSeo(metaWords(args.matches))) : []

export default function Language() {
	return <Outlet />
}

/** An address with no page (or one gone for good) is the not-found page, as elsewhere. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isMissing(error))
		return <NotFoundPage gone={isRouteErrorResponse(error) && error.status === 410} />
	return <ErrorNotice error={error} />
}

function isMissing(error: unknown): boolean {
	return isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)
}
