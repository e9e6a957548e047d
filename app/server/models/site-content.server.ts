// The published Site forms (migration 0013): one row per form, its value as JSON. Reads
// give each form's value over today's copy (app/lib/site-content.ts), so a missing row or
// field is never an error; a write must name the revision it started from.
import { mapImagesIn } from '#app/lib/media-library.ts'
import { siteValueFrom } from '#app/lib/site-content.ts'
import type { ImageRef } from '#app/lib/types.ts'
import {
	SITE_KEYS,
	type SiteContent,
	type SiteKey,
	type SiteValue,
} from '#app/schemas/site-content.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { preparedQuery } from '#app/server/db/prepared.server.ts'
import type { SiteContentRow } from '#app/server/db/schema.server.ts'

import { nowIso, parseJson, toIso, toJson, toNumber } from './convert.server.ts'

/** What is stored of one form, as stored (the value not yet read over the defaults). */
export interface StoredSiteForm {
	key: string
	data: unknown
	revision: number
	updatedBy: string | null
	updatedAt: string
}

function storedFromRow(row: SiteContentRow): StoredSiteForm {
	return {
		key: row.key,
		data: parseJson(row.data),
		revision: toNumber(row.revision),
		updatedBy: row.updatedBy,
		updatedAt: toIso(row.updatedAt),
	}
}

/**
 * Every form's published value: one statement for the six rows at most. The public pages
 * read this once per render (the root loader).
 */
export async function readSiteContent(db: DB): Promise<SiteContent> {
	const { rows } = await selectForms(db)
	const stored = new Map(rows.map((row) => [row.key, row.data]))
	return Object.fromEntries(
		SITE_KEYS.map((key) => [key, readValue(key, stored.get(key))]),
	) as SiteContent
}

const selectForms = preparedQuery((db: DB) =>
	db.selectFrom('siteContent').select(['key', 'data']),
)

/**
 * Each form's value as last read, by its stored JSON: a page render reads the same text
 * again and again between saves, and reading it over the defaults (a schema check per
 * field) costs ~0.4 ms for the six; comparing the text costs microseconds. The values are
 * shared between renders and never changed.
 */
const lastRead = new Map<SiteKey, { text: string | undefined; value: unknown }>()

function readValue(key: SiteKey, text: string | undefined): unknown {
	const last = lastRead.get(key)
	if (last && last.text === text) return last.value
	const value = siteValueFrom(key, text === undefined ? undefined : parseJson(text))
	lastRead.set(key, { text, value })
	return value
}

/**
 * Passes every image of a published form through `rewrite` (the library changed an image's
 * alt text or focal point), leaving its revision and who saved it. False when the form was
 * never saved.
 */
export async function rewriteSiteFormImages(
	db: DB,
	key: SiteKey,
	rewrite: (image: ImageRef) => ImageRef,
): Promise<boolean> {
	const stored = await getStoredSiteForm(db, key)
	if (!stored) return false
	await db
		.updateTable('siteContent')
		.set({ data: toJson(mapImagesIn(stored.data, rewrite)) })
		.where('key', '=', key)
		.execute()
	return true
}

/** One form as stored, or null when it was never saved. */
export async function getStoredSiteForm(
	db: DB,
	key: SiteKey,
): Promise<StoredSiteForm | null> {
	const row = await db
		.selectFrom('siteContent')
		.selectAll()
		.where('key', '=', key)
		.executeTakeFirst()
	return row ? storedFromRow(row) : null
}

/** One form's published value and the revision a save must start from (0: never saved). */
export async function getSiteForm<K extends SiteKey>(
	db: DB,
	key: K,
): Promise<{
	value: SiteValue<K>
	revision: number
	updatedBy: string | null
	updatedAt: string | null
}> {
	const stored = await getStoredSiteForm(db, key)
	return {
		value: siteValueFrom(key, stored?.data),
		revision: stored?.revision ?? 0,
		updatedBy: stored?.updatedBy ?? null,
		updatedAt: stored?.updatedAt ?? null,
	}
}

export type SiteFormWrite =
	| { ok: true; revision: number; updatedAt: string }
	/** Another save came first: what is stored now (null: it was never saved). */
	| { ok: false; current: StoredSiteForm | null }

/**
 * Stores a form's value if it is still at `expectedRevision` (0: never saved), as the next
 * revision. One statement decides, so of two saves started from the same revision exactly
 * one is stored, on either engine.
 */
export async function writeSiteForm(
	db: DB,
	input: { key: SiteKey; data: unknown; expectedRevision: number; updatedBy: string },
): Promise<SiteFormWrite> {
	const { key, expectedRevision, updatedBy } = input
	const data = toJson(input.data)
	const updatedAt = nowIso()
	const written =
		expectedRevision === 0
			? await db
					.insertInto('siteContent')
					.values({ key, data, revision: 1, updatedBy, updatedAt })
					.onConflict((oc) => oc.column('key').doNothing())
					.returning('revision')
					.executeTakeFirst()
			: await db
					.updateTable('siteContent')
					.set((eb) => ({
						data,
						revision: eb('revision', '+', 1),
						updatedBy,
						updatedAt,
					}))
					.where('key', '=', key)
					.where('revision', '=', expectedRevision)
					.returning('revision')
					.executeTakeFirst()
	if (written) return { ok: true, revision: toNumber(written.revision), updatedAt }
	return { ok: false, current: await getStoredSiteForm(db, key) }
}

/**
 * Stores a form's value only when nothing is stored for it yet (the demo seed: an admin's
 * edits are never replaced); returns whether it did.
 */
export async function storeSiteFormIfAbsent(
	db: DB,
	key: SiteKey,
	data: unknown,
): Promise<boolean> {
	const result = await db
		.insertInto('siteContent')
		.values({
			key,
			data: toJson(data),
			revision: 1,
			updatedBy: null,
			updatedAt: nowIso(),
		})
		.onConflict((oc) => oc.column('key').doNothing())
		.executeTakeFirst()
	return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** When each stored form was last saved and by whom (the Site area's overview). */
export async function listSiteFormStamps(
	db: DB,
): Promise<Array<Omit<StoredSiteForm, 'data'>>> {
	const rows = await db
		.selectFrom('siteContent')
		.select(['key', 'revision', 'updatedBy', 'updatedAt'])
		.orderBy('key')
		.execute()
	return rows.map((row) => ({
		key: row.key,
		revision: toNumber(row.revision),
		updatedBy: row.updatedBy,
		updatedAt: toIso(row.updatedAt),
	}))
}
