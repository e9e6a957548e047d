import { data, isRouteErrorResponse, Outlet } from 'react-router'

import { Link } from '#app/components/ui/Link.tsx'

import { Eyebrow } from '#app/components/site/Eyebrow.tsx'
import { ButtonLink } from '#app/components/ui/Button.tsx'
import { metaWords, useWords } from '#app/i18n/use-words.ts'
import type { MessageId, Words } from '#app/i18n/words.ts'
import { timeZoneOf } from '#app/lib/client-hints.ts'
import { formatTime } from '#app/lib/local-time.ts'
import { previewAccess } from '#app/server/content/preview.server.ts'
import { getDb } from '#app/server/db/index.server.ts'

import { PRIVATE_PAGE_HEADERS } from '#app/lib/http-headers.ts'
import type { RouteHandle } from '#app/lib/route-handle.ts'

import type { Route } from './+types/preview'

/** A draft's page is its viewer's alone: never shared by the cache. */
export const handle = { private: true } satisfies RouteHandle

/** Stored nowhere, indexed nowhere, and its token (in the path) never sent on as a Referer. */
export const headers: Route.HeadersFunction = () => ({
	...PRIVATE_PAGE_HEADERS,
	'Referrer-Policy': 'no-referrer',
})

// /preview/<token>/<a public page's path>: the page with a draft in it (decision 033), sent
// no-store, noindex and without a referrer (its headers); this layout decides once
// what the token opens (the page's loader reads the same answer) and says it is a preview.

/** Why a preview is refused, as its status: unknown 404, expired or revoked 410. */
const REFUSALS = {
	unknown: 404,
	expired: 410,
	revoked: 410,
	'signed-out': 401,
} as const

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const access = await previewAccess(getDb(), request, context, params.token)
	if (!access.ok)
		throw data({ reason: access.reason }, { status: REFUSALS[access.reason] })
	const { grant } = access
	return grant.by === 'admin'
		? { by: 'admin' as const, expiresAt: null }
		: // When it stops working, in the reader's time zone (decision 042).
			{ by: 'link' as const, expiresAt: grant.expiresAt, timeZone: timeZoneOf(request) }
}

export const meta: Route.MetaFunction = ({ error, matches }) => {
	const words = metaWords(matches)
	return [
		{
			title: error
				? words.t('preview.title', { heading: refusalOf(error, words).heading })
				: words.t('preview.label'),
		},
		{ name: 'robots', content: 'noindex' },
	]
}

export default function PreviewLayout({ loaderData }: Route.ComponentProps) {
	const { t, locale } = useWords()
	return (
		<>
			<aside
				aria-label={t('preview.label')}
				className="border-b border-accent/40 bg-accent/15 text-ink"
				data-preview-banner
			>
				<p className="wrap py-3 text-sm">
					<strong className="font-semibold">{t('preview.lead')}</strong>{' '}
					{loaderData.by === 'admin'
						? t('preview.byAdmin')
						: t('preview.byLink', {
								expiresAt: formatTime(loaderData.expiresAt, loaderData.timeZone, locale),
							})}
				</p>
			</aside>
			<Outlet />
		</>
	)
}

/** What a refused preview says (its reason travels in the error's data). */
function refusalOf(error: unknown, { t }: Words) {
	const reason =
		isRouteErrorResponse(error) && typeof error.data === 'object' && error.data
			? (error.data as { reason?: string }).reason
			: undefined
	const text =
		reason === 'signed-out'
			? REFUSAL_TEXT['signed-out']
			: reason === 'expired' || reason === 'revoked'
				? REFUSAL_TEXT.gone
				: REFUSAL_TEXT.unknown
	return {
		reason,
		eyebrow: t(text.eyebrow),
		heading: t(text.heading),
		text: t(text.text),
	}
}

const REFUSAL_TEXT = {
	'signed-out': {
		eyebrow: 'preview.signedOutEyebrow',
		heading: 'preview.signedOutHeading',
		text: 'preview.signedOutText',
	},
	gone: {
		eyebrow: 'preview.goneEyebrow',
		heading: 'preview.goneHeading',
		text: 'preview.goneText',
	},
	unknown: {
		eyebrow: 'preview.unknownEyebrow',
		heading: 'preview.unknownHeading',
		text: 'preview.unknownText',
	},
} as const satisfies Record<string, Record<'eyebrow' | 'heading' | 'text', MessageId>>

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const words = useWords()
	const { t } = words
	const { reason, eyebrow, heading, text } = refusalOf(error, words)
	return (
		<main id="main" className="flex flex-1 items-center">
			<div className="wrap py-16 md:py-28">
				<Eyebrow className="mb-4">{eyebrow}</Eyebrow>
				<h1 className="text-2xl font-bold md:text-3xl">{heading}</h1>
				<p className="mt-5 max-w-prose text-lg text-ink-muted">{text}</p>
				<div className="mt-9 flex flex-wrap gap-3">
					{reason === 'signed-out' ? (
						<ButtonLink to="/admin/login" size="lg">
							{t('preview.signIn')}
						</ButtonLink>
					) : (
						<ButtonLink to="/" size="lg">
							{t('preview.home')}
						</ButtonLink>
					)}
					<Link
						to="/portfolio"
						className="self-center font-semibold underline underline-offset-4"
					>
						{t('preview.seeOurWork')}
					</Link>
				</div>
			</div>
		</main>
	)
}
