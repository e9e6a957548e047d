// Runs several npm scripts at once and fails when any of them fails; used by `npm test`
// for the checks that each use one core (tsc, ESLint, Prettier). Each script's output is
// printed whole when it ends, so the log reads like running them one after another.
//
//   node scripts/run-parallel.ts typecheck lint format:check
import { spawn } from 'node:child_process'

const names = process.argv.slice(2)
if (names.length === 0) {
	console.error('usage: node scripts/run-parallel.ts <npm script>…')
	process.exit(2)
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

function run(
	name: string,
): Promise<{ name: string; code: number; output: string; ms: number }> {
	const started = performance.now()
	return new Promise((resolve) => {
		const child = spawn(npm, ['run', '--silent', name], {
			stdio: ['ignore', 'pipe', 'pipe'],
			env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
		})
		let output = ''
		child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
		child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
		child.on('error', (error) => {
			output += `${error.message}\n`
		})
		child.on('close', (code) =>
			resolve({ name, code: code ?? 1, output, ms: performance.now() - started }),
		)
	})
}

const results = await Promise.all(names.map(run))
let failed = false
for (const { name, code, output, ms } of results) {
	const seconds = (ms / 1000).toFixed(1)
	console.log(`\n> ${name} (${code === 0 ? 'ok' : `failed, exit ${code}`}, ${seconds} s)`)
	if (output.trim()) console.log(output.trimEnd())
	if (code !== 0) failed = true
}
process.exit(failed ? 1 : 0)
