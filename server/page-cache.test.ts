import { gunzipSync, brotliDecompressSync } from 'node:zlib'

import { describe, expect, test } from 'vitest'

import {
	PageCache,
	chooseEncoding,
	isCacheableRequest,
	matchesEtag,
	toCachedPage,
} from './page-cache.ts'

function page(body: string, version = 'v1', storedAt = Date.now()) {
	return toCachedPage({
		status: 200,
		headers: [['Content-Type', 'text/html; charset=utf-8']],
		body: Buffer.from(body),
		nonce: 'n',
		version,
		storedAt,
	})
}

describe('toCachedPage', () => {
	test('keeps gzip and brotli bodies that decode to the page, and a strong ETag of its bytes', async () => {
		const html = '<!doctype html><p>' + 'Aster '.repeat(500) + '</p>'
		const entry = await page(html)
		expect(gunzipSync(entry.gzip).toString()).toBe(html)
		expect(brotliDecompressSync(entry.br).toString()).toBe(html)
		expect(entry.etag).toMatch(/^"[\w-]{27}"$/)
		expect((await page(html)).etag).toBe(entry.etag)
		expect((await page(html + ' ')).etag).not.toBe(entry.etag)
	})
})

describe('PageCache', () => {
	test('serves a page only for the content version it was rendered with', async () => {
		const cache = new PageCache()
		cache.set('/', await page('a', 'v1'))
		expect(cache.get('/', 'v1')?.body.toString()).toBe('a')
		expect(cache.get('/', 'v2')).toBeUndefined()
		// The stale page is gone, not kept beside the new version.
		expect(cache.size).toBe(0)
		expect(cache.bytes).toBe(0)
	})

	test('renders again after its age limit even when nothing changed', async () => {
		let now = 0
		const cache = new PageCache({ maxAgeMs: 1_000, now: () => now })
		cache.set('/', await page('a', 'v1', 0))
		now = 1_000
		expect(cache.get('/', 'v1')).toBeDefined()
		now = 1_001
		expect(cache.get('/', 'v1')).toBeUndefined()
	})

	test('drops the least recently used pages beyond its entry and byte limits', async () => {
		const cache = new PageCache({ maxEntries: 2 })
		cache.set('/a', await page('a'))
		cache.set('/b', await page('b'))
		cache.get('/a', 'v1')
		cache.set('/c', await page('c'))
		expect(cache.get('/b', 'v1')).toBeUndefined()
		expect(cache.get('/a', 'v1')).toBeDefined()
		expect(cache.get('/c', 'v1')).toBeDefined()

		const big = await page('x'.repeat(10_000))
		const small = new PageCache({
			maxBytes: big.body.length + big.gzip.length + big.br.length,
		})
		small.set('/1', big)
		small.set('/2', await page('a smaller page'))
		expect(small.size).toBe(1)
		expect(small.get('/1', 'v1')).toBeUndefined()
		expect(small.get('/2', 'v1')).toBeDefined()
		// A page larger than the whole budget is never kept.
		small.set('/3', await page('x'.repeat(20_000)))
		expect(small.get('/3', 'v1')).toBeUndefined()
		expect(small.bytes).toBeLessThanOrEqual(
			big.body.length + big.gzip.length + big.br.length,
		)
	})
})

describe('matchesEtag', () => {
	const etag = '"abc"'
	test.each([
		['"abc"', true],
		['W/"abc"', true],
		['"abc-br"', true],
		['"abc-gz"', true],
		['"zzz", "abc"', true],
		['*', true],
		['"abd"', false],
		['', false],
		[undefined, false],
	])('If-None-Match %s → %s', (header, expected) => {
		expect(matchesEtag(header, etag)).toBe(expected)
	})
})

describe('chooseEncoding', () => {
	test.each([
		['gzip, deflate, br, zstd', 'br'],
		['gzip', 'gzip'],
		['br;q=0, gzip', 'gzip'],
		['*', 'br'],
		['identity', null],
		['', null],
		[undefined, null],
	])('Accept-Encoding %s → %s', (header, expected) => {
		expect(chooseEncoding(header)).toBe(expected)
	})
})

describe('isCacheableRequest', () => {
	const request = (method: string, path: string, cookie?: string) => ({
		method,
		path,
		headers: cookie ? { cookie } : {},
	})
	test('public GET and HEAD requests without a visitor cookie', () => {
		expect(isCacheableRequest(request('GET', '/'))).toBe(true)
		expect(isCacheableRequest(request('HEAD', '/portfolio'))).toBe(true)
		expect(isCacheableRequest(request('GET', '/portfolio.data'))).toBe(true)
		expect(isCacheableRequest(request('GET', '/sitemap.xml'))).toBe(true)
	})
	test('never a write, the dashboard, the auth or JSON API, or a form outcome', () => {
		expect(isCacheableRequest(request('POST', '/'))).toBe(false)
		expect(isCacheableRequest(request('GET', '/admin'))).toBe(false)
		expect(isCacheableRequest(request('GET', '/admin.data'))).toBe(false)
		expect(isCacheableRequest(request('GET', '/admin/logos'))).toBe(false)
		expect(isCacheableRequest(request('GET', '/api/auth/get-session'))).toBe(false)
		expect(isCacheableRequest(request('GET', '/api/contact'))).toBe(false)
		expect(isCacheableRequest(request('GET', '/contact', 'aster_contact=abc'))).toBe(
			false,
		)
		expect(isCacheableRequest(request('GET', '/contact', 'theme=dark'))).toBe(true)
	})
})
