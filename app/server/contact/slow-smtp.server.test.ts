// A slow mail server: it takes each mail and replies 250 only after a while. A client that
// gives up on that reply sooner retries a mail the server already has: 3 of 229 messages
// were mailed twice in a fault run (nodemailer's 30 s socket timeout). Here the server
// waits 1.5 s and the client's timeout is shorter (the fault) or longer (the fix).
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'

import { describeEachDialect } from '#app/server/db/testing.server.ts'
import {
	getContactMessage,
	insertContactMessage,
	type NewContactMessage,
} from '#app/server/models/contact-messages.server.ts'

import { createSmtpSender, DEFAULT_SMTP_TIMEOUTS } from './mail.server.ts'
import { createOutbox, DEFAULT_OUTBOX_SETTINGS } from './outbox.server.ts'
import { startTestSmtpServer, type TestSmtpServer } from './testing.server.ts'

const REPLY_DELAY_MS = 1_500
const HOUR = 3_600_000
const T0 = Date.parse('2026-03-02T10:00:00.000Z')

const message = (name: string): NewContactMessage => ({
	source: 'footer',
	name,
	email: `${name.toLowerCase()}@example.com`,
	message: `Hello from ${name}`,
	clientHash: null,
	userAgent: null,
})

let smtp: TestSmtpServer
beforeAll(async () => {
	smtp = await startTestSmtpServer({ dataReplyDelayMs: REPLY_DELAY_MS })
})
afterAll(async () => {
	await smtp.stop()
})

/** How many mails the server took for each Message-ID. */
function mailsPerMessageId(): Map<string, number> {
	const counts = new Map<string, number>()
	for (const mail of smtp.received) {
		const id = mail.headers['message-id'] ?? ''
		counts.set(id, (counts.get(id) ?? 0) + 1)
	}
	return counts
}

test('the defaults wait for a slow reply as long as RFC 5321 asks, and the lease outlasts an attempt', () => {
	expect(DEFAULT_SMTP_TIMEOUTS.socketMs).toBeGreaterThanOrEqual(10 * 60_000)
	const longestAttempt =
		DEFAULT_SMTP_TIMEOUTS.connectionMs +
		DEFAULT_SMTP_TIMEOUTS.greetingMs +
		DEFAULT_SMTP_TIMEOUTS.socketMs
	expect(DEFAULT_OUTBOX_SETTINGS.leaseMs).toBeGreaterThan(longestAttempt)
})

describeEachDialect('a slow SMTP server', (t) => {
	let clock = T0
	beforeEach(() => {
		clock = T0
		smtp.received.length = 0
	})
	const outboxWith = (socketMs: number) =>
		createOutbox({
			db: t.db,
			sender: createSmtpSender(smtp.url, { ...DEFAULT_SMTP_TIMEOUTS, socketMs }),
			to: 'team@aster.test',
			from: 'site@aster.test',
			now: () => clock,
			random: () => 0.5,
			retryBaseMs: 1_000,
		})

	test('a client timeout longer than the reply: each message mailed exactly once', async () => {
		const outbox = outboxWith(REPLY_DELAY_MS * 4)
		const stored = []
		for (const name of ['Ada', 'Grace', 'Edsger'])
			stored.push(await insertContactMessage(t.db, message(name), clock))

		expect(await outbox.runOnce()).toBe(3)
		clock += 24 * HOUR
		expect(await outbox.runOnce()).toBe(0)

		const counts = mailsPerMessageId()
		expect(counts.size).toBe(3)
		expect([...counts.values()]).toEqual([1, 1, 1])
		for (const { id } of stored) {
			expect(counts.get(`<contact-${id}@aster.invalid>`)).toBe(1)
			expect(await getContactMessage(t.db, id)).toMatchObject({
				status: 'sent',
				attempts: 1,
				attemptId: null,
				sendingAt: null,
			})
		}
	}, 20_000)

	test('a client timeout shorter than the reply (the fault): recorded as maybe delivered, not resent within the hour', async () => {
		const outbox = outboxWith(REPLY_DELAY_MS / 3)
		const { id } = await insertContactMessage(t.db, message('Ada'), clock)

		expect(await outbox.runOnce()).toBe(0)
		// The server has it, though the client never heard so.
		expect(smtp.received).toHaveLength(1)
		const row = await getContactMessage(t.db, id)
		expect(row).toMatchObject({ status: 'pending', attempts: 1, sendingAt: null })
		expect(row?.lastError).toMatch(/may have been delivered/)
		expect(Date.parse(row?.nextAttemptAt ?? '')).toBe(
			T0 + DEFAULT_OUTBOX_SETTINGS.unknownOutcomeRetryMs,
		)

		// Where a 30 s backoff would have mailed it again, nothing goes out.
		clock += 30 * 60_000
		expect(await outbox.runOnce()).toBe(0)
		await new Promise((resolve) => setTimeout(resolve, REPLY_DELAY_MS))
		expect(smtp.received).toHaveLength(1)
		expect(mailsPerMessageId().get(`<contact-${id}@aster.invalid>`)).toBe(1)
	}, 20_000)
})
