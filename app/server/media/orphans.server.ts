// Stored objects that no media row refers to: what an upload leaves when the store dies
// between its writes (its own clean-up cannot reach the store either), or a process killed
// mid-upload. sweepAbandonedMedia works from rows and never sees them; this sweep works
// from the stored keys. Objects younger than `olderThanMs` are left alone: an upload in
// progress writes its objects before its row.
import { MEDIA_FOLDERS } from '#app/lib/media.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { acquireLease, releaseLease } from '#app/server/models/leases.server.ts'
import { listMedia } from '#app/server/models/media.server.ts'
import { READINESS_PROBE_FOLDER } from '#app/server/readiness.server.ts'
import { newLeaseHolder } from '#app/server/instance.server.ts'

import { liveMediaKeys } from './media-deletion.server.ts'
import { getStorage, type Storage } from './storage.server.ts'

/** The folders only the pipeline (and the readiness probe) write; others are never swept. */
const SWEPT_PREFIXES = [
	...new Set(Object.values(MEDIA_FOLDERS)),
	READINESS_PROBE_FOLDER,
].map((folder) => `${folder}/`)

export const ORPHAN_SWEEP_LEASE = 'orphaned-objects-sweep'

export interface OrphanSweepResult {
	/** False when another instance holds the sweep's lease: nothing was done. */
	ran: boolean
	/** Keys deleted. */
	removed: string[]
}

/**
 * Deletes stored objects under the pipeline's folders that no media row lists (as its
 * original, a variant or rendition, or a retired file still in its grace) and that are
 * older than `olderThanMs` (default an hour). One
 * instance at a time, under a lease in the database (`leaseMs`, default 10 minutes).
 */
export async function sweepOrphanedObjects(
	db: DB,
	options: {
		storage?: Storage
		olderThanMs?: number
		now?: () => number
		leaseMs?: number
		holder?: string
	} = {},
): Promise<OrphanSweepResult> {
	const storage = options.storage ?? getStorage()
	const now = options.now ?? Date.now
	const holder = options.holder ?? newLeaseHolder()
	if (
		!(await acquireLease(
			db,
			ORPHAN_SWEEP_LEASE,
			holder,
			options.leaseMs ?? 600_000,
			now(),
		))
	)
		return { ran: false, removed: [] }
	try {
		// Keys first, rows second: an upload that finishes in between has its row read too.
		const stored = (
			await Promise.all(SWEPT_PREFIXES.map((prefix) => storage.list(prefix)))
		).flat()
		// A file an image retired (an earlier crop, a replaced file) counts until its grace
		// ends, for pages cached elsewhere that still name it (decision 044).
		const at = now()
		const referenced = new Set(
			(await listMedia(db)).flatMap((media) => liveMediaKeys(media, at)),
		)
		const cutoff = at - (options.olderThanMs ?? 3_600_000)
		const removed: string[] = []
		for (const key of stored) {
			if (referenced.has(key)) continue
			const info = await storage.stat(key)
			// Listed but unreadable: half an object the store wrote as it died. Nothing can
			// serve it, whatever its age (a store's writes show in listings only when done).
			if (info === null) removed.push(key)
			// Without a date its age is unknown: kept, as an upload in progress would be.
			else if (info.lastModified && info.lastModified.getTime() <= cutoff)
				removed.push(key)
		}
		for (let i = 0; i < removed.length; i += 100)
			await storage.delete(removed.slice(i, i + 100))
		return { ran: true, removed }
	} finally {
		await releaseLease(db, ORPHAN_SWEEP_LEASE, holder)
	}
}
