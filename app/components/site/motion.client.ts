// What <testimonial-slider> and <logo-strip> share: the visitor's wish for less motion, what
// pauses them (the mouse over them, focus in them), and their pause button (WCAG 2.2.2;
// PauseButton.tsx beside this file).

/** True while the visitor asks for less motion; it may change while the page is open. */
export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)')

/**
 * The pause button of `root` (hidden until now: never shown to a visitor who prefers
 * reduced motion), kept in step with `paused`. Returns null where there is none.
 */
export function pauseButton(root: Element) {
	const button = root.querySelector<HTMLButtonElement>('[data-pause]')
	if (!button) return null
	// Its two names, in the page's language.
	const { pause = '', play = '' } = button.dataset
	return {
		button,
		show(paused: boolean, shown: boolean) {
			button.hidden = !shown
			button.dataset.paused = String(paused)
			button.setAttribute('aria-label', paused ? play : pause)
		},
	}
}

/**
 * Whether the mouse is over `root` and focus is inside it (with `keyboardOnly`, keyboard
 * focus only: a click on a dot focuses it without pausing), kept up to date; `onChange` runs
 * after each change. The object is the state: a pause button may reset it.
 */
export function pointerAndFocus(
	root: HTMLElement,
	{ keyboardOnly = false }: { keyboardOnly?: boolean },
	onChange: () => void,
) {
	const state = { hovered: false, focused: false }
	root.addEventListener('pointerenter', (event) => {
		if (event.pointerType !== 'mouse') return
		state.hovered = true
		onChange()
	})
	root.addEventListener('pointerleave', () => {
		state.hovered = false
		onChange()
	})
	root.addEventListener('focusin', (event) => {
		if (keyboardOnly && !isKeyboardFocus(event.target as Element)) return
		state.focused = true
		onChange()
	})
	root.addEventListener('focusout', (event) => {
		if (root.contains(event.relatedTarget as Node | null)) return
		state.focused = false
		onChange()
	})
	return state
}

/**
 * Whether focus came the keyboard's way (or a script's), as the browser decides for its
 * focus ring: a click or tap focuses without :focus-visible. A browser that does not know
 * the pseudo-class counts every focus.
 */
function isKeyboardFocus(target: Element) {
	try {
		return target.matches(':focus-visible')
	} catch {
		return true
	}
}
