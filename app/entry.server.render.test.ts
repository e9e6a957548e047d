// The document render through React Router's own request handler, with this app's
// entry.server: one synchronous pass when the page has all it needs, the streaming render
// when part of it has to wait or fails.
import { Writable } from 'node:stream'

import { createElement, Suspense, use, type ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { pino } from 'pino'
import {
	createRequestHandler,
	Outlet,
	RouterContextProvider,
	Scripts,
	ServerRouter,
	useLoaderData,
	type EntryContext,
	type ServerBuild,
} from 'react-router'
import { describe, expect, test } from 'vitest'

import { requestContext } from '#app/server/context.server.ts'
import { testRequestClass } from '#app/server/http/testing.server.ts'

import * as entry from './entry.server.tsx'

const NONCE = 'test-nonce'

/** A promise that settles a little later than a synchronous render could wait. */
function later<T>(value: T, fail = false): Promise<T> {
	return new Promise((resolve, reject) =>
		setTimeout(() => (fail ? reject(new Error('late failure')) : resolve(value)), 20),
	)
}

const waits: { promise?: Promise<string> } = {}

function Document({ children }: { children: ReactNode }) {
	return createElement(
		'html',
		{ lang: 'en' },
		createElement('head', null, createElement('title', null, 'Test')),
		createElement('body', null, children, createElement(Scripts)),
	)
}

const routes: Record<string, { path?: string; module: Record<string, unknown> }> = {
	root: {
		path: '',
		module: {
			Layout: Document,
			default: () => createElement(Outlet),
			ErrorBoundary: () => createElement('h1', null, 'Something went wrong'),
		},
	},
	plain: {
		path: 'plain',
		module: {
			loader: () => ({ greeting: 'Hello <world> & friends' }),
			default: function Plain() {
				const { greeting } = useLoaderData<{ greeting: string }>()
				return createElement('main', null, createElement('h1', null, greeting))
			},
		},
	},
	// A boundary whose content waits for a promise (as a page's part would for its code).
	boundary: {
		path: 'boundary',
		module: {
			default: function Boundary() {
				return createElement(
					Suspense,
					{ fallback: createElement('p', null, 'Loading') },
					createElement(Waiting),
				)
			},
		},
	},
	// The same wait with no boundary around it: the whole page waits.
	shell: { path: 'shell', module: { default: () => createElement(Waiting) } },
	broken: {
		path: 'broken',
		module: {
			default: function Broken(): ReactNode {
				throw new Error('render failure')
			},
		},
	},
}

function Waiting() {
	return createElement(
		'p',
		null,
		`Waited for ${use((waits.promise ??= later('the data')))}`,
	)
}

// Each route's place in the tree, as the server build and the browser manifest both give it.
const placed = Object.entries(routes).map(([id, route]) => ({
	id,
	parentId: id === 'root' ? undefined : 'root',
	path: route.path,
	module: route.module,
}))

const build = {
	entry: { module: entry },
	routes: Object.fromEntries(placed.map((route) => [route.id, route])),
	assets: {
		entry: { imports: [], module: '/assets/entry.client.js' },
		url: '/assets/manifest.js',
		version: 'test',
		routes: Object.fromEntries(
			placed.map(({ module, ...route }) => [
				route.id,
				{
					...route,
					hasAction: false,
					hasLoader: 'loader' in module,
					hasClientAction: false,
					hasClientLoader: false,
					hasClientMiddleware: false,
					hasErrorBoundary: 'ErrorBoundary' in module,
					module: `/assets/${route.id}.js`,
					clientActionModule: undefined,
					clientLoaderModule: undefined,
					clientMiddlewareModule: undefined,
					hydrateFallbackModule: undefined,
				},
			]),
		),
	},
	publicPath: '/',
	assetsBuildDirectory: 'build/client',
	future: {},
	ssr: true,
	isSpaMode: false,
	prerender: [],
	routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild

const handler = createRequestHandler(build, 'production')

/** A dashboard page by default: the documents that hydrate, with React Router's data. */
function loadContext(kind: 'admin-page' | 'public-page' = 'admin-page') {
	const context = new RouterContextProvider()
	context.set(requestContext, {
		cspNonce: NONCE,
		requestId: 'request-1',
		logger: pino({ level: 'silent' }),
		clientAddress: '127.0.0.1',
		requestClass: testRequestClass(kind),
	})
	return context
}

async function get(path: string, kind?: 'admin-page' | 'public-page') {
	const response = await handler(
		new Request(`http://localhost${path}`),
		loadContext(kind),
	)
	return { status: response.status, html: await response.text() }
}

describe('the document render', () => {
	test('a page with all it needs: the whole document, its data script and React Router’s closing script', async () => {
		const { status, html } = await get('/plain')
		expect(status).toBe(200)
		expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/)
		expect(html).toContain('<h1>Hello &lt;world&gt; &amp; friends</h1>')
		// The loader's data, for hydration, and the end of the data stream.
		expect(html).toContain('"greeting\\",\\"Hello \\u003cworld\\u003e \\u0026 friends\\"')
		expect(html).toContain('window.__reactRouterContext.streamController.close();')
		expect(html).toContain(`nonce="${NONCE}"`)
		expect(html).not.toContain('<!--$!-->')
		expect(html).toMatch(/<\/html>$/)
	})

	test('a public page is not hydrated: the document goes without React Router’s data (decision 028)', async () => {
		const { status, html } = await get('/plain', 'public-page')
		expect(status).toBe(200)
		expect(html).toContain('<h1>Hello &lt;world&gt; &amp; friends</h1>')
		expect(html).not.toContain('streamController.enqueue')
		expect(html).not.toContain('streamController.close')
		expect(html).toMatch(/<\/html>$/)
	})

	test('the one-pass render writes what the streaming render writes, byte for byte', async () => {
		// Hoisted tags (title, meta, a preloaded image) and escaped text, as pages have.
		const page = createElement(
			'html',
			{ lang: 'en' },
			createElement('head', null, createElement('meta', { charSet: 'utf-8' })),
			createElement(
				'body',
				null,
				createElement('title', null, 'A & B'),
				createElement('img', { src: '/a.avif', alt: '', fetchPriority: 'high' }),
				createElement('p', { className: 'x' }, 'x < y', ' and ', 'y > z'),
			),
		)
		const streamed = await new Promise<string>((resolve, reject) => {
			const chunks: Buffer[] = []
			const { pipe } = renderToPipeableStream(page, {
				onAllReady() {
					pipe(
						new Writable({
							write(chunk: Buffer, _encoding, done) {
								chunks.push(chunk)
								done()
							},
							final(done) {
								resolve(Buffer.concat(chunks).toString())
								done()
							},
						}),
					)
				},
				onShellError: reject,
			})
		})
		expect(streamed).toContain(
			'<link rel="preload" as="image" href="/a.avif" fetchPriority="high"/>',
		)
		expect(entry.renderAtOnce(page)?.toString()).toBe(streamed)
	})

	test('content that waits inside a boundary: the streaming render waits for it', async () => {
		waits.promise = later('the data')
		const { status, html } = await get('/boundary')
		expect(status).toBe(200)
		expect(html).toContain('<p>Waited for the data</p>')
		expect(html).not.toContain('Loading')
		expect(html).not.toContain('<!--$!-->')
		expect(html).toContain('window.__reactRouterContext.streamController.close();')
	})

	test('a whole page that waits: the streaming render waits for it', async () => {
		waits.promise = later('the data')
		const { status, html } = await get('/shell')
		expect(status).toBe(200)
		expect(html).toContain('<p>Waited for the data</p>')
		expect(html).toContain('window.__reactRouterContext.streamController.close();')
	})

	test('a page whose wait fails: React Router’s error page, with a 500', async () => {
		waits.promise = later('never', true)
		const { status, html } = await get('/shell')
		expect(status).toBe(500)
		expect(html).toContain('<h1>Something went wrong</h1>')
	})

	test('a page that throws while rendering: React Router’s error page, with a 500', async () => {
		const { status, html } = await get('/broken')
		expect(status).toBe(500)
		expect(html).toContain('<h1>Something went wrong</h1>')
		expect(html).toContain('window.__reactRouterContext.streamController.close();')
	})

	test('React Router’s data script renders from the settled data in one synchronous pass', async () => {
		// The context React Router hands the entry, kept by an entry that renders nothing.
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
		await probe(new Request('http://localhost/plain'), loadContext())
		if (!captured) throw new Error('the entry was not called')
		const replay = await entry.settleHandoff(captured)
		captured.serverHandoffStream = replay?.()
		const html = entry.renderAtOnce(
			createElement(ServerRouter, {
				context: captured,
				url: 'http://localhost/plain',
				nonce: NONCE,
			}),
		)
		// Null would mean the data script still waits for a read: every page would then
		// take the slower streaming render (correct, but the point of the one pass is lost).
		expect(html?.toString()).toContain('friends\\"]\\n");</script>')
		expect(html?.toString()).toContain(
			'window.__reactRouterContext.streamController.close();',
		)
		// The replay gives each render the same chunks.
		const replayed = await new Response(replay?.()).text()
		expect(replayed).toContain('"Hello <world> & friends"')
	})
})
