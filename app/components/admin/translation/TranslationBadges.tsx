import { cx } from '#app/components/ui/cx.ts'

/** How far an item is translated in one of the site's other languages. */
export interface TranslationCount {
	code: string
	englishName: string
	done: number
	total: number
}

/**
 * A small badge per other language on a list's item (decision 050): "DE 3/12", its whole
 * sentence for a screen reader ("German: 3 of 12 fields translated"), and a mark that is not
 * colour alone (a tick when done, a dashed border while not).
 */
export function TranslationBadges({
	counts,
	className,
}: {
	counts: readonly TranslationCount[]
	className?: string
}) {
	if (counts.length === 0) return null
	return (
		<ul
			aria-label="Translations"
			className={cx('mt-3 flex flex-wrap gap-1.5', className)}
		>
			{counts.map((count) => {
				const complete = count.total > 0 && count.done >= count.total
				const sentence = complete
					? `${count.englishName}: translated`
					: count.done === 0
						? `Not in ${count.englishName} yet: 0 of ${count.total} fields translated`
						: `${count.englishName}: ${count.done} of ${count.total} fields translated`
				return (
					<li
						key={count.code}
						data-translation={count.code}
						title={sentence}
						className={cx(
							'text-xs inline-flex items-center gap-1 rounded-full border px-2 py-0.5 font-semibold',
							complete
								? 'border-emerald-700 text-emerald-800 dark:border-emerald-300 dark:text-emerald-300'
								: 'border-dashed border-line-strong text-ink-muted',
						)}
					>
						<span aria-hidden="true">
							{complete ? '✓ ' : ''}
							{count.code.toUpperCase()} {count.done}/{count.total}
						</span>
						<span className="sr-only">{sentence}</span>
					</li>
				)
			})}
		</ul>
	)
}
