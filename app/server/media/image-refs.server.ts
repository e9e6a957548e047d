// The images an admin form names, checked against our media rows, and the images a change
// stopped naming, released once it has committed. Every admin service that stores images
// (projects, testimonials, client logos) goes through these two.
import { MEDIA_FOLDERS, mediaUrl, type UploadKind } from '#app/lib/media.ts'
import type { ImageRef } from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { getMedia } from '#app/server/models/media.server.ts'

import { mediaIdsOf, releaseMedia } from './release.server.ts'

type Images = ReadonlyArray<ImageRef | null | undefined>

/**
 * The image an admin chose, as the server knows it: one the record already has (`current`,
 * kept as stored), or an upload of ours of `kind`, described by its media row (name and
 * size) rather than by the form. Null for anything else: a forged path, another kind's
 * upload, an upload that was swept.
 */
export async function resolveChosenImage(
	db: DB,
	image: ImageRef,
	kind: UploadKind,
	current: Images = [],
): Promise<ImageRef | null> {
	const kept = current.find((existing) => existing?.url === image.url)
	if (kept) return kept
	if (!image.mediaId) return null
	const media = await getMedia(db, image.mediaId)
	if (!media || mediaUrl(media.path) !== image.url) return null
	if (!media.path.startsWith(`${MEDIA_FOLDERS[kind]}/`)) return null
	const resolved: ImageRef = {
		url: image.url,
		name: media.originalName,
		mediaId: media.id,
		width: media.width,
		height: media.height,
	}
	if (image.alt !== undefined) resolved.alt = image.alt
	return resolved
}

/**
 * Releases the media that `before` named and `after` no longer does; the ids released.
 * Called after the change has committed; a failure here never undoes it (the hourly sweep
 * removes what is left), so it is swallowed.
 */
export async function releaseDroppedImages(
	db: DB,
	before: Images,
	after: Images,
): Promise<string[]> {
	const kept = new Set(mediaIdsOf(after))
	const dropped = mediaIdsOf(before).filter((id) => !kept.has(id))
	if (dropped.length === 0) return []
	return releaseMedia(db, dropped).catch(() => [])
}
