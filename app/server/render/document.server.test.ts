// The document render through React Router's own request handler, with this app's
// entry.server, in both modes (decision 029): the fast one (one synchronous pass when the
// page has all it needs, the streaming render collected whole when part of it waits or
// fails) and React Router's stock one.
import { Writable } from 'node:stream'

import { createElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { resetEnvForTests } from '#app/server/env.server.ts'

import { renderAtOnce } from './one-pass.server.ts'
import { get, later, NONCE, waits } from './testing.server.ts'

/** A crawler: the stock render waits for the whole page for it, as the fast one always does. */
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)'

for (const mode of ['fast', 'stock'] as const) {
	describe(`the document render, RENDER_MODE=${mode}`, () => {
		beforeEach(() => {
			vi.stubEnv('RENDER_MODE', mode)
			resetEnvForTests()
		})
		afterEach(() => {
			vi.unstubAllEnvs()
			resetEnvForTests()
		})

		test('a dashboard page with all it needs: the whole document, its data script and React Router’s closing script', async () => {
			const { status, html } = await get('/plain')
			expect(status).toBe(200)
			expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/)
			expect(html).toContain('<h1>Hello &lt;world&gt; &amp; friends</h1>')
			// The loader's data, for hydration, and the end of the data stream.
			expect(html).toContain(
				'"greeting\\",\\"Hello \\u003cworld\\u003e \\u0026 friends\\"',
			)
			expect(html).toContain('window.__reactRouterContext.streamController.close();')
			expect(html).toContain(`nonce="${NONCE}"`)
			expect(html).not.toContain('<!--$!-->')
			expect(html).toMatch(/<\/html>$/)
		})

		test('a public page is not hydrated: the document goes without React Router’s data (decision 028)', async () => {
			const { status, html } = await get('/plain', { kind: 'public-page' })
			expect(status).toBe(200)
			expect(html).toContain('<h1>Hello &lt;world&gt; &amp; friends</h1>')
			expect(html).not.toContain('streamController.enqueue')
			expect(html).not.toContain('streamController.close')
			expect(html).toMatch(/<\/html>$/)
		})

		test('content that waits inside a boundary: the document waits for it', async () => {
			waits.promise = later('the data')
			const { status, html } = await get('/boundary', { userAgent: BOT })
			expect(status).toBe(200)
			expect(html).toContain('<p>Waited for the data</p>')
			expect(html).not.toContain('<!--$!-->')
			expect(html).toContain('window.__reactRouterContext.streamController.close();')
		})

		test('a whole page that waits: the document waits for it', async () => {
			waits.promise = later('the data')
			const { status, html } = await get('/shell')
			expect(status).toBe(200)
			expect(html).toContain('<p>Waited for the data</p>')
			expect(html).toContain('window.__reactRouterContext.streamController.close();')
		})

		test('a page whose wait fails: React Router’s error page, with a 500', async () => {
			waits.promise = later('never', true)
			const { status, html } = await get('/shell')
			expect(status).toBe(500)
			expect(html).toContain('<h1>Something went wrong</h1>')
		})

		test('a page that throws while rendering: React Router’s error page, with a 500', async () => {
			const { status, html } = await get('/broken')
			expect(status).toBe(500)
			expect(html).toContain('<h1>Something went wrong</h1>')
			expect(html).toContain('window.__reactRouterContext.streamController.close();')
		})
	})
}

describe('the fast render', () => {
	test('waits for a boundary’s content for every visitor, not only for crawlers', async () => {
		waits.promise = later('the data')
		const { html } = await get('/boundary')
		expect(html).toContain('<p>Waited for the data</p>')
		expect(html).not.toContain('Loading')
	})

	test('the one-pass render writes what the streaming render writes, byte for byte', async () => {
		// Hoisted tags (title, meta, a preloaded image) and escaped text, as pages have.
		const page = createElement(
			'html',
			{ lang: 'en' },
			createElement('head', null, createElement('meta', { charSet: 'utf-8' })),
			createElement(
				'body',
				null,
				createElement('title', null, 'A & B'),
				createElement('img', { src: '/a.avif', alt: '', fetchPriority: 'high' }),
				createElement('p', { className: 'x' }, 'x < y', ' and ', 'y > z'),
			),
		)
		const streamed = await new Promise<string>((resolve, reject) => {
			const chunks: Buffer[] = []
			const { pipe } = renderToPipeableStream(page, {
				onAllReady() {
					pipe(
						new Writable({
							write(chunk: Buffer, _encoding, done) {
								chunks.push(chunk)
								done()
							},
							final(done) {
								resolve(Buffer.concat(chunks).toString())
								done()
							},
						}),
					)
				},
				onShellError: reject,
			})
		})
		expect(streamed).toContain(
			'<link rel="preload" as="image" href="/a.avif" fetchPriority="high"/>',
		)
		expect(renderAtOnce(page)?.toString()).toBe(streamed)
	})
})
