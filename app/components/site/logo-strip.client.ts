// <logo-strip> in the browser (spec §4, §9; the markup is LogoStrip.tsx beside this file,
// which renders it only when it scrolls): it moves 0.8 px every 16 ms, wrapping 140 px
// before the end, while nothing pauses it: the mouse over it, keyboard focus on it, its
// pause button (the next element), or the visitor's wish for less motion. A visitor who
// scrolls the strip by hand is followed, not fought. On a right-to-left page it runs the
// other way: its start is on the right, and scrollLeft counts from 0 down to minus the
// scrollable width there (CSSOM View), so the offset is kept as a distance from the start.
import { LOGO_STRIP, nextLogoOffset } from '#app/lib/logo-strip.ts'

import { pauseButton, pointerAndFocus, reducedMotion } from './motion.client.ts'

class LogoStripElement extends HTMLElement {
	connectedCallback() {
		const pause = this.parentElement ? pauseButton(this.parentElement) : null
		const motion = reducedMotion()
		let paused = false
		let timer: ReturnType<typeof setInterval> | undefined

		const update = () => {
			const running = !motion.matches && !pointer.hovered && !pointer.focused && !paused
			pause?.show(paused, !motion.matches)
			this.dataset.running = String(running)
			if (running === (timer !== undefined)) return
			clearInterval(timer)
			timer = undefined
			if (!running) return
			const sign = getComputedStyle(this).direction === 'rtl' ? -1 : 1
			let offset = this.scrollLeft * sign
			timer = setInterval(() => {
				// Browsers round scrollLeft; only a real difference means a hand scroll.
				if (Math.abs(this.scrollLeft * sign - offset) > 2) offset = this.scrollLeft * sign
				offset = nextLogoOffset(offset, this.scrollWidth, this.clientWidth)
				this.scrollLeft = offset * sign
			}, LOGO_STRIP.intervalMs)
		}

		const pointer = pointerAndFocus(this, {}, update)
		pause?.button.addEventListener('click', () => {
			paused = !paused
			update()
		})
		motion.addEventListener('change', update)
		update()
	}
}

customElements.define('logo-strip', LogoStripElement)
