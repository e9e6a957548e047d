import { createRequestHandler } from 'react-router'
import { describe, expect, test } from 'vitest'

import { testRequestClass } from '#app/server/http/testing.server.ts'

import { resourceCallerFor } from './requests.server.ts'
import { build, loadContext } from './testing.server.ts'

const handler = createRequestHandler(build, 'production')
const callerFor = resourceCallerFor(build, 'production')

function post(body: unknown) {
	return new Request('http://localhost/api/echo', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify(body),
	})
}

async function answer(response: Response) {
	return {
		status: response.status,
		body: await response.text(),
		type: response.headers.get('Content-Type'),
		echo: response.headers.get('X-Echo'),
	}
}

const classOf = (routeId: string) => ({ ...testRequestClass('public-api'), routeId })

describe('a public endpoint called with the classifier’s match', () => {
	test('answers as React Router’s handler does: a post, a refused GET, a plain value', async () => {
		const caller = await callerFor!(classOf('echo'), 'POST')
		expect(caller).not.toBeNull()
		for (const body of [{ say: 'hello' }, { say: 'hi', fail: 'value' }]) {
			expect(await answer(await caller!(post(body), loadContext('public-api')))).toEqual(
				await answer(await handler(post(body), loadContext('public-api'))),
			)
		}
		const get = await callerFor!(classOf('echo'), 'GET')
		const refused = await get!(new Request('http://localhost/api/echo'), loadContext())
		expect(refused.status).toBe(405)
		expect(refused.headers.get('Allow')).toBe('POST')
	})

	test('a thrown Response is the answer; a thrown error is left to the error handler', async () => {
		const caller = await callerFor!(classOf('echo'), 'POST')
		const thrown = await caller!(post({ fail: 'response' }), loadContext('public-api'))
		expect(thrown.status).toBe(418)
		expect(await thrown.json()).toEqual({ thrown: true })
		await expect(
			caller!(post({ fail: 'error' }), loadContext('public-api')),
		).rejects.toThrow('action failure')
	})

	test('goes through React Router for middleware, dynamic segments, pages, missing functions and data requests', async () => {
		expect(await callerFor!(classOf('walled'), 'POST')).toBeNull()
		expect(await callerFor!(classOf('thing'), 'GET')).toBeNull()
		expect(await callerFor!(classOf('plain'), 'GET')).toBeNull()
		expect(await callerFor!(classOf('echo'), 'PUT')).toBeNull()
		expect(await callerFor!(classOf('nowhere'), 'POST')).toBeNull()
		// React Router's client asks `…/api/echo.data` and reads its own encoding back.
		expect(await callerFor!({ ...classOf('echo'), isData: true }, 'POST')).toBeNull()
	})

	test('only in production', () => {
		expect(resourceCallerFor(build, 'development')).toBeNull()
	})
})
