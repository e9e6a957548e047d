// The Testimonials tab (spec §2, §3, §8): its list, and its writes, each taking typed input
// (the route has read the form with app/schemas/testimonial.ts). A testimonial is a content
// kind (app/server/content/testimonials.server.ts, decision 052): the form keeps drafts of it
// and publishes them through the content core, which writes each change in one transaction
// with its audit entry, a revision, the images it shows (media usages) and a new content
// version. Images a change drops stay in the media library (decision 031).
import { TESTIMONIAL_MESSAGES } from '#app/lib/admin-messages.ts'
import type { Testimonial } from '#app/lib/types.ts'
import type { Editing } from '#app/schemas/form.ts'
import type { TestimonialFormValues } from '#app/schemas/testimonial.ts'
import type {
	ContentConflict,
	VersionState,
	Writer,
} from '#app/server/content/drafts.server.ts'
import type { ContentActor } from '#app/server/content/kind.server.ts'
import { testimonialKind } from '#app/server/content/testimonials.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import type { ListFilter } from '#app/server/models/list-items.server.ts'
import * as testimonials from '#app/server/models/testimonials.server.ts'

import { contentFormWrites, publishFormItem } from './content-form.server.ts'
import type { ListKind } from './lists.server.ts'
import type { SaveResult } from './save-result.server.ts'

export { TESTIMONIAL_MESSAGES }

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
	const result = await publishFormItem(db, testimonialKind, post, {
		placeholder: testimonialKind.fieldsOf(post.values),
		read: testimonials.getTestimonial,
	})
	if (!result.ok) return result
	return { ok: true, testimonial: result.item, created: result.created }
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
