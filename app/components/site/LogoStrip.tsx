import { useWords } from '#app/i18n/use-words.ts'
import { logoStripMode } from '#app/lib/logo-strip.ts'
import type { ImageRef } from '#app/lib/types.ts'

import { ResponsiveImage } from '../ui/ResponsiveImage.tsx'
import { cx } from '../ui/cx.ts'
import { PauseButton } from './PauseButton.tsx'

export interface StripLogo {
	id: string
	name: string
	image: ImageRef
}

/** The company a logo stands for: its alt text, else its file name made readable. */
export function logoLabel(logo: StripLogo) {
	if (logo.image.alt) return logo.image.alt
	return logo.name
		.replace(/\.[a-z0-9]+$/i, '')
		.replace(/[-_]+/g, ' ')
		.trim()
}

/**
 * The home page's client logos (spec §2, §5, §9): still with up to 6, scrolling with
 * more, and a second, hidden copy with more than 8 so the strip never runs dry. The server
 * renders it still; in the browser <logo-strip> (./logo-strip.client.ts) scrolls it,
 * pauses it on hover and keyboard focus, shows its pause button, and keeps it still when
 * the visitor prefers reduced motion. Without JavaScript the logos simply wrap.
 */
export function LogoStrip({
	logos,
	labelledBy,
}: {
	logos: StripLogo[]
	labelledBy: string
}) {
	const { scrolls, duplicated } = logoStripMode(logos.length)
	const { t } = useWords()
	if (!scrolls) return <StillLogos logos={logos} labelledBy={labelledBy} />

	return (
		<div className="flex flex-col gap-4">
			{/* Keyboard users reach the strip to scroll it; focus also pauses it. */}
			<logo-strip
				role="region"
				aria-label={t('home.clientLogos')}
				// A scrollable region must be focusable.
				tabIndex={0}
				data-running="false"
				className="flex [scrollbar-width:none] overflow-x-auto rounded-card [mask-image:linear-gradient(to_right,transparent,#000_6%,#000_94%,transparent)] py-1 noscript:flex-wrap noscript:justify-center noscript:overflow-visible noscript:[mask-image:none] [&::-webkit-scrollbar]:hidden"
			>
				<LogoList logos={logos} />
				{duplicated && <LogoList logos={logos} copy />}
			</logo-strip>
			<PauseButton what="motion.clientLogos" className="self-end" />
		</div>
	)
}

/** One run of the scrolling strip; `copy`, the second run that makes the loop longer. */
function LogoList({ logos, copy = false }: { logos: StripLogo[]; copy?: boolean }) {
	return (
		<ul
			// The second copy only makes the loop longer: hidden from assistive technology
			// and never focusable.
			aria-hidden={copy || undefined}
			inert={copy || undefined}
			className={cx(
				'flex shrink-0 items-center gap-4 pe-4 sm:gap-6 sm:pe-6 noscript:shrink noscript:flex-wrap noscript:justify-center noscript:gap-y-4 noscript:pe-0',
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
function StillLogos({ logos, labelledBy }: { logos: StripLogo[]; labelledBy: string }) {
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
