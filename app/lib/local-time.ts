// How the dashboard writes a moment: in the reader's time zone with the zone named
// ('Jan 5, 2026, 19:33 GMT+5:30'), the same text on the server and in the browser (the zone
// comes from the client hint, app/lib/client-hints.ts; decision 042).

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string, locale = 'en-US'): Intl.DateTimeFormat {
	const key = `${locale} ${timeZone}`
	let formatter = formatters.get(key)
	if (!formatter) {
		// dateStyle and timeZoneName cannot be combined, so the parts are named one by one.
		formatter = new Intl.DateTimeFormat(locale, {
			month: 'short',
			day: 'numeric',
			year: 'numeric',
			hour: '2-digit',
			minute: '2-digit',
			hourCycle: 'h23',
			timeZone,
			timeZoneName: 'short',
		})
		formatters.set(key, formatter)
	}
	return formatter
}

/**
 * The moment in `timeZone` (an IANA name), with the zone's short name: 'Jan 5, 2026, 16:03
 * GMT+2'; as `locale` writes it (a public page's language; the dashboard's is en-US).
 */
export function formatTime(iso: string, timeZone = 'UTC', locale = 'en-US'): string {
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return iso
	try {
		return formatterFor(timeZone, locale).format(date)
	} catch {
		// An unknown zone name (an old browser's answer): UTC is still the right moment.
		return formatterFor('UTC', locale).format(date)
	}
}

/**
 * The moment in full, to the second, with the zone's long name: 'Monday, January 5, 2026 at
 * 19:33:00 India Standard Time' (a time's tooltip).
 */
export function formatTimeInFull(iso: string, timeZone = 'UTC'): string {
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return iso
	const zone = isKnownZone(timeZone) ? timeZone : 'UTC'
	const parts = (options: Intl.DateTimeFormatOptions) =>
		new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone }).formatToParts(date)
	const zoneName =
		parts({ timeZoneName: 'long' }).find((part) => part.type === 'timeZoneName')?.value ??
		zone
	// timeStyle 'long' names the zone by its offset ('GMT+5:30'): the long name replaces it.
	return parts({ dateStyle: 'full', timeStyle: 'long', hourCycle: 'h23' })
		.map((part) => (part.type === 'timeZoneName' ? zoneName : part.value))
		.join('')
}

function isKnownZone(timeZone: string): boolean {
	try {
		formatterFor(timeZone)
		return true
	} catch {
		return false
	}
}

/** When a day that starts at midnight UTC starts on the reader's clock ('05:30 GMT+5:30'). */
export function utcDayStartIn(timeZone: string, at = Date.now()): string {
	const midnight = new Date(at)
	midnight.setUTCHours(0, 0, 0, 0)
	const text = formatTime(midnight.toISOString(), timeZone)
	return text.slice(text.lastIndexOf(', ') + 2)
}
