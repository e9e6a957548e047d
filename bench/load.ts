// npm run bench:load — the built server under sustained load: 100 connections for 60 s
// (autocannon, loopback) over a mix of public pages (/, /portfolio, /products, /about,
// /services, a project page) and JSON contact posts, on a fresh database with the demo
// content. The posts come from 1,000 visitors in turn (X-Forwarded-For, behind a trusted
// proxy on loopback), and the contact rate limit is raised for the run, so every post is
// stored.
// Beside it, a stream of draft saves (decision 033): --draft-connections admins (default 4)
// each autosaving a project of their own, together --draft-rate saves a second (default 20,
// a team typing), as the form does (POST /admin/autosave/project with the version it last
// got back). Their latency is printed apart: the goal is p99 ≤ 50 ms on SQLite.
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

const duration = numberOption('duration', 60)
const connections = numberOption('connections', 100)
const draftConnections = numberOption('draft-connections', 4)
const draftRate = numberOption('draft-rate', 20)
const DRAFT_GOAL_MS = 50
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
	const draftRun = drafts ? runDrafts(drafts) : null
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
	const draftResult = await draftRun

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
	if (draftResult) {
		const sorted = [...draftResult.latencies].sort((a, b) => a - b)
		const at = (q: number) =>
			sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
		const p99 = at(0.99)
		console.log(
			`\ndraft saves — ${draftConnections} admins, ${draftRate} saves/s together, beside the load above`,
		)
		console.table([
			{
				saves: draftResult.saves,
				'p50 ms': at(0.5),
				'p99 ms': p99,
				'max ms': sorted.at(-1),
				'not 200': draftResult.failed,
			},
		])
		const met = p99 <= DRAFT_GOAL_MS
		console.log(
			`p99 ${p99} ms: ${met ? 'within' : 'over'} the goal of ${DRAFT_GOAL_MS} ms`,
		)
		if (!met || draftResult.failed > 0) exitCode = 1
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

interface DraftRun {
	saves: number
	latencies: number[]
	failed: number
}

/**
 * One admin per project, each autosaving it as the form does: the draft version it last got
 * back goes with the next save, and the name changes with every save. One connection each
 * (autocannon clears a request's context between rounds), their answer times gathered.
 */
async function runDrafts({ cookie, projectIds }: DraftStream): Promise<DraftRun> {
	const run: DraftRun = { saves: 0, latencies: [], failed: 0 }
	await Promise.all(
		projectIds.map(
			(project) =>
				new Promise<void>((resolve, reject) => {
					let version = 0
					let saves = 0
					const instance = autocannon(
						{
							url: server.url,
							connections: 1,
							overallRate: Math.max(1, Math.round(draftRate / projectIds.length)),
							duration,
							timeout: 10,
							requests: [
								{
									method: 'POST',
									path: '/admin/autosave/project',
									setupRequest: (request) => ({
										...request,
										headers: {
											cookie,
											origin: server.url,
											'content-type': 'application/x-www-form-urlencoded',
										},
										body: new URLSearchParams({
											id: project,
											draftVersion: String(version),
											baseRevision: '1',
											name: `Draft save ${++saves}`,
											type: 'mobile',
											collection: 'portfolio',
											category: 'Bench',
											description: 'Typed while the site is under load.',
											intro: 'An intro being typed.',
											platform: 'iOS',
											primaryColor: '#4D92CE',
											secondaryColor: '#2D2D75',
										}).toString(),
									}),
									onResponse: (_status, body) => {
										const answer = JSON.parse(body) as { draftVersion?: number }
										if (typeof answer.draftVersion === 'number')
											version = answer.draftVersion
									},
								},
							],
						},
						(error: unknown) => (error ? reject(error as Error) : resolve()),
					)
					instance.on('response', (_client, status: number, _bytes, ms: number) => {
						run.saves++
						run.latencies.push(ms)
						if (status !== 200) run.failed++
					})
				}),
		),
	)
	return run
}
