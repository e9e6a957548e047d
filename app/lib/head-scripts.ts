// The inline scripts in a document's <head>, each a fixed text: the dashboard's carries the
// render's CSP nonce; a public page's are allowed by their hashes (app/server/http/csp.server.ts),
// so a stored public page is the same bytes for every visitor.
import enhancer from 'virtual:enhancer-url'

import { earlyTapScript } from './early-taps.ts'
import { fontScript } from './font.ts'
import { speculationRules } from './speculation.ts'
import { themeScript } from './theme.ts'

/** The theme and the font before the first paint. */
export const DASHBOARD_HEAD_SCRIPT = `${themeScript};${fontScript}`

/** The same, and the menu toggle and the theme switch from the first paint (decision 024). */
export const PUBLIC_HEAD_SCRIPT = `${DASHBOARD_HEAD_SCRIPT};${earlyTapScript}`

/** The next page's document fetched while the pointer rests on its link (decision 028). */
export const PUBLIC_SPECULATION_RULES = speculationRules

/** Past this, the enhancers load even if no paint was reported (a tab in the background). */
const PAINT_WAIT_MS = 5000

/**
 * The public page's one module script (app/client/enhance.ts) and the chunks it imports,
 * fetched side by side once the first contentful paint is on the screen (decision 035): a
 * script fetched beside the first paint shares a phone's link with the document and the
 * stylesheet, and Lighthouse's simulation then counts it against the largest paint (0.2 s
 * of 1.0 on a slow 4G link: measured beside a plain `<script type="module" src>`, decision
 * 040). The addresses stay written as `import("…")`, for readers of the HTML (bench/bytes).
 */
export const PUBLIC_ENHANCER_LOADER = `(function(){var d=0,o,t,n=function(){},p=function(){return performance.getEntriesByName('first-contentful-paint').length>0},g=function(){if(d)return;d=1;o&&o.disconnect();clearTimeout(t);${[
	...enhancer.imports,
	enhancer.src,
]
	// A string literal that cannot close the <script> it sits in.
	.map((url) => `import(${JSON.stringify(url).replace(/</g, '\\u003c')}).catch(n)`)
	.join(
		';',
	)}};if(p()||typeof PerformanceObserver=='undefined'||!(PerformanceObserver.supportedEntryTypes||[]).includes('paint'))requestAnimationFrame(g);else{o=new PerformanceObserver(function(){p()&&g()});o.observe({type:'paint'});t=setTimeout(g,${PAINT_WAIT_MS})}})()`

/** Every inline script a public page carries. */
export const PUBLIC_INLINE_SCRIPTS = [
	PUBLIC_HEAD_SCRIPT,
	PUBLIC_SPECULATION_RULES,
	PUBLIC_ENHANCER_LOADER,
] as const
