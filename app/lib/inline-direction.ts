// Which way is forward along a line (issue 39): to the right in a left-to-right language,
// to the left in a right-to-left one. The arrow keys and swipes that move through a row
// (tabs, the testimonial slider's dots) follow it, so the key pointing at the next item
// reaches it in either direction (decision 048).
import type { Direction } from './languages.ts'

/** 1 for an arrow key that points forward along the line, -1 backward, null for other keys. */
export function inlineArrowStep(key: string, dir: Direction): 1 | -1 | null {
	const rightward = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0
	if (rightward === 0) return null
	return (dir === 'rtl' ? -rightward : rightward) as 1 | -1
}

/**
 * A horizontal swipe of `dx` px (positive: the finger moved right): 1 when it pulls the next
 * item in from the line's end, -1 for the previous one, null when shorter than `minimum`.
 */
export function swipeStep(dx: number, dir: Direction, minimum = 48): 1 | -1 | null {
	if (Math.abs(dx) < minimum) return null
	const towardEnd = dir === 'rtl' ? dx < 0 : dx > 0
	return towardEnd ? -1 : 1
}

/** The direction an element's text runs in, as the page's styles decide it. */
export function directionOf(element: Element): Direction {
	return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr'
}
