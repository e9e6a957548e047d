// npm run bench:cache — what the shared cache (decision 040) does for visitors, on the built
// server with its default workers, loopback, autocannon:
// 1. tracking links: the site's public URLs each with new tracking parameters (utm_*,
//    gclid, a new value every request), beside the same URLs plain, in alternating rounds
//    on one server. Goal: ≥ 0.8× the plain rounds' req/s.
// 2. a publish during steady load: p99 of the seconds after the content version changes
//    (every stored page dropped at once: one render each, the stored copy to whoever asks
//    meanwhile) beside the seconds before. Goal: ≤ 2× (no stampede).
// 3. memory under a flood: 10,000 URLs no one asks for twice (unknown paths, tracking
//    links) and 1,000 distinct Host headers, on one worker with SITE_URL set, as a
//    deployment has it (without it every Host is a site of its own, its pages rendered and
//    kept apart). Goal: RSS grows by less than the cache's byte bound (64 MB).
// Exits 1 when a goal is missed or a request fails.
//
// Options: --no-build, --rounds=N (default 10, 3 s each), --connections=N (default 50).
// Env: BUILD_DIR (default build-bench).
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { availableParallelism } from 'node:os'
import { DatabaseSync } from 'node:sqlite'
import path from 'node:path'

import autocannon from 'autocannon'

import { renewContentVersion } from '../tests/e2e/site-db.ts'
import { startServer, type ServerProcess } from '../tests/e2e/server-process.ts'
import { numberOption, prepareBuild } from './common.ts'

const rounds = numberOption('rounds', 10)
const connections = numberOption('connections', 50)
const buildDir = process.env.BUILD_DIR ?? 'build-bench'
const CACHE_BYTES = 64 * 1024 * 1024
const GOALS = { tracking: 0.8, publish: 2 } as const

prepareBuild(buildDir)

const PATHS = ['/', '/about', '/services', '/portfolio', '/products', '/contact']

function site(env: Record<string, string> = {}) {
	return startServer({
		env: {
			BUILD_DIR: buildDir,
			SEED_DEMO: 'true',
			LOG_LEVEL: 'warn',
			WEB_CONCURRENCY: String(availableParallelism()),
			...env,
		},
	})
}

let sequence = 0
/** autocannon's requests over the site's pages, plain or with new tracking parameters. */
function requests(tracking: boolean): autocannon.Request[] {
	return PATHS.map((page) => ({
		method: 'GET',
		setupRequest: (req: autocannon.Request) => ({
			...req,
			path: tracking
				? `${page}?utm_source=news&utm_campaign=c${++sequence}&gclid=${sequence.toString(36)}`
				: page,
		}),
	}))
}

async function run(server: ServerProcess, tracking: boolean, seconds: number) {
	const result = await autocannon({
		url: server.url,
		connections,
		duration: seconds,
		requests: requests(tracking),
	})
	return {
		rps: result.requests.average,
		p99: result.latency.p99,
		errors: result.errors + result.timeouts + result.non2xx,
	}
}

let missed = false

// 1. Tracking links beside plain URLs.
{
	const server = await site()
	try {
		await run(server, false, 2)
		const plain: number[] = []
		const tracked: number[] = []
		let errors = 0
		for (let round = 0; round < rounds; round++) {
			for (const tracking of round % 2 ? [true, false] : [false, true]) {
				const result = await run(server, tracking, 3)
				;(tracking ? tracked : plain).push(result.rps)
				errors += result.errors
			}
		}
		const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
		const ratio = mean(tracked) / mean(plain)
		if (ratio < GOALS.tracking || errors > 0) missed = true
		console.log('\n1. tracking links, alternating rounds of 3 s')
		console.table([
			{
				'plain req/s': Math.round(mean(plain)),
				'tracking req/s': Math.round(mean(tracked)),
				ratio: Number(ratio.toFixed(2)),
				goal: `≥ ${GOALS.tracking}`,
				errors,
			},
		])
	} finally {
		await server.cleanup()
	}
}

// 2. A publish during steady load.
{
	const server = await site()
	try {
		await run(server, false, 3)
		const before = await run(server, false, 4)
		const during = run(server, false, 4)
		await new Promise((resolve) => setTimeout(resolve, 300))
		const db = new DatabaseSync(path.join(server.dataDir, 'site.db'), { timeout: 5_000 })
		renewContentVersion(db)
		db.close()
		const after = await during
		const ratio = after.p99 / Math.max(before.p99, 1)
		if (ratio > GOALS.publish || before.errors + after.errors > 0) missed = true
		console.log('\n2. a publish during steady load (every stored page dropped at once)')
		console.table([
			{
				'p99 before ms': before.p99,
				'p99 during ms': after.p99,
				'req/s before': Math.round(before.rps),
				'req/s during': Math.round(after.rps),
				ratio: Number(ratio.toFixed(2)),
				goal: `≤ ${GOALS.publish}`,
				errors: before.errors + after.errors,
			},
		])
	} finally {
		await server.cleanup()
	}
}

// 3. Memory under a flood of new URLs and Host headers, one worker.
{
	const server = await site({
		WEB_CONCURRENCY: '1',
		SITE_URL: 'https://www.site.example',
	})
	const rss = () => {
		const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8')
		return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) * 1024
	}
	const get = (target: string, host?: string) =>
		new Promise<number>((resolve) => {
			const req = request(
				{
					host: '127.0.0.1',
					port: server.port,
					path: target,
					headers: host ? { Host: host } : {},
				},
				(res) => {
					res.resume()
					res.on('end', () => resolve(res.statusCode ?? 0))
				},
			)
			req.on('error', () => resolve(-1))
			req.end()
		})
	try {
		let failures = 0
		const batch = async (targets: Array<[string, string?]>) => {
			for (let i = 0; i < targets.length; i += 50) {
				const statuses = await Promise.all(
					targets.slice(i, i + 50).map(([t, h]) => get(t, h)),
				)
				failures += statuses.filter((status) => status < 200 || status >= 500).length
			}
		}
		// The process at its working size first: its pages stored, its heap grown to what the
		// same kind of traffic needs (a warm-up of 2,000 such requests), so what is measured
		// is what the flood keeps.
		for (const page of PATHS) await get(page)
		await run(server, false, 3)
		await batch(
			Array.from({ length: 2_000 }, (_, i): [string] => [
				i % 2 ? `/wp-admin/warm-${i}.php` : `/about?utm_source=warm-${i}`,
			]),
		)
		const before = rss()
		await batch(
			Array.from({ length: 10_000 }, (_, i): [string] => [
				i % 2
					? `/wp-content/flood-${i}.php`
					: `/portfolio?utm_source=flood-${i}&gclid=${i}`,
			]),
		)
		await batch(
			Array.from({ length: 1_000 }, (_, i): [string, string] => [
				PATHS[i % PATHS.length]!,
				`host-${i}.example`,
			]),
		)
		const grown = rss() - before
		if (grown >= CACHE_BYTES || failures > 0) missed = true
		console.log(
			'\n3. a flood of 10,000 new URLs and 1,000 Host headers, one worker, SITE_URL set',
		)
		console.table([
			{
				'RSS before MB': Math.round(before / 2 ** 20),
				'RSS after MB': Math.round((before + grown) / 2 ** 20),
				'grown MB': Number((grown / 2 ** 20).toFixed(1)),
				'goal MB': `< ${CACHE_BYTES / 2 ** 20}`,
				failures,
			},
		])
	} finally {
		await server.cleanup()
	}
}

if (missed) {
	console.log('a goal was missed (or a request failed)')
	process.exitCode = 1
} else console.log('every goal met')
