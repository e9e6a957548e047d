import { useRouteLoaderData } from 'react-router'

import { formatTime, formatTimeInFull } from '#app/lib/local-time.ts'

/** The dashboard layout's data: the reader's time zone is in it (decision 042). */
interface WithTimeZone {
	timeZone: string
}

/**
 * The reader's time zone (an IANA name), as the server read it from the client hint: the
 * same on the server's first paint and after hydration. UTC when the browser never said
 * (no JavaScript); a form that takes a time (a schedule, decision 033) reads it in this zone.
 */
export function useTimeZone(): string {
	const layout = useRouteLoaderData('routes/admin/layout') as WithTimeZone | undefined
	return layout?.timeZone ?? 'UTC'
}

/**
 * A moment as the reader reads it, in their time zone with the zone named
 * ('Jan 5, 2026, 19:33 GMT+5:30'); in full, to the second, on hover, and the exact instant
 * in `dateTime`.
 */
export function LocalTime({ value, className }: { value: string; className?: string }) {
	const timeZone = useTimeZone()
	return (
		<time
			dateTime={value}
			title={formatTimeInFull(value, timeZone)}
			className={className}
		>
			{formatTime(value, timeZone)}
		</time>
	)
}
