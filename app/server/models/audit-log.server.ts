// Who changed what, and when: one row per admin write (and per sign-in, sign-out, …).
// Recording one does not touch the content version: a write that changes what the public
// pages show renews it by name, renewContentVersion (decision 026).
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

export interface AuditEntry {
	id: string
	actorId: string | null
	actorEmail: string | null
	/** What happened, e.g. 'project.create', 'logo.hide'. */
	action: string
	/** The kind of record, e.g. 'project'. */
	entity: string
	entityId: string | null
	detail: JsonValue | null
	createdAt: string
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

export async function recordAudit(db: DB, entry: AuditInput): Promise<AuditEntry> {
	const row = await db
		.insertInto('auditLog')
		.values({
			id: newId(),
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

export async function countAuditLog(db: DB): Promise<number> {
	const row = await db
		.selectFrom('auditLog')
		.select((eb) => eb.fn.countAll().as('count'))
		.executeTakeFirstOrThrow()
	return Number(row.count)
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
