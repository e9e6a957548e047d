// How a public page loads its enhancers (docs/decisions/035): once its first paint is on the
// screen, not beside it. Until then the page works without them, as it does with JavaScript
// off (links load documents, forms post), and the menu toggle and the theme switch are the
// inline script's from the first paint on (app/lib/early-taps.ts). A script fetched before
// the first paint shares a phone's link with the document and the stylesheet: Lighthouse's
// simulation counts every request that finished before the observed paint against the first
// and the largest paint (about 0.2 s of 1.0 on a slow 4G link).

/** Past this, the enhancers load even if no paint was reported (a tab opened in the background). */
export const PAINT_WAIT_MS = 5000

/**
 * The inline module script of a page that is not hydrated: once the first contentful paint
 * is reported (paint entries are, once the frame is presented), the chunks the client entry
 * imports and the entry itself are fetched side by side, and the entry runs the enhancers.
 * The addresses are written out as `import("…")`, so a reader of the HTML (bench/bytes.ts)
 * finds them as it finds any module's.
 */
export function enhancerLoaderScript(entry: {
	module: string
	imports: readonly string[]
}): string {
	const imports = [...entry.imports, entry.module]
		// A string literal that cannot close the <script> it sits in.
		.map((url) => `import(${JSON.stringify(url).replace(/</g, '\\u003c')}).catch(n)`)
		.join(';')
	return `(function(){var d=0,o,t,n=function(){},p=function(){return performance.getEntriesByName('first-contentful-paint').length>0},g=function(){if(d)return;d=1;o&&o.disconnect();clearTimeout(t);${imports}};if(p()||typeof PerformanceObserver=='undefined'||!(PerformanceObserver.supportedEntryTypes||[]).includes('paint'))requestAnimationFrame(g);else{o=new PerformanceObserver(function(){p()&&g()});o.observe({type:'paint'});t=setTimeout(g,${PAINT_WAIT_MS})}})()`
}
