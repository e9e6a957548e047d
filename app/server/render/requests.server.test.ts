import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

import express from 'express'
import { createRequestHandler } from 'react-router'
import { describe, expect, test } from 'vitest'

import { testRequestClass } from '#app/server/http/testing.server.ts'

import {
	resourceCallerFor,
	sendResponse,
	toFetchRequest,
	type EndpointAnswer,
} from './requests.server.ts'
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

/** What a client gets: from a Response, or from the bytes a direct call hands the writer. */
async function answer(response: Response | EndpointAnswer) {
	return {
		status: response.status,
		body: response instanceof Response ? await response.text() : response.body.toString(),
		type: response.headers.get('Content-Type'),
		echo: response.headers.get('X-Echo'),
	}
}

const classOf = (routeId: string) => ({ ...testRequestClass('public-api'), routeId })

describe('a public endpoint called with the classifier’s match', () => {
	test('answers as React Router’s handler does: a post, a refused GET, a plain value', async () => {
		const caller = await callerFor!(classOf('echo'), 'POST')
		expect(caller).not.toBeNull()
		for (const body of [
			{ say: 'hello' },
			{ say: 'hi', fail: 'value' },
			{ say: 'hey', fail: 'data' },
		]) {
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
		expect(thrown).toBeInstanceOf(Response)
		expect(await answer(thrown)).toMatchObject({ status: 418, body: '{"thrown":true}' })
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

describe('the Request of a direct endpoint call', () => {
	test('carries the method and headers but no body: the action has it from the context', async () => {
		const app = express()
		app.use(async (req, res) => {
			const chunks: Buffer[] = []
			for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk)
			const request = toFetchRequest(
				req,
				res,
				testRequestClass('public-api', req.path),
				Buffer.concat(chunks),
				{ abortable: false, bodyless: true },
			)
			res.json({
				method: request.method,
				body: request.body,
				type: request.headers.get('content-type'),
				signal: request.signal.aborted,
			})
		})
		const server = app.listen(0, '127.0.0.1')
		await once(server, 'listening')
		try {
			const { port } = server.address() as AddressInfo
			const response = await fetch(`http://127.0.0.1:${port}/api/echo`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ say: 'hello' }),
			})
			expect(await response.json()).toEqual({
				method: 'POST',
				body: null,
				type: 'application/json',
				signal: false,
			})
		} finally {
			server.close()
		}
	})
})

describe('a Response sent through Express', () => {
	test('its headers replace the defaults set before it, each sent once; every cookie is kept', async () => {
		const app = express()
		app.use((_req, res, next) => {
			// What helmet and the request layer set ahead of every answer.
			res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
			res.setHeader('X-Frame-Options', 'DENY')
			next()
		})
		app.use(async (_req, res) => {
			const headers = new Headers({
				'Referrer-Policy': 'strict-origin',
				'Content-Type': 'text/plain',
			})
			headers.append('Set-Cookie', 'a=1; Path=/')
			headers.append('Set-Cookie', 'b=2; Path=/')
			await sendResponse(res, new Response('ok', { headers }))
		})
		const server = app.listen(0, '127.0.0.1')
		await once(server, 'listening')
		try {
			const { port } = server.address() as AddressInfo
			const response = await fetch(`http://127.0.0.1:${port}/`)
			expect(response.headers.get('Referrer-Policy')).toBe('strict-origin')
			expect(response.headers.get('X-Frame-Options')).toBe('DENY')
			expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
			expect(await response.text()).toBe('ok')
		} finally {
			server.close()
		}
	})
})
