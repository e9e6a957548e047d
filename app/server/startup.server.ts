import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import { sql } from 'kysely'
import type { Logger } from 'pino'

import { startContactOutbox, stopContactOutbox } from './contact/service.server.ts'
import { closeDb, getDb, migrateToLatest } from './db/index.server.ts'
import { ensureHomeProcessImages, seedDemo } from './db/seed/index.server.ts'
import { getEnv } from './env.server.ts'
import { ensureAppSecret } from './secret.server.ts'

/** Everything that must hold before the first request: folders, secret, schema, demo content. */
export async function prepareData(logger: Logger) {
	const env = getEnv()
	await mkdir(path.resolve(env.DATA_DIR), { recursive: true })
	await mkdir(path.resolve(env.UPLOADS_DIR), { recursive: true })
	await ensureAppSecret()
	const db = getDb()
	await migrateToLatest(db)
	const uploadsDir = path.resolve(env.UPLOADS_DIR)
	if (env.SEED_DEMO) {
		const summary = await seedDemo({ db, uploadsDir, log: logger })
		if (summary) logger.info({ summary }, 'demo content seeded')
	}
	// The home page's process illustrations are product content, not demo content.
	await ensureHomeProcessImages({ db, uploadsDir, log: logger })
	// Mails stored contact messages, including those left pending by an earlier run.
	startContactOutbox(logger)
}

export async function isDatabaseReachable() {
	try {
		await sql`select 1`.execute(getDb())
		return true
	} catch {
		return false
	}
}

export async function closeData() {
	await stopContactOutbox()
	await closeDb()
}
