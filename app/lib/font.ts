// The site's web font (Inter, one self-hosted woff2) and its first paint (docs/decisions/028).
// A visitor's first page is drawn in the local fallback sized like Inter ('Inter Fallback'
// in app/styles.css) and does not ask for the font before its first paint: the largest paint
// waits for no download but the document and the stylesheet. Once that page has loaded and
// painted, the font is fetched into the browser's cache (app/client/font.ts) and the visitor
// remembered; every page after that is drawn in Inter from its first paint, the inline
// script in <head> having set `data-font` before any layout. The font face is
// `font-display: optional`, so a page whose font is not in the cache after all keeps the
// fallback rather than moving its text when the font arrives.

/** The localStorage key that says the font is in this browser's cache. */
export const FONT_STORAGE_KEY = 'font'
/** `data-font` on <html>: the page is drawn in Inter. */
export const FONT_READY = 'inter'
/** The family app/styles.css declares, for the FontFaceSet's load(). */
export const FONT_FAMILY = 'Inter Variable'

/** Runs inline in <head> before first paint: Inter for a visitor whose cache has it. */
export const fontScript = `(function(){try{if(localStorage.getItem('${FONT_STORAGE_KEY}')==='${FONT_READY}')document.documentElement.dataset.font='${FONT_READY}'}catch(e){}})()`
