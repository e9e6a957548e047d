// What the server does to a rendered document before it is sent or kept.

const MODULE_PRELOAD = '<link rel="modulepreload" '
const MODULE_PRELOAD_TAG = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
/** React Router's inline module script: it imports the page's route modules and the entry. */
const HYDRATION_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/
const HYDRATION_SCRIPT_ID = 'rr-hydrate'

/**
 * The script preloads React Router writes into <head> ask for the hydration code at the
 * browser's high priority, beside the stylesheet, the font and the largest image. Pages
 * read and work without that code (they are server-rendered and their forms post), so it
 * is fetched at low priority: on a slow connection the first paint gets the bandwidth.
 * docs/decisions/013-low-priority-hydration-scripts.md
 */
export function lowerScriptPreloads(html: string): string {
	return html.replaceAll(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" ')
}

/**
 * A public page's hydration code starts loading once the page has painted (or at the
 * visitor's first touch, key or focus, whichever comes first): the preloads leave <head>,
 * React Router's module script is parked under a type the browser does not run, and a small
 * script brings both back after the first frame, then adds the preloads two per task.
 * docs/decisions/016-hydration-after-first-paint.md
 */
export function deferHydration(html: string): string {
	const headEnd = html.indexOf('</head>')
	const script = HYDRATION_SCRIPT.exec(html)
	const bodyEnd = html.lastIndexOf('</body>')
	if (headEnd < 0 || !script || script.index < headEnd || bodyEnd < script.index)
		return lowerScriptPreloads(html)
	const nonce = script[1] ?? ''
	const preloads: string[] = []
	const head = html
		.slice(0, headEnd)
		.replace(MODULE_PRELOAD_TAG, (_tag, href: string) => {
			preloads.push(href)
			return ''
		})
	const body = html
		.slice(headEnd, bodyEnd)
		.replace(
			script[0],
			`<script nonce="${nonce}" type="text/x-deferred-module" id="${HYDRATION_SCRIPT_ID}">`,
		)
	const loader = `<script nonce="${nonce}">${loaderSource(preloads)}</script>`
	return head + body + loader + html.slice(bodyEnd)
}

/** The inline script that starts hydration (ES5, no dependencies). */
function loaderSource(preloads: string[]): string {
	// JSON in a script: '<' is escaped so no value can close the element.
	const list = JSON.stringify(preloads).replaceAll('<', '\\u003c')
	return (
		'(function(){var d=document,started=false,events=["pointerdown","keydown","focusin"];' +
		'function start(){if(started)return;started=true;' +
		'events.forEach(function(e){removeEventListener(e,start,true)});' +
		`var old=d.getElementById("${HYDRATION_SCRIPT_ID}");if(!old)return;` +
		'var s=d.createElement("script");s.type="module";s.nonce=old.nonce;s.textContent=old.textContent;old.replaceWith(s);' +
		// Each preload costs the main thread about a millisecond (more on a slow phone): two per
		// task keep every task short.
		`var list=${list},i=0;` +
		'function next(){list.slice(i,i+=2).forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});if(i<list.length)setTimeout(next)}' +
		'setTimeout(next)}' +
		'events.forEach(function(e){addEventListener(e,start,true)});' +
		// A tab opened in the background draws no frames: the timer starts it there. A visible
		// tab waits for its first frame, however late a busy machine draws it.
		'requestAnimationFrame(function(){setTimeout(start)});' +
		'setTimeout(function(){if(d.hidden)start()},1000)})()'
	)
}

/**
 * A rendered document, as bytes, made ready to send. A public page's hydration waits for
 * its first paint (`deferHydration`); any other document keeps its preloads, lowered. React
 * puts those in <head>, so only the head is decoded and encoded again there: the body (most
 * of the bytes) is passed on as it is.
 */
export function finishDocument(
	document: Buffer,
	{ afterFirstPaint = false }: { afterFirstPaint?: boolean } = {},
): Buffer<ArrayBuffer> {
	if (afterFirstPaint) return Buffer.from(deferHydration(document.toString()))
	const headEnd = document.indexOf('</head>')
	if (headEnd < 0) return Buffer.from(lowerScriptPreloads(document.toString()))
	return Buffer.concat([
		Buffer.from(lowerScriptPreloads(document.toString('utf8', 0, headEnd))),
		document.subarray(headEnd),
	])
}
