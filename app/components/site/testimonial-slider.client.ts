// <testimonial-slider> in the browser (spec §2, §4, §9; the markup is TestimonialSlider.tsx
// beside this file). It moves on every 5 s and starts over after the last; a dot jumps to its
// testimonial and restarts the 5 s. It pauses while the mouse is over it and while keyboard
// focus is inside it (a click on a dot leaves focus there without pausing it, issue 21), and
// with its pause button until that button plays it again; it never moves for a visitor who
// prefers reduced motion. The arrow keys on a dot and a swipe across the slides show the
// next or previous one the way the line runs: in right-to-left text the next dot is on the
// left, so the left arrow and a swipe to the right bring it (decision 048).
import { directionOf, inlineArrowStep, swipeStep } from '#app/lib/inline-direction.ts'

import { pauseButton, pointerAndFocus, reducedMotion } from './motion.client.ts'

/** Spec §4, §9: the slider moves on every 5 seconds. */
const TESTIMONIAL_INTERVAL_MS = 5000

class TestimonialSliderElement extends HTMLElement {
	connectedCallback() {
		const slides = [...this.querySelectorAll<HTMLElement>('[data-active]')]
		const dots = [...this.querySelectorAll<HTMLButtonElement>('[data-slide-dot]')]
		const live = this.querySelector<HTMLElement>('[aria-live]')
		const pause = pauseButton(this)
		const motion = reducedMotion()
		const count = slides.length
		if (count < 2) return

		let active = 0
		let paused = false
		let timer: ReturnType<typeof setTimeout> | undefined
		let running: boolean | undefined

		/** Starts the 5 s again when the slider starts moving or shows another slide. */
		const update = (slideChanged = false) => {
			const now = !motion.matches && !pointer.hovered && !pointer.focused && !paused
			pause?.show(paused, !motion.matches)
			if (now === running && !slideChanged) return
			running = now
			this.dataset.running = String(now)
			// Announced only while it stands still: a moving slider would talk over everything.
			live?.setAttribute('aria-live', now ? 'off' : 'polite')
			clearTimeout(timer)
			if (now)
				timer = setTimeout(() => show((active + 1) % count), TESTIMONIAL_INTERVAL_MS)
		}
		const show = (index: number) => {
			active = index
			slides.forEach((slide, i) => (slide.dataset.active = String(i === index)))
			dots.forEach((dot, i) => {
				if (i === index) dot.setAttribute('aria-current', 'true')
				else dot.removeAttribute('aria-current')
			})
			update(true)
		}

		const pointer = pointerAndFocus(this, { keyboardOnly: true }, () => update())
		dots.forEach((dot, index) => {
			dot.addEventListener('click', () => show(index))
			dot.addEventListener('keydown', (event) => {
				const step = inlineArrowStep(event.key, directionOf(dot))
				if (step === null) return
				event.preventDefault()
				const next = (index + step + count) % count
				show(next)
				dots[next]?.focus()
			})
		})
		// A swipe by touch or pen; the page still scrolls up and down under the finger.
		let swipeFrom: { x: number; y: number } | null = null
		live?.addEventListener('pointerdown', (event) => {
			swipeFrom =
				event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY }
		})
		live?.addEventListener('pointerup', (event) => {
			if (!swipeFrom) return
			const dx = event.clientX - swipeFrom.x
			const dy = event.clientY - swipeFrom.y
			swipeFrom = null
			const step = Math.abs(dx) > Math.abs(dy) ? swipeStep(dx, directionOf(this)) : null
			if (step !== null) show((active + step + count) % count)
		})
		live?.addEventListener('pointercancel', () => (swipeFrom = null))
		pause?.button.addEventListener('click', () => {
			// The visitor's own choice wins over the pause of hover and focus: Play moves the
			// slides at once, even with focus on this button.
			pointer.hovered = false
			pointer.focused = false
			paused = !paused
			update()
		})
		motion.addEventListener('change', () => update())
		update()
	}
}

customElements.define('testimonial-slider', TestimonialSliderElement)
