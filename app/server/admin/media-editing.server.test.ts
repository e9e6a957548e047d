// Issue 40 on the server: duplicates noticed by their bytes, crops and rotations made from
// the untouched original under new addresses, a file replaced in place, tags and the
// library's filters, and deleting what only old versions and the trash show.
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'

import sharp from 'sharp'
import { afterEach, beforeEach, expect, test } from 'vitest'

import { imageSources } from '#app/lib/media.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { moveItemToTrash } from '#app/server/content/trash.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { recordImageUsages } from '#app/server/media/image-refs.server.ts'
import { sweepOrphanedObjects } from '#app/server/media/orphans.server.ts'
import { DuplicateImage, storeImage } from '#app/server/media/pipeline.server.ts'
import { setStorageForTests, type Storage } from '#app/server/media/storage.server.ts'
import { useTestStorage } from '#app/server/media/testing.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { makeProjectInput } from '#app/server/models/factories.server.ts'
import { getMedia, listMedia } from '#app/server/models/media.server.ts'
import { addMediaUsages } from '#app/server/models/media-usages.server.ts'
import { createProject, getProject } from '#app/server/models/projects.server.ts'

import {
	deleteLibraryImage,
	editLibraryImage,
	loadLibrary,
	loadLibraryImage,
	replaceLibraryImage,
	saveLibraryImage,
	setLibraryAltText,
	tagLibraryImages,
} from './media.server.ts'

const actor = { id: 'admin-1', email: 'admin@example.com' }

/** 1200 × 800: red top left, green top right, blue bottom left, yellow bottom right. */
async function quadrants(format: 'png' | 'jpeg' = 'png', width = 1200, height = 800) {
	const half = (colour: string, left: number, top: number) => ({
		input: {
			create: {
				width: width / 2,
				height: height / 2,
				channels: 3 as const,
				background: colour,
			},
		},
		left,
		top,
	})
	return sharp({ create: { width, height, channels: 3, background: '#000' } })
		.composite([
			half('#ff0000', 0, 0),
			half('#00ff00', width / 2, 0),
			half('#0000ff', 0, height / 2),
			half('#ffff00', width / 2, height / 2),
		])
		.toFormat(format)
		.toBuffer()
}

async function read(storage: Storage, url: string): Promise<Buffer> {
	const object = await storage.get(url.replace(/^\/media\//, ''))
	if (!object) throw new Error(`${url} is not stored`)
	return buffer(object.body)
}

/** The colour at (x, y) in percent of an image, as [r, g, b] rounded to 0 or 255. */
async function colourAt(bytes: Buffer, x: number, y: number) {
	const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
	const px = Math.min(info.width - 1, Math.floor((x / 100) * info.width))
	const py = Math.min(info.height - 1, Math.floor((y / 100) * info.height))
	const at = (py * info.width + px) * info.channels
	return [data[at], data[at + 1], data[at + 2]].map((v) => (v! > 127 ? 255 : 0))
}

describeEachDialect('the library (issue 40)', (t) => {
	const s = useTestStorage('local')
	beforeEach(() => setStorageForTests(s.storage))
	afterEach(() => setStorageForTests(undefined))

	const store = (bytes: Buffer, originalName: string, extra = {}) =>
		storeImage({
			buffer: bytes,
			originalName,
			kind: 'banner',
			db: t.db,
			storage: s.storage,
			...extra,
		})

	/** A project showing `image` as its banner, its usages recorded as a save does. */
	async function projectShowing(image: ImageRef, name = 'Orbit') {
		const project = await createProject(
			t.db,
			makeProjectInput({ name, banner: image, image }),
		)
		await recordImageUsages(t.db, 'project', project.id, { banner: image, image })
		return project
	}

	test('the same bytes again are noticed before any variant is made; another file is stored', async () => {
		const bytes = await quadrants()
		const first = await store(bytes, 'first.png')
		expect(first.media.contentHash).toMatch(/^[0-9a-f]{64}$/)
		const keysBefore = (await s.storage.list('')).sort()

		const again = await store(bytes, 'again.png', { refuseDuplicates: true }).catch(
			(error: unknown) => error,
		)
		expect(again).toBeInstanceOf(DuplicateImage)
		expect((again as DuplicateImage).existing.id).toBe(first.media.id)
		// Nothing written: no row, no object.
		expect((await listMedia(t.db)).map((m) => m.id)).toEqual([first.media.id])
		expect((await s.storage.list('')).sort()).toEqual(keysBefore)

		// Unasked, the copy is stored, and the library lists the two as likely duplicates.
		const copy = await store(bytes, 'copy.png')
		const other = await store(await quadrants('jpeg'), 'other.jpg', {
			refuseDuplicates: true,
		})
		const twins = await loadLibrary(t.db, { duplicates: true })
		expect(twins.images.map((card) => card.id).sort()).toEqual(
			[first.media.id, copy.media.id].sort(),
		)
		expect(twins.images.every((card) => card.duplicated)).toBe(true)
		const all = await loadLibrary(t.db, {})
		expect(all.images.find((card) => card.id === other.media.id)?.duplicated).toBe(false)
	})

	test('a banner cropped to 3:1: variants cut from the untouched original, under new addresses, pages at once', async () => {
		const { media, image } = await store(await quadrants(), 'harbour.png')
		const originalBytes = await read(s.storage, image.url)
		const project = await projectShowing(image)
		await saveLibraryImage(t.db, {
			id: media.id,
			alt: 'Boats',
			focal: { x: 25, y: 25 },
			actor,
		})

		const cropped = await editLibraryImage(t.db, {
			id: media.id,
			edit: { rotation: 0, crop: { left: 0, top: 0, width: 1200, height: 400 } },
			actor,
		})
		if (!cropped.ok) throw new Error(cropped.message)
		const after = cropped.media
		expect(after.displayPath).toMatch(
			new RegExp(`^banners/${media.id}/r[0-9a-z]{10}/original\\.png$`),
		)
		// The original is untouched: same key, same bytes.
		expect(after.path).toBe(media.path)
		expect(await read(s.storage, `/media/${after.path}`)).toEqual(originalBytes)

		// The project names the crop at once, with its size and the focal point in it.
		const shown = (await getProject(t.db, project.id))?.banner
		expect(shown).toMatchObject({
			url: `/media/${after.displayPath}`,
			mediaId: media.id,
			width: 1200,
			height: 400,
			alt: 'Boats',
			focal: { x: 25, y: 50 },
		})
		// Every variant it names is cut: 3:1, the red and green top half only.
		const sources = imageSources(shown!)!
		const files = sources.flatMap((source) =>
			source.srcSet.split(', ').map((candidate) => candidate.split(' ')[0]!),
		)
		expect(files.length).toBeGreaterThan(4)
		for (const file of files) {
			const bytes = await read(s.storage, file)
			const meta = await sharp(bytes).metadata()
			expect(Math.round((meta.width / meta.height) * 10) / 10, file).toBe(3)
		}
		const widest = await read(s.storage, files.at(-1)!)
		expect(await colourAt(widest, 10, 50)).toEqual([255, 0, 0])
		expect(await colourAt(widest, 90, 50)).toEqual([0, 255, 0])

		// A turn: made from the original too, the crop kept in the turned picture's pixels.
		const turned = await editLibraryImage(t.db, {
			id: media.id,
			edit: { rotation: 90, crop: null },
			actor,
		})
		if (!turned.ok) throw new Error(turned.message)
		const turnedBytes = await read(s.storage, `/media/${turned.media.displayPath}`)
		expect(await sharp(turnedBytes).metadata()).toMatchObject({
			width: 800,
			height: 1200,
		})
		// Red was top left; a quarter clockwise puts it top right.
		expect(await colourAt(turnedBytes, 90, 10)).toEqual([255, 0, 0])
		expect(await colourAt(turnedBytes, 10, 10)).toEqual([0, 0, 255])
		// The crop before it is retired, kept a day for cached pages.
		expect(turned.media.retired.map((file) => file.path)).toContain(after.displayPath)

		// Reset: pages show the original's own files again, which never went away.
		const reset = await editLibraryImage(t.db, {
			id: media.id,
			edit: { rotation: 0, crop: null },
			actor,
		})
		if (!reset.ok) throw new Error(reset.message)
		expect(reset.media.displayPath).toBeNull()
		expect((await getProject(t.db, project.id))?.banner).toMatchObject({
			url: image.url,
			width: 1200,
			height: 800,
			focal: { x: 25, y: 25 },
		})
		expect((await listAuditLog(t.db)).map((entry) => entry.action).slice(0, 3)).toEqual([
			'media.reset',
			'media.crop',
			'media.crop',
		])

		// Crops outside the image are refused; SVG is not cropped.
		expect(
			await editLibraryImage(t.db, {
				id: media.id,
				edit: { rotation: 0, crop: { left: 100, top: 0, width: 1200, height: 400 } },
				actor,
			}),
		).toMatchObject({ ok: false, status: 400 })
	})

	test('retired files are kept for their grace, then the sweep of stored objects takes them', async () => {
		const { media } = await store(await quadrants(), 'sweep.png')
		const now = Date.now()
		const first = await editLibraryImage(t.db, {
			id: media.id,
			edit: { rotation: 180, crop: null },
			actor,
			now,
		})
		if (!first.ok) throw new Error(first.message)
		const second = await editLibraryImage(t.db, {
			id: media.id,
			edit: { rotation: 0, crop: { left: 0, top: 0, width: 600, height: 600 } },
			actor,
			now,
		})
		if (!second.ok) throw new Error(second.message)
		const retired = second.media.retired.map((file) => file.path)
		expect(retired).toContain(first.media.displayPath)
		// Within the day: kept. After it: removed; the files in use stay.
		const later = (ms: number) => () => now + ms
		expect(
			(
				await sweepOrphanedObjects(t.db, {
					storage: s.storage,
					olderThanMs: 0,
					now: later(60_000),
				})
			).removed,
		).toEqual([])
		const swept = await sweepOrphanedObjects(t.db, {
			storage: s.storage,
			olderThanMs: 0,
			now: later(25 * 3_600_000),
		})
		expect(swept.removed.sort()).toEqual([...retired].sort())
		for (const key of [second.media.path, second.media.displayPath!])
			expect(await s.storage.stat(key), key).not.toBeNull()
	})

	test('a file replaced keeps its id, alt text, tags and every use; pages name the new file at once', async () => {
		const { media, image } = await store(await quadrants(), 'logo-old.png')
		await setLibraryAltText(t.db, { ids: [media.id], alt: 'Our harbour', actor })
		await tagLibraryImages(t.db, { ids: [media.id], tag: 'Harbour', actor })
		const project = await projectShowing(image)
		await editLibraryImage(t.db, {
			id: media.id,
			edit: { rotation: 0, crop: { left: 0, top: 0, width: 1200, height: 400 } },
			actor,
		})

		const file = path.join(tmpdir(), `replace-${media.id}.png`)
		// Same size: the crop stays, made from the new file.
		await writeFile(
			file,
			await quadrants('png').then((b) => sharp(b).negate().toBuffer()),
		)
		const replaced = await replaceLibraryImage(t.db, {
			id: media.id,
			file,
			originalName: 'logo-new.png',
			actor,
		})
		if (!replaced.ok) throw new Error(replaced.message)
		const after = replaced.media
		expect(after.id).toBe(media.id)
		expect(after.alt).toBe('Our harbour')
		expect(after.path).not.toBe(media.path)
		expect(after.path).toMatch(
			new RegExp(`^banners/${media.id}/r[0-9a-z]{10}/original\\.png$`),
		)
		expect(after.edit.crop).toEqual({ left: 0, top: 0, width: 1200, height: 400 })
		expect(after.contentHash).not.toBe(media.contentHash)
		const card = (await loadLibraryImage(t.db, media.id))!.card
		expect(card.tags).toEqual(['harbour'])
		expect(card.usedIn.map((use) => use.record.name)).toEqual(['Orbit'])
		const shown = (await getProject(t.db, project.id))?.banner
		expect(shown).toMatchObject({
			url: `/media/${after.displayPath}`,
			alt: 'Our harbour',
			name: 'logo-new.png',
			width: 1200,
			height: 400,
		})
		// The new bytes: red became cyan.
		expect(await colourAt(await read(s.storage, shown!.url), 10, 50)).toEqual([
			0, 255, 255,
		])
		// The old original and all its files are retired, not yet deleted.
		expect(after.retired.map((f) => f.path)).toContain(media.path)
		expect(await s.storage.stat(media.path)).not.toBeNull()

		// Another size: the crop goes.
		await writeFile(file, await quadrants('png', 600, 400))
		const smaller = await replaceLibraryImage(t.db, {
			id: media.id,
			file,
			originalName: 'small.png',
			actor,
		})
		if (!smaller.ok) throw new Error(smaller.message)
		expect(smaller.media.edit).toEqual({ rotation: 0, crop: null })
		expect((await getProject(t.db, project.id))?.banner).toMatchObject({
			width: 600,
			height: 400,
			url: `/media/${smaller.media.path}`,
		})

		// A photo takes no SVG.
		await writeFile(
			file,
			'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
		)
		await expect(
			replaceLibraryImage(t.db, { id: media.id, file, originalName: 'x.svg', actor }),
		).rejects.toMatchObject({ status: 415 })
		expect((await listAuditLog(t.db))[0]).toMatchObject({ action: 'media.replace' })
	})

	test('deleting what only old versions and the trash show: asked first, then the uses go with it; live and drafts protect', async () => {
		const bytes = await quadrants()
		const { media, image } = await store(bytes, 'history.png')
		// Only the history of a project names it.
		const project = await createProject(t.db, makeProjectInput({ name: 'Orbit' }))
		await addMediaUsages(t.db, 'history:project', project.id, [
			{ field: 'banner', mediaId: media.id },
		])
		// And a project in the trash.
		const trashed = await projectShowing(image, 'Old Orbit')
		await moveItemToTrash(t.db, 'project', { id: trashed.id, actor })

		const card = (await loadLibraryImage(t.db, media.id))!.card
		expect(card.deletable).toBe('history')
		expect(
			(await loadLibrary(t.db, { usage: 'history' })).images.map((c) => c.id),
		).toEqual([media.id])
		const asked = await deleteLibraryImage(t.db, { id: media.id, actor })
		expect(asked).toMatchObject({ ok: false, status: 409, pastUsesOnly: true })
		if (asked.ok || asked.status !== 409) throw new Error('not asked')
		expect(asked.message).toBe(
			'Only old versions and the trash show this image (Project in the trash “Old Orbit”, History of project “Orbit”). Deleted, they show a placeholder instead, and restoring one asks for another image.',
		)
		expect(await getMedia(t.db, media.id)).not.toBeNull()

		const deleted = await deleteLibraryImage(t.db, {
			id: media.id,
			actor,
			pastUses: true,
		})
		expect(deleted).toMatchObject({ ok: true })
		expect(await getMedia(t.db, media.id)).toBeNull()
		expect(await s.storage.list('banners/')).toEqual([])
		expect((await listAuditLog(t.db))[0]).toMatchObject({
			action: 'media.delete',
			detail: { name: 'history.png', pastUses: 'yes' },
		})

		// A live record protects, however it is asked; so does a draft.
		const live = await store(bytes, 'live.png')
		await projectShowing(live.image, 'Live')
		expect(
			await deleteLibraryImage(t.db, { id: live.media.id, actor, pastUses: true }),
		).toMatchObject({ ok: false, status: 409, pastUsesOnly: false })
		const drafted = await store(bytes, 'draft.png')
		await addMediaUsages(t.db, 'draft:project', project.id, [
			{ field: 'banner', mediaId: drafted.media.id },
		])
		expect(
			await deleteLibraryImage(t.db, { id: drafted.media.id, actor, pastUses: true }),
		).toMatchObject({ ok: false, status: 409, pastUsesOnly: false })
		expect((await loadLibraryImage(t.db, drafted.media.id))!.card.deletable).toBe(false)
	})

	test('tags, and the filters by tag, kind, size, date and usage, with the sorts', async () => {
		const a = await store(await quadrants('png', 200, 100), 'b-small.png')
		const b = await store(await quadrants('jpeg'), 'a-large.jpg')
		const c = await store(await quadrants('png', 400, 200), 'c-mid.png')
		await projectShowing(c.image)
		expect(
			await tagLibraryImages(t.db, {
				ids: [a.media.id, b.media.id],
				tag: '  Client  WORK ',
				actor,
			}),
		).toEqual({ tagged: 2, tag: 'client work' })
		// Already tagged: counted once.
		expect(
			await tagLibraryImages(t.db, { ids: [a.media.id], tag: 'client work', actor }),
		).toEqual({
			tagged: 0,
			tag: 'client work',
		})
		expect(
			await tagLibraryImages(t.db, { ids: [a.media.id], tag: ' ,, ', actor }),
		).toBeNull()

		const ids = async (query: Parameters<typeof loadLibrary>[1]) =>
			(await loadLibrary(t.db, query)).images.map((card) => card.id)
		expect(await ids({ tag: 'client work' })).toEqual([b.media.id, a.media.id])
		expect(await ids({ tag: 'client' })).toEqual([])
		expect(await ids({ kind: 'jpeg' })).toEqual([b.media.id])
		expect(await ids({ usage: 'used' })).toEqual([c.media.id])
		expect(await ids({ usage: 'unused', sort: 'name' })).toEqual([b.media.id, a.media.id])
		expect(await ids({ sort: 'smallest' })).toEqual([a.media.id, c.media.id, b.media.id])
		expect(await ids({ period: 'day' })).toHaveLength(3)
		expect(await ids({ size: 'large' })).toEqual([])
		expect(await ids({ size: 'small', sort: 'oldest' })).toEqual([
			a.media.id,
			b.media.id,
			c.media.id,
		])
		const tab = await loadLibrary(t.db, {})
		expect(tab.tags).toEqual([{ tag: 'client work', count: 2 }])
		expect(tab.images.find((card) => card.id === a.media.id)?.tags).toEqual([
			'client work',
		])

		// The details form sets the whole list.
		await saveLibraryImage(t.db, {
			id: a.media.id,
			alt: null,
			focal: { x: 50, y: 50 },
			tags: ['logos', 'harbour'],
			actor,
		})
		expect((await loadLibraryImage(t.db, a.media.id))!.card.tags).toEqual([
			'harbour',
			'logos',
		])
	})
})
