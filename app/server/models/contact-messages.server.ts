// contact_messages: every valid post is stored here first, then mailed from this table
// (the outbox, app/server/contact/outbox.server.ts). Every query on the table lives in
// this module.
import type { Selectable } from 'kysely'

import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { preparedQuery } from '#app/server/db/prepared.server.ts'
import type {
	ContactSource,
	ContactStatus,
	SpamReason,
	ContactMessagesTable,
} from '#app/server/db/schema.server.ts'

import { newId, toBoolean, toIso, toIsoOrNull, toNumber } from './convert.server.ts'
import { iso } from './outbox.server.ts'
import { matchesText } from './search.server.ts'

export type { ContactSource, ContactStatus, SpamReason }

export interface ContactMessage {
	id: string
	source: ContactSource
	name: string | null
	email: string
	phone: string | null
	request: string | null
	notes: string | null
	message: string | null
	userAgent: string | null
	status: ContactStatus
	attempts: number
	nextAttemptAt: string | null
	lastError: string | null
	sentAt: string | null
	isSpam: boolean
	spamReason: SpamReason | null
	readAt: string | null
	archivedAt: string | null
	createdAt: string
	/** The attempt mailing it now, when one is (see claimContactMessage). */
	attemptId: string | null
	/** When that attempt started: set until it reports sent or failed. */
	sendingAt: string | null
	/** The language of the page it was sent from; null: the site's default language's. */
	language: string | null
}

export interface NewContactMessage {
	source: ContactSource
	name?: string
	email: string
	phone?: string
	request?: string
	notes?: string
	message?: string
	clientHash: string | null
	userAgent: string | null
	spamReason?: SpamReason | null
	/** A language of the site's other than its default (null or left out: the default). */
	language?: string | null
}

export function contactMessageFromRow(
	row: Selectable<ContactMessagesTable>,
): ContactMessage {
	return {
		id: row.id,
		source: row.source,
		name: row.name,
		email: row.email,
		phone: row.phone,
		request: row.request,
		notes: row.notes,
		message: row.message,
		userAgent: row.userAgent,
		status: row.status,
		attempts: toNumber(row.attempts),
		nextAttemptAt: toIsoOrNull(row.nextAttemptAt),
		lastError: row.lastError,
		sentAt: toIsoOrNull(row.sentAt),
		isSpam: toBoolean(row.isSpam),
		spamReason: row.spamReason,
		readAt: toIsoOrNull(row.readAt),
		archivedAt: toIsoOrNull(row.archivedAt),
		createdAt: toIso(row.createdAt),
		attemptId: row.attemptId,
		sendingAt: toIsoOrNull(row.sendingAt),
		language: row.language ?? null,
	}
}

// Built once per dialect (preparedQuery): every contact post runs it.
const insertMessage = preparedQuery(
	(
		db: DB,
		id: string,
		source: ContactSource,
		name: string | null,
		email: string,
		phone: string | null,
		request: string | null,
		notes: string | null,
		message: string | null,
		clientHash: string | null,
		userAgent: string | null,
		nextAttemptAt: string | null,
		isSpam: boolean,
		spamReason: SpamReason | null,
		createdAt: string,
		language: string | null,
	) =>
		db.insertInto('contactMessages').values({
			id,
			source,
			name,
			email,
			phone,
			request,
			notes,
			message,
			clientHash,
			userAgent,
			status: 'pending',
			attempts: 0,
			nextAttemptAt,
			isSpam,
			spamReason,
			createdAt,
			language,
		}),
)

/**
 * Stores a message. A real one is due for mailing at once; spam is never queued (no
 * next attempt) and goes straight to the Spam folder. Returns it as stored: every column
 * is one of the values written here or a new row's own (no attempt, no error).
 */
export async function insertContactMessage(
	db: DB,
	input: NewContactMessage,
	now = Date.now(),
): Promise<ContactMessage> {
	const isSpam = Boolean(input.spamReason)
	const stored: ContactMessage = {
		id: newId(),
		source: input.source,
		name: input.name ?? null,
		email: input.email,
		phone: input.phone ?? null,
		request: input.request ?? null,
		notes: input.notes ?? null,
		message: input.message ?? null,
		userAgent: input.userAgent,
		status: 'pending',
		attempts: 0,
		nextAttemptAt: isSpam ? null : iso(now),
		lastError: null,
		sentAt: null,
		isSpam,
		spamReason: input.spamReason ?? null,
		readAt: null,
		archivedAt: null,
		createdAt: iso(now),
		attemptId: null,
		sendingAt: null,
		language: input.language ?? null,
	}
	await inTransaction(db, async (trx) => {
		await insertMessage(
			trx,
			stored.id,
			stored.source,
			stored.name,
			stored.email,
			stored.phone,
			stored.request,
			stored.notes,
			stored.message,
			input.clientHash,
			stored.userAgent,
			stored.nextAttemptAt,
			isSpam,
			stored.spamReason,
			stored.createdAt,
			stored.language,
		)
		// The Overview's messages per day: counted as it arrives, whatever becomes of it.
		if (!isSpam) await countArrival(trx, stored.createdAt.slice(0, 10))
	})
	return stored
}

/**
 * One more message arrived on `day` (UTC, YYYY-MM-DD): contact_message_days; `by` -1 for
 * one taken back (moved to Spam by hand).
 */
async function countArrival(db: DB, day: string, by: 1 | -1 = 1): Promise<void> {
	await db
		.insertInto('contactMessageDays')
		.values({ day, messages: Math.max(by, 0) })
		.onConflict((oc) =>
			oc
				.column('day')
				.doUpdateSet((eb) => ({ messages: eb('contactMessageDays.messages', '+', by) })),
		)
		.execute()
}

// ---------------------------------------------------------------------------------------
// The admin inbox

/** Inbox: real, not archived. Archived: real, archived. Spam: everything taken for spam. */
export type InboxFolder = 'inbox' | 'archived' | 'spam'

export interface InboxQuery {
	folder: InboxFolder
	source?: ContactSource
	/** Text the sender, the address, the phone or the message contains. */
	search?: string
	/** Unread ones only. */
	unread?: boolean
	limit?: number
	offset?: number
}

/** The columns the Inbox's search reads. */
const SEARCHED = ['name', 'email', 'phone', 'request', 'notes', 'message'] as const

function inFolder(db: DB, { folder, source, search, unread }: InboxQuery) {
	let query = db.selectFrom('contactMessages').where('deletedAt', 'is', null)
	if (folder === 'spam') {
		query = query.where('isSpam', '=', true)
	} else {
		query = query.where('isSpam', '=', false)
		query =
			folder === 'archived'
				? query.where('archivedAt', 'is not', null)
				: query.where('archivedAt', 'is', null)
	}
	if (source) query = query.where('source', '=', source)
	if (unread) query = query.where('readAt', 'is', null)
	if (search) query = query.where(matchesText(db, SEARCHED, search))
	return query
}

/** Messages of a folder, newest first. */
export async function listContactMessages(
	db: DB,
	query: InboxQuery,
): Promise<ContactMessage[]> {
	const rows = await inFolder(db, query)
		.selectAll()
		.orderBy('createdAt', 'desc')
		.orderBy('id', 'desc')
		.limit(query.limit ?? 50)
		.offset(query.offset ?? 0)
		.execute()
	return rows.map(contactMessageFromRow)
}

export async function countContactMessages(db: DB, query: InboxQuery): Promise<number> {
	const row = await inFolder(db, query)
		.select((eb) => eb.fn.countAll().as('count'))
		.executeTakeFirstOrThrow()
	return Number(row.count)
}

/** Unread messages in each folder (spam included, so the admin can see it arrive). */
export async function countUnread(db: DB): Promise<Record<InboxFolder, number>> {
	const rows = await db
		.selectFrom('contactMessages')
		.select(['isSpam', (eb) => eb.fn.countAll().as('count')])
		.select((eb) =>
			eb.case().when('archivedAt', 'is', null).then(0).else(1).end().as('archived'),
		)
		.where('readAt', 'is', null)
		.where('deletedAt', 'is', null)
		.groupBy(['isSpam', 'archived'])
		.execute()
	const counts: Record<InboxFolder, number> = { inbox: 0, archived: 0, spam: 0 }
	for (const row of rows) {
		const count = Number(row.count)
		if (toBoolean(row.isSpam)) counts.spam += count
		else if (Number(row.archived) === 1) counts.archived += count
		else counts.inbox += count
	}
	return counts
}

export async function getContactMessage(
	db: DB,
	id: string,
): Promise<ContactMessage | null> {
	const row = await db
		.selectFrom('contactMessages')
		.selectAll()
		.where('id', '=', id)
		.where('deletedAt', 'is', null)
		.executeTakeFirst()
	return row ? contactMessageFromRow(row) : null
}

/** Whether a row was changed: false means there is no such message. */
async function update(
	db: DB,
	id: string,
	values: { readAt?: string | null; archivedAt?: string | null },
): Promise<boolean> {
	const result = await db
		.updateTable('contactMessages')
		.set(values)
		.where('id', '=', id)
		.where('deletedAt', 'is', null)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

export function setContactMessageRead(
	db: DB,
	id: string,
	read: boolean,
	now = Date.now(),
) {
	return update(db, id, { readAt: read ? iso(now) : null })
}

export function setContactMessageArchived(
	db: DB,
	id: string,
	archived: boolean,
	now = Date.now(),
) {
	return update(db, id, { archivedAt: archived ? iso(now) : null })
}

/**
 * Moves a message into Spam (unqueued) or out of it (queued for mailing, unless it was
 * mailed already: a real message filed as spam by hand, then back).
 */
export async function setContactMessageSpam(
	db: DB,
	id: string,
	spam: boolean,
	now = Date.now(),
): Promise<boolean> {
	const current = await db
		.selectFrom('contactMessages')
		.select(['status', 'isSpam'])
		.where('id', '=', id)
		.where('deletedAt', 'is', null)
		.executeTakeFirst()
	if (!current || toBoolean(current.isSpam) === spam) return false
	const mailed = current.status === 'sent'
	const moved = await db
		.updateTable('contactMessages')
		.set(
			spam
				? { isSpam: true, spamReason: 'marked', nextAttemptAt: null }
				: mailed
					? { isSpam: false, spamReason: null }
					: {
							isSpam: false,
							spamReason: null,
							status: 'pending',
							attempts: 0,
							lastError: null,
							nextAttemptAt: iso(now),
						},
		)
		.where('id', '=', id)
		.where('deletedAt', 'is', null)
		// As read above: a move made meanwhile by someone else is not made twice.
		.where('isSpam', '=', !spam)
		.where('status', '=', current.status)
		.returning('createdAt')
		.executeTakeFirst()
	if (!moved) return false
	await countArrival(db, toIso(moved.createdAt).slice(0, 10), spam ? -1 : 1)
	return true
}

/**
 * Deletes a message: out of every folder and the outbox at once, kept until the purge so
 * that Undo brings it back (issue 36). False when there is no such message (or it is
 * deleted already).
 */
export async function deleteContactMessage(
	db: DB,
	id: string,
	now = Date.now(),
): Promise<boolean> {
	const result = await db
		.updateTable('contactMessages')
		.set({ deletedAt: iso(now) })
		.where('id', '=', id)
		.where('deletedAt', 'is', null)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

/** Undo of a delete: the message back where it was. False when it is not deleted (or gone). */
export async function undeleteContactMessage(db: DB, id: string): Promise<boolean> {
	const result = await db
		.updateTable('contactMessages')
		.set({ deletedAt: null })
		.where('id', '=', id)
		.where('deletedAt', 'is not', null)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

/** Removes for good the messages deleted before `before` (epoch ms); how many. */
export async function purgeDeletedContactMessages(
	db: DB,
	before: number,
): Promise<number> {
	const result = await db
		.deleteFrom('contactMessages')
		.where('deletedAt', '<', iso(before))
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}

/** A message that failed for good is queued again from its first attempt. */
export async function retryContactMessage(db: DB, id: string, now = Date.now()) {
	const result = await db
		.updateTable('contactMessages')
		.set({ status: 'pending', attempts: 0, lastError: null, nextAttemptAt: iso(now) })
		.where('id', '=', id)
		.where('status', '=', 'failed')
		.where('isSpam', '=', false)
		.where('deletedAt', 'is', null)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

/** Rows in the table (tests). */
export async function countAllContactMessages(db: DB): Promise<number> {
	const row = await db
		.selectFrom('contactMessages')
		.select((eb) => eb.fn.countAll().as('count'))
		.executeTakeFirstOrThrow()
	return Number(row.count)
}
