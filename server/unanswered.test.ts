// A connection that sends requests ahead of their answers (HTTP/1.1 pipelining) is cut off
// past MAX_UNANSWERED, on a real server over real sockets; one that waits is served.
import { createServer, type Server, type ServerResponse } from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { afterEach, describe, expect, test } from 'vitest'

import { limitUnanswered, MAX_UNANSWERED } from './unanswered.ts'

let server: Server | undefined
afterEach(async () => {
	await new Promise<void>((resolve) =>
		server ? server.close(() => resolve()) : resolve(),
	)
	server = undefined
})

/** A server whose handler answers each request on a later turn, as a page in its turn. */
async function listen() {
	const handled: string[] = []
	const closed = new Set<ServerResponse>()
	server = createServer(
		limitUnanswered(
			(req, res) => {
				handled.push(req.url ?? '')
				setImmediate(() => res.end('ok'))
			},
			MAX_UNANSWERED,
			// Told when each answer's response closes, as the server counts those in flight.
			(res) => closed.add(res),
		),
	)
	server.listen(0, '127.0.0.1')
	await new Promise((resolve) => server!.once('listening', resolve))
	return { port: (server.address() as AddressInfo).port, handled, closed }
}

/** Sends `count` GETs in one write on one connection; resolves with the answers read. */
function pipeline(
	port: number,
	count: number,
): Promise<{ answers: number; closed: boolean }> {
	return new Promise((resolve) => {
		const socket = net.connect(port, '127.0.0.1')
		let text = ''
		const answers = () => text.split('HTTP/1.1 200').length - 1
		socket.on('data', (chunk) => {
			text += chunk.toString()
			if (answers() === count) {
				socket.end()
				resolve({ answers: count, closed: false })
			}
		})
		socket.on('error', () => {})
		socket.on('close', () => resolve({ answers: answers(), closed: true }))
		let requests = ''
		for (let i = 0; i < count; i++)
			requests += `GET /${i} HTTP/1.1\r\nHost: localhost\r\n\r\n`
		socket.write(requests)
	})
}

describe('requests sent ahead of their answers', () => {
	test(`up to ${MAX_UNANSWERED} on one connection are all answered, in order`, async () => {
		const { port, handled } = await listen()
		const result = await pipeline(port, MAX_UNANSWERED)
		expect(result).toEqual({ answers: MAX_UNANSWERED, closed: false })
		expect(handled).toEqual(Array.from({ length: MAX_UNANSWERED }, (_, i) => `/${i}`))
	})

	test('one more, and the connection is cut off; the server goes on serving others', async () => {
		const { port, handled, closed } = await listen()
		const result = await pipeline(port, 5_000)
		expect(result.closed).toBe(true)
		expect(result.answers).toBeLessThan(MAX_UNANSWERED)
		// The rest of the read was not handed on.
		expect(handled).toHaveLength(MAX_UNANSWERED)
		// Every answer it was owed is closed: nothing waits for them (the graceful shutdown
		// counts answers in flight by their close).
		await expect.poll(() => closed.size).toBe(MAX_UNANSWERED)
		expect(await pipeline(port, 1)).toEqual({ answers: 1, closed: false })
	})
})
