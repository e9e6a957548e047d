// The enhancers of a public page (docs/decisions/028): plain TypeScript, no React, loaded as
// the page's one module script (root.tsx). The page is React's HTML from the server and reads
// and works without them (links load documents, forms post); they add what moves. Each one
// finds its elements by their data attributes and leaves a page without them alone. The menu toggle and the theme switch are the inline
// script's in <head> from the first paint on (app/lib/early-taps.ts): nothing here handles
// their clicks, so they have one owner for the page's lifetime.
import { getThemeStore } from '#app/lib/theme.ts'

import { attachContactForms } from './contact-forms.ts'
import { attachCopyButtons } from './copy-button.ts'
import { cacheWebFont } from './font.ts'
import { attachHeader } from './header.ts'
import { attachInPlaceLoads } from './in-place.ts'
import { attachLogoStrips } from './logo-strip.ts'
import { ANALYTICS_ATTRIBUTE, loadVitals } from './load-vitals.ts'
import { attachSliders } from './slider.ts'

/** Set on <html> once the enhancers are attached: what tests and scripts wait for. */
const ENHANCED_ATTRIBUTE = 'data-enhanced'

function enhancePage() {
	attachHeader()
	// The theme another tab chose (spec §4): the store applies it while subscribed.
	getThemeStore().subscribe(() => {})
	attachContactForms()
	attachSliders()
	attachLogoStrips()
	attachCopyButtons()
	attachInPlaceLoads()
	cacheWebFont()
	if (document.documentElement.hasAttribute(ANALYTICS_ATTRIBUTE)) loadVitals()
	document.documentElement.setAttribute(ENHANCED_ATTRIBUTE, '')
}

enhancePage()
