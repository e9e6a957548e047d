// The public pages' one module script (decisions 028 and 041): no React. The page is React's
// HTML from the server and reads and works without it (links load documents, forms post);
// what moves is a custom element the component renders, its behaviour in the module named
// after it beside that component (<logo-strip>: components/site/logo-strip.client.ts beside
// LogoStrip.tsx). This module loads them all, so each element a page has comes alive, one
// in a <main> loaded in place too; a page without it is left alone. The menu toggle and the
// theme switch are the inline script's in <head> from the first paint on
// (app/lib/early-taps.ts): nothing here handles their clicks, so they have one owner for the
// page's lifetime.
import { cacheWebFont } from './font.ts'
import { ANALYTICS_ATTRIBUTE, loadVitals } from './load-vitals.ts'

import.meta.glob('../components/**/*.client.ts', { eager: true })

/** Set on <html> once the elements are defined: what tests and scripts wait for. */
const ENHANCED_ATTRIBUTE = 'data-enhanced'

cacheWebFont()
if (document.documentElement.hasAttribute(ANALYTICS_ATTRIBUTE)) loadVitals()
document.documentElement.setAttribute(ENHANCED_ATTRIBUTE, '')
