// What the server does to a rendered document before it is sent or kept.

/**
 * The script preloads React Router writes into <head> ask for the hydration code at the
 * browser's high priority, beside the stylesheet, the font and the largest image. Pages
 * read and work without that code (they are server-rendered and their forms post), so it
 * is fetched at low priority: on a slow connection the first paint gets the bandwidth.
 * docs/decisions/013-low-priority-hydration-scripts.md
 */
export function lowerScriptPreloads(html: string): string {
	return html.replaceAll(
		'<link rel="modulepreload" ',
		'<link rel="modulepreload" fetchpriority="low" ',
	)
}
