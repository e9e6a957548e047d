// Site settings (company name, tagline, contact details, social links) and internal
// key/value markers. Each site setting is its own row ('site.companyName',
// 'site.social.linkedin'…), so two admins saving different fields never overwrite each other.
import type { SiteSettings, SocialLinks } from '#app/lib/types.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'

import { newId, nowIso, parseJson, toJson } from './convert.server.ts'

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
	companyName: 'Aster Software',
	tagline: 'Innovate, Integrate, Inspire: Your Software Solutions Partner',
	foundedYear: 2023,
	contactEmail: 'hello@aster.example',
	contactPhone: '',
	address: '',
	blurb:
		'Aster Software is a small studio that designs and builds mobile applications, websites and smart systems for companies that want software to work as hard as they do.',
	social: {
		instagram: 'https://www.instagram.com/asterSoftware',
		facebook: 'https://www.facebook.com/asterSoftware',
		twitter: 'https://x.com/asterSoftware',
		linkedin: 'https://www.linkedin.com/company/asterSoftware',
	},
}

export type SiteSettingsPatch = Partial<Omit<SiteSettings, 'social'>> & {
	social?: Partial<SocialLinks>
}

const SITE_PREFIX = 'site.'

type Leaf = string | number

/** The defaults as [key, value] rows: 'site.companyName', 'site.social.instagram'… */
function leaves(settings: SiteSettingsPatch): Array<[string, Leaf]> {
	const rows: Array<[string, Leaf]> = []
	for (const [key, value] of Object.entries(settings)) {
		if (value === undefined) continue
		if (key === 'social' && typeof value === 'object' && value !== null) {
			for (const [name, link] of Object.entries(value)) {
				if (link !== undefined) rows.push([`${SITE_PREFIX}social.${name}`, link as Leaf])
			}
		} else {
			rows.push([`${SITE_PREFIX}${key}`, value as Leaf])
		}
	}
	return rows
}

const DEFAULT_LEAVES = new Map(leaves(DEFAULT_SITE_SETTINGS))

function cloneDefaults(): SiteSettings {
	return { ...DEFAULT_SITE_SETTINGS, social: { ...DEFAULT_SITE_SETTINGS.social } }
}

function assign(settings: SiteSettings, key: string, value: Leaf): void {
	const path = key.slice(SITE_PREFIX.length).split('.')
	if (path[0] === 'social' && path[1]) {
		;(settings.social as unknown as Record<string, Leaf>)[path[1]] = value
	} else if (path[0]) {
		;(settings as unknown as Record<string, Leaf>)[path[0]] = value
	}
}

/** The stored site settings over the defaults; a stored value of the wrong type is ignored. */
export async function getSiteSettings(db: DB): Promise<SiteSettings> {
	const rows = await db
		.selectFrom('settings')
		.select(['key', 'value'])
		.where('key', 'like', `${SITE_PREFIX}%`)
		.execute()
	const settings = cloneDefaults()
	for (const row of rows) {
		const fallback = DEFAULT_LEAVES.get(row.key)
		const value = parseJson(row.value)
		if (fallback !== undefined && typeof value === typeof fallback) {
			assign(settings, row.key, value as Leaf)
		}
	}
	return settings
}

/**
 * Saves the given fields (nested social links one by one) and returns the full settings.
 * Unknown fields are refused, as are values of the wrong type.
 */
export async function updateSiteSettings(
	db: DB,
	patch: SiteSettingsPatch,
): Promise<SiteSettings> {
	const rows = leaves(patch)
	for (const [key, value] of rows) {
		const fallback = DEFAULT_LEAVES.get(key)
		if (fallback === undefined) throw new TypeError(`Unknown site setting: ${key}`)
		if (typeof value !== typeof fallback) {
			throw new TypeError(`Site setting ${key} must be a ${typeof fallback}`)
		}
	}
	return inTransaction(db, async (trx) => {
		for (const [key, value] of rows) await setSetting(trx, key, value)
		return getSiteSettings(trx)
	})
}

/** A raw stored value (parsed JSON), or undefined when the key was never set. */
export async function getSetting(db: DB, key: string): Promise<unknown> {
	const row = await db
		.selectFrom('settings')
		.select('value')
		.where('key', '=', key)
		.executeTakeFirst()
	return row ? parseJson(row.value) : undefined
}

/** Stores any JSON value under `key`, replacing what was there. */
export async function setSetting(db: DB, key: string, value: unknown): Promise<void> {
	const now = nowIso()
	await db
		.insertInto('settings')
		.values({ key, value: toJson(value), updatedAt: now })
		.onConflict((oc) =>
			oc
				.column('key')
				.doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updatedAt: now })),
		)
		.execute()
}

/**
 * Stores `value` under `key` only when nothing is stored there yet; returns whether it
 * did. Atomic on both engines: of two processes racing, exactly one gets true.
 */
export async function setSettingIfAbsent(
	db: DB,
	key: string,
	value: unknown,
): Promise<boolean> {
	const result = await db
		.insertInto('settings')
		.values({ key, value: toJson(value), updatedAt: nowIso() })
		.onConflict((oc) => oc.column('key').doNothing())
		.executeTakeFirst()
	return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Removes a stored value; returns whether there was one. */
export async function deleteSetting(db: DB, key: string): Promise<boolean> {
	const result = await db.deleteFrom('settings').where('key', '=', key).executeTakeFirst()
	return Number(result.numDeletedRows) > 0
}

/** Where the content version lives: a token that changes with every change to content. */
export const CONTENT_VERSION_KEY = 'content_version'

/**
 * The current content version. The render cache keeps a page only while this is unchanged,
 * so every instance that shares the database sees a change on its next request.
 */
export async function getContentVersion(db: DB): Promise<string> {
	const value = await getSetting(db, CONTENT_VERSION_KEY)
	return typeof value === 'string' ? value : 'initial'
}

/**
 * Gives the content a new version: pages rendered before it are not served again. Every
 * write that changes what a public page shows calls it in its own transaction, so the
 * version changes exactly when the change commits; nothing else calls it (decision 026).
 */
export async function renewContentVersion(db: DB): Promise<void> {
	await setSetting(db, CONTENT_VERSION_KEY, newId())
}
