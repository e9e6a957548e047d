import { useSyncExternalStore } from 'react'

import { browserTimeZone, formatTime } from '#app/lib/local-time.ts'

// The zone never changes while a page is open: nothing to subscribe to.
const subscribe = () => () => {}

/**
 * The admin's time zone (an IANA name): UTC in the server's render and hydration (so they
 * match), the browser's once React runs again. A form that takes a time (a schedule,
 * decision 033) reads it in this zone; one sent without JavaScript, in UTC.
 */
export function useTimeZone(): string {
	return useSyncExternalStore(subscribe, browserTimeZone, () => 'UTC')
}

/**
 * A moment as the admin reads it: rendered in UTC on the server (so the HTML is the same for
 * everyone and hydration matches), in the browser's time zone once React runs; the UTC time
 * stays on hover (`title`) and the exact instant in `dateTime`.
 */
export function LocalTime({ value, className }: { value: string; className?: string }) {
	// A client-side visit renders the browser's zone at once.
	const timeZone = useTimeZone()
	const utc = formatTime(value)
	return (
		<time dateTime={value} title={utc} className={className}>
			{formatTime(value, timeZone)}
		</time>
	)
}
