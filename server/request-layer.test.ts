// The request layer in an Express app, with the classifier made from the app's real route
// table (React Router's server build, through Vite): every route is walked through every
// spelling family, and the guard, the body limits and the request's shape are checked
// before any handler runs. tests/e2e/request-path.spec.ts does the same against the
// production server, signed in.
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import net from 'node:net'
import { request as httpRequest } from 'node:http'

import express from 'express'
import type { ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '#app/server/auth/http-guard.server.ts'
import { loadServerBuild } from '#app/server/http/server-build-testing.server.ts'
import {
	RequestClassifier,
	type Classified,
} from '#app/server/http/request-class.server.ts'

import { requestLayer, stampClientAddress } from './request-layer.ts'
import { TurnQueue } from './turns.ts'

const LIMITS = { formBodyLimit: 1_000, adminFormBodyLimit: 2_000, uploadBodyLimit: 5_000 }

let vite: ViteDevServer
let build: ServerBuild
let classifier: RequestClassifier
let server: Server
let base: string
const reached: Array<{
	method: string
	url: string
	requestClass: Classified
	body: number
}> = []

beforeAll(async () => {
	;({ vite, build } = await loadServerBuild())
	classifier = new RequestClassifier(build.routes, {
		...LIMITS,
		manifestPath:
			build.routeDiscovery.mode === 'lazy'
				? build.routeDiscovery.manifestPath
				: undefined,
	})

	const app = express()
	app.use(stampClientAddress)
	app.use(
		requestLayer({ classifier: () => classifier, siteUrl: 'https://www.site.test' }),
	)
	app.use((req, res) => {
		const requestClass = res.locals.requestClass as Classified
		const body = (res.locals.body as Buffer | undefined)?.length ?? -1
		reached.push({ method: req.method, url: req.originalUrl, requestClass, body })
		// A handler adding its own caching header does not undo the guard's.
		res.append('Cache-Control', 'max-age=60')
		res.json({ client: req.get(CLIENT_ADDRESS_HEADER) ?? null, kind: requestClass.kind })
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
		const own = route.path ?? ''
		const parent = route.parentId ? full(route.parentId) : ''
		return [parent, own].filter(Boolean).join('/')
	}
	return (
		Object.keys(build.routes)
			// Layouts without a path of their own are reached only through their children.
			.filter(
				(id) => id !== 'root' && (build.routes[id]?.path || build.routes[id]?.index),
			)
			.map((id) => ({
				id,
				path:
					`/${full(id)
						.replace(/:[^/]+/g, 'some-id')
						.replace(/\*$/, 'some/where')}`.replace(/\/$/, '') || '/',
			}))
	)
}

/**
 * Other spellings of one path that React Router would match to the same route. An unknown
 * path (the site's catch-all) has no canonical letter case: its case variants are other
 * unknown paths.
 */
function spellings(canonical: string, caseMatters = true): string[] {
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
			? canonical.replace(/^\/(.)/, (_, letter: string) => `/${letter.toUpperCase()}`)
			: null,
		encodedLetter,
		`/x/..${canonical}`,
		`/x/%2e%2e${canonical}`,
		`/.${canonical}`,
		canonical.replace(/\//g, '//'),
		`${canonical}/`,
		`${canonical === '/' ? '/_' : canonical}.DATA`,
	].filter(
		(variant): variant is string =>
			variant !== null && variant !== canonical && variant !== '/.data',
	)
}

describe('the classifier on the real route table', () => {
	test('every route is one kind, decided from its match: admin, its API, auth, public', () => {
		const kinds = new Map(
			routePaths().map(({ id, path: route }) => {
				const decision = classifier.classify('GET', route)
				expect(decision.type, route).toBe('route')
				return [id, decision.type === 'route' ? decision.request : null] as const
			}),
		)
		expect(kinds.get('routes/admin/inbox')?.kind).toBe('admin-page')
		expect(kinds.get('routes/admin/inbox')?.guarded).toBe(true)
		expect(kinds.get('routes/admin/login')?.kind).toBe('admin-page')
		expect(kinds.get('routes/admin/api/upload')?.kind).toBe('admin-api')
		expect(kinds.get('routes/api/auth')?.kind).toBe('auth-api')
		expect(kinds.get('routes/api/contact')?.kind).toBe('public-api')
		expect(kinds.get('routes/site/about')?.kind).toBe('public-page')
		expect(kinds.get('routes/site/about')?.guarded).toBe(false)
		// A draft's preview (decision 033): the preview layout and every page under it.
		for (const id of [
			'routes/site/preview',
			'preview-portfolio-project',
			'preview-home',
			'preview-about',
			'preview-services',
			'preview-contact',
		])
			expect(kinds.get(id)?.kind, id).toBe('preview-page')
		expect(kinds.get('preview-product-project')?.guarded).toBe(false)
		for (const [id, request] of kinds) {
			expect(request?.guarded, id).toBe(
				id.startsWith('routes/admin/') ||
					id.startsWith('admin-') ||
					id === 'routes/api/auth',
			)
		}
	})

	test('every other spelling of every route is redirected (GET, HEAD) or refused, never served', () => {
		for (const { id, path: route } of routePaths()) {
			for (const variant of spellings(route, id !== 'catch-all')) {
				for (const method of ['GET', 'HEAD']) {
					const decision = classifier.classify(method, `${variant}?a=1`)
					expect(decision.type, `${method} ${variant}`).toBe('redirect')
					if (decision.type !== 'redirect') continue
					// The redirect lands on the canonical spelling, which is served as itself.
					const landed = classifier.classify(method, decision.location)
					expect(landed.type, `${variant} → ${decision.location}`).toBe('route')
					expect(decision.location.endsWith('?a=1')).toBe(true)
				}
				for (const method of ['POST']) {
					const decision = classifier.classify(method, variant)
					expect(decision.type, `${method} ${variant}`).toBe('refuse')
				}
			}
		}
	})

	test('a public page keeps only the query parameters its route declares', () => {
		const query = (target: string) => {
			const decision = classifier.classify('GET', target)
			return decision.type === 'route' ? decision.request.query : null
		}
		expect(query('/?utm_source=x&gclid=1')).toBe('')
		expect(query('/portfolio?utm_medium=y&tab=websites&page=2&fbclid=z')).toBe(
			'?page=2&tab=websites',
		)
		expect(query('/portfolio?page=2&tab=websites')).toBe('?page=2&tab=websites')
		expect(query('/services?tab=websites&page=3')).toBe('?tab=websites')
		expect(query('/about?tab=websites')).toBe('')
		// Only as the page reads them: its first value, canonical; a value the page reads as
		// its default (or does not know) is no value.
		for (const same of [
			'/portfolio?tab=nonsense',
			'/portfolio?tab=WEBSITES',
			'/portfolio?tab=mobile',
			'/portfolio?tab=',
			'/portfolio?page=1',
			'/portfolio?page=01',
			'/portfolio?page=abc',
			'/portfolio?page=-2',
			'/portfolio?page=1234567890',
			'/services?tab=mobile',
			'/services?tab=%20websites',
		]) {
			expect(query(same), same).toBe('')
		}
		expect(query('/portfolio?tab=websites&tab=mobile&page=3&page=4')).toBe(
			'?page=3&tab=websites',
		)
		expect(query('/portfolio?tab=mobile&tab=websites')).toBe('')
		expect(query('/services?tab=smart-systems')).toBe('?tab=smart-systems')
		// React Router's own parameter stays on its data requests.
		expect(query('/portfolio.data?_routes=routes%2Fsite%2Fportfolio&utm_source=1')).toBe(
			'?_routes=routes%2Fsite%2Fportfolio',
		)
	})

	test('unknown paths are rendered once per header section, not once per path', () => {
		const renderPath = (target: string) => {
			const decision = classifier.classify('GET', target)
			return decision.type === 'route' ? decision.request.renderPath : null
		}
		expect(renderPath('/wp-login.php')).toBe(renderPath('/.env'))
		expect(renderPath('/projects/old')).toBe(renderPath('/portfolio/a/b'))
		expect(renderPath('/projects/old')).not.toBe(renderPath('/wp-login.php'))
		expect(renderPath('/products/a/b')).not.toBe(renderPath('/wp-login.php'))
		// The /404 page is its own route, with its own path.
		expect(renderPath('/404')).toBe('/404')
	})

	test("React Router's route manifest is its own kind, with its query, never a page", () => {
		const decision = classifier.classify('GET', '/__manifest?p=%2Fabout&version=abc')
		expect(decision.type === 'route' && decision.request.kind).toBe('router-manifest')
		expect(decision.type === 'route' && decision.request.query).toBe(
			'?p=%2Fabout&version=abc',
		)
	})

	test('methods, targets and encodings no route answers are refused', () => {
		const refusal = (method: string, target: string) => {
			const decision = classifier.classify(method, target)
			return decision.type === 'refuse' ? decision.status : decision.type
		}
		expect(refusal('TRACE', '/')).toBe(405)
		expect(refusal('PUT', '/admin')).toBe(405)
		expect(refusal('BREW', '/')).toBe(501)
		expect(refusal('GET', 'http://evil.example/')).toBe(400)
		expect(refusal('GET', '*')).toBe(400)
		expect(refusal('GET', '/%zz')).toBe(400)
		expect(refusal('GET', '/a%2Fb')).toBe(400)
		expect(refusal('GET', '/a\\b')).toBe(400)
		expect(refusal('GET', '/%00')).toBe(400)
	})

	test('a POST reaches only a route with an action, found as React Router finds it', () => {
		const post = (target: string) => {
			const decision = classifier.classify('POST', target)
			if (decision.type === 'refuse') return `${decision.status} ${decision.allow}`
			if (decision.type === 'redirect') return `redirect ${decision.location}`
			return `${decision.request.kind} ${decision.request.takesPost}`
		}
		// Endpoints and dashboard forms with an action.
		expect(post('/api/contact')).toBe('public-api true')
		expect(post('/admin/inbox')).toBe('admin-page true')
		expect(post('/admin/inbox.data')).toBe('admin-page true')
		// The dashboard's index route takes posts at its own path (it adds to the path).
		expect(post('/admin')).toBe('admin-page true')
		expect(post('/admin?index')).toBe('admin-page true')
		// Without one: a public page keeps its designed 405 page (from the render cache);
		// everything else is refused before its body is read, with the methods it answers.
		expect(post('/about')).toBe('public-page false')
		expect(post('/not/a/page')).toBe('public-page false')
		expect(post('/about.data')).toBe('405 GET, HEAD')
		expect(post('/api/form-token')).toBe('405 GET, HEAD')
		expect(post('/admin/activity')).toBe('405 GET, HEAD')
		expect(post('/admin/api/media')).toBe('405 GET, HEAD')
		expect(post('/preview/some-token/about')).toBe('405 GET, HEAD')
		// The site's home is an index route with no path of its own: a POST to `/` is the
		// root route's (no action), one to `/?index` the home page's (none either).
		expect(post('/')).toBe('public-page false')
		expect(post('/?index')).toBe('public-page false')
		expect(post('/_.data?index')).toBe('405 GET, HEAD')
	})
})

describe('the request layer in an Express app', () => {
	test('a cross-site write to the dashboard or the auth API is refused with 403 before any handler runs', async () => {
		reached.length = 0
		const attempts: Record<string, string>[] = [
			{ Origin: 'https://evil.example' },
			{ 'Sec-Fetch-Site': 'cross-site' },
			{ Origin: 'null' },
		]
		for (const headers of attempts) {
			const response = await fetch(`${base}/admin/team`, {
				method: 'POST',
				headers,
				body: 'intent=remove',
			})
			expect(response.status).toBe(403)
			expect(response.headers.get('cache-control')).toBe('no-store')
		}
		const api = await fetch(`${base}/api/auth/sign-out`, {
			method: 'POST',
			headers: { 'Sec-Fetch-Site': 'cross-site', Accept: 'application/json' },
		})
		expect(api.status).toBe(403)
		expect(await api.json()).toEqual({
			ok: false,
			message: 'Cross-site request refused.',
		})
		// The upload at another spelling: refused too, never stored.
		for (const variant of [
			'/ADMIN/api/upload?kind=logo',
			'/%61dmin/api/upload?kind=logo',
		]) {
			const upload = await fetch(`${base}${variant}`, {
				method: 'POST',
				headers: { 'Sec-Fetch-Site': 'cross-site', Cookie: 'aster.session_token=x' },
				body: 'image',
			})
			expect(upload.status, variant).toBeGreaterThanOrEqual(400)
			expect(upload.status, variant).toBeLessThan(500)
		}
		expect(reached).toEqual([])
	})

	test('same-origin and SITE_URL-origin writes reach the handler', async () => {
		reached.length = 0
		const same = await fetch(`${base}/admin/team`, {
			method: 'POST',
			headers: { Origin: base, 'Sec-Fetch-Site': 'same-origin' },
		})
		expect(same.status).toBe(200)
		const site = await fetch(`${base}/admin/team`, {
			method: 'POST',
			headers: { Origin: 'https://www.site.test' },
		})
		expect(site.status).toBe(200)
		expect(reached.map(({ method, url }) => `${method} ${url}`)).toEqual([
			'POST /admin/team',
			'POST /admin/team',
		])
	})

	test('admin and auth responses are never stored; public ones are left to their handler', async () => {
		for (const target of [
			'/admin',
			'/admin/login',
			'/admin.data',
			'/api/auth/get-session',
		]) {
			const response = await fetch(`${base}${target}`)
			expect(response.headers.get('cache-control'), target).toBe('no-store')
			expect(response.headers.get('x-robots-tag'), target).toBe('noindex, nofollow')
		}
		const home = await fetch(`${base}/`)
		expect(home.headers.get('cache-control')).toBe('max-age=60')
		// A draft's preview is one person's, whatever its handler says, and its token (in the
		// path) goes to no other page as a Referer.
		for (const target of [
			'/preview/admin/portfolio/some-id',
			'/preview/some-token/products/some-id.data',
			'/preview/some-token',
		]) {
			const response = await fetch(`${base}${target}`)
			expect(await response.json(), target).toMatchObject({ kind: 'preview-page' })
			expect(response.headers.get('cache-control'), target).toBe('no-store')
			expect(response.headers.get('x-robots-tag'), target).toBe('noindex, nofollow')
			expect(response.headers.get('referrer-policy'), target).toBe('no-referrer')
		}
		// Its other spellings are redirected to it, as every path's are.
		const upper = await fetch(`${base}/PREVIEW/some-token/portfolio/some-id`, {
			redirect: 'manual',
		})
		expect(upper.status).toBe(308)
		expect(upper.headers.get('location')).toBe('/preview/some-token/portfolio/some-id')
	})

	test('another spelling is redirected to the canonical path with its query, never served', async () => {
		reached.length = 0
		for (const variant of [
			'/ADMIN/inbox',
			'/%61dmin/inbox',
			'/admin//inbox',
			'/admin/inbox/',
		]) {
			const response = await fetch(`${base}${variant}?folder=spam`, {
				redirect: 'manual',
			})
			expect(response.status, variant).toBe(308)
			expect(response.headers.get('location'), variant).toBe('/admin/inbox?folder=spam')
			expect(response.headers.get('cache-control'), variant).toBe('no-store')
		}
		expect(reached).toEqual([])
	})

	test('the client address comes from the socket, not from the client', async () => {
		const response = await fetch(`${base}/admin`, {
			headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.1' },
		})
		expect(await response.json()).toMatchObject({ client: '127.0.0.1' })
	})

	test('an unsupported method is 405 with Allow; a malformed Host is 400', async () => {
		const trace = await rawRequest({ method: 'TRACE', path: '/' })
		expect(trace.status).toBe(405)
		expect(trace.headers['allow']).toBe('GET, HEAD')
		const put = await rawRequest({ method: 'PUT', path: '/api/contact' })
		expect(put.status).toBe(405)
		expect(put.headers['allow']).toBe('GET, HEAD, POST')
		for (const host of ['[::1', 'a b', 'evil.example/x', 'host:port', '']) {
			const response = await rawRequest({
				method: 'GET',
				path: '/',
				headers: { Host: host },
			})
			expect(response.status, host).toBe(400)
		}
	})

	test('a body over the route limit is refused with 413 before it is read, declared or not', async () => {
		reached.length = 0
		const declared = await rawRequest({
			method: 'POST',
			path: '/api/contact',
			headers: { 'Content-Length': String(100 * 1024 * 1024) },
			body: '',
			endEarly: true,
		})
		expect(declared.status).toBe(413)
		const chunked = await rawRequest({
			method: 'POST',
			path: '/admin/login',
			headers: { 'Transfer-Encoding': 'chunked' },
			body: 'x'.repeat(LIMITS.adminFormBodyLimit + 1),
		})
		expect(chunked.status).toBe(413)
		expect(reached).toEqual([])
		const within = await fetch(`${base}/api/contact`, {
			method: 'POST',
			body: 'x'.repeat(LIMITS.formBodyLimit),
		})
		expect(within.status).toBe(200)
		expect(reached.at(-1)?.body).toBe(LIMITS.formBodyLimit)
	})
})

/** A request fetch() would not send (a bad Host, a TRACE), over a raw socket. */
function rawRequest(options: {
	method: string
	path: string
	headers?: Record<string, string>
	body?: string
	endEarly?: boolean
}): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
	const url = new URL(base)
	return new Promise((resolve, reject) => {
		const request = httpRequest(
			{
				host: url.hostname,
				port: url.port,
				method: options.method,
				path: options.path,
				headers: options.headers,
				setHost: !options.headers?.Host && options.headers?.Host !== '',
			},
			(response) => {
				response.resume()
				resolve({ status: response.statusCode ?? 0, headers: response.headers })
			},
		)
		request.on('error', (error) => {
			if (!options.endEarly) reject(error)
		})
		if (options.body !== undefined) request.write(options.body)
		if (!options.endEarly) request.end()
	})
}

describe('turns (decision 037)', () => {
	/** An app whose handler takes 3 ms a request, and the order in which it handled them. */
	async function slowApp(publicCount: number) {
		const handled: string[] = []
		const receivedAt = new Map<string, number>()
		let allPublicReceived = () => {}
		const publicReceived = new Promise<void>((resolve) => (allPublicReceived = resolve))
		const app = express()
		app.use((req, _res, next) => {
			const label = req.headers['x-label']
			if (typeof label === 'string') {
				receivedAt.set(label, handled.length)
				if (receivedAt.size === publicCount) allPublicReceived()
			}
			next()
		})
		app.use(
			requestLayer({
				classifier: () => classifier,
				signedIn: (req) => req.headers.cookie === 'session=signed',
				turns: new TurnQueue({ sliceMs: 2 }),
			}),
		)
		app.use((req, res) => {
			const until = performance.now() + 3
			while (performance.now() < until) {
				// a page's work
			}
			const label = req.headers['x-label']
			if (typeof label === 'string') handled.push(label)
			res.send('ok')
		})
		const slow = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => slow.once('listening', resolve))
		const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`
		// The client shares this event loop: its connections are opened first, so that the
		// requests below reach the server together, as a hundred visitors' would.
		await Promise.all(
			Array.from({ length: publicCount + 1 }, () =>
				fetch(`${url}/about`).then((response) => response.text()),
			),
		)
		/** `count` public requests, labelled `public-0` …; resolves when all are answered. */
		const askPublic = (count: number) => {
			const labels = Array.from({ length: count }, (_, i) => `public-${i}`)
			const answered = Promise.all(
				labels.map((label) =>
					fetch(`${url}/about`, { headers: { 'x-label': label } }).then((r) => r.text()),
				),
			)
			return { labels, answered }
		}
		return {
			url,
			handled,
			receivedAt,
			publicReceived,
			askPublic,
			close: () => slow.close(),
		}
	}

	test.each([
		{ who: "a signed-in admin's request is handled at once", cookie: 'session=signed' },
		{ who: 'a dashboard request without a signed session waits its turn', cookie: '' },
	])('$who, public ones in the order they came', async ({ cookie }) => {
		const app = await slowApp(30)
		try {
			const { labels, answered } = app.askPublic(30)
			await app.publicReceived
			await fetch(`${app.url}/admin/inbox`, {
				headers: { 'x-label': 'admin', ...(cookie ? { cookie } : {}) },
			}).then((r) => r.text())
			await answered
			const publicOrder = app.handled.filter((label) => label !== 'admin')
			expect(publicOrder).toEqual(
				[...labels].sort((a, b) => app.receivedAt.get(a)! - app.receivedAt.get(b)!),
			)
			const arrived = app.receivedAt.get('admin')!
			const handledAt = app.handled.indexOf('admin')
			if (cookie) {
				// Arrived while public turns were handed out: at most the turn running then
				// and one more went first.
				expect(arrived).toBeLessThan(20)
				expect(handledAt - arrived).toBeLessThanOrEqual(2)
			} else {
				expect(handledAt).toBe(30)
			}
		} finally {
			app.close()
		}
	})

	test('a request whose client left while it waited is dropped, not handled', async () => {
		const app = await slowApp(30)
		try {
			const { answered } = app.askPublic(29)
			// The 30th, on a connection of its own that it closes as soon as it is read.
			const { port } = new URL(app.url)
			const leaver = net.connect(Number(port), '127.0.0.1')
			leaver.on('error', () => {})
			leaver.write('GET /about HTTP/1.1\r\nHost: localhost\r\nx-label: leaver\r\n\r\n')
			await app.publicReceived
			leaver.destroy()
			await answered
			// Its turn came after the 29 before it, long after it left.
			await new Promise((resolve) => setTimeout(resolve, 50))
			expect(app.receivedAt.has('leaver')).toBe(true)
			expect(app.handled).not.toContain('leaver')
			expect(app.handled).toHaveLength(29)
		} finally {
			app.close()
		}
	})
})
