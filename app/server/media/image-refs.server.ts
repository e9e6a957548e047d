// The images an admin form names, checked against the media library; the usages a save
// records beside them; and the library-wide details (alt text, focal point) every record
// showing an image carries. Every admin service that stores images (projects,
// testimonials, client logos, and the Site forms) goes through these.
//
//   await inTransaction(db, async (trx) => {
//     const banner = await resolveChosenImage(trx, data.banner, 'banner', imagesOf(before))
//     …save the record…
//     await recordImageUsages(trx, 'project', project.id, { banner, image, productImages })
//   })
import { acceptsSvg, folderOfKey, mediaUrl, type UploadKind } from '#app/lib/media.ts'
import { editedSize, focalInEdit } from '#app/lib/media-edit.ts'
import {
	altTextProblem,
	focalPosition,
	imagesIn,
	type FocalPoint,
} from '#app/lib/media-library.ts'
import type { ImageRef } from '#app/lib/types.ts'
import type { ChosenImage } from '#app/schemas/image.ts'
import type { DB } from '#app/server/db/index.server.ts'
import {
	existingMediaIds,
	getMedia,
	getMediaByPath,
	lockMedia,
	markMediaKept,
	updateMediaDetails,
	type Media,
} from '#app/server/models/media.server.ts'
import {
	listMediaUsages,
	replaceMediaUsages,
} from '#app/server/models/media-usages.server.ts'

import { imageRecordKind } from './records.server.ts'

type Images = ReadonlyArray<ImageRef | null | undefined>

/**
 * What a record stores for the library's image `media`: the address, size and focal point
 * of the image as pages show it (its edit, when cropped or turned, decision 044), its
 * name and details.
 */
export function imageRefOf(media: Media): ImageRef {
	const original =
		media.width && media.height ? { width: media.width, height: media.height } : null
	const size = original ? editedSize(original, media.edit) : null
	const focal = original ? focalInEdit(media.focal, original, media.edit) : media.focal
	const image: ImageRef = {
		url: mediaUrl(media.displayPath ?? media.path),
		name: media.originalName,
		mediaId: media.id,
		width: size?.width ?? media.width,
		height: size?.height ?? media.height,
	}
	if (media.alt !== null) image.alt = media.alt
	if (focalPosition(focal)) image.focal = focal
	if (media.placeholder) image.placeholder = media.placeholder
	return image
}

/**
 * Whether `url` is an address of `media`: its original, its edit, or any earlier one of its
 * own files (a form opened before a crop or a replacement still names the image).
 */
export function isAddressOf(media: Media, url: string): boolean {
	if (url === mediaUrl(media.path)) return true
	if (media.displayPath && url === mediaUrl(media.displayPath)) return true
	return url.startsWith(mediaUrl(`${folderOfKey(media.path)}/${media.id}/`))
}

/**
 * The image an admin chose (uploaded or picked from the library), as the server knows it:
 * the library's row for its mediaId, whose address it must carry, of a type the field
 * shows (SVG in logo fields only); described by the row, never by the form. With
 * `setAlt`, the form changed its alt text: stored on the row (library-wide) and on every
 * record showing it. An image without a mediaId is kept only when the record already has
 * it (content stored before refs named their row): as the library's row at its address
 * when there is one, else as stored. Null for anything else: a forged id or
 * address, an SVG for a photo, an image deleted from the library, alt text refused.
 *
 * Inside the save's transaction the row stays locked until it commits, so a delete from
 * the library cannot remove an image between this check and the usage the save records.
 * With `dryRun` (a preview, a schedule's check) nothing is locked or written: the alt text
 * typed is only shown on the ref, with `setAlt` still on it.
 */
export async function resolveChosenImage(
	db: DB,
	image: ChosenImage,
	kind: UploadKind,
	current: Images = [],
	options: { dryRun?: boolean } = {},
): Promise<ImageRef | null> {
	const kept = current.find((stored) => stored?.url === image.url)
	let mediaId = image.mediaId ?? kept?.mediaId
	if (kept && !kept.mediaId) {
		// Stored before refs named their row: the library's row at that address, if any.
		const row = kept.url.startsWith('/media/')
			? await getMediaByPath(db, kept.url.slice('/media/'.length))
			: null
		if (!row) return kept
		mediaId = row.id
	}
	if (!mediaId) return null
	const media = options.dryRun
		? await getMedia(db, mediaId)
		: await lockMedia(db, mediaId, 'use')
	if (!media || !isAddressOf(media, image.url)) return null
	if (media.contentType === 'image/svg+xml' && !acceptsSvg(kind)) return null
	if (image.setAlt === undefined) return imageRefOf(media)
	const alt = image.setAlt === null ? null : image.setAlt.trim()
	if (altTextProblem(alt)) return null
	if (alt === media.alt) return imageRefOf(media)
	// Marked as still to be stored: a review shows it as a change (content-diff's AltChange).
	if (options.dryRun) {
		const pending: ChosenImage = { ...imageRefOf({ ...media, alt }), setAlt: alt }
		return pending
	}
	const updated = await updateImageDetails(db, media.id, { alt })
	return updated ? imageRefOf(updated) : null
}

/**
 * Records which images record (`entity`, `entityId`) shows, field by field, in the save's
 * transaction; {} (or every field null) for a record deleted. Images it shows become the
 * library's to keep (see keptAt).
 */
export async function recordImageUsages(
	db: DB,
	entity: string,
	entityId: string,
	fields: Readonly<Record<string, ImageRef | null | undefined | Images>>,
): Promise<void> {
	await recordImageUses(
		db,
		entity,
		entityId,
		Object.entries(fields).flatMap(([field, value]) =>
			(Array.isArray(value) ? (value as Images) : [value as ImageRef | null | undefined])
				.map((image) => image?.mediaId)
				.filter((mediaId): mediaId is string => Boolean(mediaId))
				.map((mediaId) => ({ field, mediaId })),
		),
	)
}

/** recordImageUsages for uses already listed (a document walked by imagesIn). */
export async function recordImageUses(
	db: DB,
	entity: string,
	entityId: string,
	uses: ReadonlyArray<{ field: string; mediaId: string }>,
): Promise<void> {
	await replaceMediaUsages(db, entity, entityId, uses)
	await markMediaKept(
		db,
		uses.map((use) => use.mediaId),
	)
}

/**
 * Changes an image's alt text and/or focal point in the library, and in the refs of every
 * record that shows it (they carry both, so pages read no library row per image). Call it
 * inside the transaction of the change; null when the image is gone.
 */
export async function updateImageDetails(
	db: DB,
	mediaId: string,
	change: { alt?: string | null; focal?: FocalPoint },
): Promise<Media | null> {
	const media = await updateMediaDetails(db, mediaId, change)
	if (!media) return null
	const fresh = imageRefOf(media)
	await rewriteImageEverywhere(db, mediaId, (image) => {
		const next: ImageRef = { ...image }
		delete next.alt
		delete next.focal
		if (fresh.alt !== undefined) next.alt = fresh.alt
		if (fresh.focal) next.focal = fresh.focal
		return next
	})
	return media
}

/**
 * After an image's file or edit changed (a replacement, a crop, a reset; decision 044):
 * every record showing it names its new address, size, focal point and placeholder at
 * once, in the transaction of the change. History keeps what it had (a restore resolves
 * the image again). Whether any record shows it.
 */
export async function refreshImageRefs(db: DB, media: Media): Promise<boolean> {
	const fresh = imageRefOf(media)
	return rewriteImageEverywhere(db, media.id, () => ({ ...fresh }))
}

/** Passes the refs to `mediaId` of every record whose usages name it through `rewrite`. */
async function rewriteImageEverywhere(
	db: DB,
	mediaId: string,
	rewrite: (image: ImageRef) => ImageRef,
): Promise<boolean> {
	const uses = await listMediaUsages(db, [mediaId])
	const records = new Map(uses.map((use) => [`${use.entity}\n${use.entityId}`, use]))
	const only = (image: ImageRef) => (image.mediaId === mediaId ? rewrite(image) : image)
	for (const use of records.values())
		await imageRecordKind(use.entity)?.rewrite(db, use.entityId, only)
	return uses.length > 0
}

/**
 * The library images `value` names (a document, a revision, a history's changes) that the
 * library no longer holds: deleted while only old versions showed them (decision 044).
 */
export async function goneLibraryImages(db: DB, value: unknown): Promise<Set<string>> {
	const ids = [
		...new Set(
			// Under a name: imagesIn reports only images that stand in a field.
			imagesIn({ value }).flatMap(({ image }) => (image.mediaId ? [image.mediaId] : [])),
		),
	]
	const held = await existingMediaIds(db, ids)
	return new Set(ids.filter((id) => !held.has(id)))
}
