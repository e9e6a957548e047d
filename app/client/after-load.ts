// Work that must not compete with a page's first paint (the web font, the form token, the
// vitals reporter): it runs once the page has loaded and its first contentful paint is on
// the screen. A `load` can come before the first paint, and a frame's callback runs before
// that frame is presented: requests started there still shared the link with the paint (in
// Lighthouse's simulation of a slow phone, the 48 kB font then counted against the largest
// paint in about half of the runs: 1.5 s instead of 1.0 s).

/** Past this, the work runs even if no paint was reported (a tab opened in the background). */
const PAINT_WAIT_MS = 5000

export function afterLoadAndPaint(work: () => void) {
	const later = () => afterFirstPaint(() => setTimeout(work))
	if (document.readyState === 'complete') later()
	else window.addEventListener('load', later, { once: true })
}

function afterFirstPaint(next: () => void) {
	const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0
	if (
		painted() ||
		typeof PerformanceObserver === 'undefined' ||
		!PerformanceObserver.supportedEntryTypes?.includes('paint')
	) {
		// Painted already, or no paint timing (older browsers): the next frame, as before.
		requestAnimationFrame(next)
		return
	}
	let done = false
	const once = () => {
		if (done) return
		done = true
		observer.disconnect()
		clearTimeout(timer)
		next()
	}
	// Paint entries are reported once the frame has been presented.
	const observer = new PerformanceObserver(() => {
		if (painted()) once()
	})
	observer.observe({ type: 'paint' })
	const timer = setTimeout(once, PAINT_WAIT_MS)
}
