import { describe, expect, test } from 'vitest'

import { formatWhen } from './activity-labels.ts'

describe('activity labels', () => {
	test('times are the same text everywhere (UTC)', () => {
		expect(formatWhen('2026-01-05T14:03:00.000Z')).toBe('Jan 5, 2026, 14:03 UTC')
	})
})
