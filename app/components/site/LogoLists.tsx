import { ResponsiveImage } from '../ui/ResponsiveImage.tsx'
import { cx } from '../ui/cx.ts'
import { logoLabel, type StripLogo } from './LogoStrip.tsx'

/** One run of the scrolling strip; `copy`, the second run that makes the loop longer. */
export function LogoList({
	logos,
	copy = false,
}: {
	logos: StripLogo[]
	copy?: boolean
}) {
	return (
		<ul
			// The second copy only makes the loop longer: hidden from assistive technology
			// and never focusable.
			aria-hidden={copy || undefined}
			inert={copy || undefined}
			className={cx(
				'flex shrink-0 items-center gap-4 pr-4 sm:gap-6 sm:pr-6 noscript:shrink noscript:flex-wrap noscript:justify-center noscript:gap-y-4 noscript:pr-0',
				copy && 'noscript:hidden',
			)}
		>
			{logos.map((logo) => (
				<LogoTile key={logo.id} logo={logo} decorative={copy} inStrip />
			))}
		</ul>
	)
}

/** Up to 6 logos: they stand still and wrap. */
export function StillLogos({
	logos,
	labelledBy,
}: {
	logos: StripLogo[]
	labelledBy: string
}) {
	return (
		<ul
			aria-labelledby={labelledBy}
			className="flex flex-wrap items-center justify-center gap-4 sm:gap-6"
		>
			{logos.map((logo) => (
				<LogoTile key={logo.id} logo={logo} />
			))}
		</ul>
	)
}

/**
 * One logo on its card. `inStrip`: a card of the scrolling row, which never shrinks;
 * `decorative`: a card of the hidden second run, with no text of its own.
 */
function LogoTile({
	logo,
	inStrip = false,
	decorative = false,
}: {
	logo: StripLogo
	inStrip?: boolean
	decorative?: boolean
}) {
	return (
		<li
			className={cx(
				'flex h-20 w-40 items-center justify-center rounded-card border border-line bg-surface px-5 sm:w-44',
				inStrip && 'shrink-0',
			)}
		>
			<ResponsiveImage
				image={logo.image}
				alt={decorative ? '' : logoLabel(logo)}
				sizes="144px"
				className="h-auto max-h-12 w-full object-contain dark:opacity-80 dark:brightness-0 dark:invert"
			/>
		</li>
	)
}
