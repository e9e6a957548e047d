// Work that must not compete with a page's first paint: it runs once the page has loaded
// and the frame after that has been drawn (a `load` can come before the first paint).

export function afterLoadAndPaint(work: () => void) {
	const later = () => requestAnimationFrame(() => setTimeout(work))
	if (document.readyState === 'complete') later()
	else window.addEventListener('load', later, { once: true })
}
