import { describe, expect, test } from 'vitest'

import { randomText } from './random.server.ts'

describe('random values from the pool', () => {
	test('never the same twice across many refills, of the length asked, never zeroed leftovers', () => {
		const seen = new Set<string>()
		for (let i = 0; i < 5000; i++) {
			// Sizes that do not divide the pool: values that straddle a refill start anew.
			const value = randomText(9 + (i % 7), 'base64url')
			expect(Buffer.from(value, 'base64url')).toHaveLength(9 + (i % 7))
			expect(value).not.toMatch(/^A+$/)
			seen.add(value)
		}
		expect(seen.size).toBe(5000)
	})

	test('more than a pool holds is read straight from the generator', () => {
		const big = randomText(5000, 'hex')
		expect(big).toMatch(/^[0-9a-f]{10000}$/)
		expect(big).not.toBe(randomText(5000, 'hex'))
	})
})
