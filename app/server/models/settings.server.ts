// Internal key/value markers (the demo seed's, the content version). The company's
// settings, once rows here ('site.companyName'…), are the Site area's Company form
// (models/site-content.server.ts, decision 034).
import type { DB } from '#app/server/db/index.server.ts'
import { preparedQuery } from '#app/server/db/prepared.server.ts'

import { newId, nowIso, parseJson, toJson } from './convert.server.ts'

/** A raw stored value (parsed JSON), or undefined when the key was never set. */
export async function getSetting(db: DB, key: string): Promise<unknown> {
	const [row] = (await selectSetting(db, key)).rows
	return row ? parseJson(row.value) : undefined
}

// Read by every public page (the site's languages): built and compiled once.
const selectSetting = preparedQuery((db: DB, key: string) =>
	db.selectFrom('settings').select('value').where('key', '=', key),
)

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
