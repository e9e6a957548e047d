// For specs that write straight into a server's SQLite file. Such a write goes around
// the app, so the render cache cannot know of it: renewing the content version (as
// every admin change does) makes the next request render the pages again.
import { randomUUID } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'

export function renewContentVersion(db: DatabaseSync): void {
	db.prepare(
		`INSERT INTO settings (key, value, updated_at) VALUES ('content_version', ?, ?)
		 ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
	).run(JSON.stringify(randomUUID()), new Date().toISOString())
}
