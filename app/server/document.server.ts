// What the server does to a rendered document before it is sent or kept.

const MODULE_PRELOAD = '<link rel="modulepreload" '
const MODULE_PRELOAD_TAG = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
/** React Router's inline module script (it imports the page's route modules and the entry). */
const HYDRATION_SCRIPT_START = Buffer.from('<script nonce="')
const HYDRATION_SCRIPT_END = Buffer.from('" type="module" async="">')
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
 * script brings both back once the first paint is on the screen, then adds the preloads two
 * per task.
 * docs/decisions/016-hydration-after-first-paint.md
 *
 * Works on the bytes: only the head and the few tags it writes are text; the rest of the
 * document (most of it) is passed on as it is.
 */
export function deferHydration(document: Buffer): Buffer<ArrayBuffer> {
	const headEnd = document.indexOf('</head>')
	const bodyEnd = document.lastIndexOf('</body>')
	// The module script follows the content, so it is looked for from the end. Markup of
	// this shape cannot come from data: React escapes text and attribute values, and React
	// Router escapes '<' in the data it writes into scripts.
	const tagRest = bodyEnd < 0 ? -1 : document.lastIndexOf(HYDRATION_SCRIPT_END, bodyEnd)
	const tagStart =
		tagRest < 0 ? -1 : document.lastIndexOf(HYDRATION_SCRIPT_START, tagRest)
	const nonce =
		tagStart < 0
			? ''
			: document.toString('latin1', tagStart + HYDRATION_SCRIPT_START.length, tagRest)
	if (headEnd < 0 || tagStart < headEnd || /["<>]/.test(nonce))
		return lowerHeadPreloads(document)
	const preloads: string[] = []
	const head = document
		.toString('utf8', 0, headEnd)
		.replace(MODULE_PRELOAD_TAG, (_tag, href: string) => {
			preloads.push(href)
			return ''
		})
	return Buffer.concat([
		Buffer.from(head),
		document.subarray(headEnd, tagStart),
		Buffer.from(
			`<script nonce="${nonce}" type="text/x-deferred-module" id="${HYDRATION_SCRIPT_ID}">`,
		),
		document.subarray(tagRest + HYDRATION_SCRIPT_END.length, bodyEnd),
		Buffer.from(`<script nonce="${nonce}">${loaderSource(preloads)}</script>`),
		document.subarray(bodyEnd),
	])
}

/**
 * ES5 source of a statement that calls `fn`, a function in scope, once the browser reports
 * the page's first contentful paint: a paint timing entry, which comes when that frame is
 * on the screen, not when the main thread has drawn it. Where the browser has no paint
 * timing, after the first frame and a task. `fn` must be safe to call twice.
 */
function onFirstPaintSource(fn: string): string {
	return (
		'(function(){try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){' +
		'new PerformanceObserver(function(list,observer){' +
		`if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();${fn}()}` +
		'}).observe({type:"paint",buffered:true});return}}catch(e){}' +
		`requestAnimationFrame(function(){setTimeout(${fn})})})();`
	)
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
		// A visible tab waits for its first paint to be on the screen, however late a busy
		// machine shows it. A tab opened in the background draws no frames: a timer starts it
		// there, and another one anywhere the paint is never reported.
		onFirstPaintSource('start') +
		'setTimeout(function(){if(d.hidden)start()},1000);setTimeout(start,5000)})()'
	)
}

/**
 * A rendered document, as bytes, made ready to send. A public page's hydration waits for
 * its first paint (`deferHydration`); any other document keeps its preloads, lowered.
 */
export function finishDocument(
	document: Buffer,
	{ afterFirstPaint = false }: { afterFirstPaint?: boolean } = {},
): Buffer<ArrayBuffer> {
	return afterFirstPaint ? deferHydration(document) : lowerHeadPreloads(document)
}

/**
 * React puts the preloads in <head>, so only the head is decoded and encoded again: the
 * body (most of the bytes) is passed on as it is.
 */
function lowerHeadPreloads(document: Buffer): Buffer<ArrayBuffer> {
	const headEnd = document.indexOf('</head>')
	if (headEnd < 0) return Buffer.from(lowerScriptPreloads(document.toString()))
	return Buffer.concat([
		Buffer.from(lowerScriptPreloads(document.toString('utf8', 0, headEnd))),
		document.subarray(headEnd),
	])
}
