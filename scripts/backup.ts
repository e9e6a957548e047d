// Writes one archive with a consistent copy of the database and every uploaded file, while
// the site runs:
//
//   npm run backup                       → backups/site-<UTC time>.tar.gz
//   npm run backup -- --out /path/x.tar.gz
//
// Reads DATABASE_URL and UPLOADS_DIR (or the S3_* settings) like the server does.
import path from 'node:path'
import { parseArgs } from 'node:util'

import {
	createBackup,
	removeTemporariesOnSignal,
} from '#app/server/backup/backup.server.ts'
import { formatBackup } from '#app/server/backup/report.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { createStorageFromEnv } from '#app/server/media/storage.server.ts'

const { values } = parseArgs({
	options: {
		out: { type: 'string', short: 'o' },
		help: { type: 'boolean', short: 'h' },
	},
})

if (values.help) {
	console.log('Usage: npm run backup [-- --out <file.tar.gz>]')
	process.exit(0)
}

// Stopped midway, it removes what it wrote so far.
removeTemporariesOnSignal('backup')

try {
	const env = getEnv()
	const result = await createBackup({
		databaseUrl: env.DATABASE_URL,
		storage: createStorageFromEnv(env),
		out: values.out,
		// The generated app secret, unless SESSION_SECRET stands in for it.
		secretFile: env.SESSION_SECRET ? undefined : path.resolve(env.DATA_DIR, 'secret.key'),
	})
	console.log(formatBackup(result))
	process.exit(0)
} catch (error) {
	console.error(`backup: ${error instanceof Error ? error.message : String(error)}`)
	process.exit(1)
}
