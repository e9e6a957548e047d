// Times an admin picks and reads in their own time zone, stored in UTC (scheduled
// publishing, decision 033). The browser says which zone it is in (an IANA name); a form
// sent without JavaScript says UTC, and the page says so beside the field.

/** Whether `timeZone` is an IANA zone this runtime knows ('Europe/Paris', 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
	try {
		new Intl.DateTimeFormat('en-US', { timeZone })
		return true
	} catch {
		return false
	}
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallClock(instant: number, timeZone: string) {
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
	}).formatToParts(new Date(instant))
	const get = (type: Intl.DateTimeFormatPartTypes) =>
		Number(parts.find((part) => part.type === type)?.value ?? 0)
	return {
		year: get('year'),
		month: get('month'),
		day: get('day'),
		hour: get('hour'),
		minute: get('minute'),
		second: get('second'),
	}
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
	const w = wallClock(instant, timeZone)
	const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
	return asUtc - Math.floor(instant / 1000) * 1000
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * The instant a datetime-local value ('2026-11-26T14:30') names in `timeZone`; null when
 * either is not valid. A time the clocks skip (a spring-forward gap) reads as the instant
 * after the gap; one they repeat, as its first occurrence.
 */
export function zonedTimeToUtc(local: string, timeZone: string): Date | null {
	const match = LOCAL.exec(local)
	if (!match || !isTimeZone(timeZone)) return null
	const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
		number,
		number,
		number,
		number,
		number,
		number,
	]
	const wall = Date.UTC(y, mo - 1, d, h, mi, s)
	const check = new Date(wall)
	if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null
	// The zone's offsets half a day either side: the time is one of wall − offset.
	const candidates = [
		offsetAt(wall - HALF_DAY, timeZone),
		offsetAt(wall + HALF_DAY, timeZone),
	]
		.map((offset) => wall - offset)
		.sort((a, b) => a - b)
	const real = candidates.filter((instant) => {
		const w = wallClock(instant, timeZone)
		return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) === wall
	})
	return new Date(real.length > 0 ? real[0]! : candidates[candidates.length - 1]!)
}

const HALF_DAY = 12 * 60 * 60_000

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * What a datetime-local input shows for `iso` in `timeZone` ('2026-11-26T14:30', with
 * `seconds` '2026-11-26T14:30:05').
 */
export function utcToZonedInput(
	iso: string,
	timeZone: string,
	{ seconds = false } = {},
): string {
	const w = wallClock(Date.parse(iso), isTimeZone(timeZone) ? timeZone : 'UTC')
	const time = `${pad(w.hour)}:${pad(w.minute)}${seconds ? `:${pad(w.second)}` : ''}`
	return `${w.year}-${pad(w.month)}-${pad(w.day)}T${time}`
}
