import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, expect, test, vi } from 'vitest'

let dataDir: string

beforeEach(() => {
	dataDir = mkdtempSync(path.join(tmpdir(), 'aster-secret-'))
	vi.stubEnv('DATA_DIR', dataDir)
	vi.stubEnv('SESSION_SECRET', '')
	delete process.env.SESSION_SECRET
})
afterEach(() => {
	rmSync(dataDir, { recursive: true, force: true })
})

/** A fresh copy of the module, as a separate process would have. */
async function freshModule() {
	vi.resetModules()
	return import('./secret.server.ts')
}

test('two processes starting at once on an empty folder end with one secret, and no drafts', async () => {
	const [first, second] = [await freshModule(), await freshModule()]
	const [a, b] = await Promise.all([first.ensureAppSecret(), second.ensureAppSecret()])
	expect(a).toMatch(/^[\w-]{64}$/)
	expect(b).toBe(a)
	expect(readFileSync(path.join(dataDir, 'secret.key'), 'utf8').trim()).toBe(a)
	expect(readdirSync(dataDir)).toEqual(['secret.key'])
	// A restart reads the same one.
	expect(await (await freshModule()).ensureAppSecret()).toBe(a)
})

test('an empty secret.key (a start killed while writing it) is replaced', async () => {
	writeFileSync(path.join(dataDir, 'secret.key'), '')
	const secret = await (await freshModule()).ensureAppSecret()
	expect(secret).toMatch(/^[\w-]{64}$/)
	expect(readFileSync(path.join(dataDir, 'secret.key'), 'utf8').trim()).toBe(secret)
})
