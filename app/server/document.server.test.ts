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
	const deferred = (html: string) => deferHydration(Buffer.from(html)).toString()
	const head =
		'<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
		'<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
		'<link rel="modulepreload" href="/assets/root.js" nonce="n1"/></head>'
	const module =
		'<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>'
	const page = `${head}<body><main><p>Hello</p></main>${module}<script nonce="n1">window.data=1</script></body></html>`

	it('takes the preloads out of the head and parks the module script until first paint', () => {
		const result = deferred(page)
		expect(result).not.toContain('<link rel="modulepreload"')
		expect(result).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
		expect(result).not.toContain('<script nonce="n1" type="module"')
		expect(result).toContain(
			'<script nonce="n1" type="text/x-deferred-module" id="rr-hydrate">;\nimport * as route0 from "/assets/root.js";',
		)
		// The loader comes last in the body, carries the nonce and lists the preloads.
		const loader =
			/<script nonce="n1">(\(function\(\)[\s\S]*?)<\/script><\/body><\/html>$/.exec(
				result,
			)
		expect(loader?.[1]).toContain('["/assets/entry.client.js","/assets/root.js"]')
		expect(loader?.[1]).toContain('requestAnimationFrame')
		// The content itself is untouched.
		expect(result).toContain('<body><main><p>Hello</p></main>')
	})

	/**
	 * Runs the loader in a minimal document that records what it touches. `paint`: the
	 * browser reports paint timing (a fake PerformanceObserver); otherwise it has none.
	 */
	function runLoader({
		hidden,
		html = page,
		paint = false,
	}: {
		hidden: boolean
		html?: string
		paint?: boolean
	}) {
		const source = /<script nonce="n1">(\(function\(\)[\s\S]*?)<\/script><\/body>/.exec(
			deferred(html),
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
		const timers: Array<{ callback: () => void; ms: number }> = []
		const observers: Array<(names: string[]) => void> = []
		class FakePerformanceObserver {
			static supportedEntryTypes = paint ? ['mark', 'paint'] : ['mark']
			constructor(
				callback: (
					list: { getEntriesByName: (name: string) => unknown[] },
					observer: FakePerformanceObserver,
				) => void,
			) {
				observers.push((names) =>
					callback(
						{ getEntriesByName: (name) => names.filter((entry) => entry === name) },
						this,
					),
				)
			}
			observe() {}
			disconnect() {}
		}
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
			'PerformanceObserver',
			source,
		)(
			document,
			(callback: () => void) => frames.push(callback),
			(callback: () => void, ms = 0) => timers.push({ callback, ms }),
			() => {},
			() => {},
			FakePerformanceObserver,
		)
		/** Runs the timers due within `until` ms, and those they set, in order. */
		const runTimers = (until = 0) => {
			for (;;) {
				const due = timers.findIndex((timer) => timer.ms <= until)
				if (due < 0) return
				timers.splice(due, 1)[0]!.callback()
			}
		}
		const reportPaint = (...names: string[]) =>
			observers.forEach((notify) => notify(names))
		return { appended, frames, timers, runTimers, reportPaint }
	}
	const started = [
		{ type: 'module', text: 'import("/assets/entry.client.js")' },
		{ rel: 'modulepreload', href: '/assets/entry.client.js' },
		{ rel: 'modulepreload', href: '/assets/root.js' },
	]

	it('runs the parked script once the first paint is on the screen, then the preloads', () => {
		const { appended, frames, runTimers, reportPaint } = runLoader({
			hidden: false,
			paint: true,
		})
		runTimers()
		expect(frames).toEqual([])
		// A first paint without content is not the one it waits for.
		reportPaint('first-paint')
		runTimers()
		expect(appended).toEqual([])
		reportPaint('first-paint', 'first-contentful-paint')
		runTimers()
		expect(appended).toEqual(started)
	})

	it('runs it after the first frame where the browser reports no paint timing', () => {
		const { appended, frames, runTimers } = runLoader({ hidden: false })
		// A visible tab waits for its first frame, however late it comes.
		runTimers()
		expect(appended).toEqual([])
		frames.shift()!()
		runTimers()
		expect(appended).toEqual(started)
	})

	it('runs it after 5 s where no paint is ever reported', () => {
		const { appended, runTimers } = runLoader({ hidden: false, paint: true })
		runTimers(1000)
		expect(appended).toEqual([])
		runTimers(5000)
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
			// The next one due; among those due together, the first set.
			const next = timers.reduce(
				(soonest, timer, index) => (timer.ms < timers[soonest]!.ms ? index : soonest),
				0,
			)
			const before = appended.length
			timers.splice(next, 1)[0]!.callback()
			perTask.push(appended.length - before)
		}
		// The start adds only the script; the fallback timers add nothing after it.
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
		const { appended, runTimers } = runLoader({ hidden: true, paint: true })
		runTimers(1000)
		expect(appended).toEqual(started)
	})

	it('escapes < in the listed addresses', () => {
		const odd = page.replace('/assets/root.js" nonce', '/assets/</script>.js" nonce')
		expect(deferred(odd)).not.toContain('</script>.js')
	})

	it('leaves a document without React Router scripts as lowerScriptPreloads would', () => {
		const plain = `${head}<body><p>Error</p></body></html>`
		expect(deferred(plain)).toBe(lowerScriptPreloads(plain))
	})
})

describe('finishDocument with afterFirstPaint', () => {
	it('defers hydration', () => {
		const page =
			'<html><head><link rel="modulepreload" href="/a.js"/></head><body>' +
			'<script nonce="n" type="module" async="">import("/a.js")</script></body></html>'
		expect(finishDocument(Buffer.from(page), { afterFirstPaint: true }).toString()).toBe(
			deferHydration(Buffer.from(page)).toString(),
		)
	})

	it('passes the content on byte for byte, text in any script included', () => {
		const body =
			'<body><p>Zoë’s café — 東京</p><p>&lt;script nonce=&quot;x&quot; type=&quot;module&quot; async=&quot;&quot;&gt;</p>'
		const page =
			`<html><head><link rel="modulepreload" href="/a.js"/></head>${body}` +
			'<script nonce="n">window.data="\\u003cscript nonce=\\"n\\""</script>' +
			'<script nonce="n" type="module" async="">import("/a.js")</script>' +
			'<script nonce="n">window.after=1</script></body></html>'
		const finished = finishDocument(Buffer.from(page), { afterFirstPaint: true })
		const text = finished.toString()
		expect(text.startsWith(`<html><head></head>${body}`)).toBe(true)
		expect(text).toContain(
			'<script nonce="n" type="text/x-deferred-module" id="rr-hydrate">import("/a.js")</script><script nonce="n">window.after=1</script><script nonce="n">(function(){',
		)
		expect(finished.includes(Buffer.from(body))).toBe(true)
	})
})
