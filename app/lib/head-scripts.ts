// The inline scripts in a document's <head>, each a fixed text: the dashboard's carries the
// render's CSP nonce; a public page's are allowed by their hashes (app/server/http/csp.server.ts),
// so a stored public page is the same bytes for every visitor.
import { TIME_ZONE_CHECK_SCRIPT } from './client-hints.ts'
import { earlyTapScript } from './early-taps.ts'
import { fontScript } from './font.ts'
import { speculationRules } from './speculation.ts'
import { themeScript } from './theme.ts'

const THEME_AND_FONT = `${themeScript};${fontScript}`

/**
 * The theme and the font before the first paint, and the reader's time zone named to the
 * server (a reload when it did not know it: decision 042).
 */
export const DASHBOARD_HEAD_SCRIPT = `${THEME_AND_FONT};${TIME_ZONE_CHECK_SCRIPT}`

/**
 * The theme and the font, and the menu toggle and the theme switch from the first paint
 * (decision 024). A preview page (a share link's "works until") learns the reader's zone as
 * the dashboard does; no other public page sets that cookie or reloads.
 */
export const PUBLIC_HEAD_SCRIPT = `${THEME_AND_FONT};${earlyTapScript};if(location.pathname.indexOf('/preview/')===0){${TIME_ZONE_CHECK_SCRIPT}}`

/** The next page's document fetched while the pointer rests on its link (decision 028). */
export const PUBLIC_SPECULATION_RULES = speculationRules

/** Every inline script a public page carries. */
export const PUBLIC_INLINE_SCRIPTS = [
	PUBLIC_HEAD_SCRIPT,
	PUBLIC_SPECULATION_RULES,
] as const
