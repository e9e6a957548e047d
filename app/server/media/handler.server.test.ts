import { get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Readable } from 'node:stream'

import express, { type ErrorRequestHandler } from 'express'
import { afterEach, beforeEach, expect, test } from 'vitest'

import { MEDIA_CACHE_CONTROL, mediaHandler } from './handler.server.ts'
import type { Storage } from './storage.server.ts'
import { describeEachStorage } from './testing.server.ts'

describeEachStorage('GET /media', (s) => {
	let server: Server
	let base = ''

	beforeEach(async () => {
		const app = express()
		app.use('/media', mediaHandler(s.storage))
		server = await new Promise<Server>((resolve) => {
			const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
		})
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})
	afterEach(async () => {
		await new Promise<void>((resolve) => server.close(() => resolve()))
	})

	function rawGet(path: string) {
		return new Promise<{ status: number; cacheControl: string | undefined }>(
			(resolve, reject) => {
				get(`${base}/`, { path }, (res) => {
					res.resume()
					resolve({
						status: res.statusCode ?? 0,
						cacheControl: res.headers['cache-control'],
					})
				}).on('error', reject)
			},
		)
	}

	test('serves a stored image, cached for a year as immutable, with nosniff', async () => {
		const bytes = Buffer.from('RIFF....WEBPVP8 fake')
		await s.storage.put('banners/m1/640.webp', bytes, 'image/webp')
		const response = await fetch(`${base}/media/banners/m1/640.webp`)
		expect(response.status).toBe(200)
		expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes)
		expect(response.headers.get('content-type')).toBe('image/webp')
		expect(response.headers.get('content-length')).toBe(String(bytes.length))
		expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
		expect(response.headers.get('cache-control')).toBe(
			'public, max-age=31536000, immutable',
		)
		expect(response.headers.get('x-content-type-options')).toBe('nosniff')
		expect(response.headers.get('etag')).toBeTruthy()

		const again = await fetch(`${base}/media/banners/m1/640.webp`, {
			headers: { 'If-None-Match': response.headers.get('etag')! },
		})
		expect(again.status).toBe(304)

		const head = await fetch(`${base}/media/banners/m1/640.webp`, { method: 'HEAD' })
		expect(head.status).toBe(200)
		expect(head.headers.get('content-length')).toBe(String(bytes.length))
		expect(await head.text()).toBe('')
	})

	test('a visitor who leaves before the first byte is no failure of ours', async () => {
		await s.storage.put(
			'banners/m2/640.webp',
			Buffer.from('RIFF....WEBPVP8 fake'),
			'image/webp',
		)
		// The store answers only once the visitor has gone.
		let open = () => {}
		const gate = new Promise<void>((resolve) => (open = resolve))
		let opened: Readable | undefined
		const slow = Object.assign(Object.create(s.storage) as Storage, {
			get: async (key: string) => {
				await gate
				const object = await s.storage.get(key)
				opened = object?.body
				return object
			},
		})
		const errors: unknown[] = []
		const app = express()
		app.use('/media', mediaHandler(slow))
		app.use(((error, _req, res, _next) => {
			errors.push(error)
			res.status(500).end()
		}) as ErrorRequestHandler)
		const other = await new Promise<Server>((resolve) => {
			const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
		})
		try {
			const port = (other.address() as AddressInfo).port
			const asking = get(`http://127.0.0.1:${port}/media/banners/m2/640.webp`)
			asking.on('error', () => {})
			await new Promise((resolve) => setTimeout(resolve, 50))
			asking.destroy()
			await new Promise((resolve) => setTimeout(resolve, 50))
			open()
			await new Promise((resolve) => setTimeout(resolve, 100))
			expect(errors).toEqual([])
			// The file opened for nobody is closed, not left to the garbage collector.
			expect(opened?.closed).toBe(true)
		} finally {
			other.closeAllConnections()
			await new Promise<void>((resolve) => other.close(() => resolve()))
		}
	})

	test('a revalidation that matches is a 304 from the stat alone: the file is never opened', async () => {
		await s.storage.put(
			'banners/m2/640.webp',
			Buffer.from('RIFF....WEBPVP8 two'),
			'image/webp',
		)
		let opened = 0
		const counting = Object.create(s.storage, {
			get: {
				value: (key: string) => {
					opened++
					return s.storage.get(key)
				},
			},
		}) as typeof s.storage
		const app = express()
		app.use('/media', mediaHandler(counting))
		const other = await new Promise<Server>((resolve) => {
			const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
		})
		try {
			const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/media/banners/m2/640.webp`
			const first = await fetch(url)
			await first.arrayBuffer()
			expect(opened).toBe(1)
			const etag = first.headers.get('etag')!
			const again = await fetch(url, { headers: { 'If-None-Match': etag } })
			expect(again.status).toBe(304)
			expect(again.headers.get('etag')).toBe(etag)
			expect(again.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
			expect(opened).toBe(1)
			// A stale copy is sent the file.
			const stale = await fetch(url, { headers: { 'If-None-Match': '"old"' } })
			expect(stale.status).toBe(200)
			await stale.arrayBuffer()
			expect(opened).toBe(2)
		} finally {
			await new Promise<void>((resolve) => other.close(() => resolve()))
		}
	})

	test('SVG is served as an image in a sandbox', async () => {
		await s.storage.put(
			'clients/m2/original.svg',
			Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
			'image/svg+xml',
		)
		const response = await fetch(`${base}/media/clients/m2/original.svg`)
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('image/svg+xml')
		const csp = response.headers.get('content-security-policy') ?? ''
		expect(csp).toContain("default-src 'none'")
		expect(csp).toContain('sandbox')
		expect(csp).not.toContain('script')
	})

	test('answers 404 for anything that is not a stored image, and never leaves the store', async () => {
		await s.storage.put('banners/m1/original.png', Buffer.from('png'), 'image/png')
		for (const url of [
			'/media/banners/m1/missing.png',
			'/media/banners/m1/original.png.html',
			'/media/%2e%2e/%2e%2e/package.json',
			'/media/..%2f..%2fsite.db',
			'/media/banners/%2e%2e/m1/original.png',
			'/media/.env',
			'/media/banners/m1/.original.png',
			'/media/site.db',
			'/media/banners/m1/original.PHP',
			'/media/',
			'/media/%E0%A4%A',
		]) {
			// Sent as written: fetch would resolve the dot segments first.
			const response = await rawGet(url)
			expect(response.status, url).toBe(404)
			expect(response.cacheControl, url).toBe('no-store')
		}
		const post = await fetch(`${base}/media/banners/m1/original.png`, { method: 'POST' })
		expect(post.status).toBe(405)
	})
})
