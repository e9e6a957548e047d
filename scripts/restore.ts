// Brings back an archive written by `npm run backup`: the database and every uploaded file.
// Stop the site first. Refuses a database that holds rows unless --force is given, and an
// archive that is damaged or not ours, changing nothing.
//
//   npm run restore -- backups/site-20261122T041200Z.tar.gz [--force]
import path from 'node:path'
import { parseArgs } from 'node:util'

import {
	BackupRefusedError,
	removeTemporariesOnSignal,
	restoreBackup,
} from '#app/server/backup/backup.server.ts'
import { formatRestore } from '#app/server/backup/report.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { createStorageFromEnv } from '#app/server/media/storage.server.ts'

const { values, positionals } = parseArgs({
	allowPositionals: true,
	options: {
		force: { type: 'boolean', default: false },
		help: { type: 'boolean', short: 'h' },
	},
})

const file = positionals[0]
if (values.help || !file || positionals.length > 1) {
	console.log('Usage: npm run restore -- <backup.tar.gz> [--force]')
	process.exit(values.help ? 0 : 2)
}

// Stopped midway, it removes what it wrote so far.
removeTemporariesOnSignal('restore')

try {
	const env = getEnv()
	const result = await restoreBackup({
		file,
		databaseUrl: env.DATABASE_URL,
		storage: createStorageFromEnv(env),
		force: values.force,
		// The generated app secret, unless SESSION_SECRET stands in for it.
		secretFile: env.SESSION_SECRET ? undefined : path.resolve(env.DATA_DIR, 'secret.key'),
	})
	console.log(formatRestore(file, result))
	process.exit(0)
} catch (error) {
	const message = error instanceof Error ? error.message : String(error)
	console.error(
		error instanceof BackupRefusedError
			? `restore: refused, nothing was changed. ${message}`
			: `restore: ${message}`,
	)
	process.exit(1)
}
