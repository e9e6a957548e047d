// The outbox sends the dashboard's account mails beside contact messages, against a real
// SMTP server started here: text with an HTML alternative, the body emptied once sent,
// retried while the server is down, and never sent once its link has expired.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'

import { composeInvitationMail } from '#app/server/auth/account-mail.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import {
	getAccountMail,
	insertAccountMail,
} from '#app/server/models/account-mails.server.ts'
import {
	getContactMessage,
	insertContactMessage,
} from '#app/server/models/contact-messages.server.ts'

import { createSmtpSender } from './mail.server.ts'
import { accountMailQueue, createOutbox, type OutboxOptions } from './outbox.server.ts'
import { startTestSmtpServer, type TestSmtpServer } from './testing.server.ts'

const T0 = Date.parse('2026-11-26T10:00:00.000Z')
const LINK = 'https://aster.example/admin/signup?token=abc&x=<1>'

let smtp: TestSmtpServer
beforeAll(async () => {
	smtp = await startTestSmtpServer()
})
afterAll(async () => {
	await smtp.stop()
})

describeEachDialect('account mails in the outbox', (t) => {
	let clock: number
	const options = (): OutboxOptions => ({
		db: t.db,
		sender: createSmtpSender(smtp.url),
		to: 'team@aster.test',
		from: 'site@aster.test',
		queues: [accountMailQueue(t.db, { from: 'site@aster.test' })],
		now: () => clock,
		random: () => 0.5,
		retryBaseMs: 30_000,
	})
	const invitation = (discardAfter: number) =>
		insertAccountMail(
			t.db,
			{
				kind: 'invitation',
				refId: 'inv-1',
				to: 'new.admin@example.com',
				discardAfter,
				...composeInvitationMail({
					companyName: 'Aster <Software>',
					invitedBy: 'owner@example.com',
					link: LINK,
				}),
			},
			clock,
		)

	beforeEach(async () => {
		clock = T0
		smtp.received.length = 0
		await smtp.start()
	})

	test('sent with its HTML alternative by the run that mails contact messages; the body is emptied once sent', async () => {
		const mail = await invitation(T0 + 7 * 24 * 3600_000)
		const message = await insertContactMessage(
			t.db,
			{
				source: 'footer',
				name: 'Ada',
				email: 'ada@example.com',
				message: 'Hello',
				clientHash: null,
				userAgent: null,
			},
			clock,
		)
		expect(await createOutbox(options()).runOnce()).toBe(2)

		const received = smtp.received.find((m) => m.to.includes('new.admin@example.com'))
		expect(received).toMatchObject({
			from: 'site@aster.test',
			subject: 'You are invited to the Aster <Software> dashboard',
		})
		expect(received?.headers['message-id']).toBe(`<account-${mail.id}@aster.invalid>`)
		expect(received?.text).toContain(LINK)
		expect(received?.html).toContain('Aster &lt;Software&gt;')
		expect(received?.html).toContain(
			'href="https://aster.example/admin/signup?token=abc&amp;x=&lt;1&gt;"',
		)
		expect(await getAccountMail(t.db, mail.id)).toMatchObject({
			status: 'sent',
			attempts: 1,
			text: '',
			html: '',
		})
		expect((await getContactMessage(t.db, message.id))?.status).toBe('sent')
	})

	test('retried with backoff while the mail server is down, then sent', async () => {
		const mail = await invitation(T0 + 7 * 24 * 3600_000)
		await smtp.stop()
		const outbox = createOutbox(options())
		expect(await outbox.runOnce()).toBe(0)
		expect(await getAccountMail(t.db, mail.id)).toMatchObject({
			status: 'pending',
			attempts: 1,
			nextAttemptAt: new Date(T0 + 30_000).toISOString(),
		})
		expect((await getAccountMail(t.db, mail.id))?.text).toContain(LINK)
		await smtp.start()
		clock = T0 + 30_000
		expect(await outbox.runOnce()).toBe(1)
		expect(smtp.received).toHaveLength(1)
	})

	test('a mail whose link has expired is given up, not sent', async () => {
		const mail = await invitation(T0 + 60_000)
		await smtp.stop()
		const outbox = createOutbox(options())
		await outbox.runOnce()
		await smtp.start()
		clock = T0 + 60_000
		expect(await outbox.runOnce()).toBe(0)
		expect(smtp.received).toEqual([])
		expect(await getAccountMail(t.db, mail.id)).toMatchObject({
			status: 'failed',
			lastError: 'Not sent: the link in it has expired.',
			text: '',
			html: '',
		})
	})
})
