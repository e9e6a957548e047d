import { Writable } from 'node:stream'

import { pino } from 'pino'
import {
	RouterContextProvider,
	UNSAFE_ErrorResponseImpl as ErrorResponse,
} from 'react-router'
import { describe, expect, test } from 'vitest'

import { requestContext } from '#app/server/context.server.ts'

import { handleError } from './entry.server.tsx'

function capturedLogger() {
	const lines: Array<Record<string, unknown>> = []
	const stream = new Writable({
		write(chunk: Buffer, _encoding, done) {
			lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
			done()
		},
	})
	return { logger: pino({ level: 'info' }, stream), lines }
}

function argsFor(request: Request) {
	const { logger, lines } = capturedLogger()
	const context = new RouterContextProvider()
	context.set(requestContext, {
		requestId: 'request-1',
		logger,
		clientAddress: '127.0.0.1',
	})
	return { args: { request, context, params: {} }, lines }
}

describe('handleError', () => {
	test('a request the router refuses is one info line, without a stack', () => {
		const { args, lines } = argsFor(
			new Request('http://localhost/about', { method: 'POST' }),
		)
		// What React Router throws for a form posted to a route without an action.
		const refusal = new ErrorResponse(
			405,
			'Method Not Allowed',
			new Error('You made a POST request to "/about" but did not provide an `action`'),
			true,
		)
		handleError(refusal, args)
		expect(lines).toHaveLength(1)
		expect(lines[0]).toMatchObject({
			level: 30,
			msg: 'request refused by the router',
			method: 'POST',
			path: '/about',
			status: 405,
		})
		expect(JSON.stringify(lines[0])).not.toContain('stack')
	})

	test('an error of ours is logged as an error, with its stack and the path', () => {
		const { args, lines } = argsFor(new Request('http://localhost/portfolio?page=2'))
		handleError(new Error('database is down'), args)
		expect(lines).toHaveLength(1)
		expect(lines[0]).toMatchObject({
			level: 50,
			msg: 'route error',
			path: '/portfolio',
			err: { message: 'database is down' },
		})
		expect((lines[0]?.err as { stack?: string }).stack).toContain('database is down')
	})

	test('a request the client gave up on is not logged', () => {
		const controller = new AbortController()
		controller.abort()
		const { args, lines } = argsFor(
			new Request('http://localhost/', { signal: controller.signal }),
		)
		handleError(new Error('aborted render'), args)
		expect(lines).toEqual([])
	})
})
