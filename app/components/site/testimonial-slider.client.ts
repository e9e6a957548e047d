// <testimonial-slider> in the browser (spec §2, §4, §9; the markup is TestimonialSlider.tsx
// beside this file). It moves on every 5 s and starts over after the last; a dot jumps to its
// testimonial and restarts the 5 s. It pauses while the mouse is over it and while keyboard
// focus is inside it (a click on a dot leaves focus there without pausing it, issue 21), and
// with its pause button until that button plays it again; it never moves for a visitor who
// prefers reduced motion.
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
		dots.forEach((dot, index) => dot.addEventListener('click', () => show(index)))
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
