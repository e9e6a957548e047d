import { describe, expect, it } from 'vitest'

import { finishDocument, lowerScriptPreloads } from './finish.server.ts'

describe('lowerScriptPreloads', () => {
	it('asks for every script preload at low priority and leaves the rest alone', () => {
		const head =
			'<link rel="stylesheet" href="/assets/app.css"/>' +
			'<link rel="preload" as="font" href="/assets/inter.woff2"/>' +
			'<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
			'<link rel="modulepreload" href="/assets/root.js" nonce="n"/>'
		expect(lowerScriptPreloads(head)).toBe(
			'<link rel="stylesheet" href="/assets/app.css"/>' +
				'<link rel="preload" as="font" href="/assets/inter.woff2"/>' +
				'<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js" nonce="n"/>' +
				'<link rel="modulepreload" fetchpriority="low" href="/assets/root.js" nonce="n"/>',
		)
	})

	it('leaves text that only mentions a preload alone', () => {
		const text = '<p>rel="modulepreload" is a hint</p>'
		expect(lowerScriptPreloads(text)).toBe(text)
	})
})

describe('finishDocument', () => {
	it('lowers the preloads in the head and passes the body on byte for byte', () => {
		const head =
			'<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/></head>'
		const body =
			'<body><p>Zoë’s café — 東京 <link rel="modulepreload" href="/x"/></p></body></html>'
		const finished = finishDocument(Buffer.from(head + body))
		expect(finished.toString()).toBe(
			'<!DOCTYPE html><html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/></head>' +
				body,
		)
	})

	it('lowers them anywhere in a document without a head', () => {
		expect(
			finishDocument(Buffer.from('<link rel="modulepreload" href="/a.js"/>')).toString(),
		).toBe('<link rel="modulepreload" fetchpriority="low" href="/a.js"/>')
	})
})
