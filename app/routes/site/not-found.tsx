import { data, useLoaderData } from 'react-router'

import { ButtonLink } from '#app/components/ui/Button.tsx'
import { metaWords, useWords } from '#app/i18n/use-words.ts'
import type { Words } from '#app/i18n/words.ts'
import { splitLanguagePath, type LanguageCode } from '#app/lib/languages.ts'
import { seoMeta } from '#app/lib/seo.ts'

import type { RouteHandle } from '#app/lib/route-handle.ts'

import { addressInLanguage } from '#app/server/content/translations.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { languageOfPage } from '#app/server/languages.server.ts'
import { loadOr } from '#app/server/public-data.server.ts'
import { redirectAnswer } from '#app/server/redirects/answer.server.ts'

import type { Route } from './+types/not-found'
import { Eyebrow } from '#app/components/site/Eyebrow.tsx'

/**
 * Every unknown path shows the same page, but for the header's highlighted section: it is
 * rendered and kept once per section, not once per path a scanner tries.
 */
export const handle = {
	query: {},
	sharedPath: (fullPath) => {
		// Once per language too: the page is in the language of its prefix.
		const { language, path } = splitLanguagePath(fullPath)
		const shared =
			underSection(path, '/portfolio') || underSection(path, '/projects')
				? '/projects/not-found'
				: underSection(path, '/products')
					? '/products/not-found/page'
					: '/not-found'
		return language ? `/${language}${shared}` : shared
	},
} satisfies RouteHandle

function underSection(path: string, base: string) {
	return path === base || path.startsWith(`${base}/`)
}

/**
 * An address the site has a redirect for answers it (decision 045: a page that moved, or
 * one that is gone, 410); /404 and every other unknown path answer with a real 404 status.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const path = new URL(request.url).pathname
	if (splitLanguagePath(path).path !== '/404') {
		const answer = await loadOr(
			context,
			'redirects',
			async () => {
				const db = getDb()
				const own = await redirectAnswer(db, path)
				if (own) return own
				// A default-language redirect asked from under another language's prefix leads
				// to its target in that language.
				const page = await languageOfPage(context, params)
				if (!page.translated) return null
				return redirectAnswer(db, splitLanguagePath(path).path, (target) =>
					addressInLanguage(
						db,
						target,
						page.language.code as LanguageCode,
						page.defaultLanguage,
					),
				)
			},
			null,
		)
		if (answer) return answer
	}
	return data({ gone: false }, { status: 404 })
}

/** Its title and description: the site's name in the title like every page; kept out of search results. */
export function notFoundSeo({ t }: Pick<Words, 't'>) {
	return {
		title: t('notFound.title'),
		description: t('notFound.text'),
		path: '/404',
		noindex: true,
	}
}

export const meta: Route.MetaFunction = (args) =>
	seoMeta(args, notFoundSeo(metaWords(args.matches)))

export default function NotFound() {
	return <NotFoundPage gone={useLoaderData<typeof loader>()?.gone === true} />
}

/** The page of an address with no page: unknown (404), or taken down for good (410). */
export function NotFoundPage({ gone }: { gone: boolean }) {
	const { t } = useWords()
	return (
		<main id="main" className="relative isolate flex flex-1 items-center overflow-hidden">
			<div
				aria-hidden="true"
				className="absolute -inset-e-24 top-1/2 -z-10 size-[28rem] -translate-y-1/2 rounded-full bg-brand/15 blur-3xl md:inset-e-0"
			/>
			<div className="wrap grid items-center gap-12 py-16 md:grid-cols-[1.1fr_1fr] md:py-28">
				<div>
					<Eyebrow className="mb-4">
						{t('notFound.eyebrow', { status: gone ? 410 : 404 })}
					</Eyebrow>
					<h1 className="text-2xl font-bold md:text-3xl">
						{gone ? t('notFound.goneHeading') : t('notFound.heading')}
					</h1>
					<p className="mt-5 max-w-prose text-lg text-ink-muted">
						{gone ? t('notFound.goneText') : t('notFound.text')}
					</p>
					<div className="mt-9 flex flex-wrap gap-3">
						<ButtonLink to="/" size="lg">
							{t('notFound.home')}
						</ButtonLink>
						<ButtonLink to="/portfolio" variant="outline" size="lg">
							{t('notFound.backToPortfolio')}
						</ButtonLink>
					</div>
				</div>
				<LostOrbit />
			</div>
		</main>
	)
}

/** A small drawing: the aster mark drifting off its orbit. */
function LostOrbit() {
	return (
		<svg
			viewBox="0 0 360 300"
			aria-hidden="true"
			focusable="false"
			className="mx-auto w-full max-w-sm md:max-w-md"
		>
			<defs>
				<linearGradient id="not-found-mark" x1="0" y1="0" x2="1" y2="1">
					<stop offset="0" stopColor="#2D2D75" />
					<stop offset="1" stopColor="#4D92CE" />
				</linearGradient>
			</defs>
			<g fill="none" strokeWidth="1.5" className="stroke-line-strong">
				<ellipse cx="180" cy="150" rx="160" ry="62" strokeDasharray="3 7" />
				<ellipse cx="180" cy="150" rx="110" ry="40" />
			</g>
			<text
				x="180"
				y="172"
				textAnchor="middle"
				fontFamily="inherit"
				fontSize="84"
				fontWeight="800"
				letterSpacing="-3"
				className="fill-ink"
			>
				4<tspan className="fill-transparent">0</tspan>4
			</text>
			<g transform="translate(180 150)">
				<circle r="26" fill="url(#not-found-mark)" />
				<path d="M0-15l3.6 11.4L15 0 3.6 3.6 0 15-3.6 3.6-15 0-3.6-3.6z" fill="#fff" />
				<circle r="3" fill="#F2A541" />
			</g>
			<g transform="translate(296 78) rotate(18)">
				<rect x="-17" y="-17" width="34" height="34" rx="9" fill="url(#not-found-mark)" />
				<path d="M0-10l2.4 7.6L10 0 2.4 2.4 0 10-2.4 2.4-10 0-2.4-2.4z" fill="#fff" />
			</g>
			<circle cx="62" cy="228" r="6" className="fill-accent" />
			<circle cx="322" cy="196" r="3.5" className="fill-brand" />
			<circle cx="40" cy="96" r="3" className="fill-brand" />
		</svg>
	)
}
