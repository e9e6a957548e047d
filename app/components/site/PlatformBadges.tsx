import { useWords } from '#app/i18n/use-words.ts'
import { cx } from '../ui/cx.ts'

/** A project's platforms as small pill badges. */
export function PlatformBadges({
	platforms,
	className,
}: {
	platforms: readonly string[]
	className?: string
}) {
	const { t } = useWords()
	if (platforms.length === 0) return null
	return (
		<ul
			aria-label={t('projects.platforms')}
			className={cx('flex flex-wrap gap-2', className)}
		>
			{platforms.map((platform) => (
				<li
					key={platform}
					className="rounded-full border border-brand/40 bg-brand/10 px-3 py-1 text-sm font-medium text-brand-ink"
				>
					{platform}
				</li>
			))}
		</ul>
	)
}
