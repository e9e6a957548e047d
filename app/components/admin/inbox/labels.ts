// How the Inbox names forms, delivery states and spam reasons.
import type { ContactMessage } from '#app/server/models/contact-messages.server.ts'

export type InboxMessage = Pick<
	ContactMessage,
	| 'id'
	| 'source'
	| 'name'
	| 'email'
	| 'phone'
	| 'request'
	| 'notes'
	| 'message'
	| 'userAgent'
	| 'status'
	| 'attempts'
	| 'nextAttemptAt'
	| 'lastError'
	| 'sentAt'
	| 'isSpam'
	| 'spamReason'
	| 'readAt'
	| 'archivedAt'
	| 'createdAt'
	| 'language'
>

export const FORM_LABELS = {
	footer: 'Footer form',
	'contact-page': 'Contact page',
} as const

export const FOLDER_LABELS = {
	inbox: 'Inbox',
	archived: 'Archived',
	spam: 'Spam',
} as const

export const SPAM_REASONS: Record<string, string> = {
	honeypot: 'filled in the hidden field only bots see',
	'too-fast': 'sent less than 3 seconds after the form was shown',
	'bad-token': 'came with a forged or altered form token',
	'expired-token': 'came with a form token more than a day old',
	'no-token': 'was posted without the form’s token',
	marked: 'was moved here by an admin',
}

export type Delivery = 'mailed' | 'pending' | 'failed' | 'stored' | 'spam'

/** Mailed, pending, failed; stored only when mail is not set up; never mailed when spam. */
export function deliveryOf(message: InboxMessage, mailConfigured: boolean): Delivery {
	if (message.isSpam) return 'spam'
	if (message.status === 'sent') return 'mailed'
	if (message.status === 'failed') return 'failed'
	return mailConfigured ? 'pending' : 'stored'
}

export const DELIVERY_LABELS: Record<Delivery, string> = {
	mailed: 'Mailed',
	pending: 'Pending',
	failed: 'Failed',
	stored: 'Not mailed',
	spam: 'Never mailed',
}

/** Who wrote: the name when there is one, otherwise the address. */
export function senderOf(message: InboxMessage): string {
	return message.name?.trim() || message.email
}

export function bodyOf(message: InboxMessage): string {
	return (message.source === 'footer' ? message.message : message.notes) ?? ''
}

/** What the Inbox says after each action. */
export const INBOX_DONE = {
	read: 'Marked as read.',
	unread: 'Marked as unread.',
	archive: 'Message archived.',
	unarchive: 'Message moved back to the inbox.',
	spam: 'Message moved to Spam.',
	'not-spam': 'Message moved to the inbox; one not mailed yet will be.',
	retry: 'The message will be mailed again.',
	delete: 'Message deleted.',
	undelete: 'Message brought back.',
} as const
