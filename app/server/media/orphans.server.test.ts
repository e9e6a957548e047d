// The store dies between the writes of one upload: the objects already written stay, with
// no media row, and the upload's own clean-up cannot reach the store either. Once the store
// is back, the sweep of stored objects finds and removes them, and only them.
import { pino, type Logger } from 'pino'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'

import type { DB } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { acquireLease } from '#app/server/models/leases.server.ts'
import { listMedia } from '#app/server/models/media.server.ts'

import { ORPHAN_SWEEP_LEASE, sweepOrphanedObjects } from './orphans.server.ts'
import { storeImage } from './pipeline.server.ts'
import { mediaKeys } from './release.server.ts'
import type { Storage } from './storage.server.ts'
import { makePhoto, startS3Server } from './testing.server.ts'
import { handleUpload } from './upload.server.ts'

let s3: Awaited<ReturnType<typeof startS3Server>>
beforeAll(async () => {
	s3 = await startS3Server()
})
afterAll(async () => {
	await s3.stop()
})
beforeEach(async () => {
	await s3.restart()
	await s3.storage.delete(await s3.storage.list(''))
})

/** The bucket, with s3rver killed once `afterPuts` writes have landed. */
function dyingStore(afterPuts: number): Storage {
	const inner = s3.storage
	let landed = 0
	let killed: Promise<void> | null = null
	return {
		kind: inner.kind,
		async put(key, data, contentType) {
			if (killed) await killed
			await inner.put(key, data, contentType)
			if (++landed === afterPuts) killed = s3.kill()
		},
		get: (key) => inner.get(key),
		stat: (key) => inner.stat(key),
		delete: (keys) => inner.delete(keys),
		list: (prefix) => inner.list(prefix),
	}
}

async function uploadTo(storage: Storage, db: DB, logger?: Logger) {
	const png = await makePhoto(900, 400, 'png')
	return handleUpload(
		new Request('http://admin.test/admin/api/upload?kind=banner', {
			method: 'POST',
			headers: { 'Content-Type': 'image/png', 'Content-Length': String(png.length) },
			body: new Uint8Array(png),
		}),
		{ db, storage, logger },
	)
}

describeEachDialect('orphaned stored objects', (t) => {
	test('s3rver killed mid-upload: the objects left behind are swept once it is back; saved media stay', async () => {
		const kept = await storeImage({
			buffer: await makePhoto(400, 300),
			originalName: 'kept.jpg',
			kind: 'project',
			db: t.db,
			storage: s3.storage,
		})

		const lines: Array<{ level: number; msg: string; keys?: string[] }> = []
		const logger = pino(
			{ level: 'info' },
			{
				write: (line: string) =>
					void lines.push(JSON.parse(line) as (typeof lines)[number]),
			},
		)
		const response = await uploadTo(dyingStore(2), t.db, logger)
		expect(response.status).toBe(503)
		expect(((await response.json()) as { code: string }).code).toBe('store-unreachable')
		// Its clean-up could not reach the store either, and said so.
		expect(lines.map((line) => [line.level, line.msg])).toEqual([
			[
				50,
				'removing the objects of a failed upload failed: left to the sweep of stored objects',
			],
			[50, 'upload failed: store-unreachable'],
		])
		expect(lines[0]?.keys?.length).toBeGreaterThan(0)

		await s3.restart()
		const keptKeys = mediaKeys(kept.media).sort()
		// s3rver (killed by closing its sockets, not its process) may still finish or drop
		// writes it had begun: wait until what it lists and serves stops changing.
		const snapshot = async () => {
			const listed = (await s3.storage.list('banners/')).sort()
			const readable: string[] = []
			for (const key of listed) if (await s3.storage.stat(key)) readable.push(key)
			return { listed, readable }
		}
		let settled = await snapshot()
		for (;;) {
			await new Promise((resolve) => setTimeout(resolve, 200))
			const again = await snapshot()
			if (JSON.stringify(again) === JSON.stringify(settled)) break
			settled = again
		}
		const { listed: debris, readable } = settled
		expect(debris.length, 'what the dead upload left').toBeGreaterThan(0)
		expect(await listMedia(t.db)).toHaveLength(1)

		// Listed but unservable (half-written as the store died): debris at any age.
		const first = await sweepOrphanedObjects(t.db, { storage: s3.storage })
		expect(first.ran).toBe(true)
		expect(first.removed.sort()).toEqual(debris.filter((key) => !readable.includes(key)))
		// Whole ones younger than the hour a live upload may take are kept; older, removed.
		const second = await sweepOrphanedObjects(t.db, {
			storage: s3.storage,
			olderThanMs: 0,
		})
		expect(second.removed.sort()).toEqual(readable)
		expect((await s3.storage.list('')).sort()).toEqual(keptKeys)
		expect(await listMedia(t.db)).toHaveLength(1)
	}, 30_000)

	test('one instance at a time: while another holds the lease, nothing is swept', async () => {
		await s3.storage.put('clients/stray/original.png', Buffer.from('x'), 'image/png')
		const now = Date.now()
		expect(
			await acquireLease(t.db, ORPHAN_SWEEP_LEASE, 'other-instance', 60_000, now),
		).toBe(true)
		expect(
			await sweepOrphanedObjects(t.db, { storage: s3.storage, olderThanMs: 0 }),
		).toEqual({ ran: false, removed: [] })
		expect(await s3.storage.list('')).toEqual(['clients/stray/original.png'])

		// The other instance died: its lease expires, and the next sweep runs.
		const later = () => now + 60_001
		expect(
			await sweepOrphanedObjects(t.db, {
				storage: s3.storage,
				olderThanMs: 0,
				now: later,
			}),
		).toEqual({ ran: true, removed: ['clients/stray/original.png'] })
		// The sweep gave its lease back: the next instance gets it at once.
		expect(await acquireLease(t.db, ORPHAN_SWEEP_LEASE, 'third', 60_000, later())).toBe(
			true,
		)
	})

	test('files outside the pipeline’s folders are never touched', async () => {
		await s3.storage.put('seed/hero.png', Buffer.from('x'), 'image/png')
		expect(
			await sweepOrphanedObjects(t.db, { storage: s3.storage, olderThanMs: 0 }),
		).toEqual({ ran: true, removed: [] })
		expect(await s3.storage.list('')).toEqual(['seed/hero.png'])
	})
})
