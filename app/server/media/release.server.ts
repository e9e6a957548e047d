// Files that nothing refers to any more are deleted when their last reference goes.
//
// After an action that drops images (a project deleted, a banner replaced, a logo
// removed) has committed, it releases the mediaIds it dropped; the admin services do it
// through releaseDroppedImages (image-refs.server.ts), which calls:
//
//   await releaseMedia(db, mediaIdsOf(before?.banner, before?.image, before?.productImages))
//
// Each id whose media row no content refers to any more (see MEDIA_REFERENCES) loses its
// row and every file (original and variants). Uploads that were never saved into content
// are removed by sweepUnreferencedMedia after a grace period.
import { MEDIA_FOLDERS, type MediaKind } from '#app/lib/media.ts'
import type { ImageRef } from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'
import {
	deleteMediaIfUnreferenced,
	listMedia,
	type Media,
} from '#app/server/models/media.server.ts'

import { getStorage, type Storage } from './storage.server.ts'

type MaybeImages =
	ImageRef | null | undefined | ReadonlyArray<ImageRef | null | undefined>

/** The distinct mediaIds of some images (refs without one are skipped). */
export function mediaIdsOf(...images: MaybeImages[]): string[] {
	const ids = new Set<string>()
	for (const item of images) {
		for (const image of Array.isArray(item) ? item : [item]) {
			if (image && typeof image === 'object' && 'mediaId' in image && image.mediaId)
				ids.add(image.mediaId)
		}
	}
	return [...ids]
}

/** Every stored file of a media row: the original and its variants. */
export function mediaKeys(media: Media): string[] {
	return [media.path, ...media.variants.map((variant) => variant.path)]
}

/**
 * Deletes each media row (and its files) that no content refers to any more; returns the
 * ids deleted. Call it after the change that dropped the references has committed: with a
 * transaction it throws, since a rollback would bring back references to deleted files.
 */
export async function releaseMedia(
	db: DB,
	ids: string | null | undefined | Iterable<string | null | undefined>,
	options: { storage?: Storage } = {},
): Promise<string[]> {
	if (db.isTransaction)
		throw new Error('releaseMedia runs after the transaction that dropped the references')
	const list = typeof ids === 'string' ? [ids] : ids ? [...ids] : []
	const storage = options.storage ?? getStorage()
	const released: string[] = []
	for (const id of new Set(list)) {
		if (!id) continue
		const media = await deleteMediaIfUnreferenced(db, id)
		if (!media) continue
		await removeMediaFiles(media, storage)
		released.push(id)
	}
	return released
}

/** Deletes a media row's files (the row is the caller's). */
export async function removeMediaFiles(
	media: Media,
	storage: Storage = getStorage(),
): Promise<void> {
	await storage.delete(mediaKeys(media))
}

const SWEPT_FOLDERS = new Set(
	(Object.entries(MEDIA_FOLDERS) as Array<[MediaKind, string]>)
		.filter(([kind]) => kind !== 'site')
		.map(([, folder]) => folder),
)

/**
 * Deletes uploads older than `olderThanMs` (default a day) that no content refers to: an
 * image uploaded into a form that was never saved. Images of kind 'site' and files the
 * pipeline did not write (e.g. `seed/…`) are never touched. Returns the ids deleted.
 */
export async function sweepUnreferencedMedia(
	db: DB,
	options: { olderThanMs?: number; storage?: Storage; now?: number } = {},
): Promise<string[]> {
	const cutoff = new Date(
		(options.now ?? Date.now()) - (options.olderThanMs ?? 86_400_000),
	)
	const candidates = await listMedia(db, { createdBefore: cutoff.toISOString() })
	const ids = candidates
		.filter((media) => SWEPT_FOLDERS.has(media.path.split('/')[0] ?? ''))
		.map((media) => media.id)
	return releaseMedia(db, ids, { storage: options.storage })
}
