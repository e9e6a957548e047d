// What the slider and the logo strip share: the visitor's wish for less motion, and their
// pause button (WCAG 2.2.2; app/components/site/PauseButton.tsx).

/** True while the visitor asks for less motion; it may change while the page is open. */
export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)')

/**
 * The pause button of `root` (hidden until now: never shown to a visitor who prefers
 * reduced motion), kept in step with `paused`. Returns null where there is none.
 */
export function pauseButton(root: Element) {
	const button = root.querySelector<HTMLButtonElement>('[data-pause]')
	if (!button) return null
	const what = button.dataset.pause ?? ''
	return {
		button,
		show(paused: boolean, shown: boolean) {
			button.hidden = !shown
			button.dataset.paused = String(paused)
			button.setAttribute('aria-label', `${paused ? 'Play' : 'Pause'} ${what}`)
		},
	}
}
