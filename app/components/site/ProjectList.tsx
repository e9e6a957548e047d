import { useLocation } from 'react-router'

import { buttonClasses } from '#app/components/ui/Button.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { useWords } from '#app/i18n/use-words.ts'
import type { MessageId } from '#app/i18n/words.ts'

import {
	ProjectRow,
	type ProjectRowProject,
	type ProjectRowVariant,
} from './ProjectRow.tsx'

/** Spec §2: the list's empty text ('Loading projects...' and 'Failed to load projects.' too). */
const EMPTY_TEXT = {
	portfolio: 'projects.emptyPortfolio',
	products: 'projects.emptyProducts',
} as const satisfies Record<ProjectRowVariant, MessageId>

export type ProjectListState = 'ready' | 'loading' | 'failed'

/**
 * The rows of one tab, or the text of its failed or empty state; its loading state is the
 * template of an in-place load (<in-place-tabs> writes its text).
 */
export function ProjectList({
	projects,
	variant,
	state = 'ready',
}: {
	projects: readonly ProjectRowProject[]
	variant: ProjectRowVariant
	state?: ProjectListState
}) {
	const { t } = useWords()
	if (state === 'loading') {
		return (
			<div className="grid gap-12 md:gap-16">
				<StateMessage tone="loading">
					<span
						aria-hidden="true"
						className="size-4 animate-spin rounded-full border-2 border-line-strong border-t-brand-ink"
					/>
					{/* The enhancer writes it in when a load starts: the page's own HTML never says
					it is loading. */}
					<span data-loading-text={t('projects.loading')} />
				</StateMessage>
				{/* Rows-shaped placeholders keep the page's height, so nothing jumps. */}
				<div aria-hidden="true" className="grid gap-20 md:gap-28">
					<SkeletonRow />
					<SkeletonRow imageRight />
				</div>
			</div>
		)
	}
	if (state === 'failed') return <FailedMessage />
	if (projects.length === 0) return <StateMessage>{t(EMPTY_TEXT[variant])}</StateMessage>
	// Every row's image loads lazily: the intro, the tabs and the tab's banner fill the first
	// screen, even at 1440×900.
	return (
		<ul className="grid gap-20 md:gap-28">
			{projects.map((project) => (
				<li key={project.id}>
					<ProjectRow project={project} variant={variant} />
				</li>
			))}
		</ul>
	)
}

/**
 * Spec §8's text and a retry: a link to this very page, so it works the same without
 * JavaScript (the page loads again) and with it (the enhancer loads the list again in place,
 * <in-place-tabs>). Also the template of a failed in-place load, whose link the
 * enhancer points at the address it asked for.
 */
export function FailedMessage() {
	const location = useLocation()
	const { t } = useWords()
	return (
		<div
			data-list-state="error"
			className="flex min-h-48 flex-col items-center justify-center gap-5 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center text-lg text-ink-muted"
		>
			<p role="alert">{t('projects.failed')}</p>
			<a
				href={`${location.pathname}${location.search}`}
				data-retry
				className={buttonClasses({ variant: 'outline' })}
			>
				{t('projects.retry')}
			</a>
		</div>
	)
}

function SkeletonRow({ imageRight = false }: { imageRight?: boolean }) {
	return (
		<div
			data-skeleton-row
			className="grid animate-pulse items-center gap-7 md:grid-cols-2 md:gap-12 lg:gap-20"
		>
			<div
				className={cx(
					'aspect-[4/3] rounded-card bg-surface-muted',
					imageRight && 'md:order-last',
				)}
			/>
			<div className="grid gap-4">
				<div className="h-4 w-28 rounded-full bg-surface-muted" />
				<div className="h-9 w-2/3 rounded-full bg-surface-muted" />
				<div className="h-4 w-full rounded-full bg-surface-muted" />
				<div className="h-4 w-5/6 rounded-full bg-surface-muted" />
				<div className="mt-4 h-11 w-36 rounded-full bg-surface-muted" />
			</div>
		</div>
	)
}

function StateMessage({
	tone = 'empty',
	children,
}: {
	tone?: 'empty' | 'loading' | 'error'
	children: React.ReactNode
}) {
	return (
		<div
			// The loading and error texts are announced; the empty text is plain content.
			role={tone === 'error' ? 'alert' : tone === 'loading' ? 'status' : undefined}
			data-list-state={tone}
			className="flex min-h-48 items-center justify-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center text-lg text-ink-muted"
		>
			{children}
		</div>
	)
}
