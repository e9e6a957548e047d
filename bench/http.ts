// npm run bench:http — requests per second and latency of /, /portfolio and one project
// page on loopback (autocannon), beside the same HTML bytes served as a static file by
// the same Express server (same middleware: logging, security headers, compression).
// Each page's ratio to that static ceiling is printed for the render cache (pages kept
// after their first render) and for an uncached render (a second server, RENDER_CACHE=false).
// Goals: cached ≥ 0.8 of the static ceiling, uncached ≥ 0.3. Exits 1 when one is missed.
//
// Options: --no-build (reuse BUILD_DIR), --duration=S per measurement (default 10),
// --connections=N (default 10). Env: BUILD_DIR (default build-bench).
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { startServer, type ServerProcess } from '../tests/e2e/server-process.ts'
import { numberOption, prepareBuild, root } from './common.ts'

const duration = numberOption('duration', 10)
const connections = numberOption('connections', 10)
const buildDir = process.env.BUILD_DIR ?? 'build-bench'
const GOALS = { cached: 0.8, uncached: 0.3 } as const

prepareBuild(buildDir)

interface Measure {
	rps: number
	p50: number
	p99: number
	errors: number
	non2xx: number
	bytes: number
}

async function measure(url: string): Promise<Measure> {
	const result = await autocannon({ url, connections, duration, pipelining: 1 })
	return {
		rps: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		errors: result.errors + result.timeouts,
		non2xx: result.non2xx,
		bytes: result.throughput.average / Math.max(result.requests.average, 1),
	}
}

async function seededServer(env: Record<string, string>, dataDir?: string) {
	return startServer({
		dataDir,
		env: {
			BUILD_DIR: buildDir,
			SEED_DEMO: 'true',
			// Request lines are not kept by the bench: they would fill its memory.
			LOG_LEVEL: 'warn',
			...env,
		},
	})
}

/** The pages measured: the home page, the portfolio and its first project. */
async function pagesOf(server: ServerProcess) {
	const portfolio = await (await fetch(`${server.url}/portfolio`)).text()
	const project = /href="(\/portfolio\/[\w-]+)"/.exec(portfolio)?.[1]
	if (!project) throw new Error('no project link on /portfolio')
	return ['/', '/portfolio', project]
}

/** The page's HTML as a file at the top of the client folder, which the server serves. */
async function staticCopy(server: ServerProcess, page: string) {
	const html = await (await fetch(`${server.url}${page}`)).text()
	const name = `bench-${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}.html`
	writeFileSync(path.join(root, buildDir, 'client', name), html)
	return `/${name}`
}

const rows: {
	page: string
	mode: 'cached' | 'uncached'
	result: Measure
	ceiling: Measure
}[] = []

for (const mode of ['cached', 'uncached'] as const) {
	const env = { RENDER_CACHE: mode === 'cached' ? 'true' : 'false' }
	// A first start seeds the demo and gives the pages; the server lists its static files
	// when it starts, so the copies are served after a restart on the same data.
	let server = await seededServer(env)
	const pages = await pagesOf(server)
	const copies = new Map<string, string>()
	for (const page of pages) copies.set(page, await staticCopy(server, page))
	await server.stop()
	server = await seededServer(env, server.dataDir)
	try {
		for (const page of pages) {
			const copy = copies.get(page) ?? ''
			// Warm both paths (and fill the cache) before measuring.
			await autocannon({ url: `${server.url}${page}`, connections: 2, amount: 50 })
			await autocannon({ url: `${server.url}${copy}`, connections: 2, amount: 50 })
			const ceiling = await measure(`${server.url}${copy}`)
			const result = await measure(`${server.url}${page}`)
			rows.push({ page, mode, result, ceiling })
			console.log(
				`  ${mode.padEnd(8)} ${page.padEnd(28)} ${result.rps.toFixed(0)} req/s vs static ${ceiling.rps.toFixed(0)}`,
			)
		}
	} finally {
		await server.cleanup()
		for (const copy of copies.values())
			rmSync(path.join(root, buildDir, 'client', copy), { force: true })
	}
}

const table = rows.map(({ page, mode, result, ceiling }) => ({
	page,
	mode,
	'req/s': Math.round(result.rps),
	'p50 ms': result.p50,
	'p99 ms': result.p99,
	'static req/s': Math.round(ceiling.rps),
	'static p50/p99 ms': `${ceiling.p50}/${ceiling.p99}`,
	ratio: Number((result.rps / ceiling.rps).toFixed(2)),
	goal: `≥ ${GOALS[mode]}`,
	errors: result.errors + result.non2xx + ceiling.errors + ceiling.non2xx,
	'HTML kB': Number((result.bytes / 1024).toFixed(1)),
}))
console.log(
	`\nbench:http — ${connections} connections, ${duration} s each, loopback, no Accept-Encoding (identity bodies on both sides)`,
)
console.table(table)
const missed = table.filter((row) => row.ratio < GOALS[row.mode] || row.errors > 0)
if (missed.length > 0) {
	console.log(
		`missed: ${missed.map((row) => `${row.mode} ${row.page} (${row.ratio}, ${row.errors} errors)`).join('; ')}`,
	)
	process.exitCode = 1
} else {
	console.log('every page meets its goal')
}
