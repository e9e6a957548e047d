// The outbox's queries, the same for every table it mails from (contact_messages,
// account_mails): which rows are due, claiming one for an attempt under an attempt id and
// a lease, then reporting it sent or failed under that id (decision 023). Written once;
// each table says only which of its rows are queued and what a sent mail leaves behind.
import type { DB } from '#app/server/db/index.server.ts'

import { toIso, toIsoOrNull } from './convert.server.ts'

export type OutboxTable = 'contactMessages' | 'accountMails'

/** Times as stored: ISO 8601 in UTC. */
export const iso = (ms: number) => new Date(ms).toISOString()

/**
 * A table's rows waiting to be mailed: a contact message marked spam never is, nor one
 * deleted (Undo puts it back in the queue).
 */
function queued(db: DB, table: OutboxTable) {
	const query = db
		.selectFrom(table as 'contactMessages')
		.where('status', '=', 'pending')
		.where('nextAttemptAt', 'is not', null)
	return table === 'contactMessages'
		? query.where('isSpam', '=', false).where('deletedAt', 'is', null)
		: query
}

/** Ids of rows due for mailing at `now`, the longest waiting first. */
export async function listDueMails(
	db: DB,
	table: OutboxTable,
	now: number,
	limit = 20,
): Promise<string[]> {
	const rows = await queued(db, table)
		.where('nextAttemptAt', '<=', iso(now))
		.select('id')
		.orderBy('nextAttemptAt')
		.limit(limit)
		.execute()
	return rows.map((row) => row.id)
}

/** When the next queued row falls due (epoch ms), or null when none waits. */
export async function nextMailDueAt(db: DB, table: OutboxTable): Promise<number | null> {
	const row = await queued(db, table)
		.select((eb) => eb.fn.min('nextAttemptAt').as('next'))
		.executeTakeFirst()
	return row?.next ? new Date(toIso(row.next)).getTime() : null
}

/**
 * Takes a due row for one attempt: counts the attempt, records it as sending under
 * `attemptId`, and hides it from other workers for `leaseMs` (after which an attempt that
 * never reported, a crash mid-send, is retried). One atomic update, so two workers (or two
 * instances) never take the same row. `previousSendingAt` set means the last attempt never
 * reported, and may have been delivered. The row as stored now, or null.
 */
export async function claimMail(
	db: DB,
	table: OutboxTable,
	id: string,
	now: number,
	leaseMs: number,
	attemptId: string,
): Promise<{ row: Record<string, unknown>; previousSendingAt: string | null } | null> {
	const before = await db
		.selectFrom(table as 'contactMessages')
		.select('sendingAt')
		.where('id', '=', id)
		.executeTakeFirst()
	let claim = db
		.updateTable(table as 'contactMessages')
		.set((eb) => ({
			attempts: eb('attempts', '+', 1),
			nextAttemptAt: iso(now + leaseMs),
			attemptId,
			sendingAt: iso(now),
		}))
		.where('id', '=', id)
		.where('status', '=', 'pending')
		.where('nextAttemptAt', '<=', iso(now))
	if (table === 'contactMessages')
		claim = claim.where('isSpam', '=', false).where('deletedAt', 'is', null)
	const row = await claim.returningAll().executeTakeFirst()
	return row ? { row, previousSendingAt: toIsoOrNull(before?.sendingAt) } : null
}

/**
 * What an attempt that no longer holds its row (it outlived its lease and another took
 * over) changes: nothing. True when it still held it.
 */
async function report(
	db: DB,
	table: OutboxTable,
	id: string,
	attemptId: string,
	values: Record<string, unknown>,
): Promise<boolean> {
	const result = await db
		.updateTable(table as 'contactMessages')
		.set(values)
		.where('id', '=', id)
		.where('attemptId', '=', attemptId)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

/** An account mail's bodies once it no longer goes out: the link in them is a secret. */
export const NO_BODY = { textBody: '', htmlBody: '' }

const goneBody = (table: OutboxTable) => (table === 'accountMails' ? NO_BODY : {})

/** Attempt `attemptId` mailed the row. False when it no longer held it. */
export function markMailSent(
	db: DB,
	table: OutboxTable,
	id: string,
	now: number,
	attemptId: string,
): Promise<boolean> {
	return report(db, table, id, attemptId, {
		status: 'sent',
		sentAt: iso(now),
		nextAttemptAt: null,
		lastError: null,
		attemptId: null,
		sendingAt: null,
		...goneBody(table),
	})
}

/**
 * A failed attempt: retried at `retryAt`, or failed for good when null. False (nothing
 * changed) when `attemptId` no longer held the row.
 */
export function markMailFailed(
	db: DB,
	table: OutboxTable,
	id: string,
	error: string,
	retryAt: number | null,
	attemptId: string,
): Promise<boolean> {
	return report(db, table, id, attemptId, {
		status: retryAt === null ? 'failed' : 'pending',
		nextAttemptAt: retryAt === null ? null : iso(retryAt),
		lastError: error.slice(0, 500),
		attemptId: null,
		sendingAt: null,
		...(retryAt === null ? goneBody(table) : {}),
	})
}
