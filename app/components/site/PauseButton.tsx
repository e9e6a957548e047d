import { useWords } from '#app/i18n/use-words.ts'

import { cx } from '../ui/cx.ts'

/**
 * Stops or restarts something that moves by itself (WCAG 2.2.2), named for what it moves:
 * 'Pause client logos', 'Play client logos' (both names in the page's language, on the
 * button). Hidden in the server's HTML: the enhancer that moves the thing shows it (never
 * for a visitor who prefers reduced motion) and keeps its `data-paused`, which the icon
 * follows, and its name.
 */
export function PauseButton({
	what,
	className,
}: {
	/** What moves. */
	what: 'motion.clientLogos' | 'motion.testimonials'
	className?: string
}) {
	const { t } = useWords()
	const pause = t('motion.pause', { what: t(what) })
	return (
		<button
			type="button"
			hidden
			data-pause={pause}
			data-play={t('motion.play', { what: t(what) })}
			data-paused="false"
			aria-label={pause}
			className={cx(
				'group inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line-strong text-ink transition-colors duration-200 hover:border-ink hover:bg-surface-muted',
				className,
			)}
		>
			<svg viewBox="0 0 16 16" className="size-4" aria-hidden="true" fill="currentColor">
				<path
					d="M4 2.5h2.6v11H4zM9.4 2.5H12v11H9.4z"
					className="group-data-[paused=true]:hidden"
				/>
				<path
					d="M4.5 2.8v10.4a.6.6 0 00.92.5l8.1-5.2a.6.6 0 000-1L5.42 2.3a.6.6 0 00-.92.5z"
					className="hidden group-data-[paused=true]:inline"
				/>
			</svg>
		</button>
	)
}
