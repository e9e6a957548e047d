import { Icon } from './Icon.tsx'

/**
 * The theme switch's icon: a moon in the light theme (what a click turns on), a sun in the
 * dark one. Which shows follows the page's data-theme in CSS (the `dark:` variant), so it
 * is right from the first paint, before any script.
 */
export function ThemeIcon({ size = 18 }: { size?: number }) {
	return (
		<>
			<Icon name="moon" size={size} className="dark:hidden" />
			<Icon name="sun" size={size} className="hidden dark:block" />
		</>
	)
}
