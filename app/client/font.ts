// The web font for the pages after this one (app/lib/font.ts, docs/decisions/028): fetched
// into the cache once this page has loaded and painted, without changing this page's text.
import { FONT_FAMILY, FONT_READY, FONT_STORAGE_KEY } from '#app/lib/font.ts'

import { afterLoadAndPaint } from './after-load.ts'

export function cacheWebFont() {
	if (document.documentElement.dataset.font === FONT_READY) return
	afterLoadAndPaint(() => {
		document.fonts.load(`1em '${FONT_FAMILY}'`).then(
			(faces) => {
				if (faces.length === 0) return
				try {
					localStorage.setItem(FONT_STORAGE_KEY, FONT_READY)
				} catch {
					// Private mode or full storage: every page keeps the fallback.
				}
			},
			() => {},
		)
	})
}
