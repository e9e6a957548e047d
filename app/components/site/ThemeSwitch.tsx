import { themeSwitchLabel } from '#app/lib/theme.ts'

import { cx } from '../ui/cx.ts'

/**
 * Spec §2: labelled with the theme it switches to, 'Dark Mode' or 'Light Mode'. The inline
 * script in <head> switches the theme on a click, from the first paint on (decisions 024,
 * 028); app/client/theme.ts follows another tab's change. Label and icon follow the page's
 * data-theme in CSS (the `dark:` variant); the hidden label is display: none, so the
 * button's accessible name is the shown one.
 */
export function ThemeSwitch({ className }: { className?: string }) {
	return (
		<button
			type="button"
			data-theme-switch
			className={cx(
				'inline-flex h-11 items-center gap-2.5 rounded-full border border-white/25 py-1 pr-5 pl-1.5 text-sm font-semibold whitespace-nowrap text-white transition-colors duration-200 hover:border-white/60 hover:bg-white/10',
				className,
			)}
		>
			<span
				aria-hidden="true"
				className="flex size-8 items-center justify-center rounded-full bg-white/10 text-accent"
			>
				<MoonIcon />
				<SunIcon />
			</span>
			<span className="dark:hidden">{themeSwitchLabel('light')}</span>
			<span className="hidden dark:inline">{themeSwitchLabel('dark')}</span>
		</button>
	)
}

function MoonIcon() {
	return (
		<svg
			viewBox="0 0 24 24"
			width="18"
			height="18"
			focusable="false"
			className="dark:hidden"
		>
			<path
				d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"
				fill="currentColor"
				stroke="currentColor"
				strokeWidth="1.5"
				strokeLinejoin="round"
			/>
		</svg>
	)
}

function SunIcon() {
	return (
		<svg
			viewBox="0 0 24 24"
			width="18"
			height="18"
			focusable="false"
			className="hidden dark:block"
		>
			<circle cx="12" cy="12" r="4.5" fill="currentColor" />
			<path
				d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4"
				stroke="currentColor"
				strokeWidth="1.8"
				strokeLinecap="round"
			/>
		</svg>
	)
}
