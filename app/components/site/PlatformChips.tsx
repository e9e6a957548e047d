import { useWords } from '#app/i18n/use-words.ts'
import { cx } from '#app/components/ui/cx.ts'

/** A project's platforms as small pill badges, in a list a screen reader can count. */
export function PlatformChips({
	platforms,
	className,
}: {
	platforms: readonly string[]
	className?: string
}) {
	const { t } = useWords()
	const shown = platforms.map((p) => p.trim()).filter((p) => p !== '')
	if (shown.length === 0) return null
	return (
		<ul
			aria-label={t('projects.platforms')}
			className={cx('flex flex-wrap gap-2', className)}
		>
			{shown.map((platform) => (
				<li
					key={platform}
					data-platform-chip
					className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-muted px-3 py-1 text-sm leading-none font-medium text-ink"
				>
					<span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
					{platform}
				</li>
			))}
		</ul>
	)
}
