// How the dashboard writes a moment: 'Jan 5, 2026, 14:03 UTC' on the server (the same text in
// every browser until it hydrates), then the same moment in the admin's own time zone.

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
	let formatter = formatters.get(timeZone)
	if (!formatter) {
		// dateStyle and timeZoneName cannot be combined, so the parts are named one by one.
		formatter = new Intl.DateTimeFormat('en-US', {
			month: 'short',
			day: 'numeric',
			year: 'numeric',
			hour: '2-digit',
			minute: '2-digit',
			hourCycle: 'h23',
			timeZone,
			timeZoneName: 'short',
		})
		formatters.set(timeZone, formatter)
	}
	return formatter
}

/** The moment in `timeZone` (an IANA name), with the zone's short name: 'Jan 5, 2026, 16:03 GMT+2'. */
export function formatTime(iso: string, timeZone = 'UTC'): string {
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return iso
	try {
		return formatterFor(timeZone).format(date)
	} catch {
		// An unknown zone name (an old browser's answer): UTC is still the right moment.
		return formatterFor('UTC').format(date)
	}
}

/** The browser's time zone, or UTC when it cannot say. */
export function browserTimeZone(): string {
	try {
		return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
	} catch {
		return 'UTC'
	}
}
