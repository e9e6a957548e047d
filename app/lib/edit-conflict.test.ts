import { describe, expect, test } from 'vitest'

import { conflictMessage } from './edit-conflict.ts'

const at = '2026-01-05T14:03:00.000Z'

describe('conflictMessage', () => {
	test("who came first, when in the reader's zone (named), and that the typing is still there", () => {
		const draft = { reason: 'draft', by: 'Sam (sam@x.io)', at, noun: 'project' } as const
		expect(conflictMessage(draft, 'America/New_York')).toBe(
			'Sam (sam@x.io) saved a draft of this project at Jan 5, 2026, 09:03 EST, after you opened it. Your changes are not saved yet: they are still in the form.',
		)
		expect(conflictMessage({ ...draft, reason: 'published' }, 'Asia/Kolkata')).toBe(
			'Sam (sam@x.io) published this project at Jan 5, 2026, 19:33 GMT+5:30, after your version was started. Your changes are not published: they are still in the form.',
		)
		expect(
			conflictMessage({ ...draft, reason: 'locked', noun: 'About page' }, 'Asia/Kolkata'),
		).toBe(
			'Sam (sam@x.io) is editing this About page now (since Jan 5, 2026, 19:33 GMT+5:30). Your changes are not saved: they are still in the form.',
		)
	})

	test('without a time zone (a line of the log read later) the time is left out; nobody known says so', () => {
		expect(
			conflictMessage({ reason: 'published', by: 'sam@x.io', at, noun: 'project' }, null),
		).toBe(
			'sam@x.io published this project, after your version was started. Your changes are not published: they are still in the form.',
		)
		expect(
			conflictMessage(
				{ reason: 'published', by: null, at: null, noun: 'project' },
				'UTC',
			),
		).toMatch(
			/^This project was changed by someone else after your version was started\./,
		)
	})
})
