// Uploads kept in an S3-compatible bucket go into the archive and come back, object for object.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'

import { afterAll, beforeAll, expect, test } from 'vitest'

import { createSqliteTestFile, removeSqliteFile } from '#app/server/db/testing.server.ts'
import { makePhoto, startS3Server } from '#app/server/media/testing.server.ts'

import { createBackup, restoreBackup } from './backup.server.ts'

let s3: Awaited<ReturnType<typeof startS3Server>>
beforeAll(async () => {
	s3 = await startS3Server()
})
afterAll(async () => {
	await s3?.stop()
})

test('an S3 bucket round-trips through the archive', async () => {
	const work = await mkdtemp(path.join(tmpdir(), 'aster-backup-s3-'))
	const database = await createSqliteTestFile()
	try {
		const photo = await makePhoto(96, 64)
		const objects: Record<string, Buffer> = {
			'banners/a/original.jpg': photo,
			'clients/b/original.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
		}
		for (const [key, data] of Object.entries(objects))
			await s3.storage.put(key, data, 'application/octet-stream')

		const out = path.join(work, 'site.tar.gz')
		const { manifest } = await createBackup({
			databaseUrl: database,
			storage: s3.storage,
			out,
		})
		expect(manifest.storage).toBe('s3')
		expect(manifest.files.map((file) => file.key)).toEqual(Object.keys(objects).sort())

		await s3.storage.delete(Object.keys(objects))
		await restoreBackup({
			file: out,
			databaseUrl: path.join(work, 'restored.db'),
			storage: s3.storage,
		})
		expect((await s3.storage.list('')).sort()).toEqual(Object.keys(objects).sort())
		for (const [key, data] of Object.entries(objects)) {
			const object = await s3.storage.get(key)
			expect(await buffer(object!.body)).toEqual(data)
		}
	} finally {
		removeSqliteFile(database)
		await rm(work, { recursive: true, force: true })
	}
})
