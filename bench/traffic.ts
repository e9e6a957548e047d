// npm run bench:traffic — a campaign day against the built server, beside the same run with
// plain URLs only (issue 17). For each worker count (one, and one per core), two runs of
// --duration seconds at --connections connections (autocannon, loopback):
//   plain: the site's public URLs only;
//   mix:   60% those URLs, 25% the same URLs with unique tracking parameters (utm_*, gclid,
//          fbclid), 10% unknown paths (404, each one new), 5% contact posts from many
//          addresses;
// and in both, an admin save every 10 s of the run's time (a product's visibility toggled,
// which renews the content version). Prints req/s, p50/p99, errors, how many requests waited on a render
// (X-Render-Cache: miss or bypass), the server's RSS (primary and workers) at the start and
// the end, and the mix's req/s as a share of the plain run's. Goal: mix ≥ 0.8 of plain,
// p99 ≤ 50 ms, no errors, RSS flat. Exits 1 on errors or a non-2xx/3xx/404 answer.
//
// The two runs are measured side by side: each is cut into --rounds rounds (default 12, of
// 5 s at the default duration) that take turns (plain, mix, plain, mix …) on the same
// server, so a machine that slows down for a while (it is shared) slows both alike; short
// rounds follow its drift closely. req/s is over all of a run's rounds, p50 the median of
// its rounds' and p99 its worst round's. The saves keep their pace in the run's own time:
// one in the middle of every round of --save-every seconds (default 10), else one in the
// middle of every so many rounds, the same rounds in both runs.
//
// Options: --duration=S (default 60, per run), --connections=N (default 50), --rounds=N,
// --workers=LIST (default "1,all"). Env: BUILD_DIR (default build; built when it holds no
// server build).
import { availableParallelism } from 'node:os'
import { readdirSync, readFileSync } from 'node:fs'

import autocannon from 'autocannon'

import { startServer, type ServerProcess } from '../tests/e2e/server-process.ts'
import { numberOption, option, prepareBuild } from './common.ts'

const duration = numberOption('duration', 60)
const connections = numberOption('connections', 50)
const rounds = Math.max(1, numberOption('rounds', 12))
const saveEvery = numberOption('save-every', 10)
const workerCounts = (option('workers') ?? '1,all')
	.split(',')
	.map((value) => (value === 'all' ? availableParallelism() : Number(value)))
const buildDir = process.env.BUILD_DIR ?? 'build'

prepareBuild(buildDir, { reuse: true })

const ADMIN = {
	email: 'bench-admin@example.com',
	password: 'bench admin passphrase 2026',
}

/** RSS of the server's primary and its workers, in MB. */
function rssMb(pid: number): number {
	const pids = [pid]
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue
		try {
			const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
			if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid)
				pids.push(Number(entry))
		} catch {
			// gone meanwhile
		}
	}
	let kb = 0
	for (const one of pids) {
		try {
			kb += Number(
				/^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${one}/status`, 'utf8'))?.[1],
			)
		} catch {
			// gone meanwhile
		}
	}
	return Math.round(kb / 1024)
}

/** Signs the bench's admin up (the first account) and returns its cookie. */
async function adminCookie(server: ServerProcess): Promise<string> {
	const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Origin: server.url },
		body: JSON.stringify({ name: 'bench', ...ADMIN }),
	})
	if (!response.ok) throw new Error(`admin sign-up: ${response.status}`)
	return response.headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0])
		.join('; ')
}

/**
 * Requests made so far, in every run and round: tracking parameters and the posts' client
 * addresses stay new for the whole bench (a repeated address would meet the contact
 * forms' rate limit, ten posts in ten minutes).
 */
let sent = 0
/** Answers that count as errors, by status, over the whole bench. */
const unexpectedStatuses = new Map<number, number>()

interface RunResult {
	rps: number
	p50: number
	p99: number
	errors: number
	unexpected: number
	waited: number
	requests: number
	rssStart: number
	rssEnd: number
	saves: number
}

async function run(
	server: ServerProcess,
	cookie: string,
	pages: string[],
	product: string,
	mix: boolean,
	seconds: number,
	saving: boolean,
): Promise<RunResult> {
	const pid = server.child.pid ?? 0
	let saves = 0
	const save = async () => {
		const response = await fetch(`${server.url}/admin/products`, {
			method: 'POST',
			headers: {
				Cookie: cookie,
				Origin: server.url,
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			body: new URLSearchParams({ intent: 'visibility', id: product }),
			redirect: 'manual',
		})
		if (response.status >= 400) throw new Error(`admin save: ${response.status}`)
		saves++
	}
	// Every --save-every seconds, the first half of one in: in a round that long or
	// longer, from its middle on; in shorter rounds, in the middle of the rounds chosen.
	const saveLogged = () => void save().catch((error: unknown) => console.error(error))
	let saver: NodeJS.Timeout | undefined
	const firstSave = saving
		? setTimeout(
				() => {
					saveLogged()
					saver = setInterval(saveLogged, saveEvery * 1000)
				},
				Math.min(seconds, saveEvery) * 500,
			)
		: undefined

	let waited = 0
	let unexpected = 0
	const next = (): autocannon.Request => {
		const i = sent++
		const page = pages[i % pages.length]!
		const roll = mix ? (i * 7919) % 100 : 0
		if (roll < 60) return { method: 'GET', path: page }
		if (roll < 85) {
			const join = page.includes('?') ? '&' : '?'
			return {
				method: 'GET',
				path: `${page}${join}utm_source=news&utm_campaign=c${i}&gclid=g${i}&fbclid=f${i}`,
			}
		}
		if (roll < 95) {
			const unknown = [
				`/wp-admin/setup-${i}.php`,
				`/old-page-${i}`,
				`/projects/gone-${i}`,
			]
			return { method: 'GET', path: unknown[i % unknown.length]! }
		}
		return {
			method: 'POST',
			path: '/api/contact',
			headers: {
				'content-type': 'application/json',
				// Addresses of the documentation range (2001:db8::/32), a new one each post.
				'x-forwarded-for': `2001:db8:${(i >> 16).toString(16)}::${(i & 0xffff).toString(16)}`,
			},
			body: JSON.stringify({
				name: 'Campaign visitor',
				email: `visitor${i}@example.com`,
				message: 'A message sent during bench:traffic.',
			}),
		}
	}
	const requests: autocannon.Request[] = [
		{
			setupRequest: (request) => ({ ...request, ...next() }),
			onResponse: (status, _body, _context, headers) => {
				const cache = headers?.['x-render-cache']
				if (cache === 'miss' || cache === 'bypass') waited++
				if (!(status < 400 || status === 404)) {
					unexpected++
					unexpectedStatuses.set(status, (unexpectedStatuses.get(status) ?? 0) + 1)
				}
			},
		},
	]

	const rssStart = rssMb(pid)
	const result = await new Promise<autocannon.Result>((resolve, reject) => {
		autocannon(
			{ url: server.url, connections, duration: seconds, requests, timeout: 10 },
			(error: unknown, done) => (error ? reject(error as Error) : resolve(done)),
		)
	})
	clearTimeout(firstSave)
	clearInterval(saver)
	const rssEnd = rssMb(pid)
	return {
		rps: Math.round(result.requests.average),
		p50: result.latency.p50,
		p99: result.latency.p99,
		errors: result.errors,
		unexpected,
		waited,
		requests: result.requests.total,
		rssStart,
		rssEnd,
		saves,
	}
}

/** A run's rounds as one: req/s over all of them, the median p50, the worst p99. */
function combined(results: RunResult[], seconds: number): RunResult {
	const sum = (pick: (result: RunResult) => number) =>
		results.reduce((total, result) => total + pick(result), 0)
	const p50s = results.map((result) => result.p50).sort((a, b) => a - b)
	const requests = sum((result) => result.requests)
	return {
		rps: Math.round(requests / (seconds * results.length)),
		p50: p50s[Math.floor(p50s.length / 2)]!,
		p99: Math.max(...results.map((result) => result.p99)),
		errors: sum((result) => result.errors),
		unexpected: sum((result) => result.unexpected),
		waited: sum((result) => result.waited),
		requests,
		rssStart: results[0]!.rssStart,
		rssEnd: results.at(-1)!.rssEnd,
		saves: sum((result) => result.saves),
	}
}

let exitCode = 0
const rows: Record<string, string | number>[] = []
for (const workers of workerCounts) {
	console.log(`starting the server with ${workers} worker(s) and the demo content …`)
	const server = await startServer({
		env: {
			BUILD_DIR: buildDir,
			SEED_DEMO: 'true',
			WEB_CONCURRENCY: String(workers),
			// A reverse proxy on the same host: the posts' X-Forwarded-For names the visitor.
			TRUST_PROXY: 'loopback',
			LOG_LEVEL: 'warn',
		},
	})
	try {
		const products = await (await fetch(`${server.url}/products`)).text()
		const product = /href="\/products\/([\w-]+)"/.exec(products)?.[1]
		const portfolio = await (await fetch(`${server.url}/portfolio`)).text()
		const project = /href="(\/portfolio\/[\w-]+)"/.exec(portfolio)?.[1]
		if (!product || !project)
			throw new Error('no project links on /products or /portfolio')
		const pages = [
			'/',
			'/about',
			'/services',
			'/services?tab=websites',
			'/portfolio',
			'/portfolio?tab=websites',
			'/products',
			'/contact',
			project,
			`/products/${product}`,
		]
		// A first round: every page answers before the clock starts.
		for (const page of pages) {
			for (let i = 0; i < 2; i++) {
				const response = await fetch(`${server.url}${page}`)
				if (!response.ok) throw new Error(`${page} answered ${response.status}`)
				await response.arrayBuffer()
			}
		}
		const cookie = await adminCookie(server)
		const seconds = duration / rounds
		// Rounds shorter than a save's interval: a save in one round of every so many.
		const roundsPerSave = Math.max(1, Math.round(saveEvery / seconds))
		const taken: Record<'plain' | 'mix', RunResult[]> = { plain: [], mix: [] }
		for (let round = 0; round < rounds; round++) {
			const saving = round % roundsPerSave === 0
			taken.plain.push(await run(server, cookie, pages, product, false, seconds, saving))
			taken.mix.push(await run(server, cookie, pages, product, true, seconds, saving))
		}
		const plain = combined(taken.plain, seconds)
		const mix = combined(taken.mix, seconds)
		if (duration >= saveEvery && (plain.saves === 0 || mix.saves === 0))
			throw new Error('no admin save happened')
		console.log(
			`  rounds, req/s: plain ${taken.plain.map((result) => result.rps).join(' ')}; mix ${taken.mix.map((result) => result.rps).join(' ')}`,
		)
		for (const [name, result] of [
			['plain', plain],
			['mix', mix],
		] as const) {
			rows.push({
				workers,
				run: name,
				'req/s': result.rps,
				'of plain': name === 'mix' ? Number((mix.rps / plain.rps).toFixed(2)) : 1,
				'p50 ms': result.p50,
				'p99 ms': result.p99,
				errors: result.errors + result.unexpected,
				'waited on a render': result.waited,
				requests: result.requests,
				'RSS start MB': result.rssStart,
				'RSS end MB': result.rssEnd,
				saves: result.saves,
			})
			if (result.errors + result.unexpected > 0) exitCode = 1
		}
	} finally {
		await server.cleanup()
	}
}

console.log(
	`\nbench:traffic — ${connections} connections, ${duration} s a run in ${rounds} rounds taking turns with the other run, loopback; mix: 60% public URLs, 25% with unique tracking parameters, 10% unknown paths, 5% contact posts; an admin save every ${saveEvery} s`,
)
console.table(rows)
if (unexpectedStatuses.size > 0)
	console.log(
		`unexpected answers by status: ${[...unexpectedStatuses].map(([status, count]) => `${status} × ${count}`).join(', ')}`,
	)
console.log('goal: mix ≥ 0.8 of plain, p99 ≤ 50 ms, no errors, RSS flat')
process.exitCode = exitCode
