// Items' words in other languages (migration 0021; app/lib/translation.ts): one row per item
// and language holding its published translated fields, and the site's languages (a
// settings row). A translation's drafts, revisions and share links are the content core's,
// under the entity `<entity>@<language>` (app/server/content/translations.server.ts).
import {
	DEFAULT_LANGUAGE,
	isLanguageCode,
	type LanguageCode,
} from '#app/lib/languages.ts'
import { hasWords, type Translation, type TranslatedValue } from '#app/lib/translation.ts'
import type { DB } from '#app/server/db/index.server.ts'

import { nowIso, parseJson, toJson, toNumber } from './convert.server.ts'
import { getSetting, setSetting } from './settings.server.ts'

// ---------------------------------------------------------------------------------------
// The site's languages

export interface SiteLanguage {
	code: LanguageCode
	/** Visitors see it (its pages, the switcher, hreflang, the sitemap); else being prepared. */
	published: boolean
}

export interface SiteLanguages {
	/** The language the site is written in: its pages keep their addresses. */
	defaultLanguage: LanguageCode
	/** The others, in the order the switcher lists them. */
	others: SiteLanguage[]
}

const LANGUAGES_KEY = 'languages'

/** The site's languages as stored; English alone when none were chosen. */
export async function readSiteLanguages(db: DB): Promise<SiteLanguages> {
	return siteLanguagesFrom(await getSetting(db, LANGUAGES_KEY))
}

/** A stored value read leniently: unknown codes and repeats are left out. */
export function siteLanguagesFrom(value: unknown): SiteLanguages {
	const stored = (value ?? {}) as { defaultLanguage?: unknown; others?: unknown }
	const defaultLanguage =
		typeof stored.defaultLanguage === 'string' && isLanguageCode(stored.defaultLanguage)
			? stored.defaultLanguage
			: DEFAULT_LANGUAGE
	const seen = new Set<string>([defaultLanguage])
	const others: SiteLanguage[] = []
	for (const entry of Array.isArray(stored.others) ? stored.others : []) {
		const { code, published } = (entry ?? {}) as { code?: unknown; published?: unknown }
		if (typeof code !== 'string' || !isLanguageCode(code) || seen.has(code)) continue
		seen.add(code)
		others.push({ code, published: published === true })
	}
	return { defaultLanguage, others }
}

export async function writeSiteLanguages(
	db: DB,
	languages: SiteLanguages,
): Promise<void> {
	await setSetting(db, LANGUAGES_KEY, languages)
}

// ---------------------------------------------------------------------------------------
// Translations

export interface StoredTranslation {
	entity: string
	entityId: string
	language: string
	data: Translation
	revision: number
	updatedBy: string | null
}

/** The translated values of a stored row (anything else in it is left out). */
export function translationFrom(data: unknown): Translation {
	const translation: Record<string, TranslatedValue> = {}
	if (data && typeof data === 'object' && !Array.isArray(data))
		for (const [path, value] of Object.entries(data))
			if (hasWords(value)) translation[path] = value
	return translation
}

export async function getTranslation(
	db: DB,
	entity: string,
	entityId: string,
	language: string,
): Promise<StoredTranslation | null> {
	const row = await db
		.selectFrom('translations')
		.select(['entity', 'entityId', 'language', 'data', 'revision', 'updatedBy'])
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.where('language', '=', language)
		.executeTakeFirst()
	return row
		? {
				...row,
				data: translationFrom(parseJson(row.data)),
				revision: toNumber(row.revision),
			}
		: null
}

/**
 * The published translations in `language` of the items of `entities` (of `entityIds`
 * only, when given), by `<entity>/<id>`.
 */
export async function readTranslations(
	db: DB,
	entities: readonly string[],
	language: string,
	entityIds?: readonly string[],
): Promise<Map<string, Translation>> {
	if (entities.length === 0 || entityIds?.length === 0) return new Map()
	let query = db
		.selectFrom('translations')
		.select(['entity', 'entityId', 'data'])
		.where('entity', 'in', entities)
		.where('language', '=', language)
	if (entityIds) query = query.where('entityId', 'in', entityIds)
	const rows = await query.execute()
	return new Map(
		rows.map((row) => [
			`${row.entity}/${row.entityId}`,
			translationFrom(parseJson(row.data)),
		]),
	)
}

/** Every language an item has a published translation in (the dashboard's lists). */
export async function translatedLanguages(
	db: DB,
	entity: string,
): Promise<Map<string, string[]>> {
	const rows = await db
		.selectFrom('translations')
		.select(['entityId', 'language'])
		.where('entity', '=', entity)
		.execute()
	const languages = new Map<string, string[]>()
	for (const row of rows)
		languages.set(row.entityId, [...(languages.get(row.entityId) ?? []), row.language])
	return languages
}

/** The translated addresses of a kind's items (a project's slug), by `<language>/<id>`. */
export async function translatedSlugs(
	db: DB,
	entity: string,
	languages: readonly string[],
): Promise<Map<string, string>> {
	if (languages.length === 0) return new Map()
	const rows = await db
		.selectFrom('translations')
		.select(['entityId', 'language', 'slug'])
		.where('entity', '=', entity)
		.where('language', 'in', languages)
		.where('slug', 'is not', null)
		.execute()
	return new Map(
		rows.flatMap((row) =>
			row.slug ? [[`${row.language}/${row.entityId}`, row.slug] as const] : [],
		),
	)
}

/** The item of a kind whose translated address in `language` is `slug`, if any. */
export async function findByTranslatedSlug(
	db: DB,
	entity: string,
	language: string,
	slug: string,
): Promise<string[]> {
	const rows = await db
		.selectFrom('translations')
		.select('entityId')
		.where('entity', '=', entity)
		.where('language', '=', language)
		.where('slug', '=', slug)
		.execute()
	return rows.map((row) => row.entityId)
}

/**
 * Writes an item's translation if it is still at `expectedRevision` (0: none yet), which
 * then becomes `expectedRevision + 1`. False when another publish came first.
 */
export async function writeTranslation(
	db: DB,
	input: {
		entity: string
		entityId: string
		language: string
		data: Translation
		expectedRevision: number
		updatedBy: string | null
	},
): Promise<boolean> {
	const slug = typeof input.data.slug === 'string' ? input.data.slug : null
	const values = {
		data: toJson(input.data),
		revision: input.expectedRevision + 1,
		slug,
		updatedBy: input.updatedBy,
		updatedAt: nowIso(),
	}
	if (input.expectedRevision === 0) {
		const inserted = await db
			.insertInto('translations')
			.values({
				entity: input.entity,
				entityId: input.entityId,
				language: input.language,
				...values,
			})
			.onConflict((oc) => oc.columns(['entity', 'entityId', 'language']).doNothing())
			.executeTakeFirst()
		return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
	}
	const updated = await db
		.updateTable('translations')
		.set(values)
		.where('entity', '=', input.entity)
		.where('entityId', '=', input.entityId)
		.where('language', '=', input.language)
		.where('revision', '=', input.expectedRevision)
		.executeTakeFirst()
	return Number(updated.numUpdatedRows) > 0
}

/** Removes every translation of an item (it was deleted for good). */
export async function deleteTranslationsOf(
	db: DB,
	entity: string,
	entityId: string,
): Promise<void> {
	await db
		.deleteFrom('translations')
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.execute()
}
