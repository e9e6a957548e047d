// Starts the built server for Playwright on a fresh data folder of its own.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const port = process.env.E2E_PORT ?? '3210'
const dataDir = path.join(root, `.cache/e2e/data-${port}`)
rmSync(dataDir, { recursive: true, force: true })

const child = spawn(process.execPath, [path.join(root, 'server/index.ts')], {
	cwd: root,
	stdio: 'inherit',
	env: {
		...process.env,
		NODE_ENV: 'production',
		PORT: port,
		HOST: '127.0.0.1',
		DATA_DIR: dataDir,
		DATABASE_URL: path.join(dataDir, 'site.db'),
		UPLOADS_DIR: path.join(dataDir, 'uploads'),
		SEED_DEMO: 'true',
		LOG_LEVEL: 'warn',
		// One process: the render-cache specs count one cache's hits and misses.
		WEB_CONCURRENCY: '1',
		// Every spec's browser is one client address: its vitals beacons must never be
		// refused (a refused beacon is a console error). The limit itself is a unit test's.
		ANALYTICS_RATE_LIMIT: '1000000',
	},
})
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
	process.on(signal, () => child.kill(signal))
}
child.on('exit', (code) => process.exit(code ?? 0))
