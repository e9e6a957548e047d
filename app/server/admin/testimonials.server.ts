// The Testimonials tab's writes (spec §2, §3, §8): add, edit and delete a testimonial,
// each in one transaction with its audit entry; images a change drops are released after
// it commits. Routes call these with a parsed form (app/schemas/testimonial.ts).
import { MEDIA_FOLDERS, mediaUrl } from '#app/lib/media.ts'
import type { ImageRef, Testimonial, TestimonialInput } from '#app/lib/types.ts'
import {
	TESTIMONIAL_REQUIRED_MESSAGE,
	type TestimonialFieldErrors,
	type TestimonialFormData,
} from '#app/schemas/testimonial.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { mediaIdsOf, releaseMedia } from '#app/server/media/release.server.ts'
import { recordAudit } from '#app/server/models/audit-log.server.ts'
import { getMedia } from '#app/server/models/media.server.ts'
import {
	createTestimonial,
	deleteTestimonial,
	getTestimonial,
	pageTestimonials,
	updateTestimonial,
} from '#app/server/models/testimonials.server.ts'

export const TESTIMONIAL_MESSAGES = {
	added: 'Testimonial added successfully!',
	updated: 'Testimonial updated successfully!',
	deleted: 'Testimonial deleted successfully!',
	fetchFailed: 'Failed to fetch testimonials',
	saveFailed: 'Failed to save testimonial.',
	deleteFailed: 'Failed to delete testimonial.',
} as const

/**
 * The image an admin chose, as the server knows it: one the record already has (kept as
 * stored), or an upload of ours in `folder` (its name and size read from the media row,
 * not from the form). Null for anything else.
 */
export async function resolveStoredImage(
	db: DB,
	image: ImageRef,
	folder: string,
	current: ReadonlyArray<ImageRef | null | undefined> = [],
): Promise<ImageRef | null> {
	const kept = current.find((existing) => existing && existing.url === image.url)
	if (kept) return kept
	if (!image.mediaId) return null
	const media = await getMedia(db, image.mediaId)
	if (!media || mediaUrl(media.path) !== image.url) return null
	if (!media.path.startsWith(`${folder}/`)) return null
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

/** Releases media a change dropped. A failure here never undoes the change: the hourly sweep removes what is left. */
export async function releaseDropped(
	db: DB,
	before: ReadonlyArray<ImageRef | null | undefined>,
	after: ReadonlyArray<ImageRef | null | undefined>,
): Promise<string[]> {
	const kept = new Set(mediaIdsOf(after))
	const dropped = mediaIdsOf(before).filter((id) => !kept.has(id))
	if (dropped.length === 0) return []
	return releaseMedia(db, dropped).catch(() => [])
}

/** The tab's list, or the spec's message when the database fails (shown in the tab, not a 500). */
/** Cards per page of the Testimonials tab (`?page=N`), as on the project tabs. */
export const TESTIMONIALS_PAGE_SIZE = 24

/**
 * One page of the Testimonials tab, newest first. A failed read is the tab's message and an
 * empty page; `page` may be past `pageCount` (the loader sends the admin to the last page).
 */
export async function loadTestimonialsTab(
	db: DB,
	page = 1,
): Promise<{
	testimonials: Testimonial[]
	page: number
	pageCount: number
	error: string | null
}> {
	try {
		const result = await pageTestimonials(db, { page, pageSize: TESTIMONIALS_PAGE_SIZE })
		return {
			testimonials: result.items,
			page: result.page,
			pageCount: result.pageCount,
			error: null,
		}
	} catch {
		return {
			testimonials: [],
			page: 1,
			pageCount: 1,
			error: TESTIMONIAL_MESSAGES.fetchFailed,
		}
	}
}

export type SaveTestimonialResult =
	| { ok: true; testimonial: Testimonial; created: boolean }
	| { ok: false; reason: 'not-found' }
	| { ok: false; reason: 'invalid'; fieldErrors: TestimonialFieldErrors }

const IMAGE_FIELDS = ['logoLight', 'logoDark', 'image'] as const

/**
 * Adds a testimonial (no `id`) or saves one (`id`): createdAt is set only on add,
 * updatedAt always (spec §4). Images must be the record's own or our own uploads.
 */
export async function saveTestimonial(
	db: DB,
	input: { id?: string | null; data: TestimonialFormData; actor: Actor },
): Promise<SaveTestimonialResult> {
	const { data, actor } = input
	const outcome = await inTransaction(db, async (trx) => {
		const before = input.id ? await getTestimonial(trx, input.id) : null
		if (input.id && !before) return { ok: false as const, reason: 'not-found' as const }
		const current = before ? [before.logoLight, before.logoDark, before.image] : []
		const fieldErrors: TestimonialFieldErrors = {}
		const images: Partial<Record<(typeof IMAGE_FIELDS)[number], ImageRef>> = {}
		for (const field of IMAGE_FIELDS) {
			const resolved = await resolveStoredImage(
				trx,
				data[field],
				MEDIA_FOLDERS.testimonial,
				current,
			)
			if (resolved) images[field] = resolved
			else fieldErrors[field] = TESTIMONIAL_REQUIRED_MESSAGE
		}
		if (!images.logoLight || !images.logoDark || !images.image)
			return { ok: false as const, reason: 'invalid' as const, fieldErrors }
		const values: TestimonialInput = {
			name: data.name,
			title: data.title,
			quote: data.quote,
			logoLight: images.logoLight,
			logoDark: images.logoDark,
			image: images.image,
		}
		const saved = before
			? await updateTestimonial(trx, before.id, values)
			: await createTestimonial(trx, values)
		if (!saved) return { ok: false as const, reason: 'not-found' as const }
		await recordAudit(trx, {
			actorId: actor.id,
			actorEmail: actor.email,
			action: before ? 'testimonial.update' : 'testimonial.create',
			entity: 'testimonial',
			entityId: saved.id,
			detail: { name: saved.name },
		})
		return { ok: true as const, testimonial: saved, before }
	})
	if (!outcome.ok) return outcome
	if (outcome.before) {
		const { before, testimonial } = outcome
		await releaseDropped(
			db,
			[before.logoLight, before.logoDark, before.image],
			[testimonial.logoLight, testimonial.logoDark, testimonial.image],
		)
	}
	return { ok: true, testimonial: outcome.testimonial, created: !outcome.before }
}

/** Deletes a testimonial and then its images; null when it was already gone. */
export async function removeTestimonial(
	db: DB,
	input: { id: string; actor: Actor },
): Promise<Testimonial | null> {
	const removed = await inTransaction(db, async (trx) => {
		const gone = await deleteTestimonial(trx, input.id)
		if (!gone) return null
		await recordAudit(trx, {
			actorId: input.actor.id,
			actorEmail: input.actor.email,
			action: 'testimonial.delete',
			entity: 'testimonial',
			entityId: gone.id,
			detail: { name: gone.name },
		})
		return gone
	})
	if (removed)
		await releaseDropped(db, [removed.logoLight, removed.logoDark, removed.image], [])
	return removed
}
