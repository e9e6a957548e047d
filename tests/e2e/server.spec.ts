// The Express layer: security headers, caching, health, errors and graceful shutdown,
// on an instance of the built server started by the test itself.
import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

import { expect, test } from './fixtures.ts'
import { type ServerProcess, startServer } from './server-process.ts'

test.describe('server', () => {
	test.describe.configure({ mode: 'serial' })

	let server: ServerProcess
	test.beforeAll(async () => {
		server = await startServer()
	})
	test.afterAll(async () => {
		await server?.cleanup()
	})

	test('public pages allow their inline scripts by hash, the dashboard by a nonce of its own; the security headers', async () => {
		const response = await fetch(`${server.url}/`)
		expect(response.status).toBe(200)
		const csp = response.headers.get('content-security-policy') ?? ''
		expect(csp).not.toContain('nonce')
		expect(csp).toContain("object-src 'none'")
		expect(csp).toContain("base-uri 'none'")
		expect(csp).toContain("frame-ancestors 'none'")
		expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
		expect(response.headers.get('x-content-type-options')).toBe('nosniff')
		expect(response.headers.get('referrer-policy')).toBe(
			'strict-origin-when-cross-origin',
		)
		expect(response.headers.get('x-powered-by')).toBeNull()
		const html = await response.text()
		// Every inline script is allowed by the hash of its text; data blocks (JSON-LD, the
		// contact forms' words as JSON) run nothing and need none.
		const allowed = new Set([...csp.matchAll(/'(sha256-[\w+/=]+)'/g)].map((m) => m[1]))
		const inline = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].filter(
			([, attributes]) =>
				!/\bsrc=|type="application\/(?:ld\+)?json"/.test(attributes ?? ''),
		)
		expect(inline.length).toBeGreaterThan(0)
		for (const [, , text] of inline) {
			const hash = createHash('sha256')
				.update(text!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))
				.digest('base64')
			expect(allowed.has(`sha256-${hash}`), text!.slice(0, 60)).toBe(true)
		}
		// A public page is not hydrated (decision 028): one inline module script, which imports
		// the enhancers' entry and its chunks after the first paint (decision 035), no preload
		// of them, and no React Router context or data.
		const modules = [
			...html.matchAll(/<script[^>]*type="module"[^>]*>([^<]*)<\/script>/g),
		]
		expect(modules).toHaveLength(1)
		expect(
			[...(modules[0]?.[1] ?? '').matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]),
		).toContainEqual(expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/))
		expect(html).not.toContain('rel="modulepreload"')
		expect(html).not.toContain('__reactRouterContext')
		// A stored copy sends the same policy.
		const second = await fetch(`${server.url}/`)
		expect(second.headers.get('x-cache')).toBe('HIT')
		expect(second.headers.get('content-security-policy')).toBe(csp)
		// The dashboard hydrates: each response a nonce of its own, on every script it has.
		const dashboard = async () => {
			const page = await fetch(`${server.url}/admin/login`)
			const nonce = /'nonce-([^']+)'/.exec(
				page.headers.get('content-security-policy') ?? '',
			)?.[1]
			return { nonce, html: await page.text() }
		}
		const [first, again] = [await dashboard(), await dashboard()]
		expect(first.nonce).toBeTruthy()
		expect(again.nonce).not.toBe(first.nonce)
		const scripts = [...first.html.matchAll(/<script\b([^>]*)>/g)]
			.map((m) => m[1] ?? '')
			.filter((attributes) => !attributes.includes('application/ld+json'))
		expect(scripts.length).toBeGreaterThan(2)
		for (const attributes of scripts)
			expect(attributes).toContain(`nonce="${first.nonce}"`)
	})

	test('compresses HTML, stored or not, and assets, and caches fingerprinted assets forever', async () => {
		const response = await fetch(`${server.url}/about`, {
			headers: { 'accept-encoding': 'gzip' },
		})
		expect(response.headers.get('content-encoding')).toBe('gzip')
		const html = await response.text()
		const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
		expect(asset).toBeTruthy()
		const assetResponse = await fetch(`${server.url}${asset}`, {
			headers: { 'accept-encoding': 'gzip' },
		})
		expect(assetResponse.status).toBe(200)
		expect(assetResponse.headers.get('content-encoding')).toBe('gzip')
		expect(assetResponse.headers.get('cache-control')).toContain('immutable')
		expect(assetResponse.headers.get('cache-control')).toContain('max-age=31536000')
		// A page the shared cache never keeps is compressed on its way out too.
		const signIn = await fetch(`${server.url}/admin/login`, {
			headers: { 'accept-encoding': 'gzip' },
		})
		expect(signIn.status).toBe(200)
		expect(signIn.headers.get('cache-control')).toContain('no-store')
		expect(signIn.headers.get('content-encoding')).toBe('gzip')
		const missing = await fetch(`${server.url}/assets/missing-0000.js`)
		expect(missing.status).toBe(404)
	})

	test('healthz answers 200 when the database is reachable', async () => {
		const response = await fetch(`${server.url}/healthz`)
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ ok: true })
		expect(response.headers.get('cache-control')).toBe('no-store')
	})

	test('unknown paths answer 404 with the not-found page; a malformed one 400', async () => {
		for (const path of ['/no-such-page', '/media/../../etc/passwd']) {
			const response = await fetch(`${server.url}${path}`)
			expect(response.status, path).toBe(404)
		}
		const malformed = await fetch(`${server.url}/%E0%A4%A`)
		expect(malformed.status).toBe(400)
		const media = await fetch(`${server.url}/media/missing.webp`)
		expect(media.status).toBe(404)
		expect(await media.text()).not.toMatch(/at .*\.(js|ts):\d+/)
	})

	test('SIGTERM lets a download in flight finish, refuses new connections and exits 0 within 10 s', async () => {
		// A large file read slowly by the client: the response is still streaming when the
		// signal arrives.
		const size = 24 * 1024 * 1024
		await mkdir(path.join(server.dataDir, 'uploads'), { recursive: true })
		await writeFile(
			path.join(server.dataDir, 'uploads', 'in-flight.webp'),
			Buffer.alloc(size, 7),
		)
		const socket = net.connect(server.port, '127.0.0.1')
		await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
		let received = 0
		const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
		const firstChunk = new Promise<void>((resolve) =>
			socket.once('data', () => {
				// Stop reading: the rest of the file waits in the server's send queue.
				socket.pause()
				resolve()
			}),
		)
		socket.on('data', (chunk) => (received += chunk.length))
		socket.write(
			'GET /media/in-flight.webp HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
		)
		await firstChunk
		const started = Date.now()
		server.child.kill('SIGTERM')
		await new Promise((resolve) => setTimeout(resolve, 500))
		expect(server.child.exitCode, 'still serving the download').toBeNull()
		await expect(fetch(`${server.url}/`)).rejects.toThrow()
		socket.resume()
		await closed
		expect(received).toBeGreaterThan(size)
		expect(await server.exited).toBe(0)
		expect(Date.now() - started).toBeLessThan(10_000)
		expect(server.output()).toContain('stopped')
	})
})
