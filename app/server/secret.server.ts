import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
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
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
		const generated = randomBytes(48).toString('base64url')
		try {
			await writeFile(file, generated + '\n', { mode: 0o600, flag: 'wx' })
			secret = generated
		} catch (writeError) {
			// Another instance created it first: use theirs.
			if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError
			secret = (await readFile(file, 'utf8')).trim()
		}
	}
	return secret
}

export function getAppSecret(): string {
	if (!secret) throw new Error('The app secret is read before startup prepared it')
	return secret
}
