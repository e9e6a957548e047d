// The admin Inbox: what a page of it shows, and what an admin can do to a message (typed
// input: the route has read the post with app/schemas/contact.ts), in one transaction with
// its audit entry. Messages are not public content, so nothing here renews the content
// version.
import { listQueryOf } from '#app/lib/list-query.ts'
import type { InboxIntent } from '#app/schemas/contact.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'

import {
	countContactMessages,
	countUnread,
	deleteContactMessage,
	undeleteContactMessage,
	getContactMessage,
	listContactMessages,
	retryContactMessage,
	setContactMessageArchived,
	setContactMessageRead,
	setContactMessageSpam,
	type ContactMessage,
	type ContactSource,
	type InboxFolder,
} from '#app/server/models/contact-messages.server.ts'

export const INBOX_PAGE_SIZE = 25

export interface InboxView {
	folder: InboxFolder
	source: ContactSource | null
	q: string
	unreadOnly: boolean
	page: number
	pages: number
	total: number
	messages: ContactMessage[]
	unread: Record<InboxFolder, number>
	open: ContactMessage | null
}

export interface InboxQueryInput {
	folder: InboxFolder
	source: ContactSource | null
	/** Text to search for (decision 032). */
	q?: string
	/** Unread messages only (`?unread=1`). */
	unreadOnly?: boolean
	page: number
	openId: string | null
}

/** Reads the inbox's query string, falling back to the Inbox folder, every form, page 1. */
export function parseInboxQuery(url: URL): InboxQueryInput {
	const folder = url.searchParams.get('folder')
	const source = url.searchParams.get('form')
	const page = Number(url.searchParams.get('page') ?? '1')
	return {
		folder: folder === 'archived' || folder === 'spam' ? folder : 'inbox',
		source: source === 'footer' || source === 'contact-page' ? source : null,
		q: listQueryOf(url).q,
		unreadOnly: url.searchParams.get('unread') === '1',
		page: Number.isInteger(page) && page > 0 ? page : 1,
		openId: url.searchParams.get('open'),
	}
}

export async function loadInbox(db: DB, query: InboxQueryInput): Promise<InboxView> {
	const filter = {
		folder: query.folder,
		source: query.source ?? undefined,
		search: query.q || undefined,
		unread: query.unreadOnly,
	}
	const [messages, total, unread, open] = await Promise.all([
		listContactMessages(db, {
			...filter,
			limit: INBOX_PAGE_SIZE,
			offset: (query.page - 1) * INBOX_PAGE_SIZE,
		}),
		countContactMessages(db, filter),
		countUnread(db),
		query.openId ? getContactMessage(db, query.openId) : Promise.resolve(null),
	])
	return {
		folder: query.folder,
		source: query.source,
		q: query.q ?? '',
		unreadOnly: query.unreadOnly ?? false,
		page: query.page,
		pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
		total,
		messages,
		unread,
		open,
	}
}

/** Unread messages in the Inbox folder: the dashboard's tab bar shows the count. */
export async function unreadInInbox(db: DB): Promise<number> {
	return (await countUnread(db)).inbox
}

const AUDITED: Partial<Record<InboxIntent, string>> = {
	archive: 'contact_message.archive',
	unarchive: 'contact_message.unarchive',
	spam: 'contact_message.mark_spam',
	'not-spam': 'contact_message.mark_not_spam',
	retry: 'contact_message.retry',
	delete: 'contact_message.delete',
	undelete: 'contact_message.undelete',
}

/**
 * Applies one Inbox action in a transaction, with an audit entry for the ones that
 * matter. Resolves false when there is no such message (or the action does not apply).
 */
export async function applyInboxAction(
	db: DB,
	input: { intent: InboxIntent; id: string; actor: Actor },
	now = Date.now(),
): Promise<boolean> {
	const { intent, id, actor } = input
	return inTransaction(db, async (trx) => {
		// Undo of a delete: the message is deleted, so no folder shows it yet.
		if (intent === 'undelete' && !(await undeleteContactMessage(trx, id))) return false
		const message = await getContactMessage(trx, id)
		if (!message) return false
		let changed: boolean
		switch (intent) {
			case 'undelete':
				changed = true
				break
			case 'read':
			case 'unread':
				changed = await setContactMessageRead(trx, id, intent === 'read', now)
				break
			case 'archive':
			case 'unarchive':
				changed = await setContactMessageArchived(trx, id, intent === 'archive', now)
				break
			case 'spam':
			case 'not-spam':
				changed = await setContactMessageSpam(trx, id, intent === 'spam', now)
				break
			case 'retry':
				changed = await retryContactMessage(trx, id, now)
				break
			case 'delete':
				changed = await deleteContactMessage(trx, id, now)
				break
		}
		const action = AUDITED[intent]
		if (changed && action) {
			await recordAudit(
				trx,
				changeBy(actor, action, {
					entity: 'contact_message',
					id,
					detail: { from: message.email, form: message.source },
				}),
			)
		}
		return changed
	})
}
