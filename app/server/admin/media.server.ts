// The Media tab (issues 22 and 40): every image in the library, where each is used, its
// details (alt text, focal point, tags: library-wide), its crop and rotation and its file
// (replaced in place), and its deletion: refused while a live record or a draft shows it,
// after a confirmation when only old revisions and the trash do (decision 044). Writes take
// typed input (the route has read the form with app/schemas/media.ts), in one transaction
// with their audit entry (decision 026); files are written before it and removed after it.
import { randomBytes } from 'node:crypto'
import { buffer } from 'node:stream/consumers'

import {
	acceptsSvg,
	folderOfKey,
	renditionBase,
	type MediaKind,
	type UploadKind,
} from '#app/lib/media.ts'
import {
	cropProblem,
	focalFromEdit,
	focalInEdit,
	isEdited,
	meaningfulCrop,
	NO_EDIT,
	turnedSize,
	type ImageEdit,
} from '#app/lib/media-edit.ts'
import {
	LIBRARY_KINDS,
	LIBRARY_PERIODS,
	normalizeTag,
	TAGS_PER_IMAGE,
	type FocalPoint,
	type ImageUse,
	type LibraryCard,
	type LibraryImage,
	type RecordLink,
} from '#app/lib/media-library.ts'
import type { ImageRef } from '#app/lib/types.ts'
import type { LibraryQuery } from '#app/schemas/media.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import {
	imageRefOf,
	refreshImageRefs,
	updateImageDetails,
} from '#app/server/media/image-refs.server.ts'
import { imageRecordKind } from '#app/server/media/records.server.ts'
import {
	deleteMediaIfUnused,
	removeMediaFiles,
} from '#app/server/media/media-deletion.server.ts'
import {
	displayName,
	encodeEdit,
	encodeFile,
	placeholderOf,
	putOutputs,
	variantOf,
	type Output,
} from '#app/server/media/pipeline.server.ts'
import { getStorage, type Storage } from '#app/server/media/storage.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import {
	addMediaTag,
	getMedia,
	listMediaTags,
	listSharedContentHashes,
	listTagSuggestions,
	lockMedia,
	markMediaKept,
	pageLibrary,
	protectedMediaIds,
	setMediaTags,
	updateMediaFile,
	type LibraryFilter,
	type Media,
	type MediaVariant,
	type RetiredFile,
} from '#app/server/models/media.server.ts'
import {
	listMediaUsages,
	type MediaUsage,
} from '#app/server/models/media-usages.server.ts'
import { renewContentVersion } from '#app/server/models/settings.server.ts'

export const MEDIA_MESSAGES = {
	updated: 'Image updated successfully!',
	deleted: 'Image deleted successfully!',
	cropped: 'Crop saved: every page showing the image uses it now.',
	reset: 'Crop and rotation reset: pages show the whole image again.',
	replaced: 'File replaced: every page showing the image uses the new one now.',
	fetchFailed: 'Failed to fetch images',
	saveFailed: 'Failed to save image.',
	deleteFailed: 'Failed to delete image',
	cropFailed: 'Failed to crop image.',
	replaceFailed: 'Failed to replace image.',
	svgNotEdited: 'SVG images are drawn to any size: they are not cropped or turned.',
	changedMeanwhile:
		'The image changed while this was saved (another admin replaced or cropped it). Look at it again and try once more.',
	replaceSvgOnly:
		'A photo can be replaced by another photo only (JPEG, PNG, WebP, AVIF or GIF): fields that show photos do not take SVG.',
} as const

/** How long a file an image no longer shows is kept for pages cached elsewhere. */
export const RETIRED_GRACE_MS = 24 * 60 * 60_000

/** Cards per page of the Media tab, as on the other tabs. */
export const LIBRARY_PAGE_SIZE = 24
/** Images per page of the picker dialog. */
export const PICKER_PAGE_SIZE = 12

/** The original's size in pixels, before any turn; null for an SVG without one. */
const originalSize = (media: Media) =>
	media.width && media.height && media.contentType !== 'image/svg+xml'
		? { width: media.width, height: media.height }
		: null

export function libraryImageOf(media: Media): LibraryImage {
	const original = originalSize(media)
	const image = imageRefOf(media)
	return {
		id: media.id,
		image,
		name: media.originalName,
		alt: media.alt,
		// In percent of the image as pages show it (its crop).
		focal: original ? focalInEdit(media.focal, original, media.edit) : media.focal,
		contentType: media.contentType,
		width: image.width ?? null,
		height: image.height ?? null,
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

/** The untouched original as a ref: what a crop is drawn on. */
function sourceRefOf(media: Media): ImageRef {
	return imageRefOf({ ...media, displayPath: null, edit: NO_EDIT })
}

async function cardsOf(db: DB, media: readonly Media[]): Promise<LibraryCard[]> {
	const ids = media.map((item) => item.id)
	const [uses, tags, kept, twins] = await Promise.all([
		usesOf(db, ids),
		listMediaTags(db, ids),
		protectedMediaIds(db, ids),
		hashesHeldTwice(db, media),
	])
	return media.map((item) => {
		const usedIn = uses.get(item.id) ?? []
		return {
			...libraryImageOf(item),
			usedIn,
			pending: item.keptAt === null,
			deletable: usedIn.length === 0 ? 'unused' : kept.has(item.id) ? false : 'history',
			tags: tags.get(item.id) ?? [],
			edit: item.edit,
			source: sourceRefOf(item),
			sourceSize: originalSize(item),
			duplicated: item.contentHash !== null && twins.has(item.contentHash),
		}
	})
}

/** Of these images' content hashes, those another image has too. */
const hashesHeldTwice = (db: DB, media: readonly Media[]) =>
	listSharedContentHashes(
		db,
		media.flatMap((item) => (item.contentHash ? [item.contentHash] : [])),
	)

export interface LibraryTab {
	images: LibraryCard[]
	page: number
	pageCount: number
	total: number
	/** The tags in use, most used first: the tag filter's and the tag fields' suggestions. */
	tags: Array<{ tag: string; count: number }>
	error: string | null
}

/** The model's filter for the Media tab's query, its period counted back from `now`. */
export function libraryFilterOf(query: LibraryQuery, now = Date.now()): LibraryFilter {
	return {
		search: query.search,
		usage: query.usage,
		tag: query.tag || undefined,
		contentType: query.kind ? LIBRARY_KINDS[query.kind].contentType : undefined,
		size: query.size,
		since: query.period
			? new Date(now - LIBRARY_PERIODS[query.period].days * 86_400_000).toISOString()
			: undefined,
		duplicates: query.duplicates,
	}
}

/** One page of the Media tab as `query` filters and orders it, or its message when the database fails. */
export async function loadLibrary(
	db: DB,
	query: Partial<LibraryQuery>,
	page = 1,
	log?: (error: unknown) => void,
): Promise<LibraryTab> {
	const full: LibraryQuery = {
		search: '',
		tag: '',
		duplicates: false,
		sort: 'newest',
		...query,
	}
	try {
		const [result, tags] = await Promise.all([
			pageLibrary(
				db,
				libraryFilterOf(full),
				{ page, pageSize: LIBRARY_PAGE_SIZE },
				full.sort,
			),
			listTagSuggestions(db),
		])
		return {
			images: await cardsOf(db, result.items),
			page: result.page,
			pageCount: result.pageCount,
			total: result.total,
			tags,
			error: null,
		}
	} catch (error) {
		log?.(error)
		return {
			images: [],
			page: 1,
			pageCount: 1,
			total: 0,
			tags: [],
			error: MEDIA_MESSAGES.fetchFailed,
		}
	}
}

/** One image with where it is used, and the tags to suggest; null when there is none. */
export async function loadLibraryImage(
	db: DB,
	id: string,
): Promise<{ card: LibraryCard; tags: Array<{ tag: string; count: number }> } | null> {
	const media = await getMedia(db, id)
	if (!media) return null
	const [[card], tags] = await Promise.all([cardsOf(db, [media]), listTagSuggestions(db)])
	return card ? { card, tags } : null
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
const audited = (
	media: Media,
): { entity: string; id: string; detail: Record<string, string> } => ({
	entity: 'media',
	id: media.id,
	detail: { name: media.originalName },
})

/**
 * Sets an image's alt text (null: not set; '': decorative), focal point (in percent of the
 * image as pages show it: its crop) and, when given, its tags, in the library and in every
 * record showing it; the pages showing it are rendered again. Null when the image is gone.
 */
export async function saveLibraryImage(
	db: DB,
	input: {
		id: string
		alt: string | null
		focal: FocalPoint
		tags?: readonly string[]
		actor: Actor
	},
): Promise<Media | null> {
	return inTransaction(db, async (trx) => {
		const before = await lockMedia(trx, input.id, 'update')
		if (!before) return null
		const original = originalSize(before)
		const media = await updateImageDetails(trx, input.id, {
			alt: input.alt,
			focal: original ? focalFromEdit(input.focal, original, before.edit) : input.focal,
		})
		if (!media) return null
		if (input.tags) await setMediaTags(trx, media.id, input.tags.slice(0, TAGS_PER_IMAGE))
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
	| {
			ok: false
			status: 409
			message: string
			usedIn: ImageUse[]
			/** Only old revisions or the trash show it: it goes once the admin confirms. */
			pastUsesOnly: boolean
	  }

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

/** Why an image only old versions show asks first, naming them. */
export function pastUsesMessage(usedIn: readonly ImageUse[]): string {
	const named = usedIn.slice(0, 3).map((use) => `${use.record.kind} “${use.record.name}”`)
	const more = usedIn.length - named.length
	const where = more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ')
	return `Only old versions and the trash show this image (${where}). Deleted, they show a placeholder instead, and restoring one asks for another image.`
}

/**
 * Deletes an image no record shows, with its files (original, every variant and
 * rendition, after the row's transaction has committed). One a live record, a draft or a
 * scheduled draft shows is refused (409, naming where), checked with the row locked so a
 * save cannot start using it in between. One only old revisions or the trash show is
 * refused too (409, `pastUsesOnly`) unless `pastUses` says the admin confirmed: then their
 * uses go with it, and they show a placeholder (decision 044).
 */
export async function deleteLibraryImage(
	db: DB,
	input: { id: string; actor: Actor; pastUses?: boolean },
	log?: (error: unknown) => void,
): Promise<DeleteLibraryImageResult> {
	const deletion = await inTransaction(db, async (trx) => {
		const result = await deleteMediaIfUnused(trx, input.id, { pastUses: input.pastUses })
		if (result.status === 'deleted') {
			const entry = audited(result.media)
			if (input.pastUses) entry.detail = { ...entry.detail, pastUses: 'yes' }
			await recordAudit(trx, changeBy(input.actor, 'media.delete', entry))
		}
		return result
	})
	// ('kept' is the sweep's answer: the admin's delete does not ask it.)
	if (deletion.status === 'missing' || deletion.status === 'kept')
		return { ok: false, status: 404 }
	if (deletion.status === 'in-use') {
		const [usedIn, kept] = await Promise.all([
			usesOf(db, [input.id]).then((uses) => uses.get(input.id) ?? []),
			protectedMediaIds(db, [input.id]),
		])
		const pastUsesOnly = !kept.has(input.id) && usedIn.length > 0
		return {
			ok: false,
			status: 409,
			message: pastUsesOnly ? pastUsesMessage(usedIn) : inUseMessage(usedIn),
			usedIn,
			pastUsesOnly,
		}
	}
	// A store that fails now leaves objects no row lists: the orphan sweep removes them.
	await removeMediaFiles(deletion.media).catch((error: unknown) => log?.(error))
	return { ok: true, media: deletion.media }
}

/**
 * Deletes each of `ids` that nothing shows (a bulk action: each its own locked transaction
 * and audit line, as on its page); those in use, even by old versions only, are kept.
 */
export async function deleteUnusedImages(
	db: DB,
	input: { ids: readonly string[]; actor: Actor },
	log?: (error: unknown) => void,
): Promise<{ deleted: number; kept: number; gone: number }> {
	const tally = { deleted: 0, kept: 0, gone: 0 }
	for (const id of new Set(input.ids)) {
		const result = await deleteLibraryImage(db, { id, actor: input.actor }, log)
		if (result.ok) tally.deleted++
		else if (result.status === 404) tally.gone++
		else tally.kept++
	}
	return tally
}

/**
 * Sets one alt text on each of `ids` (after an upload, or a bulk action): null not set,
 * '' decorative. How many it changed; the images gone are skipped.
 */
export async function setLibraryAltText(
	db: DB,
	input: { ids: readonly string[]; alt: string | null; actor: Actor },
): Promise<number> {
	let changed = 0
	for (const id of new Set(input.ids)) {
		const done = await inTransaction(db, async (trx) => {
			const media = await updateImageDetails(trx, id, { alt: input.alt })
			if (!media) return false
			await markMediaKept(trx, [media.id])
			await recordAudit(trx, changeBy(input.actor, 'media.update', audited(media)))
			if ((await listMediaUsages(trx, [media.id])).length > 0)
				await renewContentVersion(trx)
			return true
		})
		if (done) changed++
	}
	return changed
}

/** Files each of `ids` under `tag` too, in one transaction with one audit line per image. */
export async function tagLibraryImages(
	db: DB,
	input: { ids: readonly string[]; tag: string; actor: Actor },
): Promise<{ tagged: number; tag: string } | null> {
	const tag = normalizeTag(input.tag)
	if (!tag) return null
	return inTransaction(db, async (trx) => {
		let tagged = 0
		for (const id of new Set(input.ids)) {
			const media = await getMedia(trx, id)
			if (!media) continue
			const has = (await listMediaTags(trx, [id])).get(id) ?? []
			if (has.includes(tag) || has.length >= TAGS_PER_IMAGE) continue
			await addMediaTag(trx, [id], tag)
			await markMediaKept(trx, [id])
			const entry = audited(media)
			entry.detail = { ...entry.detail, tag }
			await recordAudit(trx, changeBy(input.actor, 'media.tag', entry))
			tagged++
		}
		return { tagged, tag }
	})
}

export type FileChangeResult =
	{ ok: true; media: Media } | { ok: false; status: 400 | 404 | 409; message: string }

/** A new rendition folder of the image's own: a name no URL has had (decision 044). */
function newRenditionBase(media: Media): string {
	const name = `r${BigInt(`0x${randomBytes(8).toString('hex')}`)
		.toString(36)
		.padStart(10, '0')
		.slice(-10)}`
	return renditionBase(folderOfKey(media.path), media.id, name)
}

async function readStored(storage: Storage, key: string): Promise<Buffer> {
	const object = await storage.get(key)
	if (!object) throw new Error(`The stored original ${key} is missing`)
	return buffer(object.body)
}

/** The files under a rendition's folder (those of `displayPath`'s), to retire together. */
const underFolderOf = (key: string) => {
	const folder = key.slice(0, key.lastIndexOf('/') + 1)
	return (path: string) => path.startsWith(folder)
}

/**
 * Writes the new files, then changes the row (locked, and only if nobody changed its file
 * or edit since `before` was read) with `change`, retiring the files it stops showing for a
 * day, and makes every record showing the image use it at once. Files written for a change
 * that did not happen are removed again.
 */
async function changeFile(
	db: DB,
	input: {
		before: Media
		outputs: readonly Output[]
		storage: Storage
		actor: Actor
		action: string
		now: number
		next: (locked: Media) => Omit<Parameters<typeof updateMediaFile>[2], 'retired'> & {
			retire: readonly string[]
		}
	},
): Promise<FileChangeResult> {
	const written = input.outputs.map((output) => output.key)
	await putOutputs(input.storage, input.outputs)
	try {
		const result = await inTransaction(db, async (trx): Promise<FileChangeResult> => {
			const locked = await lockMedia(trx, input.before.id, 'update')
			if (!locked)
				return { ok: false, status: 404, message: 'This image is not in the library.' }
			const same =
				locked.path === input.before.path &&
				locked.displayPath === input.before.displayPath
			if (!same)
				return { ok: false, status: 409, message: MEDIA_MESSAGES.changedMeanwhile }
			const { retire, ...next } = input.next(locked)
			const until = new Date(input.now + RETIRED_GRACE_MS).toISOString()
			const retired: RetiredFile[] = [
				...locked.retired.filter((file) => Date.parse(file.until) > input.now),
				...retire.map((path) => ({ path, until })),
			]
			const media = await updateMediaFile(trx, locked.id, { ...next, retired })
			if (!media)
				return { ok: false, status: 404, message: 'This image is not in the library.' }
			const used = await refreshImageRefs(trx, media)
			await recordAudit(trx, changeBy(input.actor, input.action, audited(media)))
			if (used) await renewContentVersion(trx)
			return { ok: true, media }
		})
		if (!result.ok) await input.storage.delete(written).catch(() => {})
		return result
	} catch (error) {
		// The new files wait for no row: removed now, or by the sweep of stored objects.
		await input.storage.delete(written).catch(() => {})
		throw error
	}
}

/**
 * Crops and/or turns an image (or, with no rotation and no crop, resets it): the edited
 * image and its variants are made from the untouched original under new addresses, and
 * every page, draft and Site form showing the image uses them at once (decision 044). The
 * focal point stays where it was on the original.
 */
export async function editLibraryImage(
	db: DB,
	input: { id: string; edit: ImageEdit; actor: Actor; storage?: Storage; now?: number },
): Promise<FileChangeResult> {
	const storage = input.storage ?? getStorage()
	const before = await getMedia(db, input.id)
	if (!before)
		return { ok: false, status: 404, message: 'This image is not in the library.' }
	const original = originalSize(before)
	if (!original) return { ok: false, status: 400, message: MEDIA_MESSAGES.svgNotEdited }
	const turned = turnedSize(original, input.edit.rotation)
	if (input.edit.crop) {
		const problem = cropProblem(input.edit.crop, turned)
		if (problem) return { ok: false, status: 400, message: problem }
	}
	const edit: ImageEdit = {
		rotation: input.edit.rotation,
		crop: meaningfulCrop(input.edit.crop, turned),
	}
	const unchanged =
		edit.rotation === before.edit.rotation &&
		JSON.stringify(edit.crop) === JSON.stringify(before.edit.crop)
	if (unchanged) return { ok: true, media: before }

	const source = await readStored(storage, before.path)
	let outputs: Output[] = []
	let placeholder: string | null
	if (isEdited(edit)) {
		const encoded = await encodeEdit({ source, edit, base: newRenditionBase(before) })
		outputs = encoded.outputs
		placeholder = encoded.record.placeholder
	} else placeholder = await placeholderOf(source)
	const display = outputs[0]?.key ?? null
	return changeFile(db, {
		before,
		outputs,
		storage,
		actor: input.actor,
		action: isEdited(edit) ? 'media.crop' : 'media.reset',
		now: input.now ?? Date.now(),
		next: (locked) => {
			const old = locked.displayPath ? underFolderOf(locked.displayPath) : () => false
			const kept = locked.variants.filter((variant) => !old(variant.path))
			return {
				...fileFacts(locked),
				displayPath: display,
				placeholder,
				variants: [...kept, ...outputs.map(variantOf)],
				edit,
				focal: locked.focal,
				retire: locked.variants.filter((variant) => old(variant.path)).map((v) => v.path),
			}
		},
	})
}

/** The row's facts a change of edit leaves as they are. */
function fileFacts(media: Media) {
	return {
		path: media.path,
		originalName: media.originalName,
		contentType: media.contentType,
		width: media.width,
		height: media.height,
		bytes: media.bytes,
		contentHash: media.contentHash,
	}
}

/**
 * Puts the file `file` in the place of image `id` (decision 044): the same checks and
 * limits as an upload, its files under new addresses; the image keeps its id, alt text,
 * tags and every use, and every page, draft and Site form showing it uses the new file at
 * once. The crop and rotation stay when the new file has the size of the old one, else go.
 * A photo takes a photo only (its fields may not show SVG).
 */
export async function replaceLibraryImage(
	db: DB,
	input: {
		id: string
		file: string
		originalName: string
		actor: Actor
		storage?: Storage
		maxPixels?: number
		now?: number
	},
): Promise<FileChangeResult> {
	const storage = input.storage ?? getStorage()
	const before = await getMedia(db, input.id)
	if (!before)
		return { ok: false, status: 404, message: 'This image is not in the library.' }
	const svg = before.contentType === 'image/svg+xml'
	// What the new file may be: an SVG logo takes either kind, a photo a photo.
	const kind: MediaKind = svg ? 'library' : 'banner'
	const encoded = await encodeFile({
		file: input.file,
		kind,
		base: newRenditionBase(before),
		maxPixels: input.maxPixels,
	})
	const [original, ...variants] = encoded.outputs
	if (!original) throw new Error('The pipeline produced no original')
	const sameSize =
		encoded.size !== null &&
		encoded.size.width === before.width &&
		encoded.size.height === before.height
	const edit = sameSize ? before.edit : NO_EDIT
	let edited: Output[] = []
	let placeholder = encoded.record.placeholder
	if (isEdited(edit)) {
		const render = await encodeEdit({
			source: original.data,
			edit,
			base: newRenditionBase(before),
		})
		edited = render.outputs
		placeholder = render.record.placeholder
	}
	const outputs = [...encoded.outputs, ...edited]
	return changeFile(db, {
		before,
		outputs,
		storage,
		actor: input.actor,
		action: 'media.replace',
		now: input.now ?? Date.now(),
		next: (locked) => ({
			path: original.key,
			displayPath: edited[0]?.key ?? null,
			originalName: displayName(input.originalName),
			contentType: encoded.record.contentType,
			width: encoded.record.width,
			height: encoded.record.height,
			bytes: encoded.record.bytes,
			contentHash: encoded.contentHash,
			placeholder,
			variants: [...variants, ...edited].map(variantOf),
			edit,
			focal: locked.focal,
			// Every file it had: the old original, its variants and any edit of it.
			retire: [
				locked.path,
				...locked.variants.map((variant: MediaVariant) => variant.path),
			],
		}),
	})
}
