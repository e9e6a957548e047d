import { useId } from 'react'

import { cx } from '../ui/cx.ts'

type Variant = 'light' | 'dark'

const WORD = 'Aster'
const SUB = 'Software'
/** What the wordmark reads: a link around the logo has it in its name (WCAG 2.5.3). */
export const LOGO_TEXT = `${WORD} ${SUB}`

const palettes: Record<
	Variant,
	{ from: string; to: string; star: string; word: string; sub: string }
> = {
	light: {
		from: '#2D2D75',
		to: '#4D92CE',
		star: '#FFFFFF',
		word: '#2D2D75',
		sub: '#2E6DA8',
	},
	dark: {
		from: '#4D92CE',
		to: '#2D2D75',
		star: '#FFFFFF',
		word: '#F1F3FB',
		sub: '#7DB4E6',
	},
}

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
					<stop offset="0" stopColor={palettes.light.from} />
					<stop offset="1" stopColor={palettes.light.to} />
				</linearGradient>
			</defs>
			<rect width="36" height="36" rx="9" fill={`url(#${gradient})`} />
			<path
				d="M18 6.5l3.1 8.4 8.4 3.1-8.4 3.1-3.1 8.4-3.1-8.4-8.4-3.1 8.4-3.1z"
				fill={palettes.light.star}
			/>
			<circle cx="18" cy="18" r="2.3" fill="#F2A541" />
		</svg>
	)
}

/** The Aster Software wordmark, drawn for one theme. Hidden from assistive technology: the
 * link around it says LOGO_TEXT in words. */
function LogoArt({ variant, className }: { variant: Variant; className?: string }) {
	const id = useId()
	const colors = palettes[variant]
	const gradient = `logo-gradient-${variant}-${id}`
	return (
		<svg
			viewBox="0 0 190 36"
			width="190"
			height="36"
			aria-hidden="true"
			focusable="false"
			data-logo-variant={variant}
			className={className}
		>
			<defs>
				<linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
					<stop offset="0" stopColor={colors.from} />
					<stop offset="1" stopColor={colors.to} />
				</linearGradient>
			</defs>
			<rect width="36" height="36" rx="9" fill={`url(#${gradient})`} />
			<path
				d="M18 6.5l3.1 8.4 8.4 3.1-8.4 3.1-3.1 8.4-3.1-8.4-8.4-3.1 8.4-3.1z"
				fill={colors.star}
			/>
			<circle cx="18" cy="18" r="2.3" fill="#F2A541" />
			<text
				x="46"
				y="25"
				fontFamily="inherit"
				fontSize="20"
				letterSpacing="-0.4"
				textLength="143"
				lengthAdjust="spacingAndGlyphs"
			>
				<tspan fontWeight="700" fill={colors.word}>
					{WORD}
				</tspan>
				<tspan fontWeight="500" fill={colors.sub}>
					{' '}
					{SUB}
				</tspan>
			</text>
		</svg>
	)
}

/**
 * Both variants; the page's theme attribute shows one, so there is no flash.
 * `onDark` always shows the dark variant, for places on an indigo band.
 */
export function Logo({
	className,
	onDark = false,
}: {
	className?: string
	onDark?: boolean
}) {
	if (onDark) {
		return (
			<span className={cx('inline-flex', className)}>
				<LogoArt variant="dark" className="block h-full w-auto" />
			</span>
		)
	}
	return (
		<span className={cx('inline-flex', className)}>
			<LogoArt variant="light" className="block h-full w-auto dark:hidden" />
			<LogoArt variant="dark" className="hidden h-full w-auto dark:block" />
		</span>
	)
}
