import { expect, test } from 'vitest'

import {
	claimMail,
	markMailFailed,
	markMailSent,
} from '#app/server/models/outbox.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import {
	getContactMessage,
	insertContactMessage,
	type NewContactMessage,
} from '#app/server/models/contact-messages.server.ts'

import {
	applyInboxAction,
	loadInbox,
	parseInboxQuery,
	unreadInInbox,
} from './inbox.server.ts'

const T0 = Date.parse('2026-03-02T10:00:00.000Z')
const actor = { id: 'admin-1', email: 'admin@example.com' }
const footer = (
	name: string,
	extra: Partial<NewContactMessage> = {},
): NewContactMessage => ({
	source: 'footer',
	name,
	email: `${name.toLowerCase()}@example.com`,
	message: 'Hi',
	clientHash: null,
	userAgent: null,
	...extra,
})

test('the query string picks folder, form and page, with safe fallbacks', () => {
	expect(parseInboxQuery(new URL('http://x/admin/inbox'))).toEqual({
		folder: 'inbox',
		source: null,
		q: '',
		unreadOnly: false,
		page: 1,
		openId: null,
	})
	expect(
		parseInboxQuery(
			new URL(
				'http://x/admin/inbox?folder=spam&form=contact-page&page=3&open=a&q=%20ada%20&unread=1',
			),
		),
	).toEqual({
		folder: 'spam',
		source: 'contact-page',
		q: 'ada',
		unreadOnly: true,
		page: 3,
		openId: 'a',
	})
	expect(
		parseInboxQuery(new URL('http://x/admin/inbox?folder=x&form=y&page=-1')),
	).toMatchObject({ folder: 'inbox', source: null, page: 1 })
})

describeEachDialect('admin inbox', (t) => {
	test('newest first, unread counts per folder, spam kept apart, filter by form', async () => {
		await insertContactMessage(t.db, footer('Ada'), T0)
		await insertContactMessage(
			t.db,
			{
				source: 'contact-page',
				email: 'grace@example.com',
				phone: '0123456',
				request: 'Smart Systems',
				notes: 'Hi',
				clientHash: null,
				userAgent: null,
			},
			T0 + 1000,
		)
		await insertContactMessage(t.db, footer('Bot', { spamReason: 'honeypot' }), T0 + 2000)

		const inbox = await loadInbox(t.db, {
			folder: 'inbox',
			source: null,
			page: 1,
			openId: null,
		})
		expect(inbox.messages.map((m) => m.email)).toEqual([
			'grace@example.com',
			'ada@example.com',
		])
		expect(inbox.unread).toEqual({ inbox: 2, archived: 0, spam: 1 })
		const footerOnly = await loadInbox(t.db, {
			folder: 'inbox',
			source: 'footer',
			page: 1,
			openId: null,
		})
		expect(footerOnly.messages.map((m) => m.name)).toEqual(['Ada'])
		const spam = await loadInbox(t.db, {
			folder: 'spam',
			source: null,
			page: 1,
			openId: null,
		})
		expect(spam.messages.map((m) => m.name)).toEqual(['Bot'])
	})

	test('search and unread only, within the folder; the tab bar count is the Inbox unread', async () => {
		const ada = await insertContactMessage(t.db, footer('Ada'), T0)
		await insertContactMessage(
			t.db,
			footer('Grace', { message: 'About ADA_Lovelace' }),
			T0 + 1,
		)
		await insertContactMessage(t.db, footer('Linus'), T0 + 2)
		await insertContactMessage(t.db, footer('Adam', { spamReason: 'honeypot' }), T0 + 3)
		const view = (query: { q?: string; unreadOnly?: boolean }) =>
			loadInbox(t.db, { folder: 'inbox', source: null, page: 1, openId: null, ...query })
		const names = async (query: { q?: string; unreadOnly?: boolean }) =>
			(await view(query)).messages.map((m) => m.name)
		// Name, address or message; case ignored; spam is another folder.
		expect(await names({ q: 'ada' })).toEqual(['Grace', 'Ada'])
		expect(await names({ q: 'ada_' })).toEqual(['Grace'])
		expect((await view({ q: 'ada' })).total).toBe(2)
		await applyInboxAction(t.db, { intent: 'read', id: ada.id, actor })
		expect(await names({ unreadOnly: true })).toEqual(['Linus', 'Grace'])
		expect(await names({ q: 'ada', unreadOnly: true })).toEqual(['Grace'])
		expect(await unreadInInbox(t.db)).toBe(2)
	})

	test('read, unread, archive, spam, not spam, retry and delete, with audit entries', async () => {
		const ada = await insertContactMessage(t.db, footer('Ada'), T0)
		const act = (intent: Parameters<typeof applyInboxAction>[1]['intent']) =>
			applyInboxAction(t.db, { intent, id: ada.id, actor }, T0 + 5000)

		expect(await act('read')).toBe(true)
		expect((await getContactMessage(t.db, ada.id))?.readAt).toBe(
			new Date(T0 + 5000).toISOString(),
		)
		expect(await act('unread')).toBe(true)
		expect((await getContactMessage(t.db, ada.id))?.readAt).toBeNull()

		expect(await act('archive')).toBe(true)
		const view = await loadInbox(t.db, {
			folder: 'archived',
			source: null,
			page: 1,
			openId: ada.id,
		})
		expect(view.messages.map((m) => m.id)).toEqual([ada.id])
		expect(view.open?.id).toBe(ada.id)
		expect(await act('unarchive')).toBe(true)

		expect(await act('spam')).toBe(true)
		expect(await getContactMessage(t.db, ada.id)).toMatchObject({
			isSpam: true,
			nextAttemptAt: null,
		})
		expect(await act('not-spam')).toBe(true)
		expect(await getContactMessage(t.db, ada.id)).toMatchObject({
			isSpam: false,
			status: 'pending',
			nextAttemptAt: new Date(T0 + 5000).toISOString(),
		})

		// Retry applies to a failed message only.
		expect(await act('retry')).toBe(false)
		await claimMail(t.db, 'contactMessages', ada.id, T0 + 5000, 1000, 'attempt-1')
		await markMailFailed(t.db, 'contactMessages', ada.id, '550 no', null, 'attempt-1')
		expect(await act('retry')).toBe(true)
		expect(await getContactMessage(t.db, ada.id)).toMatchObject({
			status: 'pending',
			attempts: 0,
			lastError: null,
		})

		// A mailed message filed as spam comes back to the inbox, and is not mailed again.
		await claimMail(t.db, 'contactMessages', ada.id, T0 + 6000, 1000, 'attempt-2')
		await markMailSent(t.db, 'contactMessages', ada.id, T0 + 6000, 'attempt-2')
		expect(await act('spam')).toBe(true)
		expect(await act('not-spam')).toBe(true)
		expect(await getContactMessage(t.db, ada.id)).toMatchObject({
			status: 'sent',
			isSpam: false,
			nextAttemptAt: null,
		})

		expect(await act('delete')).toBe(true)
		expect(await getContactMessage(t.db, ada.id)).toBeNull()
		expect(await act('read')).toBe(false)

		const audit = await listAuditLog(t.db, { limit: 20 })
		expect(audit.map((entry) => entry.action).sort()).toEqual(
			[
				'contact_message.archive',
				'contact_message.delete',
				'contact_message.mark_not_spam',
				'contact_message.mark_not_spam',
				'contact_message.mark_spam',
				'contact_message.mark_spam',
				'contact_message.retry',
				'contact_message.unarchive',
			].sort(),
		)
		expect(audit.every((entry) => entry.actorEmail === actor.email)).toBe(true)
	})
})
