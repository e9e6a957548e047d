import { useId } from 'react'

/** The demo company's name: what the logo says before the Company form is read. */
export const LOGO_TEXT = 'Aster Software'

/**
 * The mark alone (the aster in its rounded square), the same in both themes: the public
 * site draws the company's name beside it as text (Brand.tsx).
 */
export function LogoMark({ className }: { className?: string }) {
	const id = useId()
	const gradient = `logo-mark-${id}`
	return (
		<svg
			viewBox="0 0 36 36"
			width="36"
			height="36"
			aria-hidden="true"
			focusable="false"
			className={className}
		>
			<defs>
				<linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
					<stop offset="0" stopColor="#2D2D75" />
					<stop offset="1" stopColor="#4D92CE" />
				</linearGradient>
			</defs>
			<rect width="36" height="36" rx="9" fill={`url(#${gradient})`} />
			<path
				d="M18 6.5l3.1 8.4 8.4 3.1-8.4 3.1-3.1 8.4-3.1-8.4-8.4-3.1 8.4-3.1z"
				fill="#FFFFFF"
			/>
			<circle cx="18" cy="18" r="2.3" fill="#F2A541" />
		</svg>
	)
}
