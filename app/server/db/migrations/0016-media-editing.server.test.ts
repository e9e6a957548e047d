// Migration 0016 on a library that already holds images: each row's original is read from
// the image store and hashed as the pipeline hashes a new one, so an upload of the same
// file is noticed; a row whose file is missing keeps no hash. Edits start empty.
import { createHash } from 'node:crypto'

import { sql } from 'kysely'
import { afterEach, beforeEach, expect, test } from 'vitest'

import { setStorageForTests } from '#app/server/media/storage.server.ts'
import { useTestStorage } from '#app/server/media/testing.server.ts'
import { getMedia } from '#app/server/models/media.server.ts'

import { migrateTo, migrateToLatest } from '../migrate.server.ts'
import { describeEachDialect } from '../testing.server.ts'

describeEachDialect('migration 0016 (media editing)', (t) => {
	const s = useTestStorage('local')
	beforeEach(() => setStorageForTests(s.storage))
	afterEach(() => setStorageForTests(undefined))

	test('existing originals are hashed from the store; a missing one stays unknown', async () => {
		const bytes = Buffer.from('the bytes of a stored original')
		await s.storage.put('banners/m1/original.png', bytes, 'image/png')
		await t.exclusiveDdl(async () => {
			await migrateTo(t.db, '0014-media-library')
			try {
				for (const id of ['m1', 'm2'])
					await sql`insert into media (id, path, original_name, content_type, bytes)
						values (${id}, ${`banners/${id}/original.png`}, ${`${id}.png`}, 'image/png', 10)`.execute(
						t.db,
					)
			} finally {
				await migrateToLatest(t.db)
			}
		})
		expect(await getMedia(t.db, 'm1')).toMatchObject({
			contentHash: createHash('sha256').update(bytes).digest('hex'),
			displayPath: null,
			edit: { rotation: 0, crop: null },
			retired: [],
		})
		expect((await getMedia(t.db, 'm2'))?.contentHash).toBeNull()
	})
})
