// The outbox against a real SMTP server started here: retries with backoff while the
// server is down, delivery once it is back, nothing lost or sent twice.
import { afterAll, beforeAll, beforeEach, expect, test, describe } from 'vitest'

import { describeEachDialect } from '#app/server/db/testing.server.ts'
import {
	getContactMessage,
	insertContactMessage,
	retryContactMessage,
	type NewContactMessage,
} from '#app/server/models/contact-messages.server.ts'

import { createSmtpSender, type MailSender } from './mail.server.ts'
import { backoffDelay, createOutbox, type OutboxOptions } from './outbox.server.ts'
import { startTestSmtpServer, type TestSmtpServer } from './testing.server.ts'

const T0 = Date.parse('2026-03-02T10:00:00.000Z')
const footerMessage = (name: string): NewContactMessage => ({
	source: 'footer',
	name,
	email: `${name.toLowerCase()}@example.com`,
	message: `Hello from ${name}`,
	clientHash: null,
	userAgent: null,
})

describe('backoff', () => {
	test('doubles from the base up to the cap, with at most ±10 % jitter', () => {
		const settings = { retryBaseMs: 30_000, retryMaxMs: 3_600_000 }
		expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, settings))).toEqual([
			30_000, 60_000, 120_000, 240_000, 480_000,
		])
		expect(backoffDelay(12, settings)).toBe(3_600_000)
		expect(backoffDelay(1, settings, 0)).toBe(27_000)
		expect(backoffDelay(1, settings, 0.999_999)).toBe(33_000)
	})
})

let smtp: TestSmtpServer
beforeAll(async () => {
	smtp = await startTestSmtpServer()
})
afterAll(async () => {
	await smtp.stop()
})

describeEachDialect('contact outbox', (t) => {
	let clock: number
	const base = (): OutboxOptions => ({
		db: t.db,
		sender: createSmtpSender(smtp.url),
		to: 'team@aster.test',
		from: 'site@aster.test',
		now: () => clock,
		random: () => 0.5,
		retryBaseMs: 30_000,
	})

	beforeEach(async () => {
		clock = T0
		smtp.received.length = 0
		await smtp.start()
	})

	test('the SMTP server is down: retried with backoff, mailed once it is back, nothing lost', async () => {
		const outbox = createOutbox(base())
		await smtp.stop()
		const messages = []
		for (const name of ['Ada', 'Grace', 'Edsger']) {
			messages.push(await insertContactMessage(t.db, footerMessage(name), clock))
		}

		expect(await outbox.runOnce()).toBe(0)
		for (const message of messages) {
			const row = await getContactMessage(t.db, message.id)
			expect(row).toMatchObject({ status: 'pending', attempts: 1 })
			expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i)
			expect(row?.nextAttemptAt).toBe(new Date(T0 + 30_000).toISOString())
		}

		// Not yet due: nothing is tried.
		clock = T0 + 29_999
		expect(await outbox.runOnce()).toBe(0)
		expect((await getContactMessage(t.db, messages[0]!.id))?.attempts).toBe(1)

		// Second attempt, still down: the wait doubles.
		clock = T0 + 30_000
		expect(await outbox.runOnce()).toBe(0)
		const second = await getContactMessage(t.db, messages[0]!.id)
		expect(second).toMatchObject({
			attempts: 2,
			nextAttemptAt: new Date(T0 + 90_000).toISOString(),
		})

		await smtp.start()
		clock = T0 + 90_000
		expect(await outbox.runOnce()).toBe(3)
		expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
			'New message from Ada',
			'New message from Edsger',
			'New message from Grace',
		])
		for (const message of messages) {
			expect(await getContactMessage(t.db, message.id)).toMatchObject({
				status: 'sent',
				attempts: 3,
				lastError: null,
				nextAttemptAt: null,
			})
		}
		// Nothing more to send: no duplicates.
		clock += 3_600_000
		expect(await outbox.runOnce()).toBe(0)
		expect(smtp.received).toHaveLength(3)
	})

	test('after the last attempt a message is marked failed; the admin can retry it', async () => {
		const outbox = createOutbox({ ...base(), maxAttempts: 3 })
		await smtp.stop()
		const message = await insertContactMessage(t.db, footerMessage('Ada'), clock)
		for (let i = 0; i < 3; i++) {
			await outbox.runOnce()
			clock += 3_600_000
		}
		expect(await getContactMessage(t.db, message.id)).toMatchObject({
			status: 'failed',
			attempts: 3,
			nextAttemptAt: null,
		})
		await smtp.start()
		expect(await outbox.runOnce()).toBe(0)

		expect(await retryContactMessage(t.db, message.id, clock)).toBe(true)
		expect(await outbox.runOnce()).toBe(1)
		expect(await getContactMessage(t.db, message.id)).toMatchObject({
			status: 'sent',
			attempts: 1,
		})
	})

	test('a permanent refusal (5xx) fails at once', async () => {
		const refusing: MailSender = {
			async send() {
				throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 })
			},
			close() {},
		}
		const outbox = createOutbox({ ...base(), sender: refusing })
		const message = await insertContactMessage(t.db, footerMessage('Ada'), clock)
		await outbox.runOnce()
		expect(await getContactMessage(t.db, message.id)).toMatchObject({
			status: 'failed',
			attempts: 1,
			lastError: '550 mailbox unavailable',
		})
	})

	test('a message that was claimed is not taken by a second worker while it is sent', async () => {
		let release: () => void = () => {}
		const gate = new Promise<void>((resolve) => (release = resolve))
		const sent: string[] = []
		const slow: MailSender = {
			async send(mail) {
				await gate
				sent.push(mail.subject)
			},
			close() {},
		}
		await insertContactMessage(t.db, footerMessage('Ada'), clock)
		const first = createOutbox({ ...base(), sender: slow })
		const second = createOutbox({ ...base(), sender: slow })
		const running = first.runOnce()
		// Let the first worker claim it.
		await new Promise((resolve) => setTimeout(resolve, 50))
		expect(await second.runOnce()).toBe(0)
		release()
		expect(await running).toBe(1)
		expect(sent).toEqual(['New message from Ada'])
	})

	test('a worker that died mid-attempt: the message is retried once its lease ends', async () => {
		const message = await insertContactMessage(t.db, footerMessage('Ada'), clock)
		const { claimMail } = await import('#app/server/models/outbox.server.ts')
		// A worker takes it and then the process dies: the row stays pending with a lease.
		expect(
			await claimMail(
				t.db,
				'contactMessages',
				message.id,
				clock,
				120_000,
				'dead-attempt',
			),
		).not.toBeNull()
		const outbox = createOutbox(base())
		expect(await outbox.runOnce()).toBe(0)
		clock += 120_000
		expect(await outbox.runOnce()).toBe(1)
		expect(await smtp.waitForMail(0)).toMatchObject({ subject: 'New message from Ada' })
	})

	test('the running worker mails a stored message at once and retries on its own timer', async () => {
		// Real time here, with a short backoff: this is the worker loop itself.
		const outbox = createOutbox({
			...base(),
			now: Date.now,
			retryBaseMs: 200,
			// Its poll a minute away: a mail within the wait below is the retry's doing.
			pollMs: 60_000,
		})
		outbox.start()
		try {
			await insertContactMessage(t.db, footerMessage('Ada'))
			outbox.wake()
			await smtp.waitForMail(0, 5_000)

			await smtp.stop()
			const stored = await insertContactMessage(t.db, footerMessage('Grace'))
			outbox.wake()
			// Wait for the first failed attempt, then bring the server back.
			for (let i = 0; i < 100; i++) {
				if ((await getContactMessage(t.db, stored.id))?.attempts) break
				await new Promise((resolve) => setTimeout(resolve, 20))
			}
			await smtp.start()
			// Delivered by the next retry (first backoff 200 ms ± 10 %), not by a poll.
			const mail = await smtp.waitForMail(1, 5_000)
			expect(mail.subject).toBe('New message from Grace')
		} finally {
			await outbox.stop()
		}
	})
})
