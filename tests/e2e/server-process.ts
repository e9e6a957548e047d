// Starts an extra instance of the built server with its own port and data folder, for
// tests that stop, break or restart a server (the shared webServer must stay up).
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { listeningPortWatcher } from './ports.ts'

const root = path.resolve(import.meta.dirname, '../..')

export interface ServerProcess {
	url: string
	port: number
	dataDir: string
	child: ChildProcess
	output: () => string
	exited: Promise<number | null>
	stop: (signal?: NodeJS.Signals) => Promise<number | null>
	cleanup: () => Promise<void>
}

export async function startServer(
	options: {
		env?: Record<string, string>
		dataDir?: string
		/** Another checkout of the site, built (a benchmark's baseline); default this one. */
		root?: string
	} = {},
): Promise<ServerProcess> {
	const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'aster-server-'))
	const cwd = options.root ?? root
	let log = ''
	const child = spawn(process.execPath, [path.join(cwd, 'server/index.ts')], {
		cwd,
		env: {
			...process.env,
			NODE_ENV: 'production',
			// The system picks the port, and the test asks which (ports.ts): no other
			// process can take it between the choice and the listening.
			PORT: '0',
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			DATABASE_URL: path.join(dataDir, 'site.db'),
			UPLOADS_DIR: path.join(dataDir, 'uploads'),
			SEED_DEMO: 'false',
			LOG_LEVEL: 'info',
			// One process unless a test asks for workers (cluster.spec.ts).
			WEB_CONCURRENCY: '1',
			// Pages' vitals beacons are never refused (a refused one is a console error).
			ANALYTICS_RATE_LIMIT: '1000000',
			...options.env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
	child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
	const exited = new Promise<number | null>((resolve) =>
		child.on('exit', (code) => resolve(code)),
	)
	let port = 0
	const portOf =
		child.pid === undefined ? () => undefined : listeningPortWatcher(child.pid)
	const deadline = Date.now() + 60_000
	for (;;) {
		if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`)
		if (!port) port = portOf() ?? 0
		if (port) {
			try {
				const response = await fetch(`http://127.0.0.1:${port}/healthz`)
				if (response.ok) break
			} catch {
				// listening, not answering yet
			}
		}
		if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`)
		await new Promise((resolve) => setTimeout(resolve, 25))
	}
	const url = `http://127.0.0.1:${port}`
	const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
		if (child.exitCode === null) child.kill(signal)
		return exited
	}
	return {
		url,
		port,
		dataDir,
		child,
		output: () => log,
		exited,
		stop,
		cleanup: async () => {
			await stop('SIGKILL')
			if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
		},
	}
}
