import { describe, expect, test } from 'vitest'

import { formatTime, formatTimeInFull, utcDayStartIn } from './local-time.ts'

describe('formatTime', () => {
	test('UTC by default: the text the server renders', () => {
		expect(formatTime('2026-01-05T14:03:00.000Z')).toBe('Jan 5, 2026, 14:03 UTC')
	})

	test('another zone names the zone and moves the clock, the date with it', () => {
		expect(formatTime('2026-01-05T14:03:00.000Z', 'Europe/Berlin')).toBe(
			'Jan 5, 2026, 15:03 GMT+1',
		)
		expect(formatTime('2026-01-05T02:30:00.000Z', 'America/Los_Angeles')).toBe(
			'Jan 4, 2026, 18:30 PST',
		)
		expect(formatTime('2026-07-01T00:00:00.000Z', 'Asia/Kolkata')).toBe(
			'Jul 1, 2026, 05:30 GMT+5:30',
		)
	})

	test('an unknown zone falls back to UTC; an unreadable time is shown as given', () => {
		expect(formatTime('2026-01-05T14:03:00.000Z', 'Not/AZone')).toBe(
			'Jan 5, 2026, 14:03 UTC',
		)
		expect(formatTime('yesterday')).toBe('yesterday')
	})
})

describe('formatTimeInFull', () => {
	test('to the second, with the zone named in words: the tooltip of every time', () => {
		expect(formatTimeInFull('2026-01-05T14:03:09.000Z', 'Asia/Kolkata')).toBe(
			'Monday, January 5, 2026 at 19:33:09 India Standard Time',
		)
		expect(formatTimeInFull('2026-07-01T12:00:00.000Z', 'America/New_York')).toBe(
			'Wednesday, July 1, 2026 at 08:00:00 Eastern Daylight Time',
		)
		expect(formatTimeInFull('2026-01-05T14:03:09.000Z', 'Not/AZone')).toBe(
			'Monday, January 5, 2026 at 14:03:09 Coordinated Universal Time',
		)
	})
})

describe('utcDayStartIn', () => {
	test("when a day of the counts (midnight UTC) begins on the reader's clock", () => {
		const at = Date.UTC(2026, 0, 15, 12)
		expect(utcDayStartIn('Asia/Kolkata', at)).toBe('05:30 GMT+5:30')
		expect(utcDayStartIn('America/New_York', at)).toBe('19:00 EST')
		expect(utcDayStartIn('UTC', at)).toBe('00:00 UTC')
	})
})
