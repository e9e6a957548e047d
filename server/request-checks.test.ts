// The checks before the router, in an Express app with the app's real route table (React
// Router's server build, through Vite): every route is walked through every spelling family,
// and the body limits, the cross-site guard and the request's shape are checked before any
// handler runs. tests/e2e/request-path.spec.ts does the same against the production server.
import { request as httpRequest, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import express from 'express'
import { pino } from 'pino'
import type { ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { CONTACT_MAX_BODY_BYTES } from '#app/lib/contact.ts'
import { BEACON_MAX_BYTES } from '#app/lib/web-vitals.ts'
import { RouteTable } from '#app/server/http/route-table.server.ts'
import { loadServerBuild } from '#app/server/http/server-build-testing.server.ts'

import {
	ADMIN_FORM_BODY_LIMIT,
	canonicalPath,
	FORM_BODY_LIMIT,
	limitBodies,
	refuseCrossSiteWrites,
} from './request-checks.ts'

let vite: ViteDevServer
let build: ServerBuild
let routes: RouteTable
let server: Server
let base: string
const reached: Array<{ method: string; url: string }> = []

beforeAll(async () => {
	;({ vite, build } = await loadServerBuild())
	routes = new RouteTable(build.routes)
	const app = express()
	app.use((req, _res, next) => {
		req.log = pino({ level: 'silent' })
		next()
	})
	app.use(canonicalPath(() => routes))
	app.use(limitBodies)
	app.use(refuseCrossSiteWrites('https://www.site.test'))
	app.use((req, res) => {
		reached.push({ method: req.method, url: req.originalUrl })
		// Nothing of the body is read before this point: the handler reads it.
		let size = 0
		req.on('data', (chunk: Buffer) => (size += chunk.length))
		req.on('end', () => res.json({ size }))
	})
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 120_000)

afterAll(async () => {
	await new Promise<void>((resolve) => server?.close(() => resolve()))
	await vite?.close()
})

/** Every route of the table with a path of its own, as a concrete canonical path. */
function routePaths(): Array<{ id: string; path: string }> {
	const full = (id: string): string => {
		const route = build.routes[id]
		if (!route) return ''
		const parent = route.parentId ? full(route.parentId) : ''
		return [parent, route.path ?? ''].filter(Boolean).join('/')
	}
	const path = (pattern: string) =>
		`/${pattern.replace(/:[^/]+/g, '123').replace(/\*$/, '4/5')}`.replace(/\/$/, '') ||
		'/'
	// Each page in the default language (no prefix) and in another (`/de/…`).
	return Object.keys(build.routes)
		.filter((id) => id !== 'root' && (build.routes[id]?.path || build.routes[id]?.index))
		.flatMap((id) => {
			const pattern = full(id)
			return pattern.includes(':lang?')
				? [
						{ id, path: path(pattern.replace(/:lang\?\/?/, '')) },
						{ id, path: path(pattern.replace(':lang?', 'de')) },
					]
				: [{ id, path: path(pattern) }]
		})
}

/** Other spellings of a path that React Router would match to the same route. */
function spellings(canonical: string, caseMatters: boolean): string[] {
	const [first = '', ...rest] = canonical.slice(1).split('/')
	const encodedLetter = first
		? `/%${first.charCodeAt(0).toString(16)}${first.slice(1)}/${rest.join('/')}`.replace(
				/\/$/,
				'',
			)
		: null
	return [
		caseMatters ? canonical.toUpperCase() : null,
		caseMatters
			? canonical.replace(/^\/(.)/, (_, c: string) => `/${c.toUpperCase()}`)
			: null,
		encodedLetter,
		`/x/..${canonical}`,
		`/x/%2e%2e${canonical}`,
		`/.${canonical}`,
		canonical.replace(/\//g, '//'),
		`${canonical}/`,
	].filter((variant): variant is string => variant !== null && variant !== canonical)
}

/** A raw request: the path exactly as given (fetch would resolve dot segments itself). */
/** The status line's code of a request written byte for byte (Node's client sends one Host). */
function rawStatus(request: string): Promise<number> {
	return new Promise((resolve, reject) => {
		const url = new URL(base)
		const socket = connect(Number(url.port), url.hostname, () => socket.end(request))
		let text = ''
		socket.on('data', (chunk: Buffer) => (text += chunk))
		socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0)))
		socket.on('error', reject)
	})
}

function send(
	method: string,
	path: string,
	{
		headers = {},
		body,
	}: { headers?: Record<string, string>; body?: string | string[] } = {},
): Promise<{
	status: number
	headers: Record<string, string | string[] | undefined>
	text: string
}> {
	return new Promise((resolve, reject) => {
		const url = new URL(base)
		const length =
			typeof body === 'string'
				? { 'content-length': String(Buffer.byteLength(body)) }
				: {}
		const req = httpRequest(
			{
				host: url.hostname,
				port: url.port,
				method,
				path,
				headers: { ...length, ...headers },
			},
			(res) => {
				let text = ''
				res.on('data', (chunk: Buffer) => (text += chunk))
				res.on('end', () =>
					resolve({ status: res.statusCode ?? 0, headers: res.headers, text }),
				)
			},
		)
		req.on('error', reject)
		for (const part of typeof body === 'string' ? [body] : (body ?? [])) req.write(part)
		req.end()
	})
}

describe('the canonical path', () => {
	test('every route at every other spelling is redirected to its canonical path (308, its query kept), never served', async () => {
		reached.length = 0
		for (const { id, path } of routePaths()) {
			const caseMatters = !['catch-all'].includes(id)
			for (const variant of spellings(path, caseMatters)) {
				for (const method of ['GET', 'HEAD', 'POST']) {
					const answer = await send(method, `${variant}?a=1&b=2`)
					expect(
						[answer.status, answer.headers.location],
						`${method} ${variant} (${id})`,
					).toEqual([308, `${path}?a=1&b=2`])
					expect(answer.headers['cache-control']).toBe('no-store')
				}
			}
		}
		expect(reached).toEqual([])
	})

	test('each canonical path reaches the router as it came', async () => {
		for (const { path } of routePaths()) {
			reached.length = 0
			expect((await send('GET', path)).status, path).toBe(200)
			expect(reached).toEqual([{ method: 'GET', url: path }])
		}
	})

	test('a parameter keeps its letter case and its characters, spelled the one way', () => {
		expect(routes.resolve('/portfolio/bUABSCzbUBmV')?.path).toBe(
			'/portfolio/bUABSCzbUBmV',
		)
		expect(routes.resolve('/PORTFOLIO/bUABSCzbUBmV')?.path).toBe(
			'/portfolio/bUABSCzbUBmV',
		)
		expect(routes.resolve('/portfolio/caf%C3%A9')?.path).toBe('/portfolio/caf%C3%A9')
		expect(routes.resolve('/portfolio/%63af%C3%A9')?.path).toBe('/portfolio/caf%C3%A9')
		expect(routes.resolve('/about.data')).toMatchObject({
			path: '/about.data',
			isData: true,
		})
		expect(routes.resolve('/_.data')).toMatchObject({ path: '/_.data', pagePath: '/' })
		// An encoded slash or a broken escape is no path.
		expect(routes.resolve('/portfolio/a%2Fb')).toBeNull()
		expect(routes.resolve('/portfolio/%E0%A4%A')).toBeNull()
	})

	test('a page shares its stored copy by its declared query only; the dashboard and previews never', () => {
		expect(routes.resolve('/portfolio')).toMatchObject({ shared: true, document: true })
		expect(routes.resolve('/preview/admin/about')).toMatchObject({ shared: false })
		expect(routes.resolve('/admin/inbox')).toMatchObject({ shared: false })
		expect(routes.resolve('/api/contact')).toMatchObject({
			shared: false,
			document: false,
		})
		expect(routes.resolve('/sitemap.xml')).toMatchObject({
			shared: true,
			document: false,
		})
		// Unknown paths: one stored page per header section.
		const notFound = (path: string) => {
			const route = routes.resolve(path)!
			return route.handle.sharedPath?.(route.pagePath)
		}
		expect(new Set(['/x', '/y/z', '/404'].map(notFound))).toEqual(new Set(['/not-found']))
		expect(notFound('/portfolio/a/b')).toBe('/projects/not-found')
		expect(notFound('/products/a/b')).toBe('/products/not-found/page')
	})

	test('methods the site does not answer: 405 with Allow; a malformed Host or target: 400', async () => {
		for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
			const answer = await send(method, '/admin/inbox')
			expect(answer.status, method).toBe(405)
			expect(answer.headers.allow).toBe('GET, HEAD, POST')
		}
		expect((await send('GET', '/', { headers: { host: 'bad host' } })).status).toBe(400)
		expect((await send('GET', '/', { headers: { host: 'a/b' } })).status).toBe(400)
		// Shaped like a host, yet no URL can hold it (it was a 500 from the cache's key).
		for (const host of ['evil.com:99999', '1.2.3.999', '[1:2]', '[.]'])
			expect((await send('GET', '/', { headers: { host } })).status, host).toBe(400)
		expect(
			await rawStatus('GET / HTTP/1.1\r\nHost: a.test\r\nHost: b.test\r\n\r\n'),
		).toBe(400)
		expect((await send('GET', '/%zz')).status).toBe(400)
		expect((await send('GET', '/a%2Fb')).status).toBe(400)
		expect(reached.filter(({ url }) => url.includes('%'))).toEqual([])
	})
})

describe('bodies', () => {
	test('a declared length over its route’s limit is refused with 413 before a byte is read', async () => {
		for (const [path, limit] of [
			['/api/contact', CONTACT_MAX_BODY_BYTES],
			['/api/contact-page', CONTACT_MAX_BODY_BYTES],
			['/api/vitals', BEACON_MAX_BYTES],
			['/admin/inbox', ADMIN_FORM_BODY_LIMIT],
			['/api/auth/sign-in/email', FORM_BODY_LIMIT],
			// The dashboard's pages for the signed-out take a visitor's limit.
			['/admin/login', FORM_BODY_LIMIT],
			['/admin/reset-password', FORM_BODY_LIMIT],
		] as const) {
			reached.length = 0
			const within = await send('POST', path, {
				headers: { 'content-type': 'text/plain', origin: base },
				body: 'x'.repeat(limit),
			})
			expect([within.status, within.text], path).toEqual([
				200,
				JSON.stringify({ size: limit }),
			])
			const over = await send('POST', path, {
				headers: { 'content-type': 'text/plain', origin: base },
				body: 'x'.repeat(limit + 1),
			})
			expect(over.status, path).toBe(413)
			expect(reached).toHaveLength(1)
			// An API says it in JSON, as its own answers are, whatever the client accepts.
			if (path.startsWith('/api/'))
				expect(JSON.parse(over.text), path).toEqual({
					ok: false,
					message: expect.stringMatching(/^The request body is larger than \d+ KB\.$/),
				})
		}
	})

	test('a body of no declared length is refused (411), but on the upload route, which counts its own', async () => {
		const chunked = { 'transfer-encoding': 'chunked', origin: base }
		expect(
			(await send('POST', '/api/contact', { headers: chunked, body: ['{', '}'] })).status,
		).toBe(411)
		const upload = await send('POST', '/admin/api/upload?kind=banner', {
			headers: chunked,
			body: ['x'.repeat(300_000), 'y'.repeat(300_000)],
		})
		expect([upload.status, upload.text]).toEqual([200, JSON.stringify({ size: 600_000 })])
	})
})

describe('cross-site writes', () => {
	test('to the dashboard, the auth API or a page: 403 before any handler runs', async () => {
		reached.length = 0
		for (const path of [
			'/admin/inbox',
			'/admin/api/upload',
			'/api/auth/sign-in/email',
			'/admin/login',
			'/contact',
			'/de/contact',
			'/contact.data',
			'/no-such-page',
		]) {
			for (const headers of [
				{ origin: 'https://evil.example' } as Record<string, string>,
				{ origin: 'null' },
				{ 'sec-fetch-site': 'cross-site' },
				{ 'sec-fetch-site': 'same-site', origin: 'https://sub.site.test' },
			]) {
				const answer = await send('POST', path, { headers, body: 'a=1' })
				expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403)
			}
		}
		expect(reached).toEqual([])
	})

	test('from the site itself, its SITE_URL, or a client that is not a browser: through', async () => {
		for (const headers of [
			{ origin: base, 'sec-fetch-site': 'same-origin' } as Record<string, string>,
			{ origin: 'https://www.site.test' },
			{},
		]) {
			for (const path of ['/admin/inbox', '/contact'])
				expect((await send('POST', path, { headers, body: 'a=1' })).status).toBe(200)
		}
		// Reads and the public forms are not guarded: another site's form may post a message.
		expect(
			(await send('GET', '/admin/inbox', { headers: { origin: 'https://evil.example' } }))
				.status,
		).toBe(200)
		expect(
			(
				await send('POST', '/api/contact', {
					headers: { origin: 'https://evil.example' },
					body: '{}',
				})
			).status,
		).toBe(200)
	})
})
