// What the server does to a dashboard document before it is sent. Public pages are not
// hydrated (docs/decisions/028) and are sent as React wrote them.

const MODULE_PRELOAD = '<link rel="modulepreload" '

/**
 * The script preloads React Router writes into <head> ask for the hydration code at the
 * browser's high priority, beside the stylesheet and the font. The page is server-rendered
 * and reads before that code runs, so it is fetched at low priority: on a slow connection
 * the first paint gets the bandwidth.
 * docs/decisions/013-low-priority-hydration-scripts.md
 */
export function lowerScriptPreloads(html: string): string {
	return html.replaceAll(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" ')
}

/**
 * A dashboard document, as bytes, made ready to send: its preloads lowered. React puts them
 * in <head>, so only the head is decoded and encoded again: the body (most of the bytes) is
 * passed on as it is.
 */
export function finishDocument(document: Buffer): Buffer<ArrayBuffer> {
	const headEnd = document.indexOf('</head>')
	if (headEnd < 0) return Buffer.from(lowerScriptPreloads(document.toString()))
	return Buffer.concat([
		Buffer.from(lowerScriptPreloads(document.toString('utf8', 0, headEnd))),
		document.subarray(headEnd),
	])
}
