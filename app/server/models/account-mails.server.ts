// account_mails (migration 0007): mail the dashboard sends about accounts, stored first and
// then sent by the outbox (app/server/contact/outbox.server.ts) as contact messages are.
// Every query on the table lives here. A mail's link is a secret: its bodies are emptied
// once it is sent or given up.
import type { Selectable } from 'kysely'

import type { DB } from '#app/server/db/index.server.ts'
import type {
	AccountMailKind,
	AccountMailStatus,
	AccountMailsTable,
} from '#app/server/db/schema.server.ts'

import { newId, toIso, toIsoOrNull, toNumber } from './convert.server.ts'
import { iso, NO_BODY } from './outbox.server.ts'

export type { AccountMailKind, AccountMailStatus }

export interface AccountMail {
	id: string
	kind: AccountMailKind
	refId: string
	to: string
	subject: string
	text: string
	html: string
	status: AccountMailStatus
	attempts: number
	nextAttemptAt: string | null
	lastError: string | null
	sentAt: string | null
	discardAfter: string
	createdAt: string
}

export interface NewAccountMail {
	kind: AccountMailKind
	refId: string
	to: string
	subject: string
	text: string
	html: string
	/** When the link in it stops working. */
	discardAfter: number
}

export function accountMailFromRow(row: Selectable<AccountMailsTable>): AccountMail {
	return {
		id: row.id,
		kind: row.kind,
		refId: row.refId,
		to: row.toAddress,
		subject: row.subject,
		text: row.textBody,
		html: row.htmlBody,
		status: row.status,
		attempts: toNumber(row.attempts),
		nextAttemptAt: toIsoOrNull(row.nextAttemptAt),
		lastError: row.lastError,
		sentAt: toIsoOrNull(row.sentAt),
		discardAfter: toIso(row.discardAfter),
		createdAt: toIso(row.createdAt),
	}
}

/** Stores a mail, due for sending at once. */
export async function insertAccountMail(
	db: DB,
	input: NewAccountMail,
	now = Date.now(),
): Promise<AccountMail> {
	const row = await db
		.insertInto('accountMails')
		.values({
			id: newId(),
			kind: input.kind,
			refId: input.refId,
			toAddress: input.to,
			subject: input.subject,
			textBody: input.text,
			htmlBody: input.html,
			status: 'pending',
			attempts: 0,
			nextAttemptAt: iso(now),
			discardAfter: iso(input.discardAfter),
			createdAt: iso(now),
		})
		.returningAll()
		.executeTakeFirstOrThrow()
	return accountMailFromRow(row)
}

export async function getAccountMail(db: DB, id: string): Promise<AccountMail | null> {
	const row = await db
		.selectFrom('accountMails')
		.selectAll()
		.where('id', '=', id)
		.executeTakeFirst()
	return row ? accountMailFromRow(row) : null
}

/** Every mail about `refId` of this kind, newest first (tests, the Team tab). */
export async function listAccountMailsFor(
	db: DB,
	kind: AccountMailKind,
	refId: string,
): Promise<AccountMail[]> {
	const rows = await db
		.selectFrom('accountMails')
		.selectAll()
		.where('kind', '=', kind)
		.where('refId', '=', refId)
		.orderBy('createdAt', 'desc')
		.orderBy('id', 'desc')
		.execute()
	return rows.map(accountMailFromRow)
}

export interface AccountMailState {
	status: AccountMailStatus
	sentAt: string | null
	attempts: number
}

/** The latest mail's state for each of `refIds` (of this kind) that has one. */
export async function latestAccountMailStates(
	db: DB,
	kind: AccountMailKind,
	refIds: string[],
): Promise<Map<string, AccountMailState>> {
	const states = new Map<string, AccountMailState>()
	if (refIds.length === 0) return states
	const rows = await db
		.selectFrom('accountMails')
		.select(['refId', 'status', 'sentAt', 'attempts', 'createdAt'])
		.where('kind', '=', kind)
		.where('refId', 'in', refIds)
		.orderBy('createdAt', 'asc')
		.orderBy('id', 'asc')
		.execute()
	for (const row of rows) {
		states.set(row.refId, {
			status: row.status,
			sentAt: toIsoOrNull(row.sentAt),
			attempts: toNumber(row.attempts),
		})
	}
	return states
}

/**
 * Gives up the pending mails about `refId` (a revoked invitation, a removed account): they
 * are marked failed with `reason` and their bodies emptied. How many were.
 */
export async function withdrawAccountMails(
	db: DB,
	kind: AccountMailKind,
	refId: string,
	reason: string,
): Promise<number> {
	const result = await db
		.updateTable('accountMails')
		.set({ status: 'failed', nextAttemptAt: null, lastError: reason, ...NO_BODY })
		.where('kind', '=', kind)
		.where('refId', '=', refId)
		.where('status', '=', 'pending')
		.executeTakeFirst()
	return Number(result.numUpdatedRows)
}
