// Vitest's global setup: every test process gets one temporary folder for this run as its
// TMPDIR (os.tmpdir()), and the folder goes when the run ends. Test databases, uploads
// folders and encode caches made with mkdtemp land there, so whatever a test leaves
// behind (a killed worker, a file a hook never reached) is removed with the run.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export default function setup() {
	const runDir = mkdtempSync(path.join(tmpdir(), 'aster-vitest-'))
	const previous = process.env.TMPDIR
	process.env.TMPDIR = runDir
	return () => {
		if (previous === undefined) delete process.env.TMPDIR
		else process.env.TMPDIR = previous
		rmSync(runDir, { recursive: true, force: true })
	}
}
