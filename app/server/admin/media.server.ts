// The Media tab (issue 22): every image in the library, where each is used, its details
// (alt text, focal point: library-wide) and its deletion, refused while a record shows it.
// Writes take typed input (the route has read the form with app/schemas/media.ts), in one
// transaction with their audit entry (decision 026); files go after it has committed.
import type {
	FocalPoint,
	ImageUse,
	LibraryCard,
	LibraryImage,
	RecordLink,
} from '#app/lib/media-library.ts'
import { acceptsSvg, type UploadKind } from '#app/lib/media.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { imageRefOf, updateImageDetails } from '#app/server/media/image-refs.server.ts'
import { imageRecordKind } from '#app/server/media/records.server.ts'
import {
	deleteMediaIfUnused,
	removeMediaFiles,
} from '#app/server/media/media-deletion.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import {
	getMedia,
	markMediaKept,
	pageLibrary,
	type LibraryFilter,
	type Media,
} from '#app/server/models/media.server.ts'
import {
	listMediaUsages,
	type MediaUsage,
} from '#app/server/models/media-usages.server.ts'
import { renewContentVersion } from '#app/server/models/settings.server.ts'

export const MEDIA_MESSAGES = {
	updated: 'Image updated successfully!',
	deleted: 'Image deleted successfully!',
	fetchFailed: 'Failed to fetch images',
	saveFailed: 'Failed to save image.',
	deleteFailed: 'Failed to delete image',
} as const

/** Cards per page of the Media tab, as on the other tabs. */
export const LIBRARY_PAGE_SIZE = 24
/** Images per page of the picker dialog. */
export const PICKER_PAGE_SIZE = 12

export function libraryImageOf(media: Media): LibraryImage {
	return {
		id: media.id,
		image: imageRefOf(media),
		name: media.originalName,
		alt: media.alt,
		focal: media.focal,
		contentType: media.contentType,
		width: media.width,
		height: media.height,
		bytes: media.bytes,
		createdAt: media.createdAt,
	}
}

/** Where each of `ids` is used, by image id: records named and linked, fields labelled. */
async function usesOf(db: DB, ids: readonly string[]): Promise<Map<string, ImageUse[]>> {
	const usages = await listMediaUsages(db, ids)
	const byEntity = new Map<string, MediaUsage[]>()
	for (const usage of usages) {
		const list = byEntity.get(usage.entity) ?? []
		list.push(usage)
		byEntity.set(usage.entity, list)
	}
	const records = new Map<string, RecordLink>()
	for (const [entity, list] of byEntity) {
		const kind = imageRecordKind(entity)
		const links = kind
			? await kind.describe(
					db,
					list.map((usage) => usage.entityId),
				)
			: []
		for (const link of links) records.set(`${entity}\n${link.id}`, link)
	}
	const uses = new Map<string, ImageUse[]>()
	const rank = new Map<ImageUse, number>()
	for (const usage of usages) {
		const key = `${usage.entity}\n${usage.entityId}`
		const record = records.get(key) ?? {
			id: usage.entityId,
			kind: usage.entity,
			name: usage.entityId,
			href: '/admin',
		}
		const field = imageRecordKind(usage.entity)?.fields[usage.field] ?? usage.field
		const list = uses.get(usage.mediaId) ?? []
		const use = list.find((item) => item.record === record)
		if (use) use.fields.push(field)
		else {
			const added = { record, fields: [field] }
			const { entity } = usage
			rank.set(
				added,
				entity.startsWith('history:') ? 2 : entity.startsWith('draft:') ? 1 : 0,
			)
			list.push(added)
		}
		uses.set(usage.mediaId, list)
	}
	// As a person scans them: what pages show first, then drafts, then histories; each by
	// kind, then name.
	const order = (use: ImageUse) => `${use.record.kind}\n${use.record.name}`
	const rankOf = (use: ImageUse) => rank.get(use) ?? 0
	for (const list of uses.values())
		list.sort((a, b) => rankOf(a) - rankOf(b) || order(a).localeCompare(order(b)))
	return uses
}

async function cardsOf(db: DB, media: readonly Media[]): Promise<LibraryCard[]> {
	const uses = await usesOf(
		db,
		media.map((item) => item.id),
	)
	return media.map((item) => ({
		...libraryImageOf(item),
		usedIn: uses.get(item.id) ?? [],
		pending: item.keptAt === null,
	}))
}

export interface LibraryTab {
	images: LibraryCard[]
	page: number
	pageCount: number
	total: number
	error: string | null
}

/** One page of the Media tab, newest first, or its message when the database fails. */
export async function loadLibrary(
	db: DB,
	filter: Pick<LibraryFilter, 'search' | 'unused'>,
	page = 1,
	log?: (error: unknown) => void,
): Promise<LibraryTab> {
	try {
		const result = await pageLibrary(db, filter, { page, pageSize: LIBRARY_PAGE_SIZE })
		return {
			images: await cardsOf(db, result.items),
			page: result.page,
			pageCount: result.pageCount,
			total: result.total,
			error: null,
		}
	} catch (error) {
		log?.(error)
		return {
			images: [],
			page: 1,
			pageCount: 1,
			total: 0,
			error: MEDIA_MESSAGES.fetchFailed,
		}
	}
}

/** One image with where it is used; null when there is none. */
export async function loadLibraryImage(db: DB, id: string): Promise<LibraryCard | null> {
	const media = await getMedia(db, id)
	if (!media) return null
	const [card] = await cardsOf(db, [media])
	return card ?? null
}

export interface PickerPage {
	images: LibraryImage[]
	page: number
	pageCount: number
	total: number
}

/** A page of the images a field of `kind` can show (no SVG where only photos go). */
export async function loadPickerPage(
	db: DB,
	input: { search: string; kind: UploadKind; page: number },
): Promise<PickerPage> {
	const result = await pageLibrary(
		db,
		{ search: input.search, svg: acceptsSvg(input.kind) },
		{ page: input.page, pageSize: PICKER_PAGE_SIZE },
	)
	return {
		images: result.items.map(libraryImageOf),
		page: result.page,
		pageCount: result.pageCount,
		total: result.total,
	}
}

/** What the audit log keeps of an image. */
const audited = (media: Media) => ({
	entity: 'media',
	id: media.id,
	detail: { name: media.originalName },
})

/**
 * Sets an image's alt text (null: not set; '': decorative) and focal point, in the library
 * and in every record showing it; the pages showing it are rendered again. Null when the
 * image is gone.
 */
export async function saveLibraryImage(
	db: DB,
	input: { id: string; alt: string | null; focal: FocalPoint; actor: Actor },
): Promise<Media | null> {
	return inTransaction(db, async (trx) => {
		const media = await updateImageDetails(trx, input.id, {
			alt: input.alt,
			focal: input.focal,
		})
		if (!media) return null
		// Edited here, it is the library's to keep even if no record shows it yet.
		await markMediaKept(trx, [media.id])
		await recordAudit(trx, changeBy(input.actor, 'media.update', audited(media)))
		if ((await listMediaUsages(trx, [media.id])).length > 0)
			await renewContentVersion(trx)
		return media
	})
}

export type DeleteLibraryImageResult =
	| { ok: true; media: Media }
	| { ok: false; status: 404 }
	| { ok: false; status: 409; message: string; usedIn: ImageUse[] }

/** '“Orbit” (Project, Banner image)' for the sentence that refuses a delete. */
function useText(use: ImageUse): string {
	return `${use.record.kind} “${use.record.name}” (${use.fields.join(', ')})`
}

/** Why an image in use was not deleted, naming where it is used. */
export function inUseMessage(usedIn: readonly ImageUse[]): string {
	const named = usedIn.slice(0, 3).map(useText)
	const more = usedIn.length - named.length
	const where =
		more > 0
			? `${named.join(', ')} and ${more} more`
			: named.length > 1
				? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`
				: (named[0] ?? 'a record')
	return `This image is still used by ${where}, so it was not deleted. Choose another image there first.`
}

/**
 * Deletes an image no record shows, with its files (original and every variant, after the
 * row's transaction has committed). One in use is refused (409, naming where), checked
 * with the row locked so a save cannot start using it in between.
 */
export async function deleteLibraryImage(
	db: DB,
	input: { id: string; actor: Actor },
	log?: (error: unknown) => void,
): Promise<DeleteLibraryImageResult> {
	const deletion = await inTransaction(db, async (trx) => {
		const result = await deleteMediaIfUnused(trx, input.id)
		if (result.status === 'deleted')
			await recordAudit(trx, changeBy(input.actor, 'media.delete', audited(result.media)))
		return result
	})
	// ('kept' is the sweep's answer: the admin's delete does not ask it.)
	if (deletion.status === 'missing' || deletion.status === 'kept')
		return { ok: false, status: 404 }
	if (deletion.status === 'in-use') {
		const usedIn = (await usesOf(db, [input.id])).get(input.id) ?? []
		return { ok: false, status: 409, message: inUseMessage(usedIn), usedIn }
	}
	// A store that fails now leaves objects no row lists: the orphan sweep removes them.
	await removeMediaFiles(deletion.media).catch((error: unknown) => log?.(error))
	return { ok: true, media: deletion.media }
}
