// Images leave the library only on purpose: an admin deletes one nothing shows (the
// library refuses one in use), or one only old revisions and the trash show, after saying
// so (decision 044), or nobody ever kept an upload (an abandoned form). Records that stop
// showing an image leave it in the library (decision 031). Either way the row goes in a
// transaction that checks its usages with the row locked, and its files (the original,
// every variant and rendition) after that has committed.
import { MEDIA_FOLDERS, type MediaKind } from '#app/lib/media.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import {
	deleteMedia,
	listAbandonedMedia,
	lockMedia,
	protectedMediaIds,
	type Media,
} from '#app/server/models/media.server.ts'
import { forgetPastUses, isMediaInUse } from '#app/server/models/media-usages.server.ts'

import { getStorage, type Storage } from './storage.server.ts'

/** Every stored file of a media row: the original, its variants and renditions, and the files it retired. */
export function mediaKeys(media: Media): string[] {
	return [
		media.path,
		...media.variants.map((variant) => variant.path),
		...media.retired.map((file) => file.path),
	]
}

/**
 * The files of a media row that may still be asked for at `now`: all but those it retired
 * more than their grace ago (the sweep of stored objects then removes them).
 */
export function liveMediaKeys(media: Media, now: number): string[] {
	return [
		media.path,
		...media.variants.map((variant) => variant.path),
		...media.retired
			.filter((file) => Date.parse(file.until) > now)
			.map((file) => file.path),
	]
}

export type MediaDeletion =
	| { status: 'deleted'; media: Media }
	| { status: 'in-use' }
	| { status: 'kept' }
	| { status: 'missing' }

/**
 * Deletes the media row `id` unless a record shows it (or, with `neverKept`, unless it was
 * ever kept: the sweep's question), checked with the row locked in the same transaction (a
 * save starting to use it waits, or finds it gone). With `pastUses`, old revisions and the
 * trash do not keep it: their uses are forgotten with it (they show a placeholder, decision
 * 044); a live record, a draft or a scheduled one still do. Its files are the caller's to
 * remove once that transaction has committed (removeMediaFiles).
 */
export async function deleteMediaIfUnused(
	db: DB,
	id: string,
	options: { neverKept?: boolean; pastUses?: boolean } = {},
): Promise<MediaDeletion> {
	return inTransaction(db, async (trx) => {
		const locked = await lockMedia(trx, id, 'update')
		if (!locked) return { status: 'missing' }
		if (options.neverKept && locked.keptAt !== null) return { status: 'kept' }
		if (options.pastUses) {
			if ((await protectedMediaIds(trx, [id])).has(id)) return { status: 'in-use' }
			await forgetPastUses(trx, id)
		} else if (await isMediaInUse(trx, id)) return { status: 'in-use' }
		const media = await deleteMedia(trx, id)
		return media ? { status: 'deleted', media } : { status: 'missing' }
	})
}

/**
 * Deletes each media row (and its files) that no record shows (and, with `neverKept`, that
 * was never kept); returns the ids deleted. Not inside a transaction: its files go as soon
 * as each row has.
 */
export async function releaseMedia(
	db: DB,
	ids: string | null | undefined | Iterable<string | null | undefined>,
	options: { storage?: Storage; neverKept?: boolean } = {},
): Promise<string[]> {
	if (db.isTransaction)
		throw new Error('releaseMedia deletes files: it runs outside any transaction')
	const list = typeof ids === 'string' ? [ids] : ids ? [...ids] : []
	const storage = options.storage ?? getStorage()
	const released: string[] = []
	for (const id of new Set(list)) {
		if (!id) continue
		const deletion = await deleteMediaIfUnused(db, id, { neverKept: options.neverKept })
		if (deletion.status !== 'deleted') continue
		await removeMediaFiles(deletion.media, storage)
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
 * Deletes uploads older than `olderThanMs` (default a day) that were never kept (saved into
 * a record, or edited in the library) and that nothing shows: an image uploaded into a form
 * that was never saved. Images of kind 'site' and files the pipeline did not write (e.g.
 * `seed/…`) are never touched. Returns the ids deleted.
 */
export async function sweepAbandonedMedia(
	db: DB,
	options: { olderThanMs?: number; storage?: Storage; now?: number } = {},
): Promise<string[]> {
	const cutoff = new Date(
		(options.now ?? Date.now()) - (options.olderThanMs ?? 86_400_000),
	)
	const candidates = await listAbandonedMedia(db, {
		createdBefore: cutoff.toISOString(),
		folders: [...SWEPT_FOLDERS],
	})
	// Kept since it was listed (a save, an edit in the library): checked again, locked.
	return releaseMedia(
		db,
		candidates.map((media) => media.id),
		{ storage: options.storage, neverKept: true },
	)
}
