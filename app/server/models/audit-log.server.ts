// Who changed what, and when: one row per admin write (and per sign-in, sign-out, …).
// Recording one does not touch the content version: a write that changes what the public
// pages show renews it by name, renewContentVersion (decision 026).
import { sql } from 'kysely'

import type { ActivityEntry, ActivityKindMatch } from '#app/lib/activity.ts'
import type { DB } from '#app/server/db/index.server.ts'
import type { AuditLogRow } from '#app/server/db/schema.server.ts'

import {
	newId,
	nowIso,
	parseJson,
	toIso,
	toJsonOrNull,
	type JsonValue,
} from './convert.server.ts'
import { paginate } from './paging.server.ts'

/** An entry as the Activity tab reads it (app/lib/activity.ts), its detail parsed JSON. */
export interface AuditEntry extends ActivityEntry {
	detail: JsonValue | null
}

export interface AuditInput {
	actorId?: string | null
	actorEmail?: string | null
	action: string
	entity: string
	entityId?: string | null
	detail?: JsonValue | null
}

/** Who does an admin change: what the log records of them. */
export interface AuditActor {
	id: string
	email: string
}

/** The entry of `actor`'s change to one record: what recordAudit writes for it. */
export function changeBy(
	actor: AuditActor,
	action: string,
	target: { entity: string; id: string; detail: JsonValue },
): AuditInput {
	return {
		actorId: actor.id,
		actorEmail: actor.email,
		action,
		entity: target.entity,
		entityId: target.id,
		detail: target.detail,
	}
}

// Entries of one millisecond (a publish in every language writes one per language) are read
// in the order they were written: the id, the log's second sort key, starts with a count
// this process keeps, fixed-width base 36 so that text order is number order.
let entriesWritten = 0
function entryId(): string {
	entriesWritten = (entriesWritten + 1) % 36 ** 8
	return entriesWritten.toString(36).padStart(8, '0') + newId()
}

export async function recordAudit(db: DB, entry: AuditInput): Promise<AuditEntry> {
	const row = await db
		.insertInto('auditLog')
		.values({
			id: entryId(),
			actorId: entry.actorId ?? null,
			actorEmail: entry.actorEmail ?? null,
			action: entry.action,
			entity: entry.entity,
			entityId: entry.entityId ?? null,
			detail: toJsonOrNull(entry.detail),
			createdAt: nowIso(),
		})
		.returningAll()
		.executeTakeFirstOrThrow()
	return auditEntryFromRow(row)
}

/** The log, newest first. */
export async function listAuditLog(
	db: DB,
	page: { limit?: number; offset?: number } = {},
): Promise<AuditEntry[]> {
	const query = db
		.selectFrom('auditLog')
		.selectAll()
		.orderBy('createdAt', 'desc')
		.orderBy('id', 'desc')
	const rows = await paginate(query, page).execute()
	return rows.map(auditEntryFromRow)
}

export async function countAuditLog(db: DB, filter: AuditFilter = {}): Promise<number> {
	const row = await filtered(db, filter)
		.select((eb) => eb.fn.countAll().as('count'))
		.executeTakeFirstOrThrow()
	return Number(row.count)
}

// ---------------------------------------------------------------------------------------
// The Activity tab: filters, and pages that start after an entry

export interface AuditFilter {
	/** One person's entries: those they made, and failed sign-ins as their address. */
	actor?: { id: string; email: string }
	/** Entries of any of these kinds. */
	kinds?: readonly ActivityKindMatch[]
	/** From this moment on (inclusive). */
	from?: Date
	/** Before this moment. */
	until?: Date
}

/** Where a page starts: the entry just before it in the log's order (not included). */
export interface AuditCursor {
	createdAt: string
	id: string
}

function filtered(db: DB, filter: AuditFilter) {
	let query = db.selectFrom('auditLog')
	const { actor, kinds, from, until } = filter
	if (actor) {
		query = query.where((eb) =>
			eb.or([
				eb('actorId', '=', actor.id),
				eb.and([eb('actorId', 'is', null), eb('actorEmail', '=', actor.email)]),
			]),
		)
	}
	if (kinds && kinds.length > 0) {
		query = query.where((eb) =>
			eb.or(
				kinds.map((kind) =>
					kind.actionPrefix === undefined
						? eb('entity', '=', kind.entity)
						: eb.and([
								eb('entity', '=', kind.entity),
								eb(
									sql<string>`substr(${sql.ref('action')}, 1, ${kind.actionPrefix.length})`,
									'=',
									kind.actionPrefix,
								),
							]),
				),
			),
		)
	}
	if (from) query = query.where('createdAt', '>=', from.toISOString())
	if (until) query = query.where('createdAt', '<', until.toISOString())
	return query
}

/**
 * Up to `limit` entries matching `filter`, next to `cursor` in the log's order: the older
 * ones, newest first, or (`newer`) the newer ones, oldest first. Without a cursor, from
 * the newest (or the oldest).
 */
export async function listAuditEntries(
	db: DB,
	input: {
		filter?: AuditFilter
		cursor?: AuditCursor | null
		direction: 'older' | 'newer'
		limit: number
	},
): Promise<AuditEntry[]> {
	const { cursor, direction } = input
	const before = direction === 'older'
	let query = filtered(db, input.filter ?? {}).selectAll()
	if (cursor) {
		const at = cursor.createdAt
		query = query.where((eb) =>
			eb.or([
				eb('createdAt', before ? '<' : '>', at),
				eb.and([eb('createdAt', '=', at), eb('id', before ? '<' : '>', cursor.id)]),
			]),
		)
	}
	const order = before ? 'desc' : 'asc'
	const rows = await query
		.orderBy('createdAt', order)
		.orderBy('id', order)
		.limit(input.limit)
		.execute()
	return rows.map(auditEntryFromRow)
}

/** The accounts removed from the team, newest removal first: who else is in the log. */
export async function listRemovedMembers(
	db: DB,
): Promise<Array<{ id: string; email: string }>> {
	const rows = await db
		.selectFrom('auditLog')
		.select(['entityId', 'detail'])
		.where('entity', '=', 'user')
		.where('action', '=', 'user.remove')
		.orderBy('createdAt', 'desc')
		.execute()
	const removed: Array<{ id: string; email: string }> = []
	for (const row of rows) {
		const detail = parseJson(row.detail) as { email?: unknown } | null
		if (row.entityId && typeof detail?.email === 'string')
			removed.push({ id: row.entityId, email: detail.email })
	}
	return removed
}

// ---------------------------------------------------------------------------------------
// Rows

export function auditEntryFromRow(row: AuditLogRow): AuditEntry {
	return {
		id: row.id,
		actorId: row.actorId ?? null,
		actorEmail: row.actorEmail ?? null,
		action: row.action,
		entity: row.entity,
		entityId: row.entityId ?? null,
		detail: (parseJson(row.detail) ?? null) as JsonValue | null,
		createdAt: toIso(row.createdAt),
	}
}
