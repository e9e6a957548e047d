import {
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useLocation,
	useMatches,
	useRouteLoaderData,
	type ShouldRevalidateFunctionArgs,
} from 'react-router'

import type { Route } from './+types/root'
import appCss from './app.css?url'
import { Brand } from './components/site/Brand.tsx'
import { ErrorHead, summarizeError, useCompany } from './components/site/ErrorNotice.tsx'
import { JsonLd } from './components/site/JsonLd.tsx'
import { buttonClasses } from './components/ui/Button.tsx'
import { ANALYTICS_ATTRIBUTE } from './client/load-vitals.ts'
import { useTypingBeforeHydration } from './lib/typed-before-hydration.ts'
import { useWords, WordsContext } from './i18n/use-words.ts'
import { wordsFor } from './i18n/words.ts'
import { HydratesContext } from './lib/hydration.ts'
import { DEFAULT_LANGUAGE, splitLanguagePath } from './lib/languages.ts'
import { useNonce } from './lib/nonce.ts'
import { organizationJsonLd } from './lib/seo.ts'
import {
	DASHBOARD_HEAD_SCRIPT,
	PUBLIC_ENHANCER_LOADER,
	PUBLIC_HEAD_SCRIPT,
	PUBLIC_SPECULATION_RULES,
} from './lib/head-scripts.ts'
import {
	DEFAULT_REFERRER_POLICY,
	PRIVATE_PAGE_HEADERS,
	privateResponse,
} from './lib/http-headers.ts'
import type { RouteHandle } from './lib/route-handle.ts'
import { getEnv } from './server/env.server.ts'
import type { UntranslatedSiteFields } from './server/content/translations.server.ts'
import { readPageSite } from './server/page-site.server.ts'
import { siteOrigin } from './server/site-url.server.ts'

/**
 * Every answer's default: one person's, kept nowhere, indexed nowhere (the dashboard and its
 * sign-in pages inherit it); the public pages' layout says otherwise. A refusal's own headers
 * (Retry-After) go with it.
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => {
	const headers = new Headers(errorHeaders)
	for (const [name, value] of Object.entries(PRIVATE_PAGE_HEADERS))
		headers.set(name, value)
	headers.set('Referrer-Policy', DEFAULT_REFERRER_POLICY)
	return headers
}

/**
 * Every answer a route did not say how to keep (an endpoint's JSON, a redirect, a refusal)
 * is one person's and kept nowhere: the safe default, for documents and resource routes
 * alike. Public pages and the crawler files say otherwise themselves.
 */
export const middleware: Route.MiddlewareFunction[] = [
	async (_args, next) => {
		const response = await next()
		if (response.headers.has('Cache-Control')) return response
		return privateResponse(response)
	},
]

export const links: Route.LinksFunction = () => [
	// With a precedence React puts the stylesheet first in <head>, ahead of the script
	// preloads, so the first paint waits for the CSS only.
	{ rel: 'stylesheet', href: appCss, precedence: 'high' },
	// PNG, not the SVG drawing it comes from: Chromium renders an SVG icon in the page's own
	// process, as a document of its own (15-25 ms of main-thread work on every first load).
	{ rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
	{ rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

export async function loader({ request, context, params, pattern }: Route.LoaderArgs) {
	// Every Site form in one read (decision 034), shared with the page's own loader: here
	// the company's details and the search defaults, which every page uses.
	const { content, untranslated, languages } = await readPageSite({
		request,
		context,
		params,
	})
	// The matched route's pattern (`admin/inbox`): the dashboard's pages and sign-in.
	const dashboard = /^\/?admin(?:\/|$)/.test(pattern)
	// The company's and search defaults' fields in the default language's words.
	const ownUntranslated: UntranslatedSiteFields = dashboard
		? {}
		: { company: untranslated.company, seo: untranslated.seo }
	return {
		settings: content.company,
		site: dashboard ? null : { company: content.company, seo: content.seo },
		untranslated: ownUntranslated,
		// The dashboard's search-result previews put a page's title in the site's pattern and
		// fall back to its default description and share image.
		searchDefaults: dashboard ? content.seo : null,
		siteUrl: siteOrigin(request),
		// The page's language (issue 39): `<html lang dir>`, the interface words, numbers and
		// dates; and every language a visitor may read the site in (the switcher, hreflang).
		language: languages.language,
		languages: dashboard ? [] : languages.languages,
		defaultLanguage: languages.defaultLanguage as string,
		// Measured: the public pages, not a draft's preview (decision 027).
		analytics: getEnv().ANALYTICS && !dashboard && params.token === undefined,
	}
}

// Settings change rarely: reload them after a form submission, not on every link.
export function shouldRevalidate({
	formMethod,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
	return formMethod !== undefined && formMethod !== 'GET'
		? defaultShouldRevalidate
		: false
}

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce()
	const root = useRouteLoaderData<typeof loader>('root')
	// The page's language; on a screen drawn without the root's data, the one its address names.
	const { pathname } = useLocation()
	const language =
		root?.language.code ?? splitLanguagePath(pathname).language ?? DEFAULT_LANGUAGE
	// "Disabling JavaScript" as React Router's guide does it: only a page whose route asks
	// for it loads React Router's scripts and hydrates (the dashboard, decision 028).
	const hydrate = useMatches().some(
		(match) => (match.handle as RouteHandle | undefined)?.hydrate,
	)
	return (
		// The theme script sets data-theme before first paint, so the server's
		// default may differ from what hydration finds.
		<html
			lang={root?.language.code ?? DEFAULT_LANGUAGE}
			dir={root?.language.dir ?? 'ltr'}
			data-theme="light"
			// A public page's enhancers start the Web Vitals reporter (decision 027).
			{...(!hydrate && root?.analytics ? { [ANALYTICS_ATTRIBUTE]: '' } : {})}
			suppressHydrationWarning
		>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="color-scheme" content="light dark" />
				{/* The theme and the font before first paint (the font: app/lib/font.ts); on a public
				page, the menu toggle and the theme switch from the first paint on (decision 024). */}
				<script
					nonce={nonce}
					dangerouslySetInnerHTML={{
						__html: hydrate ? DASHBOARD_HEAD_SCRIPT : PUBLIC_HEAD_SCRIPT,
					}}
				/>
				<Meta />
				<Links />
				{/* For crawlers, which read the server's HTML: the browser keeps the script (React
				leaves unknown nodes in <head> alone) and goes without the code that writes it. */}
				{import.meta.env.SSR && root && <JsonLd data={organizationJsonLd(root)} />}
				{hydrate ? null : (
					<>
						{/* A public page: its one module script (app/client/enhance.ts), fetched once the
						first paint is on the screen, and the next page's document fetched while the
						pointer rests on its link. */}
						<script
							type="module"
							dangerouslySetInnerHTML={{ __html: PUBLIC_ENHANCER_LOADER }}
						/>
						<script
							type="speculationrules"
							dangerouslySetInnerHTML={{ __html: PUBLIC_SPECULATION_RULES }}
						/>
					</>
				)}
			</head>
			<body>
				<HydratesContext value={hydrate}>
					<WordsContext value={wordsFor(language)}>{children}</WordsContext>
				</HydratesContext>
				{hydrate ? (
					<>
						<ScrollRestoration nonce={nonce} />
						<Scripts nonce={nonce} />
					</>
				) : null}
			</body>
		</html>
	)
}

export default function App() {
	useTypingBeforeHydration()
	return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const words = useWords()
	const { heading, title, detail } = summarizeError(error, {
		dev: import.meta.env.DEV,
		words,
	})
	const { settings } = useCompany()
	return (
		<main
			id="main"
			className="relative isolate flex flex-1 items-center justify-center overflow-hidden px-5 py-16"
		>
			{/* No route's meta runs for this screen. */}
			<ErrorHead title={title} />
			<div
				aria-hidden="true"
				className="absolute -top-32 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-brand/15 blur-3xl"
			/>
			<div className="w-full max-w-lg rounded-card border border-line bg-surface p-8 shadow-raised md:p-10">
				<a href="/" className="-m-1 inline-flex max-w-full rounded-lg p-1">
					<Brand company={settings} suffix={` ${words.t('frame.homeSuffix')}`} />
				</a>
				<h1 className="mt-8 text-xl font-bold md:text-2xl">{heading}</h1>
				<p className="mt-3 font-mono text-base text-ink-muted">{detail}</p>
				<a href="/" className={buttonClasses({ className: 'mt-8' })}>
					{words.t('error.backHome')}
				</a>
			</div>
		</main>
	)
}
