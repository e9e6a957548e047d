// npm run bench:reset — whether "Forgot password" takes as long for a registered address
// as for an unknown one (so its timing tells nothing). It makes a fresh SQLite database under
// .cache/bench-reset with ten accounts (scripts/admin-create.ts), starts the built server
// with a mail server of its own (the test SMTP server in this process) behind a trusted
// proxy, and posts the form over HTTP, registered and unknown addresses in turn, each from
// an address of its own (X-Forwarded-For: the per-client limit stays out of the way; each
// registered address is asked three times, its hourly allowance), in a random order, each
// after the work behind the one before has finished.
//
// Prints the median and p90 answer time of each, and their ratio: alike when the medians
// differ by less than 10% (exit 1 otherwise). Times are of this machine only; the ratio is
// the result. Options: --no-build (reuse BUILD_DIR when it holds a build). Env: BUILD_DIR
// (default build-bench).
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { freePort, startTestSmtpServer } from '#app/server/contact/testing.server.ts'

import { startServer } from '../tests/e2e/server-process.ts'
import { prepareBuild, root } from './common.ts'

const buildDir = process.env.BUILD_DIR ?? 'build-bench'
const ACCOUNTS = 10
/** Asks per registered address: "Forgot password" mails an address three times an hour. */
const ASKS = 3
const PASSWORD = 'a bench passphrase for resets'
/** Pause after each ask, for the work behind its answer to finish. */
const SETTLE_MS = 150

prepareBuild(buildDir)
const dataDir = path.join(root, '.cache/bench-reset')
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })

const emails = Array.from({ length: ACCOUNTS }, (_, i) => `member${i}@example.com`)
console.log(`creating ${ACCOUNTS} accounts …`)
for (const email of emails) {
	const result = spawnSync(
		process.execPath,
		[path.join(root, 'scripts/admin-create.ts'), '--email', email],
		{
			cwd: root,
			env: {
				...process.env,
				DATA_DIR: dataDir,
				DATABASE_URL: path.join(dataDir, 'site.db'),
				UPLOADS_DIR: path.join(dataDir, 'uploads'),
				ADMIN_PASSWORD: PASSWORD,
				LOG_LEVEL: 'warn',
			},
			encoding: 'utf8',
		},
	)
	if (result.status !== 0) throw new Error(`admin:create failed: ${result.stderr}`)
}

const smtp = await startTestSmtpServer()
const port = await freePort()
const server = await startServer({
	dataDir,
	env: {
		BUILD_DIR: buildDir,
		PORT: String(port),
		SITE_URL: `http://127.0.0.1:${port}`,
		SMTP_URL: smtp.url,
		CONTACT_TO: 'team@aster.test',
		TRUST_PROXY: 'loopback',
		SEED_DEMO: 'false',
		LOG_LEVEL: 'warn',
	},
})

let client = 0
async function ask(email: string): Promise<number> {
	client += 1
	const started = performance.now()
	const response = await fetch(`${server.url}/admin/forgot-password`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Origin: server.url,
			'X-Forwarded-For': `198.51.${Math.floor(client / 250)}.${client % 250}`,
		},
		body: new URLSearchParams({ email }),
	})
	await response.arrayBuffer()
	const elapsed = performance.now() - started
	if (response.status !== 302) throw new Error(`answered ${response.status} for ${email}`)
	return elapsed
}

function stats(times: number[]) {
	const sorted = [...times].sort((a, b) => a - b)
	const at = (q: number) =>
		sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
	return { median: at(0.5), p90: at(0.9) }
}

try {
	// Warm up both paths.
	for (let i = 0; i < 5; i++) await ask(`warm${i}@example.com`)
	const known: number[] = []
	const unknown: number[] = []
	// In a random order, each after the last one's work is done (its mail stored and
	// sent): the answer's own time, not the time of the work behind the one before.
	const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
	for (let round = 0; round < ASKS; round++) {
		for (const [i, email] of emails.entries()) {
			const pair = [
				async () => known.push(await ask(email)),
				async () => unknown.push(await ask(`nobody${round}-${i}@example.com`)),
			]
			if (Math.random() < 0.5) pair.reverse()
			for (const run of pair) {
				await run()
				await settle()
			}
		}
	}
	// Every registered address's mails went out: the path measured was the real one.
	const expected = ACCOUNTS * ASKS
	for (let i = 0; i < 100 && smtp.received.length < expected; i++)
		await new Promise((resolve) => setTimeout(resolve, 100))
	const a = stats(known)
	const b = stats(unknown)
	const ratio = a.median / b.median
	console.log(
		[
			'',
			`answers   median   p90   (${known.length} each, one at a time)`,
			`registered ${a.median.toFixed(1).padStart(5)} ms ${a.p90.toFixed(1).padStart(5)} ms`,
			`unknown    ${b.median.toFixed(1).padStart(5)} ms ${b.p90.toFixed(1).padStart(5)} ms`,
			`ratio      ${ratio.toFixed(2)}×   mails sent: ${smtp.received.length} of ${expected}`,
		].join('\n'),
	)
	const alike = Math.abs(ratio - 1) < 0.1 && smtp.received.length === expected
	console.log(alike ? 'alike' : 'NOT alike')
	process.exitCode = alike ? 0 : 1
} finally {
	await server.cleanup()
	await smtp.stop()
}
