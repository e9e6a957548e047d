import { describe, expect, it } from 'vitest'

import { deferHydration, finishDocument, lowerScriptPreloads } from './document.server.ts'

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

describe('deferHydration', () => {
	const head =
		'<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
		'<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
		'<link rel="modulepreload" href="/assets/root.js" nonce="n1"/></head>'
	const module =
		'<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>'
	const page = `${head}<body><main><p>Hello</p></main>${module}<script nonce="n1">window.data=1</script></body></html>`

	it('takes the preloads out of the head and parks the module script until first paint', () => {
		const deferred = deferHydration(page)
		expect(deferred).not.toContain('<link rel="modulepreload"')
		expect(deferred).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
		expect(deferred).not.toContain('<script nonce="n1" type="module"')
		expect(deferred).toContain(
			'<script nonce="n1" type="text/x-deferred-module" id="rr-hydrate">;\nimport * as route0 from "/assets/root.js";',
		)
		// The loader comes last in the body, carries the nonce and lists the preloads.
		const loader =
			/<script nonce="n1">(\(function\(\)[\s\S]*?)<\/script><\/body><\/html>$/.exec(
				deferred,
			)
		expect(loader?.[1]).toContain('["/assets/entry.client.js","/assets/root.js"]')
		expect(loader?.[1]).toContain('requestAnimationFrame')
		// The content itself is untouched.
		expect(deferred).toContain('<body><main><p>Hello</p></main>')
	})

	/** Runs the loader in a minimal document that records what it touches. */
	function runLoader({ hidden, html = page }: { hidden: boolean; html?: string }) {
		const source = /<script nonce="n1">(\(function\(\)[\s\S]*?)<\/script><\/body>/.exec(
			deferHydration(html),
		)?.[1]
		if (!source) throw new Error('no loader in the page')
		const appended: Array<{ rel?: string; href?: string; type?: string; text?: string }> =
			[]
		const parked = {
			nonce: 'n1',
			textContent: 'import("/assets/entry.client.js")',
			replaceWith(node: { type: string; textContent: string }) {
				appended.push({ type: node.type, text: node.textContent })
			},
		}
		const frames: Array<() => void> = []
		const timers: Array<() => void> = []
		const document = {
			hidden,
			getElementById: (id: string) => (id === 'rr-hydrate' ? parked : null),
			createElement: () => ({}) as Record<string, string>,
			head: { appendChild: (node: { rel: string; href: string }) => appended.push(node) },
		}
		new Function(
			'document',
			'requestAnimationFrame',
			'setTimeout',
			'addEventListener',
			'removeEventListener',
			source,
		)(
			document,
			(callback: () => void) => frames.push(callback),
			(callback: () => void) => timers.push(callback),
			() => {},
			() => {},
		)
		const runTimers = () => {
			while (timers.length) timers.shift()!()
		}
		return { appended, frames, timers, runTimers }
	}
	const started = [
		{ type: 'module', text: 'import("/assets/entry.client.js")' },
		{ rel: 'modulepreload', href: '/assets/entry.client.js' },
		{ rel: 'modulepreload', href: '/assets/root.js' },
	]

	it('runs the parked script after the first frame, with the preloads, in a browser-like DOM', () => {
		const { appended, frames, runTimers } = runLoader({ hidden: false })
		// A visible tab waits for its first frame, however late it comes.
		runTimers()
		expect(appended).toEqual([])
		frames.shift()!()
		runTimers()
		expect(appended).toEqual(started)
	})

	it('adds the preloads two per task, after the task that starts the script', () => {
		const many = page.replace(
			'</head>',
			['a', 'b', 'c', 'd', 'e']
				.map((name) => `<link rel="modulepreload" href="/assets/${name}.js"/>`)
				.join('') + '</head>',
		)
		const { appended, frames, timers } = runLoader({ hidden: false, html: many })
		frames.shift()!()
		const perTask: number[] = []
		while (timers.length) {
			const before = appended.length
			timers.shift()!()
			perTask.push(appended.length - before)
		}
		// The hidden-tab timer adds nothing in a visible tab; the start adds only the script.
		expect(perTask.filter((count) => count > 0)).toEqual([1, 2, 2, 2, 1])
		expect(appended.slice(1).map((node) => node.href)).toEqual([
			'/assets/entry.client.js',
			'/assets/root.js',
			'/assets/a.js',
			'/assets/b.js',
			'/assets/c.js',
			'/assets/d.js',
			'/assets/e.js',
		])
	})

	it('starts a tab that draws no frames (in the background) from its timer', () => {
		const { appended, runTimers } = runLoader({ hidden: true })
		runTimers()
		expect(appended).toEqual(started)
	})

	it('escapes < in the listed addresses', () => {
		const odd = page.replace('/assets/root.js" nonce', '/assets/</script>.js" nonce')
		expect(deferHydration(odd)).not.toContain('</script>.js')
	})

	it('leaves a document without React Router scripts as lowerScriptPreloads would', () => {
		const plain = `${head}<body><p>Error</p></body></html>`
		expect(deferHydration(plain)).toBe(lowerScriptPreloads(plain))
	})
})

describe('finishDocument with afterFirstPaint', () => {
	it('defers hydration', () => {
		const page =
			'<html><head><link rel="modulepreload" href="/a.js"/></head><body>' +
			'<script nonce="n" type="module" async="">import("/a.js")</script></body></html>'
		expect(finishDocument(Buffer.from(page), { afterFirstPaint: true }).toString()).toBe(
			deferHydration(page),
		)
	})
})
