// npm run bench:load — the built server under sustained load: 100 connections for 60 s
// (autocannon, loopback) over a mix of public pages (/, /portfolio, /products, /about,
// /services, a project page) and JSON contact posts, on a fresh database with the demo
// content. The posts come from 1,000 visitors in turn (X-Forwarded-For, behind a trusted
// proxy on loopback), and the contact rate limit is raised for the run, so every post is
// stored.
// Beside it, a stream of draft saves (decision 033): --draft-connections admins (default 4)
// each autosaving a project of their own, together --draft-rate saves a second (default 20,
// a team typing), as the form does (POST /admin/autosave/project with the version it last
// got back). Their latency is printed apart, beside a control (no goal of their own since
// decision 040: a save waits in the queue as a page does). The admins
// run in threads of their own (bench/draft-stream.ts: an admin's browser is another
// machine), beside a control stream of the same shape that asks for a cached page: the
// queue every request of such a stream waits in under this load.
// Prints requests/s, p50/p99 latency, errors, answers by status, and the server's resident
// memory (VmRSS) at the start, every 10 s (beside the requests/s of those 10 s) and at
// the end. Exits 1 when any request failed or was not answered 2xx.
//
// Options: --duration=S (default 60), --connections=N (default 100), --draft-connections=N,
// --draft-rate=N. Env: BUILD_DIR (default build; built when it holds no server build, used
// as it is otherwise).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import autocannon from 'autocannon'

import { startServer } from '../tests/e2e/server-process.ts'
import { numberOption, prepareBuild } from './common.ts'
import { runStreamInThread, type StreamRun } from './draft-stream.ts'

const duration = numberOption('duration', 60)
const connections = numberOption('connections', 100)
const draftConnections = numberOption('draft-connections', 4)
const draftRate = numberOption('draft-rate', 20)
const buildDir = process.env.BUILD_DIR ?? 'build'

// Built when the folder holds no server build, used as it is otherwise.
prepareBuild(buildDir, { reuse: true })

console.log('starting the server on a fresh database with the demo content …')
const server = await startServer({
	env: {
		BUILD_DIR: buildDir,
		SEED_DEMO: 'true',
		// A reverse proxy on the same host: the posts' X-Forwarded-For names the visitor.
		TRUST_PROXY: 'loopback',
		// Each visitor sends dozens of posts in a minute: far above what any will send.
		CONTACT_RATE_LIMIT: '100000000',
		CONTACT_MIN_FILL_SECONDS: '0',
		// Request lines are not kept by the bench: they would fill its memory.
		LOG_LEVEL: 'warn',
	},
})
const pid = server.child.pid
if (pid === undefined) throw new Error('the server has no pid')

/** The server's resident set size in MB, from /proc (Linux). */
function rssMb(): number {
	const status = readFileSync(`/proc/${pid}/status`, 'utf8')
	const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1])
	return Math.round(kb / 1024)
}

let exitCode = 0
try {
	const portfolio = await (await fetch(`${server.url}/portfolio`)).text()
	const project = /href="(\/portfolio\/[\w-]+)"/.exec(portfolio)?.[1]
	if (!project) throw new Error('no project link on /portfolio')
	const pages = ['/', '/portfolio', '/products', '/about', '/services', project]
	const contactBody = JSON.stringify({
		name: 'Load test',
		email: 'load@example.com',
		message: 'A message from bench:load.',
	})
	// One round of each, to be sure every path answers before the clock starts.
	for (const page of pages) {
		const response = await fetch(`${server.url}${page}`)
		if (!response.ok) throw new Error(`${page} answered ${response.status}`)
		await response.arrayBuffer()
	}

	// Each connection goes round this list: six pages, then a contact post from the next of
	// 1,000 visitors. With one address for all, its rate-limit log (kept only while a real
	// limit is far from reached) would grow by every post, and each post count it.
	let posts = 0
	const requests: autocannon.Request[] = [
		...pages.map((page) => ({ method: 'GET' as const, path: page })),
		{
			method: 'POST' as const,
			path: '/api/contact',
			headers: { 'content-type': 'application/json' },
			body: contactBody,
			setupRequest: (request) => {
				// Addresses of the documentation range (2001:db8::/32).
				const visitor = (posts++ % 1000).toString(16)
				return {
					...request,
					headers: { ...request.headers, 'x-forwarded-for': `2001:db8::${visitor}` },
				}
			},
		},
	]

	const drafts = await draftStream()
	const rssStart = rssMb()
	// Every 10 s: requests answered per second in those 10 s, and the server's RSS.
	const samples: { rps: number; rss: number }[] = []
	let answered = 0
	let answeredBefore = 0
	const sampler = setInterval(() => {
		samples.push({ rps: Math.round((answered - answeredBefore) / 10), rss: rssMb() })
		answeredBefore = answered
	}, 10_000)
	console.log(
		`${connections} connections for ${duration} s; server RSS at the start: ${rssStart} MB`,
	)
	const streams = drafts
		? Promise.all(
				(['save', 'page'] as const).map((kind) =>
					runStreamInThread({
						url: server.url,
						...drafts,
						duration,
						rate: draftRate,
						kind,
						page: '/about',
					}),
				),
			)
		: null
	const result = await new Promise<autocannon.Result>((resolve, reject) => {
		const instance = autocannon(
			{
				url: server.url,
				connections,
				duration,
				requests,
				// A request that takes this long counts as an error (a timeout).
				timeout: 10,
			},
			(error: unknown, done) => (error ? reject(error as Error) : resolve(done)),
		)
		instance.on('response', () => answered++)
	})
	clearInterval(sampler)
	const rssEnd = rssMb()
	const [draftResult, controlResult] = (await streams) ?? []

	// autocannon counts timeouts among the errors.
	const errors = result.errors
	const non2xx = result.non2xx
	console.log(
		`\nbench:load — ${connections} connections, ${duration} s, loopback, mix of ${pages.length} pages and POST /api/contact`,
	)
	console.table([
		{
			'req/s': Math.round(result.requests.average),
			requests: result.requests.total,
			'p50 ms': result.latency.p50,
			'p99 ms': result.latency.p99,
			'max ms': result.latency.max,
			errors,
			timeouts: result.timeouts,
			'non-2xx': non2xx,
			'RSS start MB': rssStart,
			'RSS end MB': rssEnd,
		},
	])
	console.log(
		`every 10 s: req/s ${samples.map((sample) => sample.rps).join(' → ')}; RSS MB ${[rssStart, ...samples.map((sample) => sample.rss), rssEnd].join(' → ')}`,
	)
	const statuses = Object.entries(result.statusCodeStats ?? {})
		.map(([status, { count }]) => `${count}× ${status}`)
		.join(', ')
	console.log(`answers by status: ${statuses}`)
	if (errors > 0 || non2xx > 0) {
		console.log(`failed: ${errors} errors, ${non2xx} answers that were not 2xx`)
		exitCode = 1
	} else {
		console.log('no errors; every answer was 2xx')
	}
	if (draftResult && controlResult) {
		const row = (name: string, run: StreamRun) => {
			const sorted = [...run.latencies].sort((a, b) => a - b)
			const at = (q: number) =>
				sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
			return {
				stream: name,
				requests: run.requests,
				'p50 ms': Math.round(at(0.5) * 10) / 10,
				'p99 ms': Math.round(at(0.99) * 10) / 10,
				'max ms': Math.round((sorted.at(-1) ?? NaN) * 10) / 10,
				'not 200': run.failed,
			}
		}
		const saves = row('draft saves', draftResult)
		const control = row('/about, same stream', controlResult)
		const p99 = saves['p99 ms']
		console.log(
			`\ndraft saves — ${draftConnections} admins, ${draftRate} saves/s together, beside the load above, each admin's clock in a thread of its own; the control: the same connections and rate asking for a cached page`,
		)
		console.table([saves, control])
		console.log(
			`saves/control: p50 ${(saves['p50 ms'] / control['p50 ms']).toFixed(2)}×, p99 ${(p99 / control['p99 ms']).toFixed(2)}×`,
		)
		// No goal of their own (decision 040 withdrew 037's): a save waits as a page does.
		if (draftResult.failed > 0 || controlResult.failed > 0) exitCode = 1
	}
} finally {
	await server.cleanup()
}
process.exitCode = exitCode

interface DraftStream {
	cookie: string
	projectIds: string[]
}

/** An admin signed in on the fresh database, and the projects the stream edits. */
async function draftStream(): Promise<DraftStream | null> {
	if (draftConnections <= 0) return null
	const admin = {
		email: 'bench-load@example.com',
		password: 'a bench passphrase for the drafts',
	}
	const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Origin: server.url },
		body: JSON.stringify({ name: 'bench', ...admin }),
	})
	if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`)
	const cookie = signUp.headers
		.getSetCookie()
		.map((line) => line.split(';')[0])
		.join('; ')
	const db = new DatabaseSync(path.join(server.dataDir, 'site.db'), { readOnly: true })
	try {
		const rows = db
			.prepare('select id from projects order by created_at desc limit ?')
			.all(draftConnections) as Array<{ id: string }>
		return { cookie, projectIds: rows.map((row) => row.id) }
	} finally {
		db.close()
	}
}
