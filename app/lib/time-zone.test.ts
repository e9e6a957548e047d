import { expect, test } from 'vitest'

import { isTimeZone, utcToZonedInput, zonedTimeToUtc } from './time-zone.ts'

test('a wall time in a zone is the instant it names there, across the zone’s offsets', () => {
	expect(zonedTimeToUtc('2026-11-26T14:30', 'UTC')?.toISOString()).toBe(
		'2026-11-26T14:30:00.000Z',
	)
	// Winter in Paris is UTC+1, summer UTC+2; New York is behind.
	expect(zonedTimeToUtc('2026-11-26T14:30', 'Europe/Paris')?.toISOString()).toBe(
		'2026-11-26T13:30:00.000Z',
	)
	expect(zonedTimeToUtc('2026-07-01T09:00', 'Europe/Paris')?.toISOString()).toBe(
		'2026-07-01T07:00:00.000Z',
	)
	expect(zonedTimeToUtc('2026-11-26T23:15', 'America/New_York')?.toISOString()).toBe(
		'2026-11-27T04:15:00.000Z',
	)
	expect(zonedTimeToUtc('2026-11-26T10:00', 'Asia/Kolkata')?.toISOString()).toBe(
		'2026-11-26T04:30:00.000Z',
	)
	// 02:30 does not exist in Paris on 29 March 2026 (clocks go 02:00 → 03:00).
	expect(zonedTimeToUtc('2026-03-29T02:30', 'Europe/Paris')?.toISOString()).toBe(
		'2026-03-29T01:30:00.000Z',
	)
	// 02:30 happens twice on 25 October 2026: the first one.
	expect(zonedTimeToUtc('2026-10-25T02:30', 'Europe/Paris')?.toISOString()).toBe(
		'2026-10-25T00:30:00.000Z',
	)
})

test('nonsense is refused, not guessed', () => {
	expect(zonedTimeToUtc('2026-02-30T10:00', 'UTC')).toBeNull()
	expect(zonedTimeToUtc('tomorrow', 'UTC')).toBeNull()
	expect(zonedTimeToUtc('2026-11-26T10:00', 'Mars/Olympus')).toBeNull()
	expect(isTimeZone('Europe/Paris')).toBe(true)
	expect(isTimeZone('Nowhere')).toBe(false)
})

test('an instant reads back in the zone as the input shows it', () => {
	expect(utcToZonedInput('2026-11-26T13:30:00.000Z', 'Europe/Paris')).toBe(
		'2026-11-26T14:30',
	)
	// With seconds (the schedule's e2e sets a time a few seconds ahead), both ways.
	expect(
		utcToZonedInput('2026-11-26T13:30:05.000Z', 'Europe/Paris', { seconds: true }),
	).toBe('2026-11-26T14:30:05')
	expect(zonedTimeToUtc('2026-11-26T14:30:05', 'Europe/Paris')?.toISOString()).toBe(
		'2026-11-26T13:30:05.000Z',
	)
})
