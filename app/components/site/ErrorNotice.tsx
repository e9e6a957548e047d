// What a page says when it cannot be shown: the router's own wording (spec §2, 'Unexpected
// Application Error!' with the status or message), never internals. The root error screen
// shows it alone; the site layout shows it inside the header and footer (issue 21), so a
// visitor keeps the site's menu and a way back.
import { isRouteErrorResponse, useLocation, useRouteLoaderData } from 'react-router'

import { buttonClasses } from '#app/components/ui/Button.tsx'
import { useWords } from '#app/i18n/use-words.ts'
import type { Words } from '#app/i18n/words.ts'
import { pageTitle } from '#app/lib/seo.ts'
import type { loader as rootLoader } from '#app/root.tsx'

import { useLocalizedHref } from './language.ts'
import { isLoadFailure } from './load-failure.ts'
import { LOGO_TEXT } from './Logo.tsx'

export interface ErrorSummary {
	/** The screen's heading: the router's wording, or, for a named passing fault, that. */
	heading: string
	/** The document title's first part: `Error 404`, or `Error`. */
	title: string
	/** The status and its text, or a sentence. */
	detail: string
	/** A failed fetch in the browser (a client-side visit), not the server's answer. */
	unreachable: boolean
}

/** `words`: the page's ('Unexpected Application Error!' in English, spec §2). */
export function summarizeError(
	error: unknown,
	{ dev = false, words: { t } }: { dev?: boolean; words: Words },
): ErrorSummary {
	const ERROR_HEADING = t('error.heading')
	if (isRouteErrorResponse(error)) {
		// A fault the server named (the database away: 503 and what to do) says so in its words.
		const message = (error.data as { message?: unknown } | null)?.message
		return {
			heading:
				typeof message === 'string' && error.status >= 500
					? t('error.unavailableHeading')
					: ERROR_HEADING,
			title: t('error.titleWithStatus', { status: error.status }),
			detail:
				typeof message === 'string'
					? message
					: `${error.status} ${error.statusText || ''}`.trim(),
			unreachable: false,
		}
	}
	// Only the browser fetches a page's data; on the server a thrown error is a bug.
	if (
		typeof document !== 'undefined' &&
		isLoadFailure(error) &&
		error instanceof TypeError
	) {
		return {
			heading: ERROR_HEADING,
			title: t('error.title'),
			detail: t('error.unreachable'),
			unreachable: true,
		}
	}
	if (error instanceof Error && dev)
		return {
			heading: ERROR_HEADING,
			title: t('error.title'),
			detail: error.message,
			unreachable: false,
		}
	if (error instanceof Error) {
		// Production never shows internals; the server log has the stack.
		return {
			heading: ERROR_HEADING,
			title: t('error.title'),
			detail: t('error.ours'),
			unreachable: false,
		}
	}
	return {
		heading: ERROR_HEADING,
		title: t('error.title'),
		detail: t('error.unknown'),
		unreachable: false,
	}
}

/**
 * The company as the root loader read it (Company form), or the demo's name when an error
 * came before it (the root loader's own failure): the dashboard's header and sign-in pages and
 * the error screens. Not the whole of today's copy: the dashboard's bundle carries these.
 */
export function useCompany() {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	return {
		settings: root?.settings ?? {
			companyName: LOGO_TEXT,
			tagline: '',
			logoLight: null,
			logoDark: null,
		},
		seo: root?.site?.seo,
	}
}

/** The document head of an error screen: React puts these two in <head>. */
export function ErrorHead({ title }: { title: string }) {
	return (
		<>
			<title>{pageTitle(useCompany(), title)}</title>
			<meta name="robots" content="noindex" />
		</>
	)
}

/**
 * The notice as a page's main content, inside the site's frame: with a way on, the same
 * address again after a failed fetch (a document request, whatever failed), the home page
 * otherwise.
 */
export function ErrorNotice({ error }: { error: unknown }) {
	const location = useLocation()
	const localize = useLocalizedHref()
	const words = useWords()
	const { heading, title, detail, unreachable } = summarizeError(error, {
		dev: import.meta.env.DEV,
		words,
	})
	return (
		<main id="main" className="wrap flex flex-1 flex-col justify-center py-24">
			<ErrorHead title={title} />
			<h1 className="text-xl font-bold md:text-2xl">{heading}</h1>
			<p className="mt-3 font-mono text-base text-ink-muted">{detail}</p>
			<a
				href={unreachable ? `${location.pathname}${location.search}` : localize('/')}
				className={buttonClasses({ className: 'mt-8 self-start' })}
			>
				{unreachable ? words.t('error.tryAgain') : words.t('error.backHome')}
			</a>
		</main>
	)
}
