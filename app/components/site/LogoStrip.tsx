import { useEffect, useRef, useState, type RefObject } from 'react'

import { LOGO_STRIP, logoStripMode, nextLogoOffset } from '#app/lib/logo-strip.ts'
import type { ImageRef } from '#app/lib/types.ts'

import { lazyPart } from './lazy-part.tsx'
import { PauseButton } from './PauseButton.tsx'
import { useHydrated, usePrefersReducedMotion } from './use-motion.ts'

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
 * Spec §9: moves the strip 0.8 px every 16 ms while `running`, wrapping 140 px before
 * the end. A visitor who scrolls the strip by hand is followed, not fought.
 */
function useAutoScroll(ref: RefObject<HTMLElement | null>, running: boolean) {
	useEffect(() => {
		const strip = ref.current
		if (!running || !strip) return
		let offset = strip.scrollLeft
		const timer = window.setInterval(() => {
			// Browsers round scrollLeft; only a real difference means a hand scroll.
			if (Math.abs(strip.scrollLeft - offset) > 2) offset = strip.scrollLeft
			offset = nextLogoOffset(offset, strip.scrollWidth, strip.clientWidth)
			strip.scrollLeft = offset
		}, LOGO_STRIP.intervalMs)
		return () => window.clearInterval(timer)
	}, [ref, running])
}

/**
 * The home page's client logos (spec §2, §5, §9): still with up to 6, scrolling with
 * more, and a second, hidden copy with more than 8 so the strip never runs dry. It pauses
 * on hover and keyboard focus, has a pause button, and stays still when the visitor
 * prefers reduced motion. Without JavaScript the logos simply wrap.
 */
export function LogoStrip({
	logos,
	labelledBy,
}: {
	logos: StripLogo[]
	labelledBy: string
}) {
	const { scrolls, duplicated } = logoStripMode(logos.length)
	const stripRef = useRef<HTMLDivElement>(null)
	const hydrated = useHydrated()
	const reducedMotion = usePrefersReducedMotion()
	const [hovered, setHovered] = useState(false)
	const [focused, setFocused] = useState(false)
	const [paused, setPaused] = useState(false)
	const running = scrolls && hydrated && !reducedMotion && !hovered && !focused && !paused
	useAutoScroll(stripRef, running)

	if (!scrolls) return <StillLogos logos={logos} labelledBy={labelledBy} />

	return (
		<div className="flex flex-col gap-4">
			{/* Keyboard users reach the strip to scroll it; focus also pauses it. */}
			<div
				ref={stripRef}
				role="region"
				aria-label="Client logos"
				// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
				tabIndex={0}
				data-logo-strip
				data-running={running ? 'true' : 'false'}
				onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
				onPointerLeave={() => setHovered(false)}
				onFocus={() => setFocused(true)}
				onBlur={() => setFocused(false)}
				className="flex [scrollbar-width:none] overflow-x-auto rounded-card [mask-image:linear-gradient(to_right,transparent,#000_6%,#000_94%,transparent)] py-1 noscript:flex-wrap noscript:justify-center noscript:overflow-visible noscript:[mask-image:none] [&::-webkit-scrollbar]:hidden"
			>
				<LogoList logos={logos} />
				{duplicated && <LogoList logos={logos} copy />}
			</div>
			{hydrated && !reducedMotion && (
				<PauseButton
					paused={paused}
					onToggle={() => setPaused((value) => !value)}
					what="client logos"
					className="self-end"
				/>
			)}
		</div>
	)
}
