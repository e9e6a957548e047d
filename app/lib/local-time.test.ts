import { describe, expect, test } from 'vitest'

import { formatTime } from './local-time.ts'

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
