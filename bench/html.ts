// npm run check:html — the Nu HTML Checker (the `vnu-jar` package, the W3C's validator) on
// the HTML the server sends for every public page: each page and tab, a project page of each
// collection, the 404 and 405 pages, and the contact forms' answers after a post without
// JavaScript. Prints each page's errors and warnings and exits 1 when any page has an error
// (issue 41: 0 errors on every public page).
//
// It needs Java (8 or newer) on the PATH, which npm cannot bring: without it, it says so and
// exits 0, so it runs like the benchmarks, where Java is, and never fails a machine for
// lacking it.
//
// Options: --no-build (reuse BUILD_DIR), --save=DIR (keep each page's HTML there). Env:
// BUILD_DIR (default build-bench, the build bench:lighthouse uses too).
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startServer } from '../tests/e2e/server-process.ts'
import { option, prepareBuild } from './common.ts'

/** The checker itself, inside the npm package (which has no types to import it by). */
const vnuJar = path.join(
	path.dirname(fileURLToPath(import.meta.resolve('vnu-jar'))),
	'build/dist/vnu.jar',
)

const java = spawnSync('java', ['-version'], { encoding: 'utf8' })
if (java.error || java.status !== 0) {
	console.log(
		'check:html skipped: no Java on the PATH. The Nu HTML Checker (vnu-jar) runs on Java 8 or newer; install a JRE (e.g. apt-get install default-jre-headless) to run it.',
	)
	process.exit(0)
}

const buildDir = process.env.BUILD_DIR ?? 'build-bench'
prepareBuild(buildDir)
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aster-html-'))
const pagesDir =
	option('save') ?? mkdtempSync(path.join(os.tmpdir(), 'aster-html-pages-'))
mkdirSync(pagesDir, { recursive: true })
const server = await startServer({
	dataDir,
	env: {
		BUILD_DIR: buildDir,
		SEED_DEMO: 'true',
		LOG_LEVEL: 'warn',
		CONTACT_MIN_FILL_SECONDS: '0',
	},
})

interface Page {
	name: string
	html: string
}

async function get(route: string, init: RequestInit = {}): Promise<Response> {
	return fetch(`${server.url}${route}`, { redirect: 'manual', ...init })
}

/** A post without JavaScript, then the page it sends the visitor back to, with its cookie. */
async function afterPost(endpoint: string, fields: Record<string, string>) {
	const sent = await get(endpoint, { method: 'POST', body: new URLSearchParams(fields) })
	const location = sent.headers.get('location')
	const cookie = sent.headers.getSetCookie().map((value) => value.split(';')[0])
	if (sent.status !== 303 || !location) throw new Error(`${endpoint}: ${sent.status}`)
	return get(location.split('#')[0]!, { headers: { cookie: cookie.join('; ') } })
}

const pages: Page[] = []
try {
	const sitemap = await (await get('/sitemap.xml')).text()
	const projects = ['portfolio', 'products'].flatMap((collection) => {
		const found = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
			.map((match) => new URL(match[1]!).pathname)
			.find((route) => route.startsWith(`/${collection}/`))
		return found ? [found] : []
	})
	const routes = [
		'/',
		'/about',
		'/portfolio',
		'/portfolio?tab=websites',
		'/products',
		'/products?tab=websites',
		'/services',
		'/services?tab=websites',
		'/services?tab=smart-systems',
		'/contact',
		...projects,
		'/no-such-page',
	]
	for (const route of routes) {
		const response = await get(route)
		pages.push({ name: `${route} (${response.status})`, html: await response.text() })
	}
	const refused = await get('/about', { method: 'POST', body: new URLSearchParams({}) })
	pages.push({ name: `POST /about (${refused.status})`, html: await refused.text() })
	const states: Array<[string, string, Record<string, string>]> = [
		[
			'/contact, sent',
			'/api/contact-page',
			{
				email: 'ada@example.com',
				phone: '+1 512 555 0100',
				request: 'Website Development',
				notes: 'A shop for our bakery.',
			},
		],
		[
			'/contact, refused',
			'/api/contact-page',
			{ email: 'nope', phone: 'x', request: '', notes: '' },
		],
		[
			'/about, footer form refused',
			'/api/contact',
			{ name: '', email: 'nope', message: '', returnTo: '/about' },
		],
	]
	for (const [name, endpoint, fields] of states)
		pages.push({ name, html: await (await afterPost(endpoint, fields)).text() })
} finally {
	await server.cleanup()
	rmSync(dataDir, { recursive: true, force: true })
}

const files = pages.map((page, index) => {
	const file = path.join(pagesDir, `${String(index).padStart(2, '0')}.html`)
	writeFileSync(file, page.html)
	return file
})

interface Message {
	type: 'error' | 'info' | 'non-document-error'
	subType?: string
	url?: string
	lastLine?: number
	message: string
	extract?: string
}

const started = performance.now()
const checked = spawnSync(
	'java',
	['-Xss1m', '-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files],
	{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
)
if (checked.status !== 0) {
	console.error(checked.stderr)
	process.exit(2)
}
const seconds = ((performance.now() - started) / 1000).toFixed(1)
// vnu writes its JSON report to standard error.
const { messages } = JSON.parse(checked.stderr) as { messages: Message[] }

let errors = 0
const rows = pages.map((page, index) => {
	const mine = messages.filter((message) =>
		message.url?.endsWith(path.basename(files[index]!)),
	)
	const pageErrors = mine.filter((message) => message.type !== 'info')
	const warnings = mine.filter((message) => message.subType === 'warning')
	errors += pageErrors.length
	for (const message of [...pageErrors, ...warnings])
		console.log(
			`  ${page.name} line ${message.lastLine ?? '?'}: ${message.type === 'info' ? 'warning' : 'error'}: ${message.message}${message.extract ? `\n      ${message.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : ''}`,
		)
	return { page: page.name, errors: pageErrors.length, warnings: warnings.length }
})
console.table(rows)
console.log(
	`Nu HTML Checker (vnu-jar ${vnuVersion()}): ${pages.length} pages, ${errors} errors, in ${seconds} s${option('save') ? `; pages kept in ${pagesDir}` : ''}`,
)
if (!option('save')) rmSync(pagesDir, { recursive: true, force: true })
process.exit(errors > 0 ? 1 : 0)

function vnuVersion() {
	return (
		spawnSync('java', ['-jar', vnuJar, '--version'], {
			encoding: 'utf8',
		}).stdout.trim() || '?'
	)
}
