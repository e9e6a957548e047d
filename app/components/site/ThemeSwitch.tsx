import { useWords } from '#app/i18n/use-words.ts'

import { cx } from '../ui/cx.ts'
import { ThemeIcon } from '../ui/ThemeIcon.tsx'

/**
 * Spec §2: labelled with the theme it switches to, 'Dark Mode' or 'Light Mode'. The inline
 * script in <head> switches the theme on a click, from the first paint on
 * (app/lib/early-taps.ts, decisions 024 and 028); <theme-switch>
 * (./theme-switch.client.ts) follows another tab's change. Label and icon follow the page's
 * data-theme in CSS (the `dark:` variant); the hidden label is display: none, so the
 * button's accessible name is the shown one.
 */
export function ThemeSwitch({ className }: { className?: string }) {
	const { t } = useWords()
	return (
		<theme-switch className="contents">
			<button
				type="button"
				data-theme-switch
				className={cx(
					'inline-flex h-11 items-center gap-2.5 rounded-full border border-white/25 py-1 ps-1.5 pe-5 text-sm font-semibold whitespace-nowrap text-white transition-colors duration-200 hover:border-white/60 hover:bg-white/10',
					className,
				)}
			>
				<span
					aria-hidden="true"
					className="flex size-8 items-center justify-center rounded-full bg-white/10 text-accent"
				>
					<ThemeIcon />
				</span>
				<span className="dark:hidden">{t('theme.toDark')}</span>
				<span className="hidden dark:inline">{t('theme.toLight')}</span>
			</button>
		</theme-switch>
	)
}
