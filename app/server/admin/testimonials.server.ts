// The Testimonials tab (spec §2, §3, §8): its list, and its writes, each taking typed input
// (the route has read the form with app/schemas/testimonial.ts): one transaction with its
// audit entry, the images it shows (media usages) and a new content version. Images a
// change drops stay in the media library (decision 031).
import type { UploadKind } from '#app/lib/media.ts'
import type { ImageRef, Testimonial, TestimonialInput } from '#app/lib/types.ts'
import {
	TESTIMONIAL_REQUIRED_MESSAGE,
	type TestimonialFieldErrors,
	type TestimonialFormData,
} from '#app/schemas/testimonial.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import {
	recordImageUsages,
	resolveChosenImage,
} from '#app/server/media/image-refs.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import { renewContentVersion } from '#app/server/models/settings.server.ts'
import * as testimonials from '#app/server/models/testimonials.server.ts'

import { refusalOf, SaveRefused, type SaveResult } from './save-result.server.ts'

export const TESTIMONIAL_MESSAGES = {
	added: 'Testimonial added successfully!',
	updated: 'Testimonial updated successfully!',
	deleted: 'Testimonial deleted successfully!',
	fetchFailed: 'Failed to fetch testimonials',
	saveFailed: 'Failed to save testimonial.',
	deleteFailed: 'Failed to delete testimonial.',
} as const

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
		const result = await testimonials.pageTestimonials(db, {
			page,
			pageSize: TESTIMONIALS_PAGE_SIZE,
		})
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

// ---------------------------------------------------------------------------------------
// Writes

/** What the audit log keeps of a testimonial. */
const audited = (testimonial: Testimonial) => ({
	entity: 'testimonial',
	id: testimonial.id,
	detail: { name: testimonial.name },
})

const IMAGE_FIELDS = ['logoLight', 'logoDark', 'image'] as const

/** The kind of upload each image field takes. */
const IMAGE_KINDS = {
	logoLight: 'logo',
	logoDark: 'logo',
	image: 'testimonial',
} as const satisfies Record<(typeof IMAGE_FIELDS)[number], UploadKind>

const imagesOf = (testimonial: Testimonial | null): Array<ImageRef | null> =>
	testimonial ? [testimonial.logoLight, testimonial.logoDark, testimonial.image] : []

export type SaveTestimonialResult = SaveResult<{ testimonial: Testimonial }>

/**
 * Adds a testimonial (no `id`) or saves one (`id`): createdAt is set only on add,
 * updatedAt always (spec §4). Images must be the record's own or images of the library a
 * field of their kind may show (400).
 */
export async function saveTestimonial(
	db: DB,
	input: { data: TestimonialFormData; actor: Actor; id?: string },
): Promise<SaveTestimonialResult> {
	const { data, actor, id } = input
	return refusalOf(() =>
		inTransaction(db, async (trx) => {
			const before = id ? await testimonials.getTestimonial(trx, id) : null
			if (id && !before) throw new SaveRefused({ ok: false, status: 404 })
			const current = imagesOf(before)
			const fieldErrors: TestimonialFieldErrors = {}
			const images: Partial<Record<(typeof IMAGE_FIELDS)[number], ImageRef>> = {}
			for (const field of IMAGE_FIELDS) {
				const kind = IMAGE_KINDS[field]
				const resolved = await resolveChosenImage(trx, data[field], kind, current)
				if (resolved) images[field] = resolved
				else fieldErrors[field] = TESTIMONIAL_REQUIRED_MESSAGE
			}
			if (!images.logoLight || !images.logoDark || !images.image)
				throw new SaveRefused({ ok: false, status: 400, fieldErrors })
			const values: TestimonialInput = {
				name: data.name,
				title: data.title,
				quote: data.quote,
				logoLight: images.logoLight,
				logoDark: images.logoDark,
				image: images.image,
			}
			const saved = before
				? await testimonials.updateTestimonial(trx, before.id, values)
				: await testimonials.createTestimonial(trx, values)
			if (!saved) throw new SaveRefused({ ok: false, status: 404 })
			await recordImageUsages(trx, 'testimonial', saved.id, images)
			const action = before ? 'testimonial.update' : 'testimonial.create'
			await recordAudit(trx, changeBy(actor, action, audited(saved)))
			await renewContentVersion(trx)
			return { ok: true as const, testimonial: saved, created: !before }
		}),
	)
}

/** Deletes a testimonial; its images stay in the library. Null when it was already gone. */
export async function deleteTestimonial(
	db: DB,
	input: { id: string; actor: Actor },
): Promise<Testimonial | null> {
	return inTransaction(db, async (trx) => {
		const gone = await testimonials.deleteTestimonial(trx, input.id)
		if (!gone) return null
		await recordImageUsages(trx, 'testimonial', gone.id, {})
		await recordAudit(trx, changeBy(input.actor, 'testimonial.delete', audited(gone)))
		await renewContentVersion(trx)
		return gone
	})
}
