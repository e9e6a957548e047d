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
import { moveItemToTrash } from '#app/server/content/trash.server.ts'
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
 * One page of the Testimonials tab in the manual order (shown or hidden only, text to
 * search for). A failed read is the tab's message and an empty page; `page` may be past
 * `pageCount` (the loader sends the admin to the last page).
 */
export async function loadTestimonialsTab(
	db: DB,
	page = 1,
	filter: testimonials.TestimonialFilter = {},
): Promise<{
	testimonials: Testimonial[]
	page: number
	pageCount: number
	/** Cards before this page: a card's place is `offset + index + 1`. */
	offset: number
	total: number
	error: string | null
}> {
	try {
		const result = await testimonials.pageTestimonials(
			db,
			{ page, pageSize: TESTIMONIALS_PAGE_SIZE },
			filter,
		)
		return {
			testimonials: result.items,
			page: result.page,
			pageCount: result.pageCount,
			offset: (result.page - 1) * result.pageSize,
			total: result.total,
			error: null,
		}
	} catch {
		return {
			testimonials: [],
			page: 1,
			pageCount: 1,
			offset: 0,
			total: 0,
			error: TESTIMONIAL_MESSAGES.fetchFailed,
		}
	}
}

/** The page of the tab that shows the card at `position` (from 1). */
export function testimonialsTabPageOf(position: number): number {
	return Math.max(1, Math.ceil(position / TESTIMONIALS_PAGE_SIZE))
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

/**
 * Shows or hides a testimonial (hidden ones leave the home page's slider). Null when there
 * is no such testimonial; `changed` false when it already was so (nothing written).
 */
export async function setTestimonialVisibility(
	db: DB,
	input: { id: string; visible: boolean; actor: Actor },
): Promise<{ testimonial: Testimonial; changed: boolean } | null> {
	return inTransaction(db, async (trx) => {
		const before = await testimonials.getTestimonial(trx, input.id)
		if (!before) return null
		if (before.visible === input.visible) return { testimonial: before, changed: false }
		const testimonial = await testimonials.setTestimonialVisibility(
			trx,
			input.id,
			input.visible,
		)
		if (!testimonial) return null
		const action = input.visible ? 'testimonial.show' : 'testimonial.hide'
		await recordAudit(trx, changeBy(input.actor, action, audited(testimonial)))
		await renewContentVersion(trx)
		return { testimonial, changed: true }
	})
}

/**
 * Moves a testimonial to `position` (from 1) of the order in one write and one audit entry.
 * Null when there is no such testimonial; nothing is written when it is already there.
 */
export async function moveTestimonial(
	db: DB,
	input: { id: string; position: number; actor: Actor },
): Promise<{ testimonial: Testimonial; from: number; to: number } | null> {
	return inTransaction(db, async (trx) => {
		const testimonial = await testimonials.getTestimonial(trx, input.id)
		if (!testimonial) return null
		const move = await testimonials.moveTestimonial(trx, input.id, input.position)
		if (!move) return null
		if (move.from !== move.to) {
			const entry = audited(testimonial)
			const detail = { ...entry.detail, from: move.from, to: move.to }
			await recordAudit(
				trx,
				changeBy(input.actor, 'testimonial.move', { ...entry, detail }),
			)
			await renewContentVersion(trx)
		}
		return { testimonial, from: move.from, to: move.to }
	})
}

/**
 * Moves a testimonial to the trash (off the site at once; restorable for 30 days, then
 * purged with its images: decision 033); null when it was already gone.
 */
export async function deleteTestimonial(
	db: DB,
	input: { id: string; actor: Actor },
): Promise<Testimonial | null> {
	const testimonial = await testimonials.getTestimonial(db, input.id)
	if (!testimonial) return null
	return (await moveItemToTrash(db, 'testimonial', input)) ? testimonial : null
}
