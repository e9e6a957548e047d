import {
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useRouteLoaderData,
	type ShouldRevalidateFunctionArgs,
} from 'react-router'

import type { Route } from './+types/root'
import appCss from './app.css?url'
import { Brand } from './components/site/Brand.tsx'
import {
	ERROR_HEADING,
	ErrorHead,
	summarizeError,
	useErrorCompany,
} from './components/site/ErrorNotice.tsx'
import { JsonLd } from './components/site/JsonLd.tsx'
import { buttonClasses } from './components/ui/Button.tsx'
import { ANALYTICS_ATTRIBUTE } from './client/load-vitals.ts'
import { useDocument } from './lib/document.ts'
import { organizationJsonLd } from './lib/seo.ts'
import { earlyTapScript } from './lib/early-taps.ts'
import { enhancerLoaderScript } from './lib/enhancer-loader.ts'
import { fontScript } from './lib/font.ts'
import { speculationRules } from './lib/speculation.ts'
import { themeScript } from './lib/theme.ts'
import { keepOutOfCache, requestContext } from './server/context.server.ts'
import { getDb } from './server/db/index.server.ts'
import { getEnv } from './server/env.server.ts'
import { SITE_CONTENT_DEFAULTS } from './lib/site-content.ts'
import { readSiteContent } from './server/models/site-content.server.ts'
import { siteContentForPreview } from './server/content/site.server.ts'
import { siteOrigin } from './server/site-url.server.ts'

export const links: Route.LinksFunction = () => [
	// With a precedence React puts the stylesheet first in <head>, ahead of the script
	// preloads, so the first paint waits for the CSS only.
	{ rel: 'stylesheet', href: appCss, precedence: 'high' },
	// PNG, not the SVG drawing it comes from: Chromium renders an SVG icon in the page's own
	// process, as a document of its own (15-25 ms of main-thread work on every first load).
	{ rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
	{ rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const { requestClass, logger } = context.get(requestContext)
	// Every Site form in one read (decision 034): the company's details for every page, the
	// rest for the public pages only (a dashboard page would carry it in its data for nothing).
	// A preview page shows the drafts its token may see over them (decision 033).
	let content = SITE_CONTENT_DEFAULTS
	try {
		content = await readSiteContent(getDb())
		if (params.token !== undefined)
			content = await siteContentForPreview(getDb(), {
				request,
				context,
				token: params.token,
				published: content,
			})
	} catch (error) {
		// A failing database must not take the public pages down: they render with today's
		// copy and their own fallbacks (spec §8).
		logger.error({ err: error }, 'site content unavailable')
		keepOutOfCache(context)
	}
	return {
		settings: content.company,
		site: requestClass.guarded ? null : content,
		siteUrl: siteOrigin(request),
		// Measured: the public pages, not a draft's preview (decision 027).
		analytics: getEnv().ANALYTICS && requestClass.kind === 'public-page',
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
	const { nonce, hydrate, entry } = useDocument()
	const root = useRouteLoaderData<typeof loader>('root')
	return (
		// The theme script sets data-theme before first paint, so the server's
		// default may differ from what hydration finds.
		<html
			lang="en"
			data-theme="light"
			// A public page's enhancers start the Web Vitals reporter (decision 027).
			{...(!hydrate && root?.analytics ? { [ANALYTICS_ATTRIBUTE]: '' } : {})}
			suppressHydrationWarning
		>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="color-scheme" content="light dark" />
				{/* The theme and the font before first paint (the font: app/lib/font.ts); the menu
				toggle and the theme switch from the first paint on (decision 024: on a page that
				is not hydrated, for the page's lifetime). */}
				<script
					nonce={nonce}
					dangerouslySetInnerHTML={{
						__html: `${themeScript};${fontScript};${earlyTapScript}`,
					}}
				/>
				<Meta />
				<Links />
				{/* For crawlers, which read the server's HTML: the browser keeps the script (React
				leaves unknown nodes in <head> alone) and goes without the code that writes it. */}
				{import.meta.env.SSR && root && <JsonLd data={organizationJsonLd(root)} />}
				{hydrate ? null : (
					<>
						{/* A page that is not hydrated: the enhancers, fetched once the first paint is on
						the screen (decision 035), and the next page's document fetched while the
						pointer rests on its link (decision 028). */}
						<script
							type="module"
							nonce={nonce}
							dangerouslySetInnerHTML={{ __html: enhancerLoaderScript(entry) }}
						/>
						<script
							type="speculationrules"
							nonce={nonce}
							dangerouslySetInnerHTML={{ __html: speculationRules }}
						/>
					</>
				)}
			</head>
			<body>
				{children}
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
	return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const { title, detail } = summarizeError(error, { dev: import.meta.env.DEV })
	const { settings } = useErrorCompany()
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
					<Brand company={settings} suffix=" home" />
				</a>
				<h1 className="mt-8 text-xl font-bold md:text-2xl">{ERROR_HEADING}</h1>
				<p className="mt-3 font-mono text-base text-ink-muted">{detail}</p>
				<a href="/" className={buttonClasses({ className: 'mt-8' })}>
					Back to home
				</a>
			</div>
		</main>
	)
}
