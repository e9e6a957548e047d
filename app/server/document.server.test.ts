import { describe, expect, it } from 'vitest'

import { lowerScriptPreloads } from './document.server.ts'

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
