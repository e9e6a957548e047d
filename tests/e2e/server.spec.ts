// The Express layer: security headers, caching, health, errors and graceful shutdown,
// on an instance of the built server started by the test itself.
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

	test('pages carry a nonce-based CSP and the security headers', async () => {
		const response = await fetch(`${server.url}/`)
		expect(response.status).toBe(200)
		const csp = response.headers.get('content-security-policy') ?? ''
		const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
		expect(nonce).toBeTruthy()
		expect(csp).toContain("object-src 'none'")
		expect(csp).toContain("base-uri 'none'")
		expect(csp).toContain("frame-ancestors 'none'")
		expect(csp).not.toContain("script-src 'self' 'unsafe-inline'")
		expect(response.headers.get('x-content-type-options')).toBe('nosniff')
		expect(response.headers.get('referrer-policy')).toBe(
			'strict-origin-when-cross-origin',
		)
		expect(response.headers.get('x-powered-by')).toBeNull()
		const html = await response.text()
		// Every inline script carries this response's nonce, and only this one.
		const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '')
		expect(scripts.length).toBeGreaterThan(0)
		for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
		// A public page is not hydrated (decision 028): one inline module script, which imports
		// the client entry and the enhancers' chunk after the first paint (decision 035), no
		// preload of them, and no React Router context or data.
		const modules = [
			...html.matchAll(/<script[^>]*type="module"[^>]*>([^<]*)<\/script>/g),
		]
		expect(modules).toHaveLength(1)
		expect(modules[0]?.[0]).not.toContain(' src=')
		expect(
			[...(modules[0]?.[1] ?? '').matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]),
		).toEqual([
			expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/),
			expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/),
		])
		expect(html).not.toContain('rel="modulepreload"')
		expect(html).not.toContain('__reactRouterContext')
		// The dashboard keeps its preloads, at low priority (decision 013), except under
		// RENDER_MODE=stock, which leaves React Router's own (decision 029).
		const adminHtml = await (await fetch(`${server.url}/admin/login`)).text()
		const preloads = [...adminHtml.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(
			(m) => m[0],
		)
		expect(preloads.length).toBeGreaterThan(2)
		const lowPriority = process.env.RENDER_MODE !== 'stock'
		for (const link of preloads)
			expect(link.includes('fetchpriority="low"'), link).toBe(lowPriority)
		// A page served again from the render cache keeps the nonce its body carries
		// (decision 011); a page rendered for each request gets a new one each time.
		const second = await fetch(`${server.url}/`)
		expect(second.headers.get('x-render-cache')).toBe('hit')
		expect(second.headers.get('content-security-policy')).toBe(csp)
		const nonceOf = async () =>
			/'nonce-([^']+)'/.exec(
				(await fetch(`${server.url}/admin/login`)).headers.get(
					'content-security-policy',
				) ?? '',
			)?.[1]
		const [first, again] = [await nonceOf(), await nonceOf()]
		expect(first).toBeTruthy()
		expect(again).not.toBe(first)
		expect(first).not.toBe(nonce)
	})

	test('compresses HTML and caches fingerprinted assets forever', async () => {
		const response = await fetch(`${server.url}/about`, {
			headers: { 'accept-encoding': 'gzip' },
		})
		expect(response.headers.get('content-encoding')).toBe('gzip')
		const html = await response.text()
		const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
		expect(asset).toBeTruthy()
		const assetResponse = await fetch(`${server.url}${asset}`)
		expect(assetResponse.status).toBe(200)
		expect(assetResponse.headers.get('cache-control')).toContain('immutable')
		expect(assetResponse.headers.get('cache-control')).toContain('max-age=31536000')
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
