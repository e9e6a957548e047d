import { useSyncExternalStore } from 'react'

import { browserTimeZone, formatTime } from '#app/lib/local-time.ts'

// The zone never changes while a page is open: nothing to subscribe to.
const subscribe = () => () => {}

/**
 * A moment as the admin reads it: rendered in UTC on the server (so the HTML is the same for
 * everyone and hydration matches), in the browser's time zone once React runs; the UTC time
 * stays on hover (`title`) and the exact instant in `dateTime`.
 */
export function LocalTime({ value, className }: { value: string; className?: string }) {
	// The server snapshot is used for the server render and hydration; React then renders
	// again with the browser's zone. A client-side visit renders the browser's zone at once.
	const timeZone = useSyncExternalStore(subscribe, browserTimeZone, () => 'UTC')
	const utc = formatTime(value)
	return (
		<time dateTime={value} title={utc} className={className}>
			{formatTime(value, timeZone)}
		</time>
	)
}

/**
 * The browser's time zone (an IANA name) for a form that takes a time in it (a schedule,
 * decision 033); UTC on the server and in a form sent without JavaScript.
 */
export function useTimeZone(): string {
	return useSyncExternalStore(subscribe, browserTimeZone, () => 'UTC')
}
