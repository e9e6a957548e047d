// npm run bench:http — requests per second of /, /portfolio and one project page on
// loopback (autocannon, 50 connections), measured side by side in one run:
// - a bare Node static server sending the same bytes (as many workers as the site has);
// - the site with its shared cache (decision 040): goal ≥ 0.6× the static server;
// - the site rendering every request (RENDER_CACHE=false: a cache miss), and, given
//   `--baseline=DIR` (a built checkout of an earlier version), that version rendering every
//   request on the same machine in the same run: goal ≥ 0.8× it.
// Exits 1 when a goal is missed.
//
// The machine is shared: each pair (the site beside the static server, the miss beside the
// baseline's) is measured in --rounds rounds of --duration seconds that take turns, so a
// machine that slows down for a while slows both alike; each side warmed up first. A round
// lasts 10 s: each opens 50 new connections, and a server busy rendering takes them in one a
// turn of its loop (libuv), seconds for the last; short rounds measured that, not a render.
//
// Options: --no-build (reuse BUILD_DIR), --duration=S a round (default 10), --rounds=N
// (default 4), --connections=N (default 50), --workers=N (default: the cores available, as
// the site's), --baseline=DIR. Env: BUILD_DIR (default build-bench).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { listeningPortWatcher } from '../tests/e2e/ports.ts'
import { startServer, type ServerProcess } from '../tests/e2e/server-process.ts'
import { numberOption, option, prepareBuild, root } from './common.ts'

const duration = numberOption('duration', 10)
const rounds = numberOption('rounds', 4)
const connections = numberOption('connections', 50)
const workers = numberOption('workers', availableParallelism())
const baseline = option('baseline')
const buildDir = process.env.BUILD_DIR ?? 'build-bench'
const GOALS = { cached: 0.6, miss: 0.8 } as const

prepareBuild(buildDir)

interface Measure {
	rps: number
	p50: number
	p99: number
	errors: number
}

async function round(url: string): Promise<Measure> {
	const result = await autocannon({ url, connections, duration, pipelining: 1 })
	return {
		rps: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		errors: result.errors + result.timeouts + result.non2xx,
	}
}

/** Each URL warmed up, then measured in rounds that take turns; req/s averaged. */
async function sideBySide(urls: string[]): Promise<Measure[]> {
	for (const url of urls) await autocannon({ url, connections, duration: 2 })
	const results = urls.map(() => [] as Measure[])
	for (let i = 0; i < rounds; i++) {
		const order = i % 2 ? [...urls.keys()].reverse() : [...urls.keys()]
		for (const at of order) results[at]!.push(await round(urls[at]!))
	}
	return results.map((measures) => ({
		rps: measures.reduce((sum, m) => sum + m.rps, 0) / measures.length,
		p50: Math.max(...measures.map((m) => m.p50)),
		p99: Math.max(...measures.map((m) => m.p99)),
		errors: measures.reduce((sum, m) => sum + m.errors, 0),
	}))
}

function site(env: Record<string, string>, root?: string) {
	return startServer({
		root,
		env: {
			BUILD_DIR: root ? 'build' : buildDir,
			SEED_DEMO: 'true',
			WEB_CONCURRENCY: String(workers),
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

interface StoredAnswer {
	headers: Array<[string, string]>
	body: Buffer
}
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'content-length'])

/**
 * A bare Node server sending each page's bytes as stored (the site's headers and body),
 * with `workers` processes.
 */
async function staticServer(pages: Map<string, StoredAnswer>) {
	const dir = mkdtempSync(path.join(tmpdir(), 'aster-bench-static-'))
	const files: Record<string, { headers: Array<[string, string]>; file: string }> = {}
	for (const [page, { headers, body }] of pages) {
		const file = path.join(dir, `page-${Object.keys(files).length}.html`)
		writeFileSync(file, body)
		files[page] = { headers, file }
	}
	const child = spawn(process.execPath, [path.join(root, 'bench/static-server.ts')], {
		env: { ...process.env, FILES: JSON.stringify(files), WORKERS: String(workers) },
		stdio: 'ignore',
	})
	let port: number | undefined
	const portOf =
		child.pid === undefined ? () => undefined : listeningPortWatcher(child.pid)
	for (let i = 0; i < 400 && !port; i++) {
		await new Promise((resolve) => setTimeout(resolve, 25))
		port = portOf()
	}
	if (!port) throw new Error('the static server did not start')
	return {
		url: `http://127.0.0.1:${port}`,
		stop: () => {
			child.kill()
			rmSync(dir, { recursive: true, force: true })
		},
	}
}

const rows: Array<Record<string, string | number>> = []
let missed = false

const cached = await site({})
const pages = await pagesOf(cached)
const answers = new Map<string, StoredAnswer>()
for (const page of pages) {
	const response = await fetch(`${cached.url}${page}`)
	answers.set(page, {
		// The headers as the site sends them, but those Node's http module writes itself.
		headers: [...response.headers].filter(([name]) => !NODE_WRITES.has(name)),
		body: Buffer.from(await response.arrayBuffer()),
	})
}
const bare = await staticServer(answers)
const miss = await site({ RENDER_CACHE: 'false' })
const before = baseline
	? await site({ RENDER_CACHE: 'false' }, path.resolve(baseline))
	: null
try {
	for (const page of pages) {
		const [ceiling, hit] = (await sideBySide([
			`${bare.url}${page}`,
			`${cached.url}${page}`,
		])) as [Measure, Measure]
		const [render, earlier = null] = (await sideBySide(
			before ? [`${miss.url}${page}`, `${before.url}${page}`] : [`${miss.url}${page}`],
		)) as [Measure, Measure?]
		const cachedRatio = hit.rps / ceiling.rps
		const missRatio = earlier ? render.rps / earlier.rps : null
		if (cachedRatio < GOALS.cached || (missRatio !== null && missRatio < GOALS.miss))
			missed = true
		if (hit.errors + render.errors + ceiling.errors + (earlier?.errors ?? 0) > 0)
			missed = true
		rows.push({
			page,
			'static req/s': Math.round(ceiling.rps),
			'cached req/s': Math.round(hit.rps),
			'cached p50/p99 ms': `${hit.p50}/${hit.p99}`,
			'cached ÷ static': Number(cachedRatio.toFixed(2)),
			'miss req/s': Math.round(render.rps),
			'miss p50/p99 ms': `${render.p50}/${render.p99}`,
			'miss ÷ static': Number((render.rps / ceiling.rps).toFixed(3)),
			...(earlier
				? {
						'baseline miss req/s': Math.round(earlier.rps),
						'miss ÷ baseline': Number(missRatio!.toFixed(2)),
					}
				: {}),
			errors: hit.errors + render.errors + ceiling.errors + (earlier?.errors ?? 0),
		})
		console.log(`  ${page}: done`)
	}
} finally {
	bare.stop()
	await Promise.all([cached.cleanup(), miss.cleanup(), before?.cleanup()])
}

console.log(
	`\nbench:http — ${connections} connections, ${rounds} rounds of ${duration} s taking turns, ${workers} workers on every server, loopback, identity bodies (p50/p99: the worst round's); goals: cached ≥ ${GOALS.cached}× static${baseline ? `, miss ≥ ${GOALS.miss}× the baseline's` : ''}`,
)
console.table(rows)
if (missed) {
	console.log('a goal was missed (or a request failed)')
	process.exitCode = 1
} else console.log('every page meets its goals')
