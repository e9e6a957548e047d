import { useSyncExternalStore } from 'react'

import { formatWhen } from '#app/lib/activity-labels.ts'
import { formatInZone } from '#app/lib/time-zone.ts'

const noChanges = () => () => {}

/**
 * The browser's time zone (an IANA name); UTC on the server, so the page's HTML and its
 * first render in the browser agree, and the browser's zone follows at once.
 */
export function useTimeZone(): string {
	return useSyncExternalStore(
		noChanges,
		() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
		() => 'UTC',
	)
}

/**
 * A time as the admin reads it: in UTC from the server (and without JavaScript), in their
 * own time zone, named, once the page runs.
 */
export function LocalTime({ iso }: { iso: string }) {
	const zone = useTimeZone()
	return (
		<time dateTime={iso}>
			{zone === 'UTC' ? formatWhen(iso) : formatInZone(iso, zone)}
		</time>
	)
}
