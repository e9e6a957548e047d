import { expect, test } from 'vitest'

import { describeEachDialect } from './db/testing.server.ts'
import {
	consumeRateLimit,
	countRateLimitHits,
	hashClientAddress,
	pruneRateLimitHits,
} from './rate-limit.server.ts'

const rule = { name: 'test', max: 3, windowMs: 60_000 }
const T0 = 1_700_000_000_000

test('client addresses are hashed with the secret', () => {
	const a = hashClientAddress('203.0.113.7', 'secret-one')
	expect(a).toHaveLength(32)
	expect(a).not.toContain('203')
	expect(hashClientAddress('203.0.113.7', 'secret-one')).toBe(a)
	expect(hashClientAddress('203.0.113.7', 'secret-two')).not.toBe(a)
})

describeEachDialect('rate limit', (t) => {
	test('allows `max` hits in any window, then refuses with the wait', async () => {
		const verdicts = []
		for (let i = 0; i < 3; i++)
			verdicts.push(await consumeRateLimit(t.db, rule, 'a', T0 + i * 10_000))
		expect(verdicts.map((v) => [v.allowed, v.remaining])).toEqual([
			[true, 2],
			[true, 1],
			[true, 0],
		])
		const refused = await consumeRateLimit(t.db, rule, 'a', T0 + 30_000)
		expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 30 })
		// A refused hit is not counted.
		expect(await countRateLimitHits(t.db, rule, 'a', T0 + 30_000)).toBe(3)
		// Another subject, or another rule, has its own count.
		expect((await consumeRateLimit(t.db, rule, 'b', T0 + 30_000)).allowed).toBe(true)
		expect(
			(await consumeRateLimit(t.db, { ...rule, name: 'other' }, 'a', T0 + 30_000))
				.allowed,
		).toBe(true)
		// The window slides: the first hit leaves it at T0 + 60 s.
		expect((await consumeRateLimit(t.db, rule, 'a', T0 + 59_999)).allowed).toBe(false)
		expect((await consumeRateLimit(t.db, rule, 'a', T0 + 60_000)).allowed).toBe(true)
		expect((await consumeRateLimit(t.db, rule, 'a', T0 + 60_001)).allowed).toBe(false)
	})

	test('concurrent hits never let more than `max` through', async () => {
		const verdicts = await Promise.all(
			Array.from({ length: 12 }, () => consumeRateLimit(t.db, rule, 'c', T0)),
		)
		const allowed = verdicts.filter((v) => v.allowed).length
		expect(allowed).toBeLessThanOrEqual(3)
		expect(await countRateLimitHits(t.db, rule, 'c', T0)).toBe(allowed)
	})

	test('old hits can be pruned', async () => {
		await consumeRateLimit(t.db, rule, 'a', T0)
		await consumeRateLimit(t.db, rule, 'b', T0 + 120_000)
		expect(await pruneRateLimitHits(t.db, 60_000, T0 + 120_000)).toBe(1)
		expect(await countRateLimitHits(t.db, rule, 'b', T0 + 120_000)).toBe(1)
	})
})
