// What app/server/render and the client entry rely on in React Router and React, one test
// each (decision 029). After an upgrade, a failing test names the internal that changed and
// where it is used; until that code is brought up to date, RENDER_MODE=stock renders with
// React Router's stock behaviour, which relies on none of the render internals (the
// decision-028 parts hold in both modes and must be fixed).
import { once } from 'node:events'
import { Writable } from 'node:stream'
import type { AddressInfo } from 'node:net'

import { createRequestHandler as createExpressHandler } from '@react-router/express'
import express from 'express'
import { createElement, Suspense, use } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import {
	createRequestHandler,
	ServerRouter,
	type EntryContext,
	type ServerBuild,
} from 'react-router'
import { describe, expect, test } from 'vitest'

import * as entry from '#app/entry.server.tsx'
import { testRequestClass } from '#app/server/http/testing.server.ts'

import { lowerScriptPreloads } from './finish.server.ts'
import { renderAtOnce, settleHandoff } from './one-pass.server.ts'
import { sendResponse, toFetchRequest } from './requests.server.ts'
import { build, loadContext, NONCE } from './testing.server.ts'

/** The context React Router hands the entry for `path`, kept by an entry that renders nothing. */
async function entryContextFor(path: string): Promise<EntryContext> {
	let captured: EntryContext | undefined
	const probe = createRequestHandler(
		{
			...build,
			entry: {
				module: {
					...entry,
					default: (
						...[, status, headers, context]: Parameters<typeof entry.default>
					) => {
						captured = context
						return new Response(null, { status, headers })
					},
				},
			},
		},
		'production',
	)
	await probe(new Request(`http://localhost${path}`), loadContext())
	if (!captured) throw new Error('the entry was not called')
	return captured
}

function renderRouter(context: EntryContext, path: string) {
	return renderAtOnce(
		createElement(ServerRouter, {
			context,
			url: `http://localhost${path}`,
			nonce: NONCE,
		}),
	)?.toString()
}

const changed = (internal: string, where: string) =>
	`React Router or React changed ${internal}, which ${where} relies on (decision 029); RENDER_MODE=stock renders without it meanwhile`

describe('what the render relies on', () => {
	test('renderMeta.streamCache: React Router’s data script renders from the settled data in one synchronous pass', async () => {
		const context = await entryContextFor('/plain')
		const replay = await settleHandoff(context)
		context.serverHandoffStream = replay?.()
		const html = renderRouter(context, '/plain')
		// Undefined would mean the data script still waits for a read: every page would then
		// take the slower streaming render (correct, but the point of the one pass is lost).
		expect(
			html,
			changed('<StreamTransfer> reading renderMeta.streamCache', 'the one-pass render'),
		).toContain('friends\\"]\\n");</script>')
		expect(html).toContain('window.__reactRouterContext.streamController.close();')
		// The replay gives each render the same chunks.
		expect(await new Response(replay?.()).text()).toContain('"Hello <world> & friends"')
	})

	test('serverHandoffStream: without it ServerRouter writes no data script (public pages)', async () => {
		const context = await entryContextFor('/plain')
		await context.serverHandoffStream?.cancel()
		context.serverHandoffStream = undefined
		const html = renderRouter(context, '/plain')
		expect(html).toContain('<h1>Hello &lt;world&gt; &amp; friends</h1>')
		expect(
			html,
			changed(
				'ServerRouter’s serverHandoffStream',
				'a public page without React Router’s data',
			),
		).not.toContain('streamController.enqueue')
	})

	test('manifest.entry: the entry context names the client entry and its imports', async () => {
		const context = await entryContextFor('/plain')
		expect(
			context.manifest.entry,
			changed('EntryContext.manifest.entry', 'the module script of a public page'),
		).toEqual({ module: '/assets/entry.client.js', imports: [] })
	})

	test('window.__reactRouterContext: React Router’s scripts set it, and the client entry hydrates where it is', async () => {
		const context = await entryContextFor('/plain')
		const replay = await settleHandoff(context)
		context.serverHandoffStream = replay?.()
		expect(
			renderRouter(context, '/plain'),
			changed('window.__reactRouterContext', 'app/entry.client.tsx (hydrate or enhance)'),
		).toContain('window.__reactRouterContext = ')
	})

	test('<link rel="modulepreload" : the markup of React Router’s script preloads', async () => {
		const context = await entryContextFor('/plain')
		context.serverHandoffStream = (await settleHandoff(context))?.()
		const html = renderRouter(context, '/plain') ?? ''
		expect(html, changed('the modulepreload markup', 'finishDocument')).toContain(
			'<link rel="modulepreload" href="/assets/entry.client.js"',
		)
		expect(lowerScriptPreloads(html)).toContain(
			'<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"',
		)
	})

	test('<!--$!-->: React’s marker of a boundary it left for the browser', async () => {
		function Fails(): never {
			throw new Error('fails on the server')
		}
		const page = createElement(
			'div',
			null,
			createElement(Suspense, { fallback: 'Loading' }, createElement(Fails)),
		)
		const html = await new Promise<string>((resolve) => {
			let text = ''
			const { pipe } = renderToPipeableStream(page, {
				onAllReady() {
					pipe(
						new Writable({
							write(chunk: Buffer, _encoding, done) {
								text += chunk.toString()
								done()
							},
							final(done) {
								resolve(text)
								done()
							},
						}),
					)
				},
				onError() {},
			})
		})
		expect(
			html,
			changed('the client-rendered boundary marker', 'renderAtOnce'),
		).toContain('<!--$!-->')
		expect(renderAtOnce(page)).toBeNull()
	})

	test('a boundary that waits makes renderToString throw or mark it, never render a fallback as the page', () => {
		const never = new Promise<string>(() => {})
		function Waits() {
			return use(never)
		}
		const page = createElement(Suspense, { fallback: 'Loading' }, createElement(Waits))
		expect(
			renderAtOnce(page),
			changed('renderToString on a suspended boundary', 'renderAtOnce'),
		).toBeNull()
	})
})

describe('the request plumbing, against @react-router/express', () => {
	/** What React Router's handler saw of a request, and what went back. */
	async function roundTrip(
		useOurs: boolean,
		init: {
			method: string
			path: string
			body?: string
			headers?: Record<string, string>
		},
	) {
		let seen:
			| { method: string; url: string; headers: [string, string][]; body: string }
			| undefined
		const probeBuild = {
			...build,
			entry: {
				module: {
					...entry,
					default: async (request: Request) => {
						// The two servers listen on different ports: the address without its origin.
						const url = new URL(request.url)
						seen = {
							method: request.method,
							url: `${url.protocol}${url.pathname}${url.search}`,
							headers: [...request.headers].filter(
								([name]) => name !== 'content-length' && name !== 'host',
							),
							body: request.method === 'GET' ? '' : await request.text(),
						}
						return new Response('<p>answer</p>', {
							status: 201,
							headers: {
								'Content-Type': 'text/html',
								'X-Probe': 'one',
								'Set-Cookie': 'a=1',
							},
						})
					},
				},
			},
		} as unknown as ServerBuild
		const app = express()
		if (useOurs) {
			const handle = createRequestHandler(probeBuild, 'production')
			app.use(async (req, res, next) => {
				try {
					const chunks: Buffer[] = []
					for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk)
					const body = req.method === 'GET' ? undefined : Buffer.concat(chunks)
					const requestClass = testRequestClass('public-api', req.path)
					await sendResponse(
						res,
						await handle(toFetchRequest(req, res, requestClass, body), loadContext()),
					)
				} catch (error) {
					next(error)
				}
			})
		} else {
			app.use(
				createExpressHandler({ build: probeBuild, getLoadContext: () => loadContext() }),
			)
		}
		const server = app.listen(0, '127.0.0.1')
		await once(server, 'listening')
		const { port } = server.address() as AddressInfo
		try {
			const response = await fetch(`http://127.0.0.1:${port}${init.path}`, {
				method: init.method,
				body: init.body,
				headers: init.headers,
			})
			return {
				seen,
				status: response.status,
				headers: [...response.headers].filter(
					([name]) => !['date', 'connection', 'keep-alive'].includes(name),
				),
				body: await response.text(),
			}
		} finally {
			server.close()
		}
	}

	for (const request of [
		{ method: 'GET', path: '/plain?x=1' },
		{
			method: 'POST',
			path: '/plain',
			body: 'a=1&b=%C3%A9',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		},
	]) {
		test(`${request.method}: React Router gets the request the Express adapter would give it, and its answer goes back the same`, async () => {
			const adapter = await roundTrip(false, request)
			const ours = await roundTrip(true, request)
			expect(
				ours,
				changed(
					'@react-router/express’s request and response conversion',
					'app/server/render/requests.server.ts',
				),
			).toEqual(adapter)
		})
	}
})
