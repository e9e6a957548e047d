// The Testimonials tab (spec §2, §3, §8): its list, and its writes, each taking typed input
// (the route has read the form with app/schemas/testimonial.ts). A testimonial is a content
// kind (app/server/content/testimonials.server.ts, decision 052): the form keeps drafts of it
// and publishes them through the content core, which writes each change in one transaction
// with its audit entry, a revision, the images it shows (media usages) and a new content
// version. Images a change drops stay in the media library (decision 031).
import type { Testimonial } from '#app/lib/types.ts'
import type { Editing } from '#app/schemas/form.ts'
import type { TestimonialFormValues } from '#app/schemas/testimonial.ts'
import {
	publish,
	type ContentConflict,
	type VersionState,
	type Writer,
} from '#app/server/content/drafts.server.ts'
import { checkAndGoLive } from '#app/server/content/go-live.server.ts'
import type { ContentActor } from '#app/server/content/kind.server.ts'
import { testimonialKind } from '#app/server/content/testimonials.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import type { ListFilter } from '#app/server/models/list-items.server.ts'
import * as testimonials from '#app/server/models/testimonials.server.ts'

import { contentFormWrites } from './content-form.server.ts'
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

/**
 * The testimonial form's post: its values, the versions it was based on (decision 033), the
 * page it comes from and whether it keeps its own over another admin's (decision 042).
 */
export interface TestimonialPost extends VersionState, Writer {
	values: TestimonialFormValues
	/** Absent: a testimonial not saved yet (the Add form). */
	id?: string
}

export type PublishTestimonialResult = SaveResult<
	{ testimonial: Testimonial },
	ContentConflict
>

/**
 * Publishes the form (spec §4's Save): checked with spec §5's rules and the images' (400
 * with field errors), based on the versions stored (409 with who and when, or 423 while
 * another page holds it). A new testimonial is created and published in one transaction,
 * first in the order and shown; createdAt is set then, updatedAt at every publish.
 */
export async function publishTestimonial(
	db: DB,
	post: TestimonialPost,
): Promise<PublishTestimonialResult> {
	const { id, actor } = post
	if (!id) {
		const placeholder = { doc: testimonialKind.fieldsOf(post.values), revision: 0 }
		const outcome = await refusalOf(() =>
			inTransaction(db, async (trx) => {
				const created = await testimonialKind.create!(trx, post.values)
				const published = await checkAndGoLive(trx, testimonialKind, {
					draft: post.values,
					id: created,
					current: placeholder,
					event: 'publish',
					actor,
				})
				if (!published.ok) throw new SaveRefused(published)
				return testimonials.getTestimonial(trx, created)
			}),
		)
		if (outcome && 'ok' in outcome) return outcome
		if (!outcome) throw new Error('A testimonial just created could not be read')
		return { ok: true, testimonial: outcome, created: true }
	}
	const result = await publish(db, testimonialKind, {
		id,
		data: post.values,
		draftVersion: post.draftVersion,
		baseRevision: post.baseRevision,
		actor,
		editor: post.editor,
		overwrite: post.overwrite,
	})
	if (!result.ok) return result
	const testimonial = await testimonials.getTestimonial(db, id)
	if (!testimonial) return { ok: false, status: 404 }
	return { ok: true, testimonial, created: result.first }
}

/** The testimonial form's other writes: the content core's, for the testimonial `id`. */
export function testimonialWrites(
	db: DB,
	id: string | undefined,
	user: ContentActor,
	editing: Partial<Editing> = {},
) {
	return contentFormWrites(db, testimonialKind, id, user, editing)
}
