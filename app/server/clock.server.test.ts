// Time that cannot be jumped: a test clock moves the wall by two hours either way, and no
// rate-limit window or sign-in lock lasts longer, or ends sooner, than its own length.
import { beforeAll, describe, expect, test } from 'vitest'

import {
	createInvitation,
	findUsableInvitation,
	INVITATION_TTL_MS,
} from './auth/invitations.server.ts'
import { prepareAuthSecret } from './auth/testing.server.ts'
import {
	recordFailedSignIn,
	SIGN_IN_FAILURE_LIMIT,
	SIGN_IN_LOCK_MS,
	signInLockedFor,
} from './auth/limits.server.ts'
import { createSteadyClock } from './clock.server.ts'
import { describeEachDialect } from './db/testing.server.ts'
import { consumeRateLimit } from './rate-limit.server.ts'

const HOUR = 3_600_000
const T0 = Date.parse('2026-11-25T10:00:00.000Z')
const rule = { name: 'contact', max: 3, windowMs: 10 * 60_000 }

beforeAll(prepareAuthSecret)

/** A wall clock the test sets, and a monotonic one it advances. */
function testClocks() {
	let wall = T0
	let monotonic = 1_000
	return {
		wall: () => wall,
		monotonic: () => monotonic,
		jumpWall: (ms: number) => (wall += ms),
		pass: (ms: number) => {
			wall += ms
			monotonic += ms
		},
	}
}

describe('the steady clock', () => {
	test('a wall-clock jump, back or forward, does not move it; time passing does', () => {
		const clocks = testClocks()
		const now = createSteadyClock(clocks.wall, clocks.monotonic)
		expect(now()).toBe(T0)
		clocks.jumpWall(-2 * HOUR)
		expect(now()).toBe(T0)
		clocks.jumpWall(+4 * HOUR)
		expect(now()).toBe(T0)
		clocks.pass(90_000)
		expect(now()).toBe(T0 + 90_000)
	})
})

describeEachDialect('rate limits across clock jumps', (t) => {
	async function fill(subject: string, at: number) {
		for (let i = 0; i < rule.max; i++)
			expect((await consumeRateLimit(t.db, rule, subject, at)).allowed).toBe(true)
		expect((await consumeRateLimit(t.db, rule, subject, at)).allowed).toBe(false)
	}

	test('in this process, the wall clock moved forward two hours frees nobody early', async () => {
		const clocks = testClocks()
		const now = createSteadyClock(clocks.wall, clocks.monotonic)
		await fill('a', now())
		clocks.jumpWall(2 * HOUR)
		clocks.pass(60_000)
		expect(await consumeRateLimit(t.db, rule, 'a', now())).toMatchObject({
			allowed: false,
			retryAfterSeconds: 9 * 60,
		})
		clocks.pass(9 * 60_000)
		expect((await consumeRateLimit(t.db, rule, 'a', now())).allowed).toBe(true)
	})

	test('hits stamped before the clock moved back two hours (a restart, another instance) refuse for one window at most', async () => {
		await fill('b', T0)
		// Now reads two hours earlier: the hits seem to come from the future.
		const back = T0 - 2 * HOUR
		const refused = await consumeRateLimit(t.db, rule, 'b', back)
		expect(refused.allowed).toBe(false)
		// Not the jump's length: at most one window from the jump.
		expect(refused.retryAfterSeconds).toBeLessThanOrEqual(rule.windowMs / 1000)
		expect(
			(await consumeRateLimit(t.db, rule, 'b', back + rule.windowMs - 1_000)).allowed,
		).toBe(false)
		expect(
			(await consumeRateLimit(t.db, rule, 'b', back + rule.windowMs + 1)).allowed,
		).toBe(true)
	})
})

describeEachDialect('sign-in locks across clock jumps', (t) => {
	test('a lock stamped before the clock moved back two hours ends one lock’s length later, not two hours later', async () => {
		const email = 'ada@example.com'
		let locked = false
		for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++)
			locked = (await recordFailedSignIn(t.db, email, T0)).locked
		expect(locked).toBe(true)
		expect(await signInLockedFor(t.db, email, T0)).toBe(SIGN_IN_LOCK_MS / 1000)

		const back = T0 - 2 * HOUR
		expect(await signInLockedFor(t.db, email, back)).toBe(SIGN_IN_LOCK_MS / 1000)
		expect(await signInLockedFor(t.db, email, back + SIGN_IN_LOCK_MS - 1_000)).toBe(1)
		expect(await signInLockedFor(t.db, email, back + SIGN_IN_LOCK_MS + 1)).toBe(0)
	})

	test('in this process, the wall clock moved forward two hours does not unlock early', async () => {
		const clocks = testClocks()
		const now = createSteadyClock(clocks.wall, clocks.monotonic)
		const email = 'grace@example.com'
		for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++)
			await recordFailedSignIn(t.db, email, now())
		clocks.jumpWall(2 * HOUR)
		clocks.pass(5 * 60_000)
		expect(await signInLockedFor(t.db, email, now())).toBe(
			(SIGN_IN_LOCK_MS - 5 * 60_000) / 1000,
		)
	})
})

describeEachDialect('invitation ages across clock jumps', (t) => {
	test('an invitation made before the clock moved back two hours lasts its 7 days from the jump, not two hours more', async () => {
		const { token } = await createInvitation(t.db, {
			email: 'new@example.com',
			invitedBy: null,
			now: T0,
		})
		const back = T0 - 2 * HOUR
		expect(await findUsableInvitation(t.db, token, back)).not.toBeNull()
		expect(
			await findUsableInvitation(t.db, token, back + INVITATION_TTL_MS - 1_000),
		).not.toBeNull()
		expect(
			await findUsableInvitation(t.db, token, back + INVITATION_TTL_MS + 1),
		).toBeNull()
	})
})
