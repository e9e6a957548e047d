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
import { mediaKeys } from './media-deletion.server.ts'
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
	// One at a time: s3rver answers 500 now and then to parallel deletes in one folder.
	for (const key of await s3.storage.list('')) await s3.storage.delete([key])
})

/**
 * The bucket, with s3rver killed once `afterPuts` writes have landed. Writes go one at a
 * time here, so the kill falls between two of them, never inside one.
 */
function dyingStore(afterPuts: number): Storage {
	const inner = s3.storage
	let landed = 0
	let queue: Promise<unknown> = Promise.resolve()
	return {
		kind: inner.kind,
		put(key, data, contentType) {
			const write = queue.then(async () => {
				await inner.put(key, data, contentType)
				if (++landed === afterPuts) await s3.kill()
			})
			queue = write.catch(() => {})
			return write
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
		const debris = (await s3.storage.list('banners/')).sort()
		expect(debris, 'what the dead upload left: its first two writes').toHaveLength(2)
		expect(await listMedia(t.db)).toHaveLength(1)

		// Younger than the hour a live upload may take: kept. Older: removed, and only they.
		expect(await sweepOrphanedObjects(t.db, { storage: s3.storage })).toEqual({
			ran: true,
			removed: [],
		})
		const result = await sweepOrphanedObjects(t.db, {
			storage: s3.storage,
			olderThanMs: 0,
		})
		expect(result.removed.sort()).toEqual(debris)
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
