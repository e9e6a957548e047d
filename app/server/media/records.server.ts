// The kinds of record that show images from the library, by the entity name their usages
// carry: how to name and link one in "where used", and how to rewrite the image refs it
// stores when the library changes an image's alt text or focal point. A new kind of
// record that stores images adds itself here and records its usages with
// recordImageUsages (image-refs.server.ts). Content kinds with drafts and revisions
// (decision 033) have two more entities each, `draft:<entity>` and `history:<entity>`,
// which imageRecordKind derives from the item's own.
import type { RecordLink } from '#app/lib/media-library.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { SITE_FORMS, SITE_KEYS, type SiteKey } from '#app/schemas/site-content.ts'
import { imageFieldsOf } from '#app/schemas/site-fields.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { rewriteDraftImages } from '#app/server/models/content-drafts.server.ts'
import {
	listRowNames,
	rewriteRowImages,
	type ListTable,
} from '#app/server/models/list-items.server.ts'
import { rewriteSiteFormImages } from '#app/server/models/site-content.server.ts'

export interface ImageRecordKind {
	/** The dashboard's label of each image field, by field name. */
	fields: Readonly<Record<string, string>>
	/** The records `ids` names that exist, with their names and links. */
	describe(db: DB, ids: readonly string[]): Promise<RecordLink[]>
	/** Stores the record's images passed through `rewrite`; false when it is gone. */
	rewrite(db: DB, id: string, rewrite: (image: ImageRef) => ImageRef): Promise<boolean>
}

/** The usages' entity for an item's draft, and for its revisions taken together. */
export const draftUsageEntity = (entity: string) => `draft:${entity}`
export const historyUsageEntity = (entity: string) => `history:${entity}`

/** A record in the trash still shows its images (it can be restored): said so, linked there. */
function named(
	row: { id: string; name: string; deletedAt?: string | null },
	kind: string,
	href: string,
): RecordLink {
	return row.deletedAt
		? { id: row.id, kind: `${kind} in the trash`, name: row.name, href: '/admin/trash' }
		: { id: row.id, kind, name: row.name, href }
}

/** A Site form: its image fields by path ('process.pictureLight'), its title, its page. */
function siteRecord(key: SiteKey): ImageRecordKind {
	const form = SITE_FORMS[key]
	return {
		fields: Object.fromEntries(
			imageFieldsOf(form.fields).map(({ path, field }) => [path.join('.'), field.label]),
		),
		describe: async (_db, ids) =>
			ids.includes(key)
				? [{ id: key, kind: 'Site form', name: form.title, href: `/admin/site/${key}` }]
				: [],
		rewrite: (db, id, rewrite) =>
			id === key ? rewriteSiteFormImages(db, key, rewrite) : Promise.resolve(false),
	}
}

const rewriteOf =
	(table: ListTable): ImageRecordKind['rewrite'] =>
	(db, id, rewrite) =>
		rewriteRowImages(db, table, id, rewrite)

const RECORDS: Readonly<Record<string, ImageRecordKind>> = {
	project: {
		fields: {
			banner: 'Banner image',
			image: 'Project image',
			productImages: 'Product images',
		},
		describe: async (db, ids) =>
			(await listRowNames(db, 'projects', ids)).map((project) =>
				named(
					project,
					project.collection === 'products' ? 'Product' : 'Project',
					`/admin/projects/${encodeURIComponent(project.id)}`,
				),
			),
		rewrite: rewriteOf('projects'),
	},
	testimonial: {
		fields: {
			logoLight: 'Logo for light mode',
			logoDark: 'Logo for dark mode',
			image: 'Image',
		},
		describe: async (db, ids) =>
			(await listRowNames(db, 'testimonials', ids)).map((testimonial) =>
				named(
					testimonial,
					'Testimonial',
					`/admin/testimonials/${encodeURIComponent(testimonial.id)}`,
				),
			),
		rewrite: rewriteOf('testimonials'),
	},
	client_logo: {
		fields: { image: 'Logo image' },
		describe: async (db, ids) =>
			(await listRowNames(db, 'clientLogos', ids)).map((logo) =>
				named(logo, 'Client logo', '/admin/logos'),
			),
		rewrite: rewriteOf('clientLogos'),
	},
	...Object.fromEntries(SITE_KEYS.map((key) => [`site.${key}`, siteRecord(key)])),
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`

/**
 * How "where used" names a record of `entity` and how a library change reaches it; null
 * for an entity nothing registers. A draft ('Draft of project “Orbit”') is rewritten like
 * the item; the history ('History of project “Orbit”', linked to it) keeps what was
 * published: a restore takes the library's alt text and focal point afresh.
 */
export function imageRecordKind(entity: string): ImageRecordKind | null {
	const [prefix, item] = entity.includes(':') ? entity.split(':', 2) : ['', entity]
	const base = item ? RECORDS[item] : undefined
	if (!base || !item) return null
	if (prefix === '') return base
	const about = (link: RecordLink, lead: string, href: string): RecordLink => ({
		...link,
		kind: `${lead} ${lowerFirst(link.kind)}`,
		href: link.kind.endsWith('in the trash') ? link.href : href,
	})
	if (prefix === 'draft')
		return {
			fields: base.fields,
			describe: async (db, ids) =>
				(await base.describe(db, ids)).map((link) => about(link, 'Draft of', link.href)),
			rewrite: (db, id, rewrite) => rewriteDraftImages(db, item, id, rewrite),
		}
	if (prefix === 'history')
		return {
			fields: base.fields,
			describe: async (db, ids) =>
				(await base.describe(db, ids)).map((link) =>
					about(link, 'History of', `${link.href}/history`),
				),
			rewrite: async () => true,
		}
	return null
}
