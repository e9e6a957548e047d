/**
 * The theme switch's icon: a moon in the light theme (what a click turns on), a sun in the
 * dark one. Which shows follows the page's data-theme in CSS (the `dark:` variant), so it
 * is right from the first paint, before any script.
 */
export function ThemeIcon({ size = 18 }: { size?: number }) {
	const svg = { viewBox: '0 0 24 24', width: size, height: size, focusable: false }
	return (
		<>
			<svg {...svg} aria-hidden="true" className="dark:hidden">
				<path
					d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"
					fill="currentColor"
					stroke="currentColor"
					strokeWidth="1.5"
					strokeLinejoin="round"
				/>
			</svg>
			<svg {...svg} aria-hidden="true" className="hidden dark:block">
				<circle cx="12" cy="12" r="4.5" fill="currentColor" />
				<path
					d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4"
					stroke="currentColor"
					strokeWidth="1.8"
					strokeLinecap="round"
				/>
			</svg>
		</>
	)
}
