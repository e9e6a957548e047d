// Redirects (migration 0018): an old address of the site and where it leads now, or that
// it is gone. One per address; the rules (loops, chains, who may add what) are the
// Redirects tab's service's (app/server/admin/redirects.server.ts).
import { sql } from 'kysely'

import type { DB } from '#app/server/db/index.server.ts'
import type { RedirectRow } from '#app/server/db/schema.server.ts'

import { newId, nowIso, toIsoOrNull, toIso, toNumber } from './convert.server.ts'
import { loadPage, paginate, type PageOf, type PageRequest } from './paging.server.ts'
import { matchesText } from './search.server.ts'

export type RedirectStatus = 301 | 302 | 410
export type RedirectSource = 'auto' | 'manual' | 'import'

export interface Redirect {
	id: string
	fromPath: string
	/** A path on the site (with its query, if any), an http(s) address elsewhere, or '' (410). */
	toPath: string
	status: RedirectStatus
	source: RedirectSource
	/** The e-mail of the admin who made it; null: the site itself (a migration). */
	createdBy: string | null
	createdAt: string
	updatedAt: string
	hits: number
	lastHitAt: string | null
}

export interface RedirectValues {
	fromPath: string
	toPath: string
	status: RedirectStatus
	source: RedirectSource
	createdBy: string | null
}

function redirectFromRow(row: RedirectRow): Redirect {
	const status = toNumber(row.status)
	return {
		id: row.id,
		fromPath: row.fromPath,
		toPath: row.toPath,
		status: status === 302 || status === 410 ? status : 301,
		source: row.source === 'auto' || row.source === 'import' ? row.source : 'manual',
		createdBy: row.createdBy,
		createdAt: toIso(row.createdAt),
		updatedAt: toIso(row.updatedAt),
		hits: toNumber(row.hits),
		lastHitAt: toIsoOrNull(row.lastHitAt),
	}
}

/** The redirect from `path` (a path as the server spells it), if any. */
export async function getRedirectFrom(db: DB, path: string): Promise<Redirect | null> {
	const row = await db
		.selectFrom('redirects')
		.selectAll()
		.where('fromPath', '=', path)
		.executeTakeFirst()
	return row ? redirectFromRow(row) : null
}

export async function getRedirect(db: DB, id: string): Promise<Redirect | null> {
	const row = await db
		.selectFrom('redirects')
		.selectAll()
		.where('id', '=', id)
		.executeTakeFirst()
	return row ? redirectFromRow(row) : null
}

/** One page of the Redirects tab: the newest first; `search` in either address. */
export async function pageRedirects(
	db: DB,
	request: PageRequest,
	search = '',
): Promise<PageOf<Redirect>> {
	// Addresses are stored percent-encoded (/%C3%BCber-uns): a search for what the tab shows
	// (/über-uns) looks for that too.
	const encoded = safeEncode(search)
	const filtered = () => {
		const query = db.selectFrom('redirects')
		if (!search) return query
		const columns = ['from_path', 'to_path']
		return query.where(
			encoded === search
				? matchesText(db, columns, search)
				: sql<boolean>`(${matchesText(db, columns, search)} or ${matchesText(db, columns, encoded)})`,
		)
	}
	return loadPage(
		request,
		async () =>
			toNumber(
				(
					await filtered()
						.select((eb) => eb.fn.countAll().as('count'))
						.executeTakeFirstOrThrow()
				).count,
			),
		async (window) =>
			(
				await paginate(
					filtered().selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc'),
					window,
				).execute()
			).map(redirectFromRow),
	)
}

export async function insertRedirect(db: DB, values: RedirectValues): Promise<Redirect> {
	const now = nowIso()
	const row = await db
		.insertInto('redirects')
		.values({ ...values, id: newId(), createdAt: now, updatedAt: now })
		.returningAll()
		.executeTakeFirstOrThrow()
	return redirectFromRow(row)
}

/** Changes a redirect's addresses and status; null when it is gone. */
export async function updateRedirect(
	db: DB,
	id: string,
	values: Pick<RedirectValues, 'fromPath' | 'toPath' | 'status'>,
): Promise<Redirect | null> {
	const row = await db
		.updateTable('redirects')
		.set({ ...values, updatedAt: nowIso() })
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirst()
	return row ? redirectFromRow(row) : null
}

export async function deleteRedirect(db: DB, id: string): Promise<Redirect | null> {
	const row = await db
		.deleteFrom('redirects')
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirst()
	return row ? redirectFromRow(row) : null
}

/** Removes the redirect from `path` (a page stands there now); whether there was one. */
export async function deleteRedirectFrom(db: DB, path: string): Promise<boolean> {
	const result = await db
		.deleteFrom('redirects')
		.where('fromPath', '=', path)
		.executeTakeFirst()
	return Number(result.numDeletedRows) > 0
}

/** Every redirect into `from` leads to `to` instead (a chain collapsed); how many. */
export async function retargetRedirects(
	db: DB,
	from: string,
	to: string,
	status?: RedirectStatus,
): Promise<number> {
	const result = await db
		.updateTable('redirects')
		.set({ toPath: to, updatedAt: nowIso(), ...(status ? { status } : {}) })
		.where('toPath', '=', from)
		.where('fromPath', '<>', to)
		.executeTakeFirst()
	return Number(result.numUpdatedRows)
}

/** Every address a redirect leaves from (the shared cache keeps each such page apart). */
export async function listRedirectSources(db: DB): Promise<string[]> {
	const rows = await db.selectFrom('redirects').select('fromPath').execute()
	return rows.map((row) => row.fromPath)
}

/** Adds `count` uses to the redirect from `path`, last used at `at` (no such redirect: nothing). */
export async function addRedirectHits(
	db: DB,
	path: string,
	count: number,
	at: string,
): Promise<void> {
	await db
		.updateTable('redirects')
		.set((eb) => ({ hits: eb('hits', '+', count), lastHitAt: at }))
		.where('fromPath', '=', path)
		.execute()
}

function safeEncode(text: string): string {
	try {
		return encodeURI(text)
	} catch {
		// A lone surrogate: nothing stored is spelled so.
		return text
	}
}
