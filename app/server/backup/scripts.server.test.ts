// The npm scripts themselves: what they print and how they exit.
import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { createSqliteTestFile, removeSqliteFile } from '#app/server/db/testing.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { makePhoto } from '#app/server/media/testing.server.ts'

let work: string
let database: string

beforeEach(async () => {
	work = await mkdtemp(path.join(tmpdir(), 'aster-backup-cli-'))
	database = await createSqliteTestFile()
})
afterEach(async () => {
	removeSqliteFile(database)
	await rm(work, { recursive: true, force: true })
})

function run(script: string, args: string[], env: Record<string, string>) {
	return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
		// Storage and database come from `env` alone, whatever this shell has set.
		const inherited = Object.fromEntries(
			Object.entries(process.env).filter(
				([name]) => !/^(S3_|DATABASE_URL|UPLOADS_DIR|SESSION_SECRET)/.test(name),
			),
		)
		execFile(
			process.execPath,
			[path.join('scripts', script), ...args],
			{
				env: { ...inherited, DATA_DIR: work, ...env },
				cwd: process.cwd(),
			},
			(error, stdout, stderr) => {
				const code = error ? Number((error as { code?: unknown }).code ?? 1) : 0
				resolve({ code, stdout, stderr })
			},
		)
	})
}

test('npm run backup prints what it wrote; npm run restore refuses a damaged archive, then restores', async () => {
	const uploads = path.join(work, 'uploads')
	await new LocalStorage(uploads).put(
		'banners/x/original.jpg',
		await makePhoto(64, 64),
		'image/jpeg',
	)
	const out = path.join(work, 'site.tar.gz')
	const env = { DATABASE_URL: database, UPLOADS_DIR: uploads }
	// The secret a site without SESSION_SECRET generated: sessions and two-factor secrets
	// are sealed with it, so it travels with the database.
	const secret = `${randomBytes(48).toString('base64url')}\n`
	await writeFile(path.join(work, 'secret.key'), secret, { mode: 0o600 })

	const backup = await run('backup.ts', ['--out', out], env)
	expect(backup.stderr).toBe('')
	expect(backup.code).toBe(0)
	expect(backup.stdout).toMatch(
		new RegExp(`^Wrote ${out}\\n  \\d+ bytes .* in \\d+\\.\\d+ s`),
	)
	expect(backup.stdout).toMatch(/migrations 0001-initial, 0002-auth, 0003-contact/)
	expect(backup.stdout).toMatch(/files: 1 from local storage/)

	const junk = path.join(work, 'junk.tar.gz')
	await writeFile(junk, 'not an archive')
	const refused = await run('restore.ts', [junk, '--force'], env)
	expect(refused.code).toBe(1)
	expect(refused.stderr).toMatch(/^restore: refused, nothing was changed\. .* is damaged/)

	const elsewhere = path.join(work, 'elsewhere')
	const restored = await run('restore.ts', [out], {
		DATA_DIR: elsewhere,
		DATABASE_URL: path.join(elsewhere, 'site.db'),
		UPLOADS_DIR: path.join(elsewhere, 'uploads'),
	})
	expect(restored.code).toBe(0)
	expect(await readFile(path.join(elsewhere, 'secret.key'), 'utf8')).toBe(secret)
	expect(restored.stdout).toMatch(/files: 1 /)
	expect(await new LocalStorage(path.join(elsewhere, 'uploads')).list('')).toEqual([
		'banners/x/original.jpg',
	])

	const usage = await run('restore.ts', [], env)
	expect(usage.code).toBe(2)
	expect(usage.stdout).toMatch(/Usage: npm run restore -- <backup.tar.gz> \[--force\]/)
})

/** Every file and folder under `dir`, relative to it, sorted. */
async function listTree(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { recursive: true })
	return entries.map((entry) => entry.split(path.sep).join('/')).sort()
}

/**
 * Starts `script` and, as soon as `appeared` finds its temporary, sends `signal`;
 * resolves once the process has exited.
 */
async function interrupt(
	script: string,
	args: string[],
	env: Record<string, string>,
	appeared: (pid: number) => Promise<boolean>,
	signal: NodeJS.Signals,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
	const child = spawn(process.execPath, [path.join('scripts', script), ...args], {
		env: { ...process.env, DATA_DIR: work, ...env },
		stdio: 'ignore',
	})
	const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
	let caught = false
	const deadline = Date.now() + 15_000
	while (!caught && Date.now() < deadline && child.exitCode === null) {
		caught = await appeared(child.pid!)
		if (!caught) await new Promise((resolve) => setTimeout(resolve, 2))
	}
	expect(caught, `${script} wrote no temporary file before it ended`).toBe(true)
	child.kill(signal)
	const [code, received] = await exited
	return { code, signal: received }
}

test('a backup or restore killed midway (kill -9 or SIGTERM) leaves nothing once the next run ends', async () => {
	// Enough files that the archive takes a while to write.
	const uploads = path.join(work, 'uploads')
	const storage = new LocalStorage(uploads)
	for (let i = 0; i < 60; i++)
		await storage.put(`banners/m${i}/original.png`, randomBytes(200_000), 'image/png')
	const temp = path.join(work, 'tmp')
	const backups = path.join(work, 'backups')
	await mkdir(temp)
	const env = { DATABASE_URL: database, UPLOADS_DIR: uploads, TMPDIR: temp }
	const out = path.join(backups, 'site.tar.gz')
	// The temporaries of that very process (an earlier one's may still be there).
	const partialExists = async (pid: number) =>
		(await listTree(backups).catch((): string[] => [])).includes(
			`site.tar.gz.${pid}.partial`,
		)

	for (const signal of ['SIGKILL', 'SIGTERM'] as const) {
		const killed = await interrupt(
			'backup.ts',
			['--out', out],
			env,
			partialExists,
			signal,
		)
		if (signal === 'SIGKILL') {
			expect(killed.signal).toBe('SIGKILL')
			// kill -9 gives no chance to clean up: the next run does.
			expect(await listTree(backups)).toEqual([expect.stringMatching(/\.partial$/)])
			expect(await readdir(temp)).toEqual([expect.stringMatching(/^aster-backup-\d+-/)])
		} else {
			expect(killed.code).toBe(143)
			expect(await listTree(backups)).toEqual([])
			expect(await listTree(temp)).toEqual([])
		}
	}
	const killedAgain = await interrupt(
		'backup.ts',
		['--out', out],
		env,
		partialExists,
		'SIGKILL',
	)
	expect(killedAgain.signal).toBe('SIGKILL')
	const backup = await run('backup.ts', ['--out', out], env)
	expect(backup.code).toBe(0)
	expect(await listTree(backups)).toEqual(['site.tar.gz'])
	expect(await listTree(temp)).toEqual([])

	// Restore into a new place, killed while it unpacks or writes, then run to the end.
	const target = path.join(work, 'restored')
	const restoreEnv = {
		DATABASE_URL: path.join(target, 'site.db'),
		UPLOADS_DIR: path.join(target, 'uploads'),
		TMPDIR: temp,
	}
	const workFolderExists = async (pid: number) =>
		(await readdir(temp)).some((name) => name.startsWith(`aster-restore-${pid}-`))
	for (const signal of ['SIGKILL', 'SIGTERM'] as const) {
		const killed = await interrupt(
			'restore.ts',
			[out, '--force'],
			restoreEnv,
			workFolderExists,
			signal,
		)
		if (signal === 'SIGTERM') {
			expect(killed.code).toBe(143)
			expect(await listTree(temp)).toEqual([])
		}
	}
	await interrupt('restore.ts', [out, '--force'], restoreEnv, workFolderExists, 'SIGKILL')
	const restored = await run('restore.ts', [out, '--force'], restoreEnv)
	expect(restored.code).toBe(0)
	expect(await listTree(temp)).toEqual([])
	const left = await listTree(target)
	expect(left.filter((name) => /\.tmp$|\.restore|\.partial$/.test(name))).toEqual([])
	expect(
		left.filter((name) => name.startsWith('uploads/banners/') && name.endsWith('.png')),
	).toHaveLength(60)
}, 120_000)
