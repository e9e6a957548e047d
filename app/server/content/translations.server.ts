// An item's words in another language as a content kind of its own (decision 049): the
// translation of a project or a Site form into German is the kind `project@de` or
// `site.about@de`, so its drafts, autosave, preview, share links, schedule, review, history
// and edit lock are the content core's, each language on its own, the default language's
// item untouched.
//
// Its document is the translated words by path (app/lib/translation.ts) beside the default
// language's document they translate (`of`, read fresh, never written by a publish); its
// draft is the words alone, as the translation form holds them.
import type { FieldSpecs } from '#app/lib/content-diff.ts'
import {
	isLanguageCode,
	languageOf,
	localizedPath,
	type LanguageCode,
} from '#app/lib/languages.ts'
import { readRichText, richTextField } from '#app/lib/rich-text.ts'
import {
	applyTranslation,
	hasWords,
	projectTranslatableFields,
	siteTranslatableFields,
	testimonialTranslatableFields,
	type TranslatableField,
	type Translation,
	type TranslatedValue,
	untranslatedFields,
	type Untranslated,
} from '#app/lib/translation.ts'
import { projectAddress, projectAddressParts, slugIssue } from '#app/lib/slugs.ts'
import type {
	Project,
	ProjectCollection,
	ProjectInput,
	TestimonialInput,
} from '#app/lib/types.ts'
import { recordAddressChange } from '#app/server/admin/redirects.server.ts'
import * as projects from '#app/server/models/projects.server.ts'
import type { FieldErrors } from '#app/schemas/form.ts'
import { tooLong } from '#app/schemas/project.ts'
import {
	SITE_FORMS,
	SITE_KEYS,
	type SiteContent,
	type SiteKey,
} from '#app/schemas/site-content.ts'
import type { DB } from '#app/server/db/index.server.ts'
import {
	findByTranslatedSlug,
	getTranslation,
	readTranslations,
	translationFrom,
	writeTranslation,
} from '#app/server/models/translations.server.ts'
import { z } from 'zod'

import type { ContentActor, ContentKind } from './kind.server.ts'
import { projectKind } from './projects.server.ts'
import { previewDocument, type PreviewGrant } from './preview.server.ts'
import { SITE_KINDS, siteEntity, siteKeyOf } from './site.server.ts'
import { testimonialKind } from './testimonials.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'

/** A translation's document: its words, and the default language's document they translate. */
export interface Translated<Base> {
	texts: Translation
	of: Base
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- kinds of every shape
type AnyKind = ContentKind<any, any>

/** The fields of a default-language document that take words, for the kinds that have them. */
export function translatableFieldsOf(entity: string, doc: unknown): TranslatableField[] {
	if (entity === projectKind.entity) return projectTranslatableFields(doc as ProjectInput)
	if (entity === testimonialKind.entity)
		return testimonialTranslatableFields(doc as TestimonialInput)
	const key = siteKeyOf(entity)
	return key ? siteTranslatableFields(SITE_FORMS[key].fields, doc) : []
}

/** The kinds whose items are translated. */
export function baseKindOf(entity: string): AnyKind | null {
	if (entity === projectKind.entity) return projectKind
	if (entity === testimonialKind.entity) return testimonialKind
	const key = siteKeyOf(entity)
	return key ? SITE_KINDS[key as SiteKey] : null
}

const SEPARATOR = '@'

export const translationEntity = (entity: string, language: string) =>
	`${entity}${SEPARATOR}${language}`

/** `project@de` → the entity and the language; null for a default-language entity. */
export function splitTranslationEntity(
	entity: string,
): { entity: string; language: string } | null {
	const at = entity.lastIndexOf(SEPARATOR)
	if (at < 0) return null
	return { entity: entity.slice(0, at), language: entity.slice(at + 1) }
}

/** A draft as posted or stored: the values that are words, by path (nothing else kept). */
const draftSchema = z.unknown().transform((value): Translation => {
	const draft: Record<string, TranslatedValue> = {}
	if (value && typeof value === 'object' && !Array.isArray(value))
		for (const [path, text] of Object.entries(value)) {
			if (typeof text === 'string') draft[path] = text
			else if (text && typeof text === 'object') draft[path] = readRichText(text)
		}
	return draft
})

const lineSchema = (max: number) =>
	z
		.string()
		.trim()
		.max(max, tooLong(max))
		.transform((value) => value.replace(/\s*[\r\n]+\s*/g, ' '))
const multilineSchema = (max: number) =>
	z
		.string()
		.trim()
		.max(max, tooLong(max))
		.transform((value) => value.replace(/\r\n?/g, '\n'))

/** Checks each translated field by its own rule; fields the document has not are left out. */
async function checkTexts(
	db: DB,
	base: AnyKind,
	language: string,
	id: string | null,
	draft: Translation,
	of: unknown,
): Promise<{ ok: true; texts: Translation } | { ok: false; fieldErrors: FieldErrors }> {
	const texts: Record<string, TranslatedValue> = {}
	const fieldErrors: FieldErrors = {}
	for (const field of translatableFieldsOf(base.entity, of)) {
		const value = draft[field.path]
		if (!hasWords(value)) continue
		const schema =
			field.input === 'rich'
				? richTextField(field.profile ?? 'article', {
						max: field.max,
						tooLong: tooLong(field.max),
					})
				: field.input === 'multiline'
					? multilineSchema(field.max)
					: lineSchema(field.max)
		const parsed = schema.safeParse(value)
		if (!parsed.success) {
			fieldErrors[field.path] = parsed.error.issues[0]?.message ?? 'Check this field'
			continue
		}
		texts[field.path] = parsed.data
	}
	const slug = texts.slug
	if (typeof slug === 'string') {
		const issue = slugIssue(slug)
		if (issue) fieldErrors.slug = issue
		else if (id !== null) {
			const collection = (of as { collection?: string }).collection
			const owners = await findByTranslatedSlug(db, base.entity, language, slug)
			for (const owner of owners.filter((other) => other !== id)) {
				const other = await base.readPublished(db, owner)
				if (other && (other.doc as { collection?: string }).collection === collection)
					fieldErrors.slug = `That address is taken by “${base.title(other.doc)}” in ${languageOf(language).englishName}: choose another.`
			}
			// A project with no address of its own in the language has its default one there.
			const plain = collection
				? await projects.getSlugOwner(db, collection as ProjectCollection, slug)
				: null
			if (plain && plain.id !== id) {
				const own = await getTranslation(db, base.entity, plain.id, language)
				if (!(typeof own?.data.slug === 'string' && own.data.slug))
					fieldErrors.slug = `That address is taken by “${plain.name}” in ${languageOf(language).englishName}: choose another.`
			}
		}
	}
	return Object.keys(fieldErrors).length > 0
		? { ok: false, fieldErrors }
		: { ok: true, texts }
}

/** The fields a translation's history compares: the base's texts, under `texts.`. */
function textFieldsOf(base: AnyKind): FieldSpecs {
	return Object.fromEntries(
		Object.entries(base.fields)
			.filter(([, spec]) => spec.kind === 'text')
			.map(([path, spec]) => [`texts.${path}`, spec]),
	)
}

function isTranslated<Base>(
	value: Translated<Base> | Translation,
): value is Translated<Base> {
	return (
		typeof value.texts === 'object' && value.texts !== null && !('root' in value.texts)
	)
}

/**
 * A project whose address in `language` changed leaves a redirect (301) from its old address
 * there to its new one, as its default language's address does (projects.server.ts).
 */
async function keepTranslatedAddress(
	trx: DB,
	language: LanguageCode,
	before: Translation | undefined,
	doc: Translated<unknown>,
	actor: ContentActor,
) {
	const of = doc.of as { collection?: unknown; slug?: unknown; visible?: unknown }
	if (typeof of.collection !== 'string' || typeof of.slug !== 'string' || !of.visible)
		return
	const collection = of.collection as ProjectCollection
	const addressOf = (texts: Translation | undefined) => {
		const slug = typeof texts?.slug === 'string' && texts.slug ? texts.slug : of.slug
		return localizedPath(projectAddress(collection, slug as string), language, '')
	}
	if (before)
		await recordAddressChange(trx, {
			from: addressOf(before),
			to: addressOf(doc.texts),
			actor,
		})
}

const kinds = new Map<string, ContentKind<Translated<unknown>, Translation>>()

/** The kind of `base`'s translations into `language` (made once per pair). */
export function translationKind<Base>(
	base: ContentKind<Base, unknown>,
	language: LanguageCode,
): ContentKind<Translated<Base>, Translation> {
	const entity = translationEntity(base.entity, language)
	const made = kinds.get(entity)
	if (made) return made as ContentKind<Translated<Base>, Translation>
	const name = languageOf(language).englishName
	// Which item a document is of: the check reads the other items' addresses.
	const ids = new WeakMap<object, string>()
	const kind: ContentKind<Translated<Base>, Translation> = {
		entity,
		noun: `${base.noun} in ${name}`,
		draftSchema,
		fields: textFieldsOf(base),

		async readPublished(db, id) {
			const current = await base.readPublished(db, id)
			if (!current) return null
			const stored = await getTranslation(db, base.entity, id, language)
			const doc = { texts: stored?.data ?? {}, of: current.doc }
			ids.set(doc, id)
			return { doc, revision: stored?.revision ?? 0 }
		},

		async check(db, draft, current) {
			const checked = await checkTexts(
				db,
				base,
				language,
				ids.get(current.doc) ?? null,
				draft,
				current.doc.of,
			)
			return checked.ok
				? { ok: true, doc: { texts: checked.texts, of: current.doc.of } }
				: checked
		},

		async write(trx, id, doc, expectedRevision, actor) {
			const before = await getTranslation(trx, base.entity, id, language)
			const written = await writeTranslation(trx, {
				entity: base.entity,
				entityId: id,
				language,
				data: doc.texts,
				expectedRevision,
				updatedBy: actor.email,
			})
			if (written) await keepTranslatedAddress(trx, language, before?.data, doc, actor)
			return written
		},

		toDraft: (doc) => doc.texts,
		fieldsOf: (draft) => ({ texts: draft }),
		readDoc(data) {
			if (!data || typeof data !== 'object') return null
			const { texts, of } = data as { texts?: unknown; of?: unknown }
			const base_ = base.readDoc(of)
			return base_ === null ? null : { texts: translationFrom(texts), of: base_ }
		},

		async preview(_db, draft, current) {
			return { texts: draft, of: current.doc.of }
		},

		title(value) {
			const texts = isTranslated(value) ? value.texts : value
			const named = texts.name ?? texts['banner.title']
			if (typeof named === 'string') return named
			return isTranslated(value) ? base.title(value.of as Base) : ''
		},
		publicPath(id, value) {
			// Where the default language's item is, under the language's prefix (a project's
			// preview is under its id, in the collection its document names).
			if (!isTranslated(value))
				throw new Error('A translation’s page is found from its document')
			return localizedPath(base.publicPath(id, value.of as Base), language, '')
		},
		editPath: (id) => `${base.editPath(id)}?language=${language}`,
		auditDetail: (value) => ({
			...(isTranslated(value) ? base.auditDetail(value.of as Base) : {}),
			language,
		}),
	}
	kinds.set(entity, kind as ContentKind<Translated<unknown>, Translation>)
	return kind
}

// ---------------------------------------------------------------------------------------
// The public pages in a language

/** The fields of each Site form shown in the default language's words, by path. */
export type UntranslatedSiteFields = Partial<Record<SiteKey, string[]>>

/**
 * The site's words (every Site form) in `language`: each form's translation over it, and
 * the fields left in the default language's words.
 */
export async function siteContentIn(
	db: DB,
	content: SiteContent,
	language: string,
	preview?: { grant: PreviewGrant },
): Promise<{ content: SiteContent; untranslated: UntranslatedSiteFields }> {
	const translations = await readTranslations(
		db,
		SITE_KEYS.map((key) => siteEntity(key)),
		language,
	)
	const translated = { ...content } as Record<SiteKey, unknown>
	const untranslated: UntranslatedSiteFields = {}
	for (const key of SITE_KEYS) {
		const entity = siteEntity(key)
		let translation = translations.get(`${entity}/${key}`)
		if (preview && isLanguageCode(language)) {
			const kind = translationKind(SITE_KINDS[key] as AnyKind, language)
			const { grant } = preview
			const granted =
				grant.by === 'admin' || (grant.entity === kind.entity && grant.entityId === key)
			const draft = granted ? await getDraft(db, kind.entity, key) : null
			if (draft) translation = kind.draftSchema.parse(draft.data)
		}
		const fields = siteTranslatableFields(SITE_FORMS[key].fields, content[key])
		untranslated[key] = untranslatedFields(content[key], translation, fields)
		translated[key] = applyTranslation(content[key], translation, fields)
	}
	return { content: translated as SiteContent, untranslated }
}

/**
 * Items of one kind (whole, or as a page shows them) in `language`: each one's published
 * translation laid over it, in one read.
 */
export async function itemsIn<Item extends { id: string }>(
	db: DB,
	entity: string,
	items: readonly Item[],
	language: string,
	/** The item's fields that are translated (default: all of its kind's). */
	fieldsOf: (item: Item) => ReadonlyArray<Pick<TranslatableField, 'path'>> = (item) =>
		translatableFieldsOf(entity, item),
): Promise<Array<Item & Untranslated>> {
	const translations = await readTranslations(
		db,
		[entity],
		language,
		items.map((item) => item.id),
	)
	return items.map((item) => {
		const translation = translations.get(`${entity}/${item.id}`)
		const fields = fieldsOf(item)
		return {
			...applyTranslation(item, translation, fields),
			untranslated: untranslatedFields(item, translation, fields),
		}
	})
}

/** The words a project's card shows: its part of projectTranslatableFields'. */
const PROJECT_CARD_FIELDS = ['name', 'slug', 'category', 'description', 'image.alt'].map(
	(path) => ({ path }),
)

/** Projects' cards in `language`: each one's translation over what its card shows. */
export function projectCardsIn<P extends projects.ProjectCard>(
	db: DB,
	items: readonly P[],
	language: string,
): Promise<Array<P & Untranslated>> {
	return itemsIn(db, projectKind.entity, items, language, () => PROJECT_CARD_FIELDS)
}

/** One project with its translation laid over it (none: as it is). */
export function projectIn<P extends Project>(
	project: P,
	translation: Translation | null | undefined,
): P & Untranslated {
	const fields = projectTranslatableFields(project)
	return {
		...applyTranslation(project, translation, fields),
		untranslated: untranslatedFields(project, translation, fields),
	}
}

/**
 * A default-language address of the site's as `language` has it (a redirect's target asked
 * from under the language's prefix): a project's under its address there (a translated
 * slug), anything else under the prefix.
 */
export async function addressInLanguage(
	db: DB,
	address: string,
	language: LanguageCode,
	defaultLanguage: string,
): Promise<string> {
	if (!address.startsWith('/')) return address
	const target = projectAddressParts(address)
	const found =
		target && (await visibleProjectIn(db, target.collection, target.segment, language))
	return localizedPath(
		target && found ? projectAddress(target.collection, found.project.slug) : address,
		language,
		defaultLanguage,
	)
}

/**
 * The visible project of `collection` whose address in `language` is `slug`: its
 * translated address, or its default-language one when it has none in the language (`moved`:
 * it has one, and that is where the page is).
 */
export async function visibleProjectIn(
	db: DB,
	collection: ProjectCollection,
	slug: string,
	language: string,
): Promise<{ project: Project & Untranslated; moved: string | null } | null> {
	for (const id of await findByTranslatedSlug(db, projectKind.entity, language, slug)) {
		const project = await projects.getVisibleProject(db, id, collection)
		if (project) {
			const translation = await getTranslation(db, projectKind.entity, id, language)
			return { project: projectIn(project, translation?.data), moved: null }
		}
	}
	const project = await projects.getVisibleProjectBySlug(db, collection, slug)
	if (!project) return null
	const translation = await getTranslation(db, projectKind.entity, project.id, language)
	const translated = projectIn(project, translation?.data)
	return {
		project: translated,
		moved: translated.slug !== project.slug ? translated.slug : null,
	}
}

/**
 * A project's address in every language the site is published in, by language code. The
 * default language's slug is read from the project itself: `project` may be a translation
 * of it (its slug the page's language's).
 */
export async function projectAddresses(
	db: DB,
	project: Pick<Project, 'id' | 'slug' | 'collection'>,
	languages: readonly string[],
	defaultLanguage: string,
): Promise<Record<string, string>> {
	const base = (await projects.getProjectSlug(db, project.id)) ?? project.slug
	const addresses: Record<string, string> = {}
	for (const language of languages) {
		const translation =
			language === defaultLanguage
				? null
				: await getTranslation(db, projectKind.entity, project.id, language)
		const slug =
			typeof translation?.data.slug === 'string' && translation.data.slug
				? translation.data.slug
				: base
		addresses[language] = localizedPath(
			projectAddress(project.collection, slug),
			language,
			defaultLanguage,
		)
	}
	return addresses
}

/**
 * A preview page's project in `language`: the default language's document the grant shows
 * (its draft, or the published one) with the translation's draft, or its published
 * translation, over it. Null when the grant shows neither.
 */
export async function projectPreviewIn(
	db: DB,
	grant: PreviewGrant,
	id: string,
	language: LanguageCode,
): Promise<ProjectInput | null> {
	const kind = translationKind(projectKind, language)
	const translated = await previewDocument(db, kind, grant, id)
	const base =
		(await previewDocument(db, projectKind, grant, id)) ??
		(translated && (await projectKind.readPublished(db, id)))?.doc ??
		null
	if (!base) return null
	const texts =
		translated?.texts ??
		(await getTranslation(db, projectKind.entity, id, language))?.data
	return texts ? applyTranslation(base, texts, projectTranslatableFields(base)) : base
}
