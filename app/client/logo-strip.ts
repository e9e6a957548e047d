// The client logo strip in the browser (spec §4, §9; the markup is
// app/components/site/LogoStrip.tsx, which renders it only when it scrolls): it moves 0.8 px
// every 16 ms, wrapping 140 px before the end, while nothing pauses it: the mouse over it,
// keyboard focus on it, its pause button, or the visitor's wish for less motion. A visitor
// who scrolls the strip by hand is followed, not fought.
import { LOGO_STRIP, nextLogoOffset } from '#app/lib/logo-strip.ts'

import { pauseButton, pointerAndFocus, reducedMotion } from './motion.ts'

export function attachLogoStrips() {
	for (const strip of document.querySelectorAll<HTMLElement>('[data-logo-strip]'))
		attachLogoStrip(strip)
}

function attachLogoStrip(strip: HTMLElement) {
	const pause = strip.parentElement ? pauseButton(strip.parentElement) : null
	const motion = reducedMotion()
	let paused = false
	let timer: ReturnType<typeof setInterval> | undefined

	const update = () => {
		const running = !motion.matches && !pointer.hovered && !pointer.focused && !paused
		pause?.show(paused, !motion.matches)
		strip.dataset.running = String(running)
		if (running === (timer !== undefined)) return
		clearInterval(timer)
		timer = undefined
		if (!running) return
		let offset = strip.scrollLeft
		timer = setInterval(() => {
			// Browsers round scrollLeft; only a real difference means a hand scroll.
			if (Math.abs(strip.scrollLeft - offset) > 2) offset = strip.scrollLeft
			offset = nextLogoOffset(offset, strip.scrollWidth, strip.clientWidth)
			strip.scrollLeft = offset
		}, LOGO_STRIP.intervalMs)
	}

	const pointer = pointerAndFocus(strip, {}, update)
	pause?.button.addEventListener('click', () => {
		paused = !paused
		update()
	})
	motion.addEventListener('change', update)
	update()
}
