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
	type TestimonialFormValues,
} from '#app/schemas/testimonial.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { lockedAgainst } from '#app/server/content/edit-locks.server.ts'
import { actorName, type ContentActor } from '#app/server/content/kind.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import {
	recordImageUsages,
	resolveChosenImage,
} from '#app/server/media/image-refs.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import {
	insertDraftCopy,
	type DraftCopy,
} from '#app/server/models/draft-copies.server.ts'
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

/** Another page holds the testimonial's edit lock (decision 042): nothing was written. */
export interface TestimonialLocked {
	ok: false
	status: 423
	/** Who holds it, as people are told, and since when. */
	by: string
	since: string
}

export type SaveTestimonialResult = SaveResult<
	{ testimonial: Testimonial },
	TestimonialLocked
>

/**
 * Adds a testimonial (no `id`) or saves one (`id`): createdAt is set only on add,
 * updatedAt always (spec §4). Images must be the record's own or images of the library a
 * field of their kind may show (400).
 */
export async function saveTestimonial(
	db: DB,
	input: {
		data: TestimonialFormData
		actor: Actor
		id?: string
		/** The open form it comes from: refused while another page holds the testimonial. */
		editor?: string
	},
): Promise<SaveTestimonialResult> {
	const { data, actor, id } = input
	const lock = id
		? await lockedAgainst(db, { entity: 'testimonial', id }, input.editor)
		: null
	if (lock) return { ok: false, status: 423, by: lock.userName, since: lock.since }
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

/**
 * Keeps what a testimonial's form holds as a copy of it (decision 042): typed when another
 * admin took the testimonial over (`by`), or kept on purpose. Listed on its edit page, to
 * open in the form. Null when there is no such testimonial.
 */
export async function keepTestimonialCopy(
	db: DB,
	input: {
		id: string
		values: TestimonialFormValues
		actor: ContentActor
		reason: 'copy' | 'taken-over'
		by: string | null
	},
): Promise<DraftCopy | null> {
	return inTransaction(db, async (trx) => {
		const testimonial = await testimonials.getTestimonial(trx, input.id)
		if (!testimonial) return null
		const copy = await insertDraftCopy(trx, {
			entity: 'testimonial',
			entityId: input.id,
			data: input.values,
			reason: input.reason,
			authorId: input.actor.id,
			authorName: actorName(input.actor),
			byId: null,
			byName: input.by,
		})
		await recordAudit(
			trx,
			changeBy(input.actor, 'testimonial.draft_copy', {
				...audited(testimonial),
				detail: {
					name: testimonial.name,
					copyId: copy.id,
					...(input.reason === 'taken-over' ? { takenOverBy: input.by } : {}),
				},
			}),
		)
		return copy
	})
}
