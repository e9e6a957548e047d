import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	rmSync,
	utimesSync,
	writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { afterEach, expect, test, vi } from 'vitest'

import type { DB } from '#app/server/db/index.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { recordImageUsages } from '#app/server/media/image-refs.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { storeImage } from '#app/server/media/pipeline.server.ts'
import { makePhoto, useTestStorage } from '#app/server/media/testing.server.ts'
import { getMedia } from '#app/server/models/media.server.ts'
import { createProject } from '#app/server/models/projects.server.ts'
import { makeProjectInput } from '#app/server/models/factories.server.ts'
import { READINESS_PROBE_FOLDER } from '#app/server/readiness.server.ts'

import { startMediaSweep, stopMediaSweep } from './startup.server.ts'

function fakeLogger() {
	return { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
}

async function until(check: () => Promise<boolean>, ms = 10_000) {
	const deadline = Date.now() + ms
	while (!(await check())) {
		if (Date.now() > deadline) throw new Error('condition not met in time')
		await sleep(20)
	}
}

afterEach(async () => {
	await stopMediaSweep()
})

describeEachDialect('media sweep schedule', (t) => {
	const s = useTestStorage('local')

	test('sweeps at start and on every tick, keeping referenced media; stops cleanly', async () => {
		const photo = await makePhoto(400, 300)
		const upload = () =>
			storeImage({
				buffer: photo,
				originalName: 'photo.jpg',
				kind: 'project',
				db: t.db,
				storage: s.storage,
			})
		const kept = await upload()
		const project = await createProject(t.db, makeProjectInput({ image: kept.image }))
		await recordImageUsages(t.db, 'project', project.id, { image: kept.image })
		const orphan = await upload()
		// An object with no row at all (a store that died mid-upload left it).
		await s.storage.put('projectImages/stray/original.jpg', photo, 'image/jpeg')
		await sleep(5)

		const logger = fakeLogger()
		startMediaSweep(logger, {
			db: t.db,
			storage: s.storage,
			everyMs: 50,
			olderThanMs: 0,
		})
		// The row goes first, then the files, then the run logs what it removed.
		await until(async () => logger.info.mock.calls.length > 0)
		expect(await getMedia(t.db, orphan.media.id)).toBeNull()
		expect(await s.storage.stat(orphan.media.path)).toBeNull()
		expect(logger.info).toHaveBeenCalledWith(
			{ media: [orphan.media.id] },
			'abandoned uploads removed',
		)
		await until(async () => logger.info.mock.calls.length > 1)
		expect(logger.info).toHaveBeenCalledWith(
			{ keys: ['projectImages/stray/original.jpg'] },
			'orphaned stored objects removed',
		)
		expect(await s.storage.stat('projectImages/stray/original.jpg')).toBeNull()

		// A later tick finds the next forgotten upload.
		const later = await upload()
		await until(async () => logger.info.mock.calls.length > 2)
		expect(await getMedia(t.db, later.media.id)).toBeNull()
		expect(await getMedia(t.db, kept.media.id)).not.toBeNull()
		expect(await s.storage.stat(kept.media.path)).not.toBeNull()
		expect(logger.warn).not.toHaveBeenCalled()

		await stopMediaSweep()
		const afterStop = await upload()
		await sleep(150)
		expect(await getMedia(t.db, afterStop.media.id)).not.toBeNull()
	}, 60_000)
})

test('a failing sweep is logged, never thrown, and ends with stopMediaSweep', async () => {
	const broken = {
		selectFrom() {
			throw new Error('database is down')
		},
	} as unknown as DB
	const logger = fakeLogger()
	startMediaSweep(logger, { db: broken, everyMs: 30 })
	await until(async () => logger.warn.mock.calls.length >= 2)
	expect(logger.warn).toHaveBeenCalledWith(
		{ err: expect.objectContaining({ message: 'database is down' }) },
		'sweeping abandoned uploads failed',
	)
	// The sweep of stored objects failed too, said so at error level, and is tried again
	// at the next tick rather than the next day.
	await until(async () => logger.error.mock.calls.length >= 2)
	expect(logger.error).toHaveBeenCalledWith(
		{ err: expect.any(Error) },
		'sweeping orphaned stored objects failed',
	)
	await stopMediaSweep()
	const calls = logger.warn.mock.calls.length
	await sleep(100)
	expect(logger.warn.mock.calls.length).toBe(calls)
})

test('at start, an upload folder a killed process left is removed, even with the database down', async () => {
	const root = mkdtempSync(path.join(tmpdir(), 'aster-startup-sweep-'))
	try {
		const left = path.join(root, 'upload-left')
		mkdirSync(left)
		const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000)
		utimesSync(left, twoHoursAgo, twoHoursAgo)
		const broken = {
			selectFrom() {
				throw new Error('database is down')
			},
		} as unknown as DB
		const logger = fakeLogger()
		startMediaSweep(logger, { db: broken, tmpDir: root })
		await until(async () => logger.info.mock.calls.length > 0)
		expect(logger.info).toHaveBeenCalledWith(
			{ folders: 1 },
			'abandoned upload temp folders removed',
		)
		expect(readdirSync(root)).toEqual([])
	} finally {
		rmSync(root, { recursive: true, force: true })
	}
})

test('a write a killed process left half done in the uploads folder (a readiness probe’s, an upload’s) is removed once old', async () => {
	const root = mkdtempSync(path.join(tmpdir(), 'aster-unfinished-'))
	try {
		const storage = new LocalStorage(root)
		await storage.put(`${READINESS_PROBE_FOLDER}/kept`, Buffer.from('x'), 'text/plain')
		// What LocalStorage.put writes before its rename, as a killed process leaves it.
		const left = [
			path.join(root, READINESS_PROBE_FOLDER, '.probe-1.0123456789ab.tmp'),
			path.join(root, 'banners', 'm1', '.original.png.ba9876543210.tmp'),
		]
		const fresh = path.join(root, READINESS_PROBE_FOLDER, '.probe-2.aaaaaaaaaaaa.tmp')
		for (const file of [...left, fresh]) {
			mkdirSync(path.dirname(file), { recursive: true })
			writeFileSync(file, 'half')
		}
		const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000)
		for (const file of left) utimesSync(file, twoHoursAgo, twoHoursAgo)

		const broken = {
			selectFrom() {
				throw new Error('database is down')
			},
		} as unknown as DB
		const logger = fakeLogger()
		startMediaSweep(logger, { db: broken, storage, tmpDir: root })
		await until(async () =>
			logger.info.mock.calls.some(
				([, message]) => message === 'unfinished writes to the image store removed',
			),
		)
		expect(logger.info).toHaveBeenCalledWith(
			{ files: 2 },
			'unfinished writes to the image store removed',
		)
		for (const file of left) expect(existsSync(file), file).toBe(false)
		// One being written now, and every stored object, stay.
		expect(existsSync(fresh)).toBe(true)
		expect(await storage.list('')).toEqual([`${READINESS_PROBE_FOLDER}/kept`])
	} finally {
		rmSync(root, { recursive: true, force: true })
	}
})
