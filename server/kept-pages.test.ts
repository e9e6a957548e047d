import { gunzipSync, brotliDecompressSync } from 'node:zlib'

import { describe, expect, test } from 'vitest'

import { testRequestClass } from '#app/server/http/testing.server.ts'

import {
	ContentVersions,
	PageCache,
	chooseEncoding,
	matchesEtag,
	toCachedPage,
	type RenderSource,
} from './kept-pages.ts'

const SOURCE: RenderSource = {
	origin: 'http://site.test',
	target: '/',
	requestClass: testRequestClass('public-page'),
}

function page(body: string, version = 'v1', level: 'fast' | 'best' = 'best') {
	return toCachedPage(
		{
			status: 200,
			headers: [['Content-Type', 'text/html; charset=utf-8']],
			body: Buffer.from(body),
			nonce: 'n',
			version,
			storedAt: Date.now(),
			source: SOURCE,
		},
		level,
	)
}

describe('toCachedPage', () => {
	test('keeps gzip and brotli bodies that decode to the page, and a strong ETag of its bytes', async () => {
		const html = '<!doctype html><p>' + 'Aster '.repeat(500) + '</p>'
		for (const level of ['fast', 'best'] as const) {
			const entry = await page(html, 'v1', level)
			expect(gunzipSync(entry.gzip).toString()).toBe(html)
			expect(brotliDecompressSync(entry.br).toString()).toBe(html)
			expect(entry.etag).toMatch(/^"[\w-]{27}"$/)
			expect(entry.polished).toBe(level === 'best')
		}
		const entry = await page(html)
		// The validator is of the page, whatever the compression level.
		expect((await page(html, 'v1', 'fast')).etag).toBe(entry.etag)
		expect((await page(html + ' ')).etag).not.toBe(entry.etag)
	})
})

describe('PageCache', () => {
	test('keeps a page whatever the version: the handler decides fresh or stale', async () => {
		const cache = new PageCache()
		cache.set('/', await page('a', 'v1'))
		expect(cache.get('/')?.version).toBe('v1')
		cache.set('/', await page('b', 'v2'))
		expect(cache.get('/')?.body.toString()).toBe('b')
		expect(cache.size).toBe(1)
	})

	test('a flood of pages asked for once never pushes out the pages asked for again', async () => {
		const cache = new PageCache({ maxEntries: 10 })
		for (const key of ['/', '/about', '/portfolio']) {
			cache.set(key, await page(key))
			// Asked for a second time: protected.
			expect(cache.get(key)).toBeDefined()
		}
		const once = await page('a page asked for once')
		for (let i = 0; i < 5_000; i++) cache.set(`/?utm_source=${i}`, once)
		expect(cache.size).toBeLessThanOrEqual(10)
		for (const key of ['/', '/about', '/portfolio']) expect(cache.peek(key)).toBeDefined()
		// The flood's own pages churn among themselves.
		expect(cache.peek('/?utm_source=0')).toBeUndefined()
		expect(cache.peek('/?utm_source=4999')).toBeDefined()
	})

	test('stays within its byte limit, and never keeps a page larger than its share', async () => {
		const big = await page('x'.repeat(10_000))
		const size = big.body.length + big.gzip.length + big.br.length
		const cache = new PageCache({ maxBytes: size * 10, maxEntries: 1_000 })
		for (let i = 0; i < 50; i++) {
			cache.set(`/${i}`, await page(`${i}`.padEnd(10_000, 'x')))
			cache.get(`/${i}`)
		}
		expect(cache.bytes).toBeLessThanOrEqual(size * 10)
		const huge = await page('y'.repeat(200_000) + Math.random())
		cache.set('/huge', huge)
		expect(cache.peek('/huge')).toBeUndefined()
	})

	test('lists the pages most recently used first, protected before probation', async () => {
		const cache = new PageCache()
		for (const key of ['/a', '/b', '/c']) cache.set(key, await page(key))
		cache.get('/a')
		expect(cache.keysByRecency(10)).toEqual(['/a', '/c', '/b'])
		expect(cache.keysByRecency(1)).toEqual(['/a'])
	})
})

describe('ContentVersions', () => {
	test('reads the database at most once per interval for visitors, at once for an admin, and announces a change', async () => {
		let stored = 'v1'
		let reads = 0
		const versions = new ContentVersions(
			async () => {
				reads++
				return stored
			},
			{ maxAgeMs: 60_000 },
		)
		const seen: string[] = []
		versions.onChange((version) => seen.push(version))
		await Promise.all([versions.current(), versions.current(), versions.current()])
		expect(reads).toBe(1)
		stored = 'v2'
		expect(await versions.current()).toBe('v1')
		expect(reads).toBe(1)
		expect(await versions.fresh()).toBe('v2')
		expect(seen).toEqual(['v2'])
		expect(await versions.current()).toBe('v2')
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
