import iconsHref from './icons.svg'

/** The symbols of icons.svg, each named by its id. */
export const ICON_NAMES = [
	'site-lightbulb',
	'site-star',
	'site-heart',
	'site-shield',
	'site-people',
	'site-cycle',
	'site-arrows',
	'site-rise',
	'site-gate',
	'site-mirror',
	'site-lock',
	'site-chip',
	'step-pencil',
	'step-code',
	'step-check',
	'step-rocket',
	'service-mobile',
	'service-websites',
	'service-smart-systems',
	'social-instagram',
	'social-facebook',
	'social-twitter',
	'social-linkedin',
	'moon',
	'sun',
	'globe',
	'arrow-small',
	'arrow',
	'check-small',
	'check-bold',
	'menu',
	'close',
	'success',
	'error',
	'spinner',
	'copy',
	'copied',
] as const

export type IconName = (typeof ICON_NAMES)[number]

/**
 * A decorative icon from the site's sprite (icons.svg, one fingerprinted file the browser
 * keeps), drawn in the text's colour: a page carries one short element per icon, not its
 * drawing. The <svg>'s size comes from `className` or `size`; a line icon's stroke width from
 * `strokeWidth`.
 */
export function Icon({
	name,
	className,
	size,
	strokeWidth,
}: {
	name: IconName
	className?: string
	size?: number
	strokeWidth?: number
}) {
	return (
		<svg
			className={className}
			width={size}
			height={size}
			strokeWidth={strokeWidth}
			aria-hidden="true"
			focusable="false"
		>
			<use href={`${iconsHref}#${name}`} />
		</svg>
	)
}
