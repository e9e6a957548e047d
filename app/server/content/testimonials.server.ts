// Testimonials as a content kind (kind.server.ts, decision 052): a draft is the testimonial
// form's typed value (TestimonialFormValues), the published document its fields
// (TestimonialInput) in its row of `testimonials`, whose revision counts its published
// versions. A testimonial added as a draft has a row at revision 0, hidden: the home page's
// slider shows it once it is published. Show/Hide and the order stay the list's own writes
// (they change no words of it).
import type { Transaction } from 'kysely'
import type { FieldSpecs } from '#app/lib/content-diff.ts'
import type { UploadKind } from '#app/lib/media.ts'
import { editTestimonialPath } from '#app/lib/testimonial-paths.ts'
import { readRichText, richFromPlainText, trimRichText } from '#app/lib/rich-text.ts'
import type { ImageRef, TestimonialInput } from '#app/lib/types.ts'
import {
	TESTIMONIAL_REQUIRED_MESSAGE,
	testimonialDraftSchema,
	testimonialFieldErrors,
	testimonialFormSchema,
	type TestimonialFieldErrors,
	type TestimonialFormValues,
} from '#app/schemas/testimonial.ts'
import type { Database, DB } from '#app/server/db/index.server.ts'
import { resolveChosenImage } from '#app/server/media/image-refs.server.ts'
import { isRecord, toImageRef } from '#app/server/models/convert.server.ts'
import * as testimonials from '#app/server/models/testimonials.server.ts'

import type { ContentKind, Published } from './kind.server.ts'
import { ADMIN_PREVIEW_TOKEN, previewPath } from './preview.server.ts'

/** The query naming the testimonial an admin previews on the home page (its Preview button). */
export const PREVIEW_TESTIMONIAL_PARAM = 'testimonial'

/** Where an admin previews a testimonial's draft: the home page, its slide first. */
export function testimonialAdminPreviewPath(id: string): string {
	return `${previewPath(ADMIN_PREVIEW_TOKEN, '')}?${PREVIEW_TESTIMONIAL_PARAM}=${encodeURIComponent(id)}`
}

/** The fields a testimonial's history compares, in the form's order. */
const TESTIMONIAL_FIELD_SPECS = {
	name: { label: 'Name', kind: 'text' },
	title: { label: 'Title', kind: 'text' },
	quote: { label: 'Quote', kind: 'text' },
	logoLight: { label: 'Logo (light theme)', kind: 'image' },
	logoDark: { label: 'Logo (dark theme)', kind: 'image' },
	image: { label: 'Photo', kind: 'image' },
} as const satisfies FieldSpecs & Record<keyof TestimonialInput, unknown>

const IMAGE_FIELDS = ['logoLight', 'logoDark', 'image'] as const

/** The kind of upload each image field takes. */
const IMAGE_KINDS = {
	logoLight: 'logo',
	logoDark: 'logo',
	image: 'testimonial',
} as const satisfies Record<(typeof IMAGE_FIELDS)[number], UploadKind>

/** The form's value for a testimonial (an empty form for none). */
export function testimonialFormDefaults(
	doc: TestimonialInput | null,
): TestimonialFormValues {
	return {
		name: doc?.name ?? '',
		title: doc?.title ?? '',
		quote: doc?.quote ?? richFromPlainText(''),
		logoLight: doc?.logoLight ?? null,
		logoDark: doc?.logoDark ?? null,
		image: doc?.image ?? null,
	}
}

/** A stored snapshot (content_revisions.data) as a testimonial; null when it is not one. */
export function testimonialInputFromJson(value: unknown): TestimonialInput | null {
	if (!isRecord(value) || typeof value.name !== 'string') return null
	return {
		name: value.name,
		title: typeof value.title === 'string' ? value.title : '',
		quote: readRichText(value.quote, 'inline'),
		logoLight: toImageRef(value.logoLight),
		logoDark: toImageRef(value.logoDark),
		image: toImageRef(value.image),
	}
}

const inputOf = ({
	name,
	title,
	quote,
	logoLight,
	logoDark,
	image,
}: TestimonialInput): TestimonialInput => ({
	name,
	title,
	quote,
	logoLight,
	logoDark,
	image,
})

/**
 * The images of a draft as the server knows them (resolveChosenImage): the testimonial's
 * own (`before`) or images of the library a field of their kind may show; others are null.
 * `dryRun`: nothing locked or written (a preview, a schedule's check).
 */
async function resolveImages(
	db: DB,
	draft: Pick<TestimonialFormValues, (typeof IMAGE_FIELDS)[number]>,
	before: TestimonialInput | null,
	dryRun = false,
): Promise<Record<(typeof IMAGE_FIELDS)[number], ImageRef | null>> {
	const current = before ? [before.logoLight, before.logoDark, before.image] : []
	const images = { logoLight: null, logoDark: null, image: null } as Record<
		(typeof IMAGE_FIELDS)[number],
		ImageRef | null
	>
	for (const field of IMAGE_FIELDS) {
		const chosen = draft[field]
		images[field] = chosen
			? await resolveChosenImage(db, chosen, IMAGE_KINDS[field], current, { dryRun })
			: null
	}
	return images
}

export const testimonialKind: ContentKind<TestimonialInput, TestimonialFormValues> = {
	entity: 'testimonial',
	noun: 'testimonial',
	draftSchema: testimonialDraftSchema,
	fields: TESTIMONIAL_FIELD_SPECS,

	async readPublished(db, id) {
		const testimonial = await testimonials.getTestimonial(db, id)
		return testimonial
			? { doc: inputOf(testimonial), revision: testimonial.revision }
			: null
	},

	async check(db, draft, current, options) {
		const parsed = testimonialFormSchema.safeParse(draft)
		const fieldErrors: TestimonialFieldErrors = parsed.success
			? {}
			: testimonialFieldErrors(parsed.error)
		const before = current.revision > 0 ? current.doc : null
		// Every image is checked, so each missing one is marked (spec §5: one message for all).
		const images = await resolveImages(
			db,
			parsed.success ? parsed.data : draft,
			before,
			options?.dryRun,
		)
		for (const field of IMAGE_FIELDS)
			if (!images[field]) fieldErrors[field] ??= TESTIMONIAL_REQUIRED_MESSAGE
		if (!parsed.success || Object.keys(fieldErrors).length > 0)
			return { ok: false, fieldErrors }
		return {
			ok: true,
			doc: {
				name: parsed.data.name,
				title: parsed.data.title,
				quote: trimRichText(parsed.data.quote),
				logoLight: images.logoLight,
				logoDark: images.logoDark,
				image: images.image,
			},
		}
	},

	async write(trx, id, doc, expectedRevision) {
		return (
			(await testimonials.publishTestimonialRow(trx, id, doc, expectedRevision)) !== null
		)
	},

	toDraft: testimonialFormDefaults,
	fieldsOf: (draft) => draft,
	readDoc: testimonialInputFromJson,

	async preview(db, draft, current: Published<TestimonialInput>) {
		const before = current.revision > 0 ? current.doc : null
		return {
			name: draft.name.trim(),
			title: draft.title.trim(),
			quote: trimRichText(draft.quote),
			...(await resolveImages(db, draft, before, true)),
		}
	},

	title: (value) => value.name.trim() || 'Untitled testimonial',
	// The home page's slider shows testimonials.
	publicPath: () => '/',
	editPath: editTestimonialPath,
	auditDetail: (value) => ({ name: value.name }),

	async create(trx: Transaction<Database>, draft) {
		// A row to hold its place in the list: hidden, never published (revision 0), named as
		// the draft was when it was first saved; its images wait for the publish.
		const testimonial = await testimonials.createTestimonial(trx, {
			name: draft.name.trim(),
			title: draft.title.trim(),
			quote: trimRichText(draft.quote),
			logoLight: null,
			logoDark: null,
			image: null,
			visible: false,
			revision: 0,
		})
		return testimonial.id
	},
}
