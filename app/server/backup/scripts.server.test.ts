// The npm scripts themselves: what they print and how they exit.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
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
				([name]) => !/^(S3_|DATABASE_URL|UPLOADS_DIR)/.test(name),
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
		DATABASE_URL: path.join(elsewhere, 'site.db'),
		UPLOADS_DIR: path.join(elsewhere, 'uploads'),
	})
	expect(restored.code).toBe(0)
	expect(restored.stdout).toMatch(/files: 1 /)
	expect(await new LocalStorage(path.join(elsewhere, 'uploads')).list('')).toEqual([
		'banners/x/original.jpg',
	])

	const usage = await run('restore.ts', [], env)
	expect(usage.code).toBe(2)
	expect(usage.stdout).toMatch(/Usage: npm run restore -- <backup.tar.gz> \[--force\]/)
})
