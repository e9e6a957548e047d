// The Site forms as content kinds (kind.server.ts; decisions 033 and 034): each form is one
// item, entity `site.<key>` with id `<key>`. A draft is the form's value as typed (read
// leniently, site-fields.ts); the published document is the form's value as the pages read
// it, stored in its row of site_content, whose revision counts its published versions. A
// form never published reads as today's copy at revision 0.
import type { RouterContextProvider } from 'react-router'

import type { FieldKind, FieldSpecs } from '#app/lib/content-diff.ts'
import { siteValueFrom, siteValueOver } from '#app/lib/site-content.ts'
import type { ImageRef } from '#app/lib/types.ts'
import {
	SITE_FORMS,
	SITE_KEYS,
	type SiteContent,
	type SiteDraft,
	type SiteKey,
	type SiteValue,
} from '#app/schemas/site-content.ts'
import {
	fieldErrorsOf,
	imageFieldsOf,
	type Field,
	type Fields,
} from '#app/schemas/site-fields.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { resolveChosenImage } from '#app/server/media/image-refs.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import * as siteContent from '#app/server/models/site-content.server.ts'

import type { ContentKind, Published } from './kind.server.ts'
import { previewAccess } from './preview.server.ts'

/** What people call each form in messages ('saved a draft of this About page'). */
const NOUNS: Record<SiteKey, string> = {
	home: 'Home page',
	about: 'About page',
	services: 'Services page',
	contact: 'Contact page',
	company: 'Company form',
	seo: 'Search and sharing form',
}

export const siteEntity = (key: SiteKey) => `site.${key}`

/** The key of a Site form's entity ('site.about' → 'about'), or null for other kinds. */
export function siteKeyOf(entity: string): SiteKey | null {
	const key = entity.startsWith('site.') ? entity.slice('site.'.length) : ''
	return (SITE_KEYS as readonly string[]).includes(key) ? (key as SiteKey) : null
}

/** How a history compares each input of a form: by its path, labelled with its groups'. */
function fieldSpecsOf(fields: Fields, prefix = '', labels: string[] = []): FieldSpecs {
	const specs: Record<string, { label: string; kind: FieldKind }> = {}
	for (const [key, field] of Object.entries(fields)) {
		const path = prefix ? `${prefix}.${key}` : key
		const named = [...labels, field.label]
		if (field.kind === 'group')
			Object.assign(specs, fieldSpecsOf(field.fields, path, named))
		else if (field.kind === 'search') {
			const label = named.join(' › ')
			specs[`${path}.title`] = { label: `${label} › Search title`, kind: 'text' }
			specs[`${path}.description`] = {
				label: `${label} › Search description`,
				kind: 'text',
			}
			specs[`${path}.image`] = { label: `${label} › Share image`, kind: 'image' }
			specs[`${path}.noindex`] = {
				label: `${label} › Hide from search engines`,
				kind: 'boolean',
			}
		} else specs[path] = { label: named.join(' › '), kind: diffKindOf(field) }
	}
	return specs
}

function diffKindOf(field: Field): FieldKind {
	if (field.kind === 'image') return 'image'
	if (field.kind === 'list') return 'list'
	return 'text'
}

function valueAt(value: unknown, path: readonly string[]): unknown {
	let current = value
	for (const key of path) {
		if (typeof current !== 'object' || current === null) return undefined
		current = (current as Record<string, unknown>)[key]
	}
	return current
}

/** A copy of `value` with `next` at `path` (every object on the way copied). */
function withValueAt<T>(value: T, path: readonly string[], next: unknown): T {
	const [key, ...rest] = path
	if (key === undefined) return next as T
	const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
		string,
		unknown
	>
	return { ...record, [key]: withValueAt(record[key], rest, next) } as T
}

/**
 * The images of `value` as the server knows them (resolveChosenImage): the published
 * document's own, or uploads of ours of the field's kind. The paths of the others are in
 * `refused`.
 */
async function resolveImages<T>(
	db: DB,
	key: SiteKey,
	value: T,
	current: unknown,
	dryRun = false,
): Promise<{ value: T; refused: string[] }> {
	const images = imageFieldsOf(SITE_FORMS[key].fields)
	const own = images.map(
		({ path }) => (valueAt(current, path) as ImageRef | null | undefined) ?? null,
	)
	let resolved = value
	const refused: string[] = []
	for (const { path, field } of images) {
		const chosen = valueAt(value, path) as ImageRef | null | undefined
		if (!chosen) continue
		const image = await resolveChosenImage(db, chosen, field.uploadKind, own, { dryRun })
		if (image) resolved = withValueAt(resolved, path, image)
		else refused.push(path.join('.'))
	}
	return { value: resolved, refused }
}

/** An image that is not the library's (a forged id, one deleted meanwhile, an SVG for a photo). */
export const SITE_IMAGE_REFUSED = 'Choose an image from the library, or upload one.'

function siteKind<K extends SiteKey>(key: K): ContentKind<SiteValue<K>, SiteDraft> {
	const form = SITE_FORMS[key]
	return {
		entity: siteEntity(key),
		noun: NOUNS[key],
		draftSchema: form.draft,
		fields: fieldSpecsOf(form.fields),

		async readPublished(db, id) {
			if (id !== key) return null
			const stored = await siteContent.getStoredSiteForm(db, key)
			return { doc: siteValueFrom(key, stored?.data), revision: stored?.revision ?? 0 }
		},

		async check(db, draft, current, options) {
			const parsed = form.schema.safeParse(draft)
			if (!parsed.success)
				return { ok: false, fieldErrors: fieldErrorsOf(form.fields, parsed.error) }
			const { value, refused } = await resolveImages(
				db,
				key,
				parsed.data as SiteValue<K>,
				current.doc,
				options?.dryRun,
			)
			if (refused.length > 0)
				return {
					ok: false,
					fieldErrors: Object.fromEntries(
						refused.map((path) => [path, SITE_IMAGE_REFUSED]),
					),
				}
			return { ok: true, doc: value }
		},

		async write(trx, id, doc, expectedRevision, actor) {
			if (id !== key) return false
			const written = await siteContent.writeSiteForm(trx, {
				key,
				data: doc,
				expectedRevision,
				updatedBy: actor.email,
			})
			return written.ok
		},

		toDraft: (doc) => doc as SiteDraft,
		fieldsOf: (draft) => draft as Readonly<Record<string, unknown>>,
		readDoc: (data) =>
			typeof data === 'object' && data !== null && !Array.isArray(data)
				? siteValueFrom(key, data)
				: null,

		async preview(db, draft, current) {
			// Images that are not ours are left out: the published ones show instead.
			const { value, refused } = await resolveImages(db, key, draft, current.doc, true)
			let shown: unknown = value
			for (const path of refused) shown = withValueAt(shown, path.split('.'), undefined)
			return siteValueOver(key, shown, current.doc)
		},

		title: () => form.title,
		publicPath: () => form.publicPath,
		editPath: () => `/admin/site/${key}`,
		auditDetail: () => ({ name: form.title }),
	}
}

/** Every Site form's kind, by its key. */
export const SITE_KINDS: { [K in SiteKey]: ContentKind<SiteValue<K>, SiteDraft> } = {
	home: siteKind('home'),
	about: siteKind('about'),
	services: siteKind('services'),
	contact: siteKind('contact'),
	company: siteKind('company'),
	seo: siteKind('seo'),
}

/**
 * What a preview page shows of the Site forms: for a signed-in admin, every form's draft
 * over its published value (the site as it will be once they are published); for a share
 * link of a Site form, that form's draft alone; for anything else, `published`.
 */
export async function siteContentForPreview(
	db: DB,
	page: {
		request: Request
		context: Readonly<RouterContextProvider>
		token: string
		published: SiteContent
	},
): Promise<SiteContent> {
	const access = await previewAccess(db, page.request, page.context, page.token)
	if (!access.ok) return page.published
	const { grant } = access
	const keys =
		grant.by === 'admin'
			? SITE_KEYS
			: SITE_KEYS.filter(
					(key) => grant.entity === siteEntity(key) && grant.entityId === key,
				)
	const content = { ...page.published }
	for (const key of keys) {
		const draft = await getDraft(db, siteEntity(key), key)
		if (!draft) continue
		const kind = SITE_KINDS[key] as ContentKind<SiteValue<SiteKey>, SiteDraft>
		// A preview reads the draft over what is published; the revision plays no part.
		const current: Published<SiteValue<SiteKey>> = {
			doc: page.published[key],
			revision: 0,
		}
		;(content as Record<SiteKey, unknown>)[key] = await kind.preview(
			db,
			kind.draftSchema.parse(draft.data),
			current,
		)
	}
	return content
}
