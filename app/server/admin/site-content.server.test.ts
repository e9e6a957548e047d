import { describe, expect, test } from 'vitest'

import { SITE_MESSAGES } from './site-content.server.ts'

describe('the Site tab’s messages', () => {
	test("a schedule's toast says when in the reader's zone, named, never UTC (issue 36)", () => {
		expect(SITE_MESSAGES.scheduled('2026-01-05T14:03:00.000Z', 'Asia/Kolkata')).toBe(
			'Scheduled: it goes live at Jan 5, 2026, 19:33 GMT+5:30.',
		)
		expect(SITE_MESSAGES.scheduled('2026-07-05T14:03:00.000Z', 'America/New_York')).toBe(
			'Scheduled: it goes live at Jul 5, 2026, 10:03 EDT.',
		)
	})
})
