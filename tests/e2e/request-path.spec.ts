// The request path against the production server (issues 17 and 34): a path is named one
// way, the route table's; every other spelling is redirected to it before the router runs. An owner signed in opens every dashboard and
// API route at every other spelling of its path; nothing private is served under it, and
// nothing of it is served or stored for a visitor after. A stored page's tracking
// parameters share the page; a flood of new URLs leaves the real pages stored; bodies over
// their limit are refused before they are read; the request's shape never gives a 5xx;
// sign-up answers alike for known and unknown addresses.
import { request as httpRequest } from 'node:http'
import { readFileSync } from 'node:fs'

import { request as playwrightRequest } from '@playwright/test'

import { E2E_ADMIN, signInAsAdmin } from './admin-session.ts'
import { expect, test } from './fixtures.ts'
import { startServer, type ServerProcess } from './server-process.ts'

/**
 * A page without its forms' stamp, which differs in every copy sent. A signature may end in
 * '-', where \b finds no boundary before the closing quote.
 */
const withoutStamp = (html: string) => html.replace(/\b\d{13}\.[\w-]{32}(?![\w-])/g, '')

/** A contact message with this name is in the owner's inbox; no visitor may ever see it. */
const SECRET_NAME = 'Private Visitor Zebulon'

/** Every dashboard and API route, as a concrete path (ids that exist or not). */
const PRIVATE_PATHS = [
	'/admin',
	'/admin/products',
	'/admin/portfolio/new',
	'/admin/products/new',
	'/admin/projects/some-id',
	'/admin/testimonials',
	'/admin/testimonials/new',
	'/admin/testimonials/some-id',
	'/admin/logos',
	'/admin/team',
	'/admin/inbox',
	'/admin/activity',
	'/admin/account',
	'/admin/api/upload',
	'/api/auth/get-session',
]

/** Other spellings of a path, sent as they are (fetch would resolve dot segments itself). */
function spellings(path: string): string[] {
	const [first = '', ...rest] = path.slice(1).split('/')
	const tail = rest.length ? `/${rest.join('/')}` : ''
	return [
		path.toUpperCase(),
		`/${first.charAt(0).toUpperCase()}${first.slice(1)}${tail}`,
		`/%${first.charCodeAt(0).toString(16)}${first.slice(1)}${tail}`,
		`/%${first.charCodeAt(0).toString(16).toUpperCase()}${first.slice(1)}${tail}`,
		`/x/..${path}`,
		`/x/%2e%2e${path}`,
		`/.${path}`,
		`/${path}`,
		path.replace(/\//g, '//'),
		`${path}/`,
		`${path.toUpperCase()}.data`,
		`/${first}/.${tail}`,
	]
}

/** The server process's resident memory, in kB. */
function rssKb(server: ServerProcess): number {
	const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8')
	return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
}

/**
 * The server's resident memory once the work before has settled (the cache compresses the
 * pages it stored after answering them): two readings 300 ms apart within 1 MB, or 5 s.
 */
async function settledRssKb(server: ServerProcess): Promise<number> {
	let last = rssKb(server)
	for (const end = Date.now() + 5_000; Date.now() < end;) {
		await new Promise((resolve) => setTimeout(resolve, 300))
		const now = rssKb(server)
		if (Math.abs(now - last) < 1024) return now
		last = now
	}
	return last
}

/** What the server process has read, from files and sockets alike, in kB. */
function readKb(server: ServerProcess): number {
	const io = readFileSync(`/proc/${server.child.pid}/io`, 'utf8')
	return Number(/rchar:\s+(\d+)/.exec(io)?.[1]) / 1024
}

interface RawResponse {
	status: number
	headers: Record<string, string | string[] | undefined>
	body: string
}

/** One request exactly as written (path, method, headers), over its own connection. */
function raw(
	server: ServerProcess,
	options: {
		method?: string
		path: string
		headers?: Record<string, string>
		body?: string | Buffer
	},
): Promise<RawResponse> {
	return new Promise((resolve, reject) => {
		const request = httpRequest(
			{
				host: '127.0.0.1',
				port: server.port,
				method: options.method ?? 'GET',
				path: options.path,
				headers: { Connection: 'close', ...options.headers },
				setHost: options.headers?.Host === undefined,
			},
			(response) => {
				let body = ''
				response.setEncoding('latin1')
				response.on('data', (chunk: string) => (body += chunk))
				response.on('end', () =>
					resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
				)
			},
		)
		request.on('error', reject)
		request.end(options.body)
	})
}

test.describe('the request path', () => {
	test.describe.configure({ mode: 'serial' })

	let server: ServerProcess
	let cookie: string

	test.beforeAll(async () => {
		server = await startServer({ env: { CONTACT_MIN_FILL_SECONDS: '0' } })
		const api = await playwrightRequest.newContext()
		await signInAsAdmin(api, server.url)
		cookie = (await api.storageState()).cookies
			.map(({ name, value }) => `${name}=${value}`)
			.join('; ')
		await api.dispose()
		// A visitor's message: the owner's inbox shows it.
		const sent = await fetch(`${server.url}/api/contact`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({
				name: SECRET_NAME,
				email: 'zebulon@example.com',
				message: 'A private message for the agency only.',
			}),
		})
		expect(sent.status).toBe(200)
		const inbox = await raw(server, { path: '/admin/inbox', headers: { Cookie: cookie } })
		expect(inbox.status).toBe(200)
		expect(inbox.body).toContain(SECRET_NAME)
	})

	test.afterAll(async () => {
		await server?.cleanup()
	})

	test('every dashboard and API route at every other spelling: redirected or refused signed in, nothing private for a visitor after', async () => {
		for (const path of PRIVATE_PATHS) {
			for (const variant of spellings(path)) {
				for (const method of ['GET', 'HEAD']) {
					const owner = await raw(server, {
						method,
						path: variant,
						headers: { Cookie: cookie },
					})
					expect(owner.status, `${method} ${variant} signed in`).toBe(308)
					expect(owner.body, variant).not.toContain(SECRET_NAME)
					expect(owner.headers['cache-control'], variant).toBe('no-store')
					// The owner's browser follows to the canonical path only.
					expect(owner.headers['location'], variant).toMatch(/^\/(admin|api)\b/)
				}
				// A write at another spelling is sent to the canonical path too (308 keeps its
				// method and body for the browser to send again): nothing done here.
				const write = await raw(server, {
					method: 'POST',
					path: variant,
					headers: {
						Cookie: cookie,
						'Content-Type': 'application/x-www-form-urlencoded',
					},
					body: 'intent=delete',
				})
				expect(write.status, `POST ${variant}`).toBe(308)
				expect(write.body, variant).not.toContain(SECRET_NAME)
				// After the owner's visit, a stranger at the same address.
				const stranger = await raw(server, { path: variant })
				expect(stranger.status, `${variant} stranger`).not.toBe(200)
				expect(stranger.body, variant).not.toContain(SECRET_NAME)
				expect(stranger.headers['x-cache'], variant).toBeUndefined()
			}
			// The canonical path itself: stored nowhere, signed in or not.
			const canonical = await raw(server, { path, headers: { Cookie: cookie } })
			expect(canonical.headers['cache-control'], path).toMatch(/no-store/)
			expect(canonical.headers['x-cache'], path).toBeUndefined()
		}
		// Nothing private anywhere a visitor can reach.
		for (const path of ['/', '/contact', '/not-found', '/admin.data']) {
			const visitor = await raw(server, { path })
			expect(visitor.body, path).not.toContain(SECRET_NAME)
		}
	})

	test('a cross-site upload at another spelling of the upload path is never stored', async () => {
		for (const variant of [
			'/ADMIN/api/upload?kind=logo',
			'/Admin/api/upload?kind=logo',
		]) {
			const response = await raw(server, {
				method: 'POST',
				path: variant,
				headers: {
					Cookie: cookie,
					Origin: 'https://evil.example',
					'Sec-Fetch-Site': 'cross-site',
					'X-File-Name': 'evil.png',
					'Content-Type': 'image/png',
				},
				body: readFileSync(new URL('../../public/favicon-32.png', import.meta.url)),
			})
			// Sent to the canonical path, where the browser's post would meet the cross-site check.
			expect(response.status, variant).toBe(308)
		}
		const logos = await raw(server, { path: '/admin/logos', headers: { Cookie: cookie } })
		expect(logos.body).not.toContain('evil.png')
	})

	test('tracking parameters share the plain page, and a flood of new URLs leaves it cached', async () => {
		const first = await raw(server, { path: '/about?utm_source=news' })
		expect(first.status).toBe(200)
		for (const query of [
			'?utm_source=ad&gclid=1',
			'?fbclid=2',
			'?utm_campaign=x&ref=y',
			'',
		]) {
			const again = await raw(server, { path: `/about${query}` })
			expect(again.headers['x-cache'], query).toBe('HIT')
			expect(withoutStamp(again.body)).toBe(withoutStamp(first.body))
			// The canonical link drops them too.
			expect(again.body).toMatch(/<link rel="canonical" href="[^"?]*\/about"/)
		}
		// A declared parameter is part of the page.
		const websites = await raw(server, { path: '/portfolio?tab=websites&utm_source=1' })
		const mobile = await raw(server, { path: '/portfolio?utm_source=2' })
		expect(withoutStamp(websites.body)).not.toBe(withoutStamp(mobile.body))
		// Only as the page reads it: a value it does not know, or its default, is the plain
		// page, never a render of its own.
		for (const query of ['?tab=nonsense-1', '?tab=WEBSITES', '?tab=mobile&page=01']) {
			const same = await raw(server, { path: `/portfolio${query}` })
			expect(same.headers['x-cache'], query).toBe('HIT')
			expect(withoutStamp(same.body), query).toBe(withoutStamp(mobile.body))
		}

		const rss = () => rssKb(server)
		const before = rss()
		// 2,000 URLs no one asks for twice: unique tracking links and scanner paths.
		for (let i = 0; i < 1_000; i++) {
			await Promise.all([
				raw(server, { path: `/?utm_source=flood-${i}` }),
				raw(server, { path: `/wp-content/flood-${i}.php` }),
			])
		}
		const about = await raw(server, { path: '/about' })
		expect(about.headers['x-cache']).toBe('HIT')
		const home = await raw(server, { path: '/' })
		expect(home.headers['x-cache']).toBe('HIT')
		const notFound = await raw(server, { path: '/wp-login.php' })
		expect(notFound.status).toBe(404)
		expect(notFound.headers['x-cache']).toBe('HIT')
		// Memory stays bounded (the cache's own limits, not the flood, decide).
		expect(rss() - before).toBeLessThan(60_000)
	})

	test('bodies over their limit are refused unread: the server reads no more than its socket held, whatever was sent', async () => {
		const rss = () => rssKb(server)
		const before = await settledRssKb(server)
		const readBefore = readKb(server)
		const chunk = Buffer.alloc(1024 * 1024, 97)
		const post = (path: string, chunked: boolean) =>
			new Promise<number>((resolve) => {
				const request = httpRequest(
					{
						host: '127.0.0.1',
						port: server.port,
						method: 'POST',
						path,
						headers: {
							'Content-Type': path.startsWith('/api/auth')
								? 'application/json'
								: 'application/x-www-form-urlencoded',
							...(chunked ? {} : { 'Content-Length': String(100 * chunk.length) }),
						},
					},
					(response) => {
						response.resume()
						resolve(response.statusCode ?? 0)
						request.destroy()
					},
				)
				// The server closes the connection once it has answered.
				request.on('error', () => resolve(-1))
				let sent = 0
				const pump = () => {
					while (sent < 100) {
						sent++
						if (!request.write(chunk)) {
							request.once('drain', pump)
							return
						}
					}
					request.end()
				}
				pump()
			})
		const statuses = await Promise.all(
			Array.from({ length: 20 }, (_, i) =>
				post(
					['/admin/login', '/api/auth/sign-in/email', '/api/contact', '/contact'][i % 4]!,
					i % 2 === 0,
				),
			),
		)
		// Every client reads its answer while still sending: 413 for a declared length over
		// the limit, 411 for a body of no declared length (browsers always declare one).
		expect(statuses).toEqual(statuses.map((_, i) => (i % 2 === 0 ? 411 : 413)))
		// Read: at most what the kernel already held for each connection when the answer
		// went (up to 4 MB on loopback), never the 2 GB sent; memory follows what was read.
		expect(readKb(server) - readBefore).toBeLessThan(20 * 5 * 1024)
		expect(rss() - before).toBeLessThan(100 * 1024)
		// The server still answers.
		expect((await raw(server, { path: '/healthz' })).status).toBe(200)
	})

	test('sign-up answers alike for a registered and an unknown address, on the API and the page', async () => {
		const signUp = (email: string) =>
			fetch(`${server.url}/api/auth/sign-up/email`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Origin: server.url },
				body: JSON.stringify({
					name: 'x',
					email,
					password: 'a long enough passphrase 42',
				}),
			})
		const known = await signUp(E2E_ADMIN.email)
		const unknown = await signUp('nobody-here@example.com')
		expect(known.status).toBe(unknown.status)
		expect(await known.text()).toBe(await unknown.text())

		const page = (email: string) =>
			fetch(`${server.url}/admin/signup`, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
					Origin: server.url,
				},
				body: new URLSearchParams({ email, password: 'a long enough passphrase 42' }),
			})
		const knownPage = await page(E2E_ADMIN.email)
		const unknownPage = await page('nobody-here@example.com')
		expect(knownPage.status).toBe(unknownPage.status)
		const strip = (html: string) =>
			html.replace(/nonce="[^"]*"|nobody-here@example\.com|e2e-admin@example\.com/g, '')
		expect(strip(await knownPage.text())).toBe(strip(await unknownPage.text()))
	})

	test("a visitor's form stamp is never shared: each copy of a page has its own, however it is asked for", async () => {
		for (const path of ['/contact', '/contact?utm_source=x', '/about', '/about']) {
			for (const encoding of ['identity', 'gzip', 'br']) {
				// The stamp is the time its copy was sent (two copies sent in one millisecond
				// share it), never the time a stored page was made.
				const asked = Date.now()
				const page = await fetch(`${server.url}${path}`, {
					headers: { 'Accept-Encoding': encoding },
				})
				const stamp = /data-form-stamp="(\d+)\.[\w-]+"/.exec(await page.text())?.[1]
				expect(stamp, `${path} ${encoding}`).toBeTruthy()
				expect(Number(stamp), `${path} ${encoding}`).toBeGreaterThanOrEqual(asked)
				expect(Number(stamp), `${path} ${encoding}`).toBeLessThanOrEqual(Date.now())
			}
		}
		// A page's data, which only a hydrated page asks for, is stored nowhere.
		const data = await raw(server, { path: '/contact.data' })
		expect(data.headers['cache-control']).toMatch(/no-store/)
		expect(data.headers['x-cache']).toBeUndefined()
	})

	test('HSTS only where the site is served over HTTPS', async () => {
		const plain = await raw(server, { path: '/' })
		expect(plain.headers['strict-transport-security']).toBeUndefined()
		// A client cannot claim HTTPS where no proxy is trusted.
		const claimed = await raw(server, {
			path: '/',
			headers: { 'X-Forwarded-Proto': 'https' },
		})
		expect(claimed.headers['strict-transport-security']).toBeUndefined()
		// Behind a trusted proxy that terminates HTTPS.
		const proxied = await startServer({ env: { TRUST_PROXY: 'loopback' } })
		try {
			const secure = await raw(proxied, {
				path: '/',
				headers: { 'X-Forwarded-Proto': 'https' },
			})
			expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/)
			const insecure = await raw(proxied, { path: '/' })
			expect(insecure.headers['strict-transport-security']).toBeUndefined()
		} finally {
			await proxied.cleanup()
		}
	})

	test('no request shape gives a 5xx or an error in the log', async () => {
		test.setTimeout(240_000)
		const logged = server.output().length
		const methods = [
			'GET',
			'HEAD',
			'POST',
			'PUT',
			'PATCH',
			'DELETE',
			'OPTIONS',
			'TRACE',
			'PROPFIND',
			'MKCOL',
			'PURGE',
			'SEARCH',
		]
		const paths = [
			'/',
			'/about',
			'/admin',
			'/admin/inbox',
			'/api/contact',
			'/api/auth/sign-in/email',
			'/api/auth/%',
			'/%',
			'/%%30',
			'/%c0%ae%c0%ae/',
			'/..%2f..%2fetc/passwd',
			'/%2e%2e/%2e%2e/etc/passwd',
			'/a/../../../b',
			'//evil.example/',
			'/;jsessionid=1',
			`/${'a'.repeat(4000)}`,
			'/portfolio?page=-1&tab[]=x',
			'/portfolio?page=99999999999999999999',
			'/portfolio/%00',
			'/products/%F0%9F%92%A9',
			'/%C3%A9t%C3%A9',
			'/about.data?_routes=nope',
			'/_.data?_routes=root,routes/admin/inbox',
			'/__manifest?p=/admin&version=x',
			'/media/..%2f..%2fsite.db',
			'/assets/%2e%2e/server/index.js',
			'/sitemap.xml?x=1',
		]
		const headerSets: Array<Record<string, string>> = [
			{},
			{ Host: '[::1' },
			{ Host: 'evil.example' },
			{ Host: 'a..b' },
			{ 'Accept-Encoding': 'br;q=abc, gzip;q=-1' },
			{ Accept: 'application/json' },
			{ Cookie: 'aster.session_token=forged.value; aster_contact=%%%' },
			{ 'Content-Type': 'multipart/form-data; boundary=' },
			{ 'Content-Type': 'application/json' },
			{ 'If-None-Match': '"' },
			{ 'X-Forwarded-For': 'not an address', 'X-Forwarded-Host': 'evil/x' },
			{ Range: 'bytes=9999999-' },
		]
		let count = 0
		for (const method of methods) {
			for (const path of paths) {
				for (const headers of headerSets) {
					count++
					const response = await raw(server, {
						method,
						path,
						headers,
						body: method === 'GET' || method === 'HEAD' ? undefined : '{"email":1',
					}).catch((error: Error) => ({ status: -1, headers: {}, body: error.message }))
					expect(
						response.status,
						`${method} ${path} ${JSON.stringify(headers)}`,
					).toBeLessThan(500)
				}
			}
		}
		expect(count).toBeGreaterThan(3_000)
		const log = server.output().slice(logged)
		expect(log).not.toMatch(/"level":50/)
	})
})
