// A contact post end to end on a real database, mailed through a real SMTP server
// started here: what is stored, what is answered, what is (never) mailed.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { CONTACT_MAX_BODY_BYTES } from '#app/lib/contact.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import {
	countAllContactMessages,
	listContactMessages,
	type ContactMessage,
} from '#app/server/models/contact-messages.server.ts'
import { writeSiteLanguages } from '#app/server/models/translations.server.ts'
import { countRateLimitHits, hashClientAddress } from '#app/server/rate-limit.server.ts'

import { createSmtpSender } from './mail.server.ts'
import { createOutbox, type Outbox } from './outbox.server.ts'
import { createRenderToken } from './spam.server.ts'
import { CONTACT_RATE_LIMIT, submitContact, type ContactDeps } from './submit.server.ts'
import {
	contactFormPost,
	contactJsonPost,
	startTestSmtpServer,
	storedFooterMessage,
	TEST_SECRET,
	type TestSmtpServer,
} from './testing.server.ts'

const T0 = Date.parse('2026-03-02T10:00:00.000Z')
const CONTACT_SUCCESS_MESSAGE = 'Message sent successfully!'

const footer = {
	name: 'Ada Lovelace',
	email: 'ada@example.com',
	message: 'Hello,\nwe need an app.',
}
const page = {
	email: 'grace@example.com',
	phone: '+44 (20) 7946-0958',
	request: 'Website Development',
	notes: 'A new shop for our bakery.',
}

let smtp: TestSmtpServer
beforeAll(async () => {
	smtp = await startTestSmtpServer()
})
afterAll(async () => {
	await smtp.stop()
})

describeEachDialect('contact posts', (t) => {
	let clock: number
	let stored: ContactMessage[]
	let outbox: Outbox
	let deps: ContactDeps
	const client = { address: '203.0.113.7', userAgent: 'Vitest' }

	beforeEach(() => {
		clock = T0
		stored = []
		smtp.received.length = 0
		outbox = createOutbox({
			db: t.db,
			sender: createSmtpSender(smtp.url),
			to: 'team@aster.test',
			from: 'site@aster.test',
			now: () => clock,
		})
		deps = {
			db: t.db,
			secret: TEST_SECRET,
			now: () => clock,
			onStored: (message) => stored.push(message),
		}
	})

	/** Nothing stored, nothing queued, nothing mailed. */
	async function expectNothingWritten() {
		expect(await countAllContactMessages(t.db)).toBe(0)
		expect(stored).toEqual([])
		expect(await outbox.runOnce()).toBe(0)
		expect(smtp.received).toEqual([])
	}

	test('answers in the language of the page the form was sent from', async () => {
		await writeSiteLanguages(t.db, {
			defaultLanguage: 'en',
			others: [
				{ code: 'de', published: true },
				{ code: 'ar', published: true },
			],
		})
		const german = await submitContact(
			'footer',
			contactJsonPost({ ...footer, name: ' ', language: 'de' }),
			client,
			deps,
		)
		expect(german).toMatchObject({
			status: 400,
			language: 'de',
			result: {
				ok: false,
				message: 'Name ist erforderlich',
				fieldErrors: { name: 'Name ist erforderlich' },
			},
		})
		const arabic = await submitContact(
			'contact-page',
			contactJsonPost({ ...page, language: 'ar' }),
			client,
			deps,
		)
		expect(arabic).toMatchObject({
			status: 200,
			result: { ok: true, message: 'تم إرسال الرسالة بنجاح!' },
		})
		// The language is not one of the form's fields: the message keeps it apart.
		const [row] = await listContactMessages(t.db, { folder: 'inbox' })
		expect(row).toMatchObject({ language: 'ar', notes: page.notes })
		// A code not on the language list, and a language the site does not have, are the
		// default language's.
		for (const language of ['xx', 'fr']) {
			const unknown = await submitContact(
				'footer',
				contactJsonPost({ ...footer, email: 'ada@', language }),
				client,
				deps,
			)
			expect(unknown).toMatchObject({
				status: 400,
				language: null,
				result: { message: 'Email must be a valid email address' },
			})
		}
	})

	test('a site whose default language is German answers its own pages in German', async () => {
		await writeSiteLanguages(t.db, { defaultLanguage: 'de', others: [] })
		const german = await submitContact(
			'footer',
			contactJsonPost({ ...footer, name: ' ' }),
			client,
			deps,
		)
		expect(german).toMatchObject({
			status: 400,
			language: null,
			result: { message: 'Name ist erforderlich' },
		})
	})

	test('a footer message in the JSON of spec §7 is stored, answered and mailed', async () => {
		const outcome = await submitContact('footer', contactJsonPost(footer), client, deps)
		expect(outcome).toMatchObject({
			kind: 'json',
			status: 200,
			result: { ok: true, message: CONTACT_SUCCESS_MESSAGE },
		})
		const [row] = await listContactMessages(t.db, { folder: 'inbox' })
		expect(row).toMatchObject(storedFooterMessage('ada@example.com', T0))
		expect(stored.map((m) => m.id)).toEqual([row?.id])

		expect(await outbox.runOnce()).toBe(1)
		const mail = await smtp.waitForMail(0)
		expect(mail.to).toEqual(['team@aster.test'])
		expect(mail.from).toBe('site@aster.test')
		expect(mail.headers['reply-to']).toBe('ada@example.com')
		expect(mail.subject).toBe('New message from Ada Lovelace')
		expect(mail.text).toContain('Name: Ada Lovelace')
		expect(mail.text).toContain('Message:\nHello,\nwe need an app.')
		const [sent] = await listContactMessages(t.db, { folder: 'inbox' })
		expect(sent).toMatchObject({
			status: 'sent',
			attempts: 1,
			sentAt: new Date(T0).toISOString(),
		})
	})

	test('a Contact page request is stored and mailed with every field', async () => {
		const outcome = await submitContact(
			'contact-page',
			contactJsonPost(page),
			client,
			deps,
		)
		expect(outcome.status).toBe(200)
		await outbox.runOnce()
		const mail = await smtp.waitForMail(0)
		expect(mail.subject).toBe(
			'New message about Website Development from grace@example.com',
		)
		for (const line of [
			'E-mail: grace@example.com',
			'Phone Number: +44 (20) 7946-0958',
			'Request: Website Development',
			'Notes: A new shop for our bakery.',
		])
			expect(mail.text).toContain(line)
	})

	test("a message keeps the language of the page it was sent from, one of the site's", async () => {
		await writeSiteLanguages(t.db, {
			defaultLanguage: 'en',
			others: [
				{ code: 'de', published: true },
				{ code: 'ar', published: false },
			],
		})
		const languages: Record<string, string | null> = {}
		for (const [language, email] of [
			['de', 'de@example.com'],
			['ar', 'ar@example.com'],
			['en', 'en@example.com'],
			['xx', 'xx@example.com'],
			['fr', 'fr@example.com'],
		] as const) {
			const outcome = await submitContact(
				'footer',
				contactJsonPost({ ...footer, email, language }),
				client,
				deps,
			)
			expect(outcome.status).toBe(200)
			languages[language] = outcome.language ?? null
		}
		// The default's, a code of no language and a language the site lacks: the default.
		expect(languages).toEqual({ de: 'de', ar: 'ar', en: null, xx: null, fr: null })
		const rows = await listContactMessages(t.db, { folder: 'inbox' })
		expect(Object.fromEntries(rows.map((row) => [row.email, row.language]))).toEqual({
			'de@example.com': 'de',
			'ar@example.com': 'ar',
			'en@example.com': null,
			'xx@example.com': null,
			'fr@example.com': null,
		})
		await outbox.runOnce()
		const mails = await Promise.all(rows.map((_, index) => smtp.waitForMail(index)))
		const german = mails.find((mail) => mail.headers['reply-to'] === 'de@example.com')
		expect(german?.text).toContain('Sent with the footer form of the German page on')
		const english = mails.find((mail) => mail.headers['reply-to'] === 'en@example.com')
		expect(english?.text).toContain('Sent with the footer form on')
	})

	test('the client address is kept only as a keyed hash', async () => {
		await submitContact('footer', contactJsonPost(footer), client, deps)
		const row = await t.db
			.selectFrom('contactMessages')
			.select('clientHash')
			.executeTakeFirstOrThrow()
		expect(row.clientHash).toBe(hashClientAddress(client.address, TEST_SECRET))
		expect(row.clientHash).not.toContain('203.0.113.7')
	})

	test('a form post without JavaScript is stored too, and says it came as a form', async () => {
		const token = createRenderToken(TEST_SECRET, T0 - 10_000)
		const outcome = await submitContact(
			'footer',
			contactFormPost({ ...footer, renderedAt: token, website: '', returnTo: '/about' }),
			client,
			deps,
		)
		expect(outcome).toMatchObject({ kind: 'form', status: 200, result: { ok: true } })
		expect(outcome.values.returnTo).toBe('/about')
		expect(await countAllContactMessages(t.db)).toBe(1)
	})

	describe('validation: 400, a message naming the field, nothing stored or mailed', () => {
		const cases: [string, 'footer' | 'contact-page', Record<string, unknown>, string][] =
			[
				['name missing', 'footer', { ...footer, name: undefined }, 'Name is required'],
				['name blank', 'footer', { ...footer, name: '   ' }, 'Name is required'],
				['name not text', 'footer', { ...footer, name: 42 }, 'Name must be text'],
				[
					'name too long',
					'footer',
					{ ...footer, name: 'a'.repeat(101) },
					'Name must be at most 100 characters',
				],
				[
					'name with a line feed',
					'footer',
					{ ...footer, name: 'Ada\nBcc: x@y.z' },
					'Name must be on a single line',
				],
				[
					'name with a carriage return',
					'footer',
					{ ...footer, name: 'Ada\rLovelace' },
					'Name must be on a single line',
				],
				['email missing', 'footer', { ...footer, email: '' }, 'Email is required'],
				[
					'email malformed',
					'footer',
					{ ...footer, email: 'ada@' },
					'Email must be a valid email address',
				],
				[
					'email without a domain',
					'footer',
					{ ...footer, email: 'ada@localhost' },
					'Email must be a valid email address',
				],
				[
					'email too long',
					'footer',
					{ ...footer, email: `${'a'.repeat(250)}@example.com` },
					'Email must be at most 254 characters',
				],
				[
					'email with a line feed',
					'footer',
					{ ...footer, email: 'ada@example.com\nBcc: x@y.z' },
					'Email must be on a single line',
				],
				[
					'message missing',
					'footer',
					{ ...footer, message: undefined },
					'Message is required',
				],
				[
					'message too long',
					'footer',
					{ ...footer, message: 'a'.repeat(5001) },
					'Message must be at most 5,000 characters',
				],
				[
					'page email malformed',
					'contact-page',
					{ ...page, email: 'grace' },
					'E-mail must be a valid email address',
				],
				[
					'phone missing',
					'contact-page',
					{ ...page, phone: '' },
					'Phone Number is required',
				],
				[
					'phone with letters',
					'contact-page',
					{ ...page, phone: '0800 CALL NOW' },
					'Phone Number may contain only digits, spaces, +, - and parentheses',
				],
				[
					'phone with too few digits',
					'contact-page',
					{ ...page, phone: '12 34 5' },
					'Phone Number must have 6 to 20 digits',
				],
				[
					'phone with too many digits',
					'contact-page',
					{ ...page, phone: '1'.repeat(21) },
					'Phone Number must have 6 to 20 digits',
				],
				[
					'phone too long',
					'contact-page',
					{ ...page, phone: `+1 ${'(2) '.repeat(8)}` },
					'Phone Number must be at most 30 characters',
				],
				[
					'phone with a line feed',
					'contact-page',
					{ ...page, phone: '0123\n456789' },
					'Phone Number must be on a single line',
				],
				[
					'request missing',
					'contact-page',
					{ ...page, request: undefined },
					'Request is required',
				],
				[
					'request not a choice',
					'contact-page',
					{ ...page, request: 'Games' },
					'Request must be one of Mobile Application, Website Development or Smart Systems',
				],
				['notes missing', 'contact-page', { ...page, notes: '' }, 'Notes are required'],
				[
					'notes too long',
					'contact-page',
					{ ...page, notes: 'n'.repeat(5001) },
					'Notes must be at most 5,000 characters',
				],
			]
		for (const [name, form, body, message] of cases) {
			test(name, async () => {
				const outcome = await submitContact(form, contactJsonPost(body), client, deps)
				expect(outcome.status).toBe(400)
				expect(outcome.result).toMatchObject({ ok: false, message })
				await expectNothingWritten()
			})
		}

		test('a body that is not JSON', async () => {
			const outcome = await submitContact(
				'footer',
				contactJsonPost('{"name":'),
				client,
				deps,
			)
			expect(outcome).toMatchObject({
				status: 400,
				result: { ok: false, message: 'The request body must be valid JSON.' },
			})
			await expectNothingWritten()
		})

		test('a body that is not an object', async () => {
			const outcome = await submitContact(
				'footer',
				contactJsonPost('[1,2]'),
				client,
				deps,
			)
			expect(outcome.status).toBe(400)
			await expectNothingWritten()
		})

		test('a body of another type: 415', async () => {
			const request = new Request('http://localhost/api/contact', {
				method: 'POST',
				headers: { 'content-type': 'text/plain' },
				body: 'hello',
			})
			expect((await submitContact('footer', request, client, deps)).status).toBe(415)
			await expectNothingWritten()
		})

		test('a body over the limit (64 KB): 413, whether declared or streamed', async () => {
			const big = { ...footer, message: 'x'.repeat(CONTACT_MAX_BODY_BYTES) }
			const declared = await submitContact('footer', contactJsonPost(big), client, deps)
			expect(declared).toMatchObject({ status: 413, result: { ok: false } })
			const stream = new ReadableStream<Uint8Array>({
				start(controller) {
					for (let i = 0; i <= CONTACT_MAX_BODY_BYTES / 1024; i++)
						controller.enqueue(new Uint8Array(1024).fill(32))
					controller.close()
				},
			})
			const streamed = new Request('http://localhost/api/contact', {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: stream,
				duplex: 'half',
			} as RequestInit)
			expect((await submitContact('footer', streamed, client, deps)).status).toBe(413)
			await expectNothingWritten()
		})

		test('a body of exactly the limit is read', async () => {
			const base = JSON.stringify({ ...footer, message: '' }).length
			const body = JSON.stringify({
				...footer,
				message: ' '.repeat(CONTACT_MAX_BODY_BYTES - base - 1) + 'x',
			})
			expect(body.length).toBe(CONTACT_MAX_BODY_BYTES)
			// Spaces around the message are dropped: it is stored as 'x'.
			expect(
				(await submitContact('footer', contactJsonPost(body), client, deps)).status,
			).toBe(200)
			const [row] = await listContactMessages(t.db, { folder: 'inbox' })
			expect(row?.message).toBe('x')
		})

		test('rejected posts do not count against the rate limit', async () => {
			await submitContact('footer', contactJsonPost({}), client, deps)
			expect(
				await countRateLimitHits(
					t.db,
					CONTACT_RATE_LIMIT,
					hashClientAddress(client.address, TEST_SECRET),
					clock,
				),
			).toBe(0)
		})
	})

	describe('spam: answered like a success, stored as spam, never mailed', () => {
		async function expectSpam(
			outcome: Awaited<ReturnType<typeof submitContact>>,
			reason: string,
		) {
			expect(outcome.status).toBe(200)
			expect(outcome.result).toEqual({ ok: true, message: CONTACT_SUCCESS_MESSAGE })
			const spam = await listContactMessages(t.db, { folder: 'spam' })
			expect(spam).toHaveLength(1)
			expect(spam[0]).toMatchObject({
				isSpam: true,
				spamReason: reason,
				nextAttemptAt: null,
			})
			expect(await listContactMessages(t.db, { folder: 'inbox' })).toEqual([])
			expect(stored).toEqual([])
			expect(await outbox.runOnce()).toBe(0)
			clock += 24 * 3600_000
			expect(await outbox.runOnce()).toBe(0)
			expect(smtp.received).toEqual([])
		}

		test('the honeypot is filled in', async () => {
			const token = createRenderToken(TEST_SECRET, T0 - 60_000)
			await expectSpam(
				await submitContact(
					'footer',
					contactJsonPost({
						...footer,
						website: 'http://spam.example',
						renderedAt: token,
					}),
					client,
					deps,
				),
				'honeypot',
			)
		})

		test('the form was sent less than 3 s after it was rendered', async () => {
			const token = createRenderToken(TEST_SECRET, T0 - 2_999)
			await expectSpam(
				await submitContact(
					'contact-page',
					contactJsonPost({ ...page, renderedAt: token }),
					client,
					deps,
				),
				'too-fast',
			)
		})

		test('the render time was altered', async () => {
			const [, signature] = createRenderToken(TEST_SECRET, T0 - 3_600_000).split('.')
			const forged = `${T0 - 7_200_000}.${signature}`
			await expectSpam(
				await submitContact(
					'footer',
					contactJsonPost({ ...footer, renderedAt: forged }),
					client,
					deps,
				),
				'bad-token',
			)
		})

		test('the render time was signed with another secret', async () => {
			const token = createRenderToken(
				'another-secret-another-secret-another',
				T0 - 60_000,
			)
			await expectSpam(
				await submitContact(
					'footer',
					contactJsonPost({ ...footer, renderedAt: token }),
					client,
					deps,
				),
				'bad-token',
			)
		})

		test('the render time is garbage', async () => {
			await expectSpam(
				await submitContact(
					'footer',
					contactJsonPost({ ...footer, renderedAt: 'yesterday' }),
					client,
					deps,
				),
				'bad-token',
			)
		})

		test('a form post without a render time', async () => {
			await expectSpam(
				await submitContact(
					'footer',
					contactFormPost({ ...footer, website: '' }),
					client,
					deps,
				),
				'no-token',
			)
		})

		test('3 s after rendering, with an empty honeypot, a post is real', async () => {
			const token = createRenderToken(TEST_SECRET, T0 - 3_000)
			const outcome = await submitContact(
				'footer',
				contactJsonPost({ ...footer, website: '', renderedAt: token }),
				client,
				deps,
			)
			expect(outcome.status).toBe(200)
			expect(await listContactMessages(t.db, { folder: 'spam' })).toEqual([])
			expect(await outbox.runOnce()).toBe(1)
		})
	})

	describe('rate limit: 10 posts per client per 10 minutes', () => {
		test('the 11th post is refused with 429, Retry-After and nothing written', async () => {
			for (let i = 0; i < 10; i++) {
				clock = T0 + i * 1000
				expect(
					(await submitContact('footer', contactJsonPost(footer), client, deps)).status,
				).toBe(200)
			}
			clock = T0 + 60_000
			const refused = await submitContact('footer', contactJsonPost(footer), client, deps)
			expect(refused.status).toBe(429)
			// The first post leaves the window at T0 + 10 min: 540 s from now.
			expect(refused.headers['Retry-After']).toBe('540')
			expect(refused.result).toEqual({
				ok: false,
				message: 'Too many messages from your address. Please try again in 9 minutes.',
			})
			expect(await countAllContactMessages(t.db)).toBe(10)
			expect(stored).toHaveLength(10)

			// Both forms share the limit; another client has its own.
			expect(
				(await submitContact('contact-page', contactJsonPost(page), client, deps)).status,
			).toBe(429)
			expect(
				(
					await submitContact(
						'footer',
						contactJsonPost(footer),
						{ ...client, address: '198.51.100.9' },
						deps,
					)
				).status,
			).toBe(200)
			expect(await countAllContactMessages(t.db)).toBe(11)

			// The window slides: once the first post is 10 minutes old, one more is allowed.
			clock = T0 + 10 * 60_000
			expect(
				(await submitContact('footer', contactJsonPost(footer), client, deps)).status,
			).toBe(200)
			expect(
				(await submitContact('footer', contactJsonPost(footer), client, deps)).status,
			).toBe(429)
		})

		test('spam counts against the limit too', async () => {
			for (let i = 0; i < 10; i++) {
				await submitContact(
					'footer',
					contactJsonPost({ ...footer, website: 'x' }),
					client,
					deps,
				)
			}
			const refused = await submitContact('footer', contactJsonPost(footer), client, deps)
			expect(refused.status).toBe(429)
			expect(await listContactMessages(t.db, { folder: 'inbox' })).toEqual([])
			expect(await outbox.runOnce()).toBe(0)
			expect(smtp.received).toEqual([])
		})
	})

	test('a database that fails: 503 with a message, nothing half-written', async () => {
		const broken = { ...deps, db: { ...t.db } as unknown as ContactDeps['db'] }
		broken.db = new Proxy(t.db, {
			get(target, property, receiver) {
				if (property === 'insertInto') {
					return () => {
						throw new Error('disk full')
					}
				}
				return Reflect.get(target, property, receiver) as unknown
			},
		})
		const outcome = await submitContact('footer', contactJsonPost(footer), client, broken)
		expect(outcome).toMatchObject({ status: 503, result: { ok: false } })
		expect(await countAllContactMessages(t.db)).toBe(0)
	})
})
