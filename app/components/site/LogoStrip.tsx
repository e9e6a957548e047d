import { logoStripMode } from '#app/lib/logo-strip.ts'
import type { ImageRef } from '#app/lib/types.ts'

import { lazyPart } from './lazy-part.tsx'
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

// The logos never change once shown: their code loads only when the browser renders them
// (see lazy-part.tsx).
const logoLists = () => import('./LogoLists.tsx')
export const LogoList = lazyPart(() => logoLists().then((module) => module.LogoList))
export const StillLogos = lazyPart(() => logoLists().then((module) => module.StillLogos))

/**
 * The home page's client logos (spec §2, §5, §9): still with up to 6, scrolling with
 * more, and a second, hidden copy with more than 8 so the strip never runs dry. The server
 * renders it still; app/client/logo-strip.ts scrolls it, pauses it on hover and keyboard
 * focus, shows its pause button, and keeps it still when the visitor prefers reduced
 * motion. Without JavaScript the logos simply wrap.
 */
export function LogoStrip({
	logos,
	labelledBy,
}: {
	logos: StripLogo[]
	labelledBy: string
}) {
	const { scrolls, duplicated } = logoStripMode(logos.length)
	if (!scrolls) return <StillLogos logos={logos} labelledBy={labelledBy} />

	return (
		<div className="flex flex-col gap-4">
			{/* Keyboard users reach the strip to scroll it; focus also pauses it. */}
			<div
				role="region"
				aria-label="Client logos"
				// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
				tabIndex={0}
				data-logo-strip
				data-running="false"
				className="flex [scrollbar-width:none] overflow-x-auto rounded-card [mask-image:linear-gradient(to_right,transparent,#000_6%,#000_94%,transparent)] py-1 noscript:flex-wrap noscript:justify-center noscript:overflow-visible noscript:[mask-image:none] [&::-webkit-scrollbar]:hidden"
			>
				<LogoList logos={logos} />
				{duplicated && <LogoList logos={logos} copy />}
			</div>
			<PauseButton what="client logos" className="self-end" />
		</div>
	)
}
