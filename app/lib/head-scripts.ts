// The inline scripts in a document's <head>, each a fixed text: the dashboard's carries the
// render's CSP nonce; a public page's are allowed by their hashes (app/server/http/csp.server.ts),
// so a stored public page is the same bytes for every visitor.
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

/** Every inline script a public page carries. */
export const PUBLIC_INLINE_SCRIPTS = [
	PUBLIC_HEAD_SCRIPT,
	PUBLIC_SPECULATION_RULES,
] as const
