// npm run bench:bytes — the JavaScript and CSS a browser downloads for the home page
// (gzip), beside a hello-world page built in the same run with the same framework
// config: React Router framework mode, Vite with the Tailwind plugin, the same build
// options, React 19. Exits 1 when the home page's JavaScript is over 0.1× the hello
// world's: a public page is not hydrated (decision 028) and ships its enhancers alone
// (~6 kB), and the limit leaves room for the Web Vitals reporter (≤ 2 kB, issue 21) and a
// little more; React on a public page (~100 kB) fails it at once.
//
// Options: --no-build (reuse BUILD_DIR for the app). Env: BUILD_DIR (default build-bench).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { createRequestHandler } from 'react-router'

import { startServer } from '../tests/e2e/server-process.ts'
import { prepareBuild, root } from './common.ts'
import { buildHelloWorld } from './hello-world.ts'

const buildDir = process.env.BUILD_DIR ?? 'build-bench'
const LIMIT = 0.1

/** Every script and stylesheet the document loads on its own: no later navigation. */
function assetsOf(html: string) {
	const urls = new Set<string>()
	const patterns = [
		/<script\b[^>]*\bsrc="([^"]+)"/g,
		/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="([^"]+)"/g,
		/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="(?:modulepreload|stylesheet)"/g,
		/import\(\s*"([^"]+\.js)"\s*\)/g,
		/import\s+[^"';]*?\s+from\s+"([^"]+\.js)"/g,
		/import\s+"([^"]+\.js)"/g,
	]
	for (const pattern of patterns) {
		for (const match of html.matchAll(pattern)) if (match[1]) urls.add(match[1])
	}
	return [...urls].filter((url) => url.startsWith('/assets/'))
}

interface Bytes {
	js: number
	css: number
	files: number
}

/** Gzip sizes (level 6, what `compression` sends) of the page's assets in `clientDir`. */
function measure(html: string, clientDir: string): Bytes {
	const bytes: Bytes = { js: 0, css: 0, files: 0 }
	for (const url of assetsOf(html)) {
		const file = path.join(clientDir, url)
		if (!existsSync(file)) throw new Error(`missing asset ${url}`)
		const size = gzipSync(readFileSync(file), { level: 6 }).length
		if (url.endsWith('.css')) bytes.css += size
		else bytes.js += size
		bytes.files++
	}
	return bytes
}

// --- the hello world: a throwaway app with the same framework config -------------------
console.log('Building the hello world…')
const helloWorld = await buildHelloWorld()
const helloHtml = await (
	await createRequestHandler(
		helloWorld.build,
		'production',
	)(new Request('http://localhost/'))
).text()
const hello = measure(helloHtml, helloWorld.clientDir)
helloWorld.remove()

// --- the home page ------------------------------------------------------------------------
prepareBuild(buildDir)
const server = await startServer({
	env: { BUILD_DIR: buildDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
})
let home: Bytes
try {
	const html = await (await fetch(`${server.url}/`)).text()
	home = measure(html, path.join(root, buildDir, 'client'))
} finally {
	await server.cleanup()
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`
const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : '∞')
const total = (b: Bytes) => b.js + b.css
console.log('\nJavaScript and CSS the first load downloads (gzip):\n')
console.log('| page | files | JS | CSS | JS + CSS |')
console.log('|---|---|---|---|---|')
console.log(
	`| hello world | ${hello.files} | ${kb(hello.js)} | ${kb(hello.css)} | ${kb(total(hello))} |`,
)
console.log(
	`| home (/) | ${home.files} | ${kb(home.js)} | ${kb(home.css)} | ${kb(total(home))} |`,
)
console.log(
	`| ratio | | ${ratio(home.js, hello.js)}× | ${ratio(home.css, hello.css)}× | ${ratio(total(home), total(hello))}× |`,
)
const jsRatio = home.js / hello.js
if (jsRatio > LIMIT) {
	console.log(
		`\nThe home page's JavaScript is ${jsRatio.toFixed(2)}× the hello world's: over ${LIMIT}×.`,
	)
	process.exit(1)
}
console.log(
	`\nThe home page's JavaScript is ${jsRatio.toFixed(2)}× the hello world's (limit ${LIMIT}×).`,
)
