import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, test } from 'vitest'

import {
	cacheBody,
	chooseEncoding,
	type CachedBody,
	type Encoding,
} from './cached-body.ts'

/** The bytes a client receives: the parts as written, one after another. */
const sent = (body: CachedBody, encoding: Encoding, stamp: string) =>
	Buffer.concat(body.render(encoding, stamp))

const STAMP = 'data-form-stamp'

/** A page as the site ends one: the stamp's block last, its value twice. */
function page(token: string, filler = 'Aster Software builds apps. '.repeat(400)) {
	return Buffer.from(
		`<!DOCTYPE html><html><body><main>${filler}é—✓</main><div hidden ${STAMP}="${token}"><input form="footer-contact" name="renderedAt" value="${token}"></div></body></html>`,
	)
}

describe('a stored body', () => {
	test('each copy decodes, in every encoding, to the page with that copy’s own stamp', async () => {
		const body = await cacheBody(page('1700000000000.original'), STAMP)
		expect(body.stamped).toBe(true)
		for (const stamp of [
			'1800000000000.fresh-one',
			'1800000000001.another-stamp-longer',
		]) {
			const expected = page(stamp)
			expect(sent(body, 'identity', stamp)).toEqual(expected)
			expect(brotliDecompressSync(sent(body, 'br', stamp))).toEqual(expected)
			expect(gunzipSync(sent(body, 'gzip', stamp))).toEqual(expected)
		}
		// Compressed once, ahead: a copy is far smaller than the page.
		expect(sent(body, 'br', 'x').length).toBeLessThan(page('x').length / 10)
	})

	test('its validator is the content’s, whatever the stamp', async () => {
		const one = await cacheBody(page('1700000000000.one'), STAMP)
		const two = await cacheBody(page('1700000000999.two'), STAMP)
		const other = await cacheBody(page('1700000000000.one', 'Other words. '), STAMP)
		expect(one.etag).toBe(two.etag)
		expect(one.etag).not.toBe(other.etag)
	})

	test('a body without a stamp is compressed whole and sent as it is', async () => {
		const xml = Buffer.from(
			`<?xml version="1.0"?><urlset>${'<url/>'.repeat(500)}</urlset>`,
		)
		const body = await cacheBody(xml, STAMP)
		expect(body.stamped).toBe(false)
		expect(sent(body, 'identity', 'ignored')).toEqual(xml)
		expect(brotliDecompressSync(sent(body, 'br', 'ignored'))).toEqual(xml)
		expect(gunzipSync(sent(body, 'gzip', 'ignored'))).toEqual(xml)
	})
})

test('the encoding: brotli, then gzip, as the client weighs them, else none', () => {
	expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
	expect(chooseEncoding('gzip, br;q=0')).toBe('gzip')
	expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity')
	expect(chooseEncoding('*')).toBe('br')
	expect(chooseEncoding(undefined)).toBe('identity')
	expect(chooseEncoding('identity')).toBe('identity')
})
