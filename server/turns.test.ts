// The turn queue (decision 037): turns in the order asked, and the event loop gets back to
// its other work (timers, new requests) between slices, however long the queue.
import { describe, expect, test } from 'vitest'

import { TurnQueue } from './turns.ts'

/** Keeps the thread busy for `ms`, as a request's own work does. */
function busy(ms: number) {
	const until = performance.now() + ms
	while (performance.now() < until) {
		// spinning
	}
}

describe('TurnQueue', () => {
	test('turns come in the order they were asked for', async () => {
		const queue = new TurnQueue()
		const order: number[] = []
		await Promise.all(
			Array.from({ length: 50 }, (_, i) => queue.wait().then(() => order.push(i))),
		)
		expect(order).toEqual(Array.from({ length: 50 }, (_, i) => i))
	})

	test('a long queue gives way to the event loop after each slice', async () => {
		const queue = new TurnQueue({ sliceMs: 2 })
		const done: number[] = []
		// Asked for while 40 turns of 1 ms each wait: without slices it would come after all
		// of them, since every turn was queued before the loop's next look at its timers.
		let turnsBeforeTimer = -1
		const timer = new Promise<void>((resolve) =>
			setTimeout(() => {
				turnsBeforeTimer = done.length
				resolve()
			}, 0),
		)
		const turns = Array.from({ length: 40 }, (_, i) =>
			queue.wait().then(() => {
				busy(1)
				done.push(i)
			}),
		)
		await Promise.all([timer, ...turns])
		expect(done).toEqual(Array.from({ length: 40 }, (_, i) => i))
		expect(turnsBeforeTimer).toBeGreaterThanOrEqual(0)
		expect(turnsBeforeTimer).toBeLessThan(40)
	})

	test('work a turn starts with promises is counted in its slice', async () => {
		const queue = new TurnQueue({ sliceMs: 2 })
		const slices: number[][] = [[]]
		// The marker of each pass of the event loop: a new slice has begun once it fires.
		let passes = 0
		const tick = setInterval(() => {
			passes++
			slices.push([])
		}, 0)
		await Promise.all(
			Array.from({ length: 30 }, async (_, i) => {
				await queue.wait()
				// The turn's work continues after a few awaits, as a request handler's does.
				await Promise.resolve()
				await Promise.resolve()
				busy(1)
				slices.at(-1)!.push(i)
			}),
		)
		clearInterval(tick)
		expect(passes).toBeGreaterThan(0)
		// No slice ran much more than its 2 ms: at most 3 turns of 1 ms each.
		for (const slice of slices) expect(slice.length).toBeLessThanOrEqual(3)
	})
})
