// The images content names, as media usages (decision 031): an item's live images, its
// draft's and its history's each count, so the library never deletes an image a draft
// will publish or a revision can restore, and "where used" says which. Written in the
// transaction that changes what names them; the purge forgets them all at once.
import { imagesIn } from '#app/lib/media-library.ts'
import {
	inTransaction,
	isForeignKeyViolation,
	type DB,
} from '#app/server/db/index.server.ts'
import { recordImageUses } from '#app/server/media/image-refs.server.ts'
import { draftUsageEntity, historyUsageEntity } from '#app/server/media/records.server.ts'
import { existingMediaIds } from '#app/server/models/media.server.ts'
import {
	addMediaUsages,
	listRecordMediaUsages,
	replaceMediaUsages,
} from '#app/server/models/media-usages.server.ts'

type Use = { field: string; mediaId: string }

/** The library images a document names, field by field (images without a row left out). */
function usesIn(doc: unknown): Use[] {
	return imagesIn(doc).flatMap(({ field, image }) =>
		image.mediaId ? [{ field, mediaId: image.mediaId }] : [],
	)
}

/** Of `uses`, those whose image the library holds (the usages' foreign key needs it). */
async function inLibrary(db: DB, uses: readonly Use[]): Promise<Use[]> {
	const known = await existingMediaIds(
		db,
		uses.map((use) => use.mediaId),
	)
	return uses.filter((use) => known.has(use.mediaId))
}

/**
 * The images `doc`, just made live, shows: the item's usages, in the transaction that
 * wrote it. They become the library's to keep (an upload is no longer abandoned).
 */
export async function recordLiveImages(
	trx: DB,
	entity: string,
	id: string,
	doc: unknown,
): Promise<void> {
	await recordImageUses(trx, entity, id, await inLibrary(trx, usesIn(doc)))
}

/** A revision's images join its item's history (revisions are only ever added, then purged). */
export async function recordHistoryImages(
	trx: DB,
	entity: string,
	id: string,
	doc: unknown,
): Promise<void> {
	await addMediaUsages(
		trx,
		historyUsageEntity(entity),
		id,
		await inLibrary(trx, usesIn(doc)),
	)
}

/**
 * The images the item's draft names (`data`; null: it has none now). A draft is what the
 * form held, unchecked: ids the library does not hold are left out. Written only when
 * they changed, so an autosave that typed text costs one indexed read. Not "kept": an
 * upload a discarded draft named is still swept a day later.
 */
export async function recordDraftImages(
	db: DB,
	entity: string,
	id: string,
	data: unknown,
): Promise<void> {
	const usageEntity = draftUsageEntity(entity)
	const key = (use: Use) => `${use.mediaId}\n${use.field}`
	const write = async () => {
		const wanted = data === null ? [] : await inLibrary(db, usesIn(data))
		const had = await listRecordMediaUsages(db, usageEntity, id)
		const same =
			new Set(had.map(key)).size === new Set(wanted.map(key)).size &&
			wanted.every((use) => had.some((old) => key(old) === key(use)))
		if (!same)
			await inTransaction(db, (trx) => replaceMediaUsages(trx, usageEntity, id, wanted))
	}
	try {
		await write()
	} catch (error) {
		// An image deleted from the library between the check and the insert: once more,
		// without it. (Inside a caller's transaction the error is the caller's.)
		if (db.isTransaction || !isForeignKeyViolation(error)) throw error
		await write()
	}
}

/**
 * Forgets every usage of an item (live, draft, history) and returns the images they
 * named: the purge's, in its transaction.
 */
export async function forgetContentImages(
	trx: DB,
	entity: string,
	id: string,
): Promise<string[]> {
	const named = new Set<string>()
	for (const usageEntity of [
		entity,
		draftUsageEntity(entity),
		historyUsageEntity(entity),
	]) {
		for (const use of await listRecordMediaUsages(trx, usageEntity, id))
			named.add(use.mediaId)
		await replaceMediaUsages(trx, usageEntity, id, [])
	}
	return [...named]
}
