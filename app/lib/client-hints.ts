// The viewer's time zone, known to the server from the first paint on (decision 042): the
// Epic Stack's client hints (@epic-web/client-hints). A small script in the document's
// <head> keeps a cookie naming the browser's zone and, when the cookie was missing or named
// another zone, reloads the page before it is drawn, so the server renders every time in
// the zone the reader is in and hydration finds the same text. Without JavaScript (no
// cookie) times are in UTC, named so.
import { getHintUtils } from '@epic-web/client-hints'
import { clientHint as timeZoneHint } from '@epic-web/client-hints/time-zone'

import { isTimeZone } from './time-zone.ts'

const hints = getHintUtils({ timeZone: timeZoneHint })

/** The script that sets the zone's cookie and reloads once when it changed. */
export const TIME_ZONE_CHECK_SCRIPT = hints.getClientHintCheckScript()

/** The cookie the script keeps. */
export const TIME_ZONE_COOKIE = timeZoneHint.cookieName

/**
 * The reader's time zone from a request's cookies (the server), or the document's (the
 * browser): an IANA name this runtime knows, else UTC.
 */
export function timeZoneOf(request?: Request): string {
	const { timeZone } = hints.getHints(request)
	return isTimeZone(timeZone) ? timeZone : 'UTC'
}
