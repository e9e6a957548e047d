import { randomBytes } from 'node:crypto'
import { link, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { getEnv } from './env.server.ts'

let secret: string | undefined

/**
 * The secret that signs sessions and form tokens. SESSION_SECRET wins; otherwise one
 * is generated on first start and kept under the data folder, so a first start needs
 * no configuration and restarts keep sessions valid.
 */
export async function ensureAppSecret(): Promise<string> {
	if (secret) return secret
	const env = getEnv()
	if (env.SESSION_SECRET) {
		secret = env.SESSION_SECRET
		return secret
	}
	const file = path.resolve(env.DATA_DIR, 'secret.key')
	try {
		secret = (await readFile(file, 'utf8')).trim()
		if (secret === '') {
			// Left empty by a process killed while creating it (before writes were atomic):
			// nothing was ever signed with it, so a new one replaces it.
			await rm(file, { force: true })
			throw Object.assign(new Error('empty secret.key'), { code: 'ENOENT' })
		}
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
		const generated = randomBytes(48).toString('base64url')
		// Written whole to a file of its own, then linked into place: a process killed
		// half-way leaves no empty secret.key behind, and of two instances starting at once
		// exactly one link succeeds.
		const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
		try {
			await writeFile(draft, generated + '\n', { mode: 0o600, flag: 'wx' })
			await link(draft, file)
			secret = generated
		} catch (writeError) {
			// Another instance created it first: use theirs.
			if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError
			secret = (await readFile(file, 'utf8')).trim()
		} finally {
			await rm(draft, { force: true })
		}
	}
	return secret
}

export function getAppSecret(): string {
	if (!secret) throw new Error('The app secret is read before startup prepared it')
	return secret
}
