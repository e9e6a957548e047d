// How often each redirect is used (the Redirects tab's hits and last hit), counted in the
// process and written in one statement per address every few seconds, so a redirect
// answered from the shared cache costs no write of its own. Counts a process had not
// written when it stops are written by `flushRedirectHits` (server shutdown).
import type { DB } from '#app/server/db/index.server.ts'
import { addRedirectHits } from '#app/server/models/redirects.server.ts'

/** Addresses counted between two writes at most: a flood of new ones is not kept. */
const MAX_PATHS = 10_000
const FLUSH_MS = 5_000

const pending = new Map<string, { count: number; at: string }>()
let timer: ReturnType<typeof setTimeout> | undefined
let database: (() => DB) | undefined

/** Counts one use of the redirect from `path` (one that is not a redirect's writes nothing). */
export function countRedirectHit(db: () => DB, path: string, at = new Date()): void {
	database = db
	const entry = pending.get(path)
	if (entry) {
		entry.count++
		entry.at = at.toISOString()
	} else if (pending.size < MAX_PATHS) {
		pending.set(path, { count: 1, at: at.toISOString() })
	}
	timer ??= setTimeout(() => {
		timer = undefined
		void flushRedirectHits().catch(() => {})
	}, FLUSH_MS).unref()
}

/** Writes the counts kept so far. */
export async function flushRedirectHits(): Promise<void> {
	if (!database || pending.size === 0) return
	const db = database()
	const batch = [...pending]
	pending.clear()
	for (const [path, { count, at }] of batch) await addRedirectHits(db, path, count, at)
}
