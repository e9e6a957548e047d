// A small app built the way React Router builds one, for the render's tests: a root with
// React Router's scripts and a few pages (one with data, one that waits inside a boundary,
// one whose whole page waits, one that throws), rendered through React Router's own request
// handler with this app's entry.server.
import { createElement, Suspense, use, type ReactNode } from 'react'
import { pino } from 'pino'
import {
	createRequestHandler,
	data,
	Outlet,
	RouterContextProvider,
	Scripts,
	useLoaderData,
	type ServerBuild,
} from 'react-router'

import * as entry from '#app/entry.server.tsx'
import { requestContext } from '#app/server/context.server.ts'
import { testRequestClass } from '#app/server/http/testing.server.ts'
import type { RequestKind } from '#app/server/http/request-class.server.ts'

export const NONCE = 'test-nonce'

/** A promise that settles a little later than a synchronous render could wait. */
export function later<T>(value: T, fail = false): Promise<T> {
	return new Promise((resolve, reject) =>
		setTimeout(() => (fail ? reject(new Error('late failure')) : resolve(value)), 20),
	)
}

export const waits: { promise?: Promise<string> } = {}

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

/** The endpoints (resource routes) the direct caller is tested with (requests.server.ts). */
const endpoints: typeof routes = {
	// As the contact endpoints: a JSON post answered from the context's values, GET refused.
	echo: {
		path: 'api/echo',
		module: {
			loader: () =>
				Response.json({ ok: false }, { status: 405, headers: { Allow: 'POST' } }),
			action: async ({
				request,
				context,
			}: {
				request: Request
				context: RouterContextProvider
			}) => {
				const body = (await request.json()) as { say?: string; fail?: string }
				if (body.fail === 'response')
					throw Response.json({ thrown: true }, { status: 418 })
				if (body.fail === 'error') throw new Error('action failure')
				if (body.fail === 'value') return { value: body.say }
				if (body.fail === 'data')
					return data({ said: body.say }, { status: 202, headers: { 'X-Echo': 'data' } })
				return Response.json(
					{ said: body.say, requestId: context.get(requestContext).requestId },
					{ headers: { 'X-Echo': 'yes' } },
				)
			},
		},
	},
	walled: {
		path: 'api/walled',
		module: {
			middleware: [async (_args: unknown, next: () => Promise<Response>) => next()],
			action: () => new Response('behind the wall'),
		},
	},
	thing: { path: 'api/things/:id', module: { loader: () => new Response('a thing') } },
}
Object.assign(routes, endpoints)

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

export const build = {
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
export function loadContext(kind: RequestKind = 'admin-page') {
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

/** A page through React Router's handler, as a browser (or with `userAgent`, a bot) asks. */
export async function get(
	path: string,
	{ kind, userAgent }: { kind?: RequestKind; userAgent?: string } = {},
) {
	const response = await handler(
		new Request(`http://localhost${path}`, {
			headers: userAgent ? { 'User-Agent': userAgent } : {},
		}),
		loadContext(kind),
	)
	return { status: response.status, html: await response.text() }
}
