// The shared cache in an Express app, in front of a render that counts what it is asked:
// what it keeps and for whom, as the responses' own headers say.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync } from 'node:zlib'

import express from 'express'
import { pino } from 'pino'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE } from '#app/lib/http-headers.ts'
import { RouteTable } from '#app/server/http/route-table.server.ts'

import { createPageCache, type PageCacheOptions } from './page-cache.ts'
import { canonicalPath } from './request-checks.ts'

const STAMP = 'data-form-stamp'
const routes = new RouteTable({
	root: { id: 'root', path: '', module: {} },
	page: {
		id: 'page',
		parentId: 'root',
		path: 'page',
		module: {
			default: () => null,
			handle: { query: { tab: (value: string) => (value === 'b' ? 'b' : null) } },
		},
	},
	item: {
		id: 'item',
		parentId: 'root',
		path: 'item/:id',
		module: { default: () => null, handle: { query: {} } },
	},
	dashboard: {
		id: 'dashboard',
		parentId: 'root',
		path: 'dashboard',
		module: { default: () => null },
	},
} as never)

interface Harness {
	url: string
	renders: string[]
	/** What the next renders answer. */
	answer: {
		status: number
		cacheControl: string
		body: string
		cookie?: string
		fail?: boolean
	}
	cache: ReturnType<typeof createPageCache>
	version: { value: string; fail: boolean }
	/** Holds renders until released. */
	gate: { hold: boolean; release: () => void }
}

const servers: Server[] = []
afterEach(async () => {
	for (const server of servers.splice(0)) await new Promise((done) => server.close(done))
})

let stamps = 0

async function harness(options: Partial<PageCacheOptions> = {}): Promise<Harness> {
	const h = {
		renders: [] as string[],
		answer: { status: 200, cacheControl: PUBLIC_PAGE_CACHE, body: 'Hello' },
		version: { value: 'v1', fail: false },
		gate: { hold: false, release: () => {} },
	} as Harness
	const waiting: Array<() => void> = []
	h.gate.release = () => {
		h.gate.hold = false
		for (const go of waiting.splice(0)) go()
	}
	h.cache = createPageCache({
		render: async (url) => {
			h.renders.push(url)
			if (h.gate.hold) await new Promise<void>((go) => waiting.push(go))
			const { status, cacheControl, body, cookie, fail } = h.answer
			if (fail) throw new Error('the render failed')
			const headers = new Headers({
				'Cache-Control': cacheControl,
				'Content-Type': 'text/html',
			})
			if (cookie) headers.set('Set-Cookie', cookie)
			const token = `token-${h.renders.length}`
			return new Response(
				`<html><body>${body} ${'words '.repeat(200)}<div hidden ${STAMP}="${token}"><input value="${token}"></div></body></html>`,
				{ status, headers },
			)
		},
		version: async () => {
			if (h.version.fail) throw new Error('the database is away')
			return h.version.value
		},
		stamp: () => `stamp-${++stamps}`,
		stampAttribute: STAMP,
		personal: async (cookie) => cookie.includes('session=signed'),
		logger: pino({ level: 'silent' }),
		...options,
	})
	const app = express()
	app.use((req, _res, next) => {
		req.log = pino({ level: 'silent' })
		next()
	})
	app.use(canonicalPath(() => routes))
	app.use(h.cache.middleware)
	// What passes the cache by: the router's own answer.
	app.use((req, res) => {
		res.setHeader('Cache-Control', PRIVATE_NO_STORE)
		res.send(`rendered for ${req.originalUrl}`)
	})
	const server = app.listen(0, '127.0.0.1')
	servers.push(server)
	await new Promise((resolve) => server.once('listening', resolve))
	h.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return h
}

const get = (h: Harness, path: string, headers: Record<string, string> = {}) =>
	fetch(`${h.url}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } })

describe('the shared cache', () => {
	test('a public page is rendered once, then served to each visitor with a time of its own', async () => {
		const h = await harness()
		const first = await get(h, '/page')
		expect(first.headers.get('x-cache')).toBe('MISS')
		const second = await get(h, '/page')
		expect(second.headers.get('x-cache')).toBe('HIT')
		expect(second.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE)
		const [one, two] = [await first.text(), await second.text()]
		expect(one).toContain('Hello')
		expect(one.replace(/stamp-\d+/g, '')).toBe(two.replace(/stamp-\d+/g, ''))
		expect(one.match(/stamp-\d+/g)).toHaveLength(2)
		expect(one.match(/stamp-\d+/)?.[0]).not.toBe(two.match(/stamp-\d+/)?.[0])
		expect(h.renders).toEqual([`${h.url}/page`])
	})

	test('tracking parameters and values the page does not know share the plain page; a declared one has its own', async () => {
		const h = await harness()
		for (const path of [
			'/page',
			'/page?utm_source=news',
			'/page?tab=nonsense&gclid=1',
			'/page?tab=b',
			'/page?tab=b&utm=x',
		])
			await get(h, path)
		expect(h.renders).toEqual([`${h.url}/page`, `${h.url}/page?tab=b`])
	})

	test('brotli and gzip copies, a 304 for a validator it holds, and HEAD without a body', async () => {
		const h = await harness()
		await get(h, '/page')
		const br = await fetch(`${h.url}/page`, { headers: { 'accept-encoding': 'br' } })
		expect(br.headers.get('content-encoding')).toBe('br')
		const etag = br.headers.get('etag')!
		expect(etag).toMatch(/^W\//)
		const notModified = await get(h, '/page', { 'if-none-match': etag })
		expect(notModified.status).toBe(304)
		const head = await fetch(`${h.url}/page`, { method: 'HEAD' })
		expect(head.status).toBe(200)
		expect(await head.text()).toBe('')
		// Raw bytes: the brotli stream decodes to the page.
		const raw = await new Promise<Buffer>((resolve) => {
			void import('node:http').then(({ get: httpGet }) =>
				httpGet(`${h.url}/page`, { headers: { 'accept-encoding': 'br' } }, (res) => {
					const chunks: Buffer[] = []
					res.on('data', (chunk: Buffer) => chunks.push(chunk))
					res.on('end', () => resolve(Buffer.concat(chunks)))
				}),
			)
		})
		expect(brotliDecompressSync(raw).toString()).toContain('Hello')
		expect(h.renders).toHaveLength(1)
	})

	test('what its headers keep from a shared cache is never stored: private, no-store, a cookie, a failure', async () => {
		const h = await harness()
		for (const answer of [
			{ status: 200, cacheControl: PRIVATE_NO_STORE, body: 'Mine' },
			{ status: 200, cacheControl: 'no-store', body: 'Mine' },
			{ status: 200, cacheControl: PUBLIC_PAGE_CACHE, body: 'Cookie', cookie: 'a=1' },
			{ status: 500, cacheControl: PUBLIC_PAGE_CACHE, body: 'Broken' },
		]) {
			h.answer = answer
			h.renders.length = 0
			const first = await get(h, '/page')
			expect(first.status).toBe(answer.status)
			expect(await first.text()).toContain(answer.body)
			await get(h, '/page')
			expect(h.renders, answer.cacheControl).toHaveLength(2)
		}
		expect(h.cache.size).toBe(0)
	})

	test('a route that declares no query is never looked up; a request with its own signed cookie passes by', async () => {
		const h = await harness()
		expect(await (await get(h, '/dashboard')).text()).toBe('rendered for /dashboard')
		const admin = await get(h, '/page', { cookie: 'theme=dark; session=signed' })
		expect(admin.headers.get('x-cache')).toBe('BYPASS')
		expect(await admin.text()).toBe('rendered for /page')
		// A made-up cookie buys no render of its own.
		await get(h, '/page', { cookie: 'session=made-up' })
		await get(h, '/page', { cookie: 'session=made-up-too' })
		expect(h.renders).toHaveLength(1)
	})

	test('a client’s own Cache-Control does not buy a render', async () => {
		const h = await harness()
		await get(h, '/page')
		const reload = await get(h, '/page', {
			'cache-control': 'no-cache',
			pragma: 'no-cache',
		})
		expect(reload.headers.get('x-cache')).toBe('HIT')
		expect(h.renders).toHaveLength(1)
	})

	test('a publish drops every stored page: the next visitor gets the new one, and those asking during its one render the stored copy', async () => {
		const h = await harness()
		await get(h, '/page')
		h.version.value = 'v2'
		h.answer = { ...h.answer, body: 'Published' }
		h.gate.hold = true
		const next = get(h, '/page')
		await expect.poll(() => h.renders.length).toBe(2)
		const during = await Promise.all(Array.from({ length: 20 }, () => get(h, '/page')))
		for (const response of during) {
			expect(response.headers.get('x-cache')).toBe('STALE')
			expect(await response.text()).toContain('Hello')
		}
		// One render for all of them.
		expect(h.renders).toHaveLength(2)
		h.gate.release()
		const answer = await next
		expect(answer.headers.get('x-cache')).toBe('MISS')
		expect(await answer.text()).toContain('Published')
		const after = await get(h, '/page')
		expect(after.headers.get('x-cache')).toBe('HIT')
		expect(await after.text()).toContain('Published')
		expect(h.renders).toHaveLength(2)
	})

	test('a not-found answer of before a publish is not served stale: the publish may have made the address', async () => {
		const h = await harness()
		h.answer = { ...h.answer, status: 404, body: 'Not found' }
		expect((await get(h, '/item/coming')).status).toBe(404)
		expect((await get(h, '/item/coming')).headers.get('x-cache')).toBe('HIT')
		// Published: a language, a project or a redirect makes the address.
		h.version.value = 'v2'
		h.answer = { ...h.answer, status: 200, body: 'Here now' }
		const first = await get(h, '/item/coming')
		expect([first.status, first.headers.get('x-cache')]).toEqual([200, 'MISS'])
		expect(await first.text()).toContain('Here now')
	})

	test('while the site fails, the stored page is served for a day; with none stored, the failure', async () => {
		const h = await harness()
		await get(h, '/page')
		// The content version cannot be read: the stored page.
		h.version.fail = true
		const away = await get(h, '/page')
		expect([away.status, away.headers.get('x-cache')]).toEqual([200, 'STALE'])
		h.version.fail = false
		// An hour on, past stale-while-revalidate: the page must be rendered before it is
		// served, and the render fails (thrown, then answered 503): stale-if-error serves it.
		const now = Date.now()
		vi.spyOn(Date, 'now').mockReturnValue(now + 3_600_000)
		h.answer = { ...h.answer, fail: true }
		const thrown = await get(h, '/page')
		expect([thrown.status, thrown.headers.get('x-cache')]).toEqual([200, 'STALE'])
		expect(await thrown.text()).toContain('Hello')
		h.answer = { status: 503, cacheControl: 'no-store', body: 'Down' }
		const failed = await get(h, '/page')
		expect([failed.status, failed.headers.get('x-cache')]).toEqual([200, 'STALE'])
		// Two days on, past stale-if-error: the failure itself.
		vi.spyOn(Date, 'now').mockReturnValue(now + 2 * 86_400_000)
		const gone = await get(h, '/page')
		expect(gone.status).toBe(503)
		expect(await gone.text()).toContain('Down')
		// Nothing stored to begin with: the failure.
		const empty = await harness()
		empty.answer = { status: 503, cacheControl: 'no-store', body: 'Down' }
		expect((await get(empty, '/page')).status).toBe(503)
	})

	test('a page past its freshness is rendered again before it is served, once for a burst', async () => {
		const h = await harness()
		await get(h, '/page')
		vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 3_600_000)
		h.answer = { ...h.answer, body: 'Newer' }
		const burst = await Promise.all(Array.from({ length: 10 }, () => get(h, '/page')))
		for (const response of burst) expect(await response.text()).toContain('Newer')
		expect(h.renders).toHaveLength(2)
	})

	test('stays within its byte bound, however many pages are asked for', async () => {
		const h = await harness({ maxBytes: 32 * 1024 })
		const sizes: number[] = []
		for (let i = 0; i < 200; i++) {
			h.answer = {
				...h.answer,
				body: `Page ${i} ${Math.random().toString(36).repeat(40)}`,
			}
			await get(h, `/item/${i}`)
			sizes.push(h.cache.size)
		}
		expect(Math.max(...sizes)).toBeLessThanOrEqual(32 * 1024)
		// Kept to its bound, not emptied: the most recent pages are still there.
		expect(h.cache.size).toBeGreaterThan(16 * 1024)
		expect((await get(h, '/item/199')).headers.get('x-cache')).toBe('HIT')
		expect((await get(h, '/item/0')).headers.get('x-cache')).toBe('MISS')
	})

	test('a flood of made-up addresses pushes out only not-found answers, never the pages visitors read', async () => {
		const h = await harness({ maxBytes: 64 * 1024 })
		for (const path of ['/page', '/item/real']) await get(h, path)
		h.answer = { ...h.answer, status: 404, body: 'Not found' }
		for (let i = 0; i < 100; i++) {
			expect((await get(h, `/item/made-up-${i}`)).status).toBe(404)
			expect(h.cache.size).toBeLessThanOrEqual(64 * 1024)
		}
		for (const path of ['/page', '/item/real'])
			expect((await get(h, path)).headers.get('x-cache'), path).toBe('HIT')
		// The latest not-found answers are kept too, within their share.
		expect((await get(h, '/item/made-up-99')).headers.get('x-cache')).toBe('HIT')
		// An address that is found later is one page, kept once.
		h.answer = { ...h.answer, status: 200, body: 'Now here' }
		h.version.value = 'v2'
		await get(h, '/item/made-up-99')
		await vi.waitFor(async () =>
			expect(await (await get(h, '/item/made-up-99')).text()).toContain('Now here'),
		)
	})
})
