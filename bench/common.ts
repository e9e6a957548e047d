// What the bench scripts share: the repository root, their `--name=value` options, and
// building the app into a folder of its own.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
export const args = process.argv.slice(2)

/** The value of `--name=value`, or undefined. */
export function option(name: string): string | undefined {
	return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
}

/** `--name=N` as a number, or `fallback`. */
export function numberOption(name: string, fallback: number): number {
	const value = option(name)
	return value ? Number(value) : fallback
}

/** Runs `react-router build` in `cwd` (the app by default) with `env` added; throws on failure. */
export function build(env: Record<string, string>, cwd = root): void {
	const result = spawnSync(path.join(root, 'node_modules/.bin/react-router'), ['build'], {
		cwd,
		env: { ...process.env, ...env },
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	if (result.status !== 0) throw new Error(`build failed in ${cwd}`)
}

/**
 * Builds the app into `buildDir`: always, unless `--no-build` is given (or `reuse` is set)
 * and the folder already holds a server build.
 */
export function prepareBuild(
	buildDir: string,
	{ reuse = args.includes('--no-build') } = {},
) {
	if (reuse && existsSync(path.join(root, buildDir, 'server/index.js'))) return
	console.log(`building into ${buildDir} …`)
	build({ BUILD_DIR: buildDir })
}
