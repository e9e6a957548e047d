// The testimonials the home page's slider shows (decision 052): the shown ones in the
// admins' order, in the page's language; on a preview (/preview/<token>/…), the drafts the
// token may see in their place, and the testimonial previewed first.
import type { RouterContextProvider } from 'react-router'

import { isLanguageCode } from '#app/lib/languages.ts'
import {
	applyTranslation,
	testimonialTranslatableFields,
	type Untranslated,
} from '#app/lib/translation.ts'
import type { Testimonial } from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { listDraftStates } from '#app/server/models/content-drafts.server.ts'
import {
	getTestimonial,
	listTestimonials,
} from '#app/server/models/testimonials.server.ts'

import { previewAccess, previewDocument, type PreviewGrant } from './preview.server.ts'
import { PREVIEW_TESTIMONIAL_PARAM, testimonialKind } from './testimonials.server.ts'
import {
	itemsIn,
	splitTranslationEntity,
	translationKind,
} from './translations.server.ts'

export async function testimonialsForPage(
	db: DB,
	page: {
		request: Request
		context: Readonly<RouterContextProvider>
		params: { token?: string }
		/** The page's language, and whether it is another than the default. */
		language: string
		translated: boolean
		limit: number
	},
): Promise<Array<Testimonial & Untranslated>> {
	const shown = await listTestimonials(db, { limit: page.limit, visible: true })
	const { token } = page.params
	if (token === undefined)
		return page.translated
			? itemsIn(db, testimonialKind.entity, shown, page.language)
			: shown
	const access = await previewAccess(db, page.request, page.context, token)
	if (!access.ok) return shown
	const { grant } = access
	// The one previewed: a share link's item (its translation's too), or the admin's choice.
	const named =
		grant.by === 'link'
			? (splitTranslationEntity(grant.entity)?.entity ?? grant.entity) ===
				testimonialKind.entity
				? grant.entityId
				: null
			: new URL(page.request.url).searchParams.get(PREVIEW_TESTIMONIAL_PARAM)
	const extra =
		named && !shown.some((item) => item.id === named)
			? await getTestimonial(db, named)
			: null
	const items = extra ? [extra, ...shown] : [...shown]
	// An admin sees every draft in its place; a link, its own item's.
	const drafted =
		grant.by === 'admin'
			? new Set(
					(
						await listDraftStates(
							db,
							testimonialKind.entity,
							items.map((item) => item.id),
						)
					).map((state) => state.entityId),
				)
			: new Set(named ? [named] : [])
	const withDrafts = await Promise.all(
		items.map(async (item) => {
			if (!drafted.has(item.id)) return item
			const doc = await previewDocument(db, testimonialKind, grant, item.id)
			return doc ? { ...item, ...doc } : item
		}),
	)
	const ordered = named
		? [
				...withDrafts.filter((item) => item.id === named),
				...withDrafts.filter((item) => item.id !== named),
			]
		: withDrafts
	// A testimonial never published shows only with a draft to show.
	const visible = ordered.filter(
		(item) => item.revision > 0 || (drafted.has(item.id) && item.image !== null),
	)
	if (!page.translated || !isLanguageCode(page.language)) return visible
	return translatedPreview(db, grant, visible, page.language)
}

/** The testimonials in a language on a preview: a translation's draft where the grant shows one. */
async function translatedPreview(
	db: DB,
	grant: PreviewGrant,
	items: readonly Testimonial[],
	language: Parameters<typeof translationKind>[1],
): Promise<Testimonial[]> {
	const published = await itemsIn(db, testimonialKind.entity, items, language)
	const kind = translationKind(testimonialKind, language)
	return Promise.all(
		items.map(async (item, index) => {
			const translation = await previewDocument(db, kind, grant, item.id)
			return translation
				? applyTranslation(item, translation.texts, testimonialTranslatableFields(item))
				: published[index]!
		}),
	)
}
