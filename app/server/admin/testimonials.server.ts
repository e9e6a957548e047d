// The Testimonials tab (spec §2, §3, §8): its list, and its writes, each taking typed input
// (the route has read the form with app/schemas/testimonial.ts): one transaction with its
// audit entry, the images it shows (media usages) and a new content version. Images a
// change drops stay in the media library (decision 031).
import type { UploadKind } from '#app/lib/media.ts'
import { trimRichText } from '#app/lib/rich-text.ts'
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
import type { ListFilter } from '#app/server/models/list-items.server.ts'
import { renewContentVersion } from '#app/server/models/settings.server.ts'
import * as testimonials from '#app/server/models/testimonials.server.ts'

import type { ListKind } from './lists.server.ts'
import { refusalOf, SaveRefused, type SaveResult } from './save-result.server.ts'

export const TESTIMONIAL_MESSAGES = {
	added: 'Testimonial added successfully!',
	updated: 'Testimonial updated successfully!',
	deleted: 'Testimonial deleted successfully!',
	fetchFailed: 'Failed to fetch testimonials',
	saveFailed: 'Failed to save testimonial.',
	deleteFailed: 'Failed to delete testimonial.',
} as const

/** The Testimonials tab as one of the ordered lists (lists.server.ts). */
export const testimonialList = {
	entity: 'testimonial',
	table: 'testimonials' as const,
	get: testimonials.getTestimonial,
	page: testimonials.pageTestimonials,
} satisfies ListKind<Testimonial, ListFilter>

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
				quote: trimRichText(data.quote),
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
