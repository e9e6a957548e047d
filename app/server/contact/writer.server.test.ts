// The contact writer's thread on a real SQLite file: a post handled there (parsed, judged
// and stored) is the post the request's own thread would have stored, answered the same;
// the limit counts there; its errors come back with their SQLite codes; posts that arrive
// together share a transaction; stop() lets every post in flight finish.
import { sql } from 'kysely'
import { afterEach, describe, expect, test } from 'vitest'

import { CONTACT_SUCCESS_MESSAGE } from '#app/lib/contact.ts'
import { useTestDatabase } from '#app/server/db/testing.server.ts'
import {
	countAllContactMessages,
	listContactMessages,
	type ContactMessage,
} from '#app/server/models/contact-messages.server.ts'
import { countRateLimitHits, hashClientAddress } from '#app/server/rate-limit.server.ts'

import { createRenderToken, DEFAULT_MIN_FILL_MS } from './spam.server.ts'
import {
	CONTACT_RATE_LIMIT,
	submitContact,
	type ContactDeps,
	type ContactSettings,
} from './submit.server.ts'
import {
	contactFormPost,
	contactJsonPost,
	storedFooterMessage,
	TEST_SECRET,
} from './testing.server.ts'
import { GROUP_MAX, ContactWriter } from './writer.server.ts'

const T0 = Date.parse('2026-03-02T10:00:00.000Z')
const ENTRY = new URL('./writer.thread.ts', import.meta.url)

const ada = (index = 0) => ({
	name: 'Ada Lovelace',
	email: `ada${index}@example.com`,
	message: 'Hello,\nwe need an app.',
})

function post(index = 0): Request {
	return contactJsonPost(ada(index))
}

/** The `i`th visitor: an address of its own, so the limit never meets two of them. */
const visitor = (i: number) => ({ address: `203.0.113.${i}`, userAgent: 'Vitest' })

interface Logged {
	level: 'warn' | 'error'
	object: Record<string, unknown>
	message: string
}

describe('contact posts handled on a thread', () => {
	const t = useTestDatabase('sqlite')
	const writers: ContactWriter[] = []
	afterEach(async () => {
		for (const writer of writers.splice(0)) await writer.stop()
	})

	function setup({ rateLimitMax = CONTACT_RATE_LIMIT.max, entry = ENTRY } = {}) {
		const settings: ContactSettings = {
			secret: TEST_SECRET,
			minFillMs: DEFAULT_MIN_FILL_MS,
			rateLimit: { ...CONTACT_RATE_LIMIT, max: rateLimitMax },
		}
		const writer = new ContactWriter(entry, { url: t.url, settings })
		writers.push(writer)
		const stored: ContactMessage[] = []
		const logged: Logged[] = []
		const log = (level: Logged['level']) => (object: object, message: string) =>
			logged.push({ level, object: object as Record<string, unknown>, message })
		// The same post handled in this thread: what the thread must answer alike.
		const here: ContactDeps = {
			db: t.db,
			...settings,
			now: () => T0,
			onStored: (message) => stored.push(message),
			logger: { warn: log('warn'), error: log('error') },
		}
		const deps: ContactDeps = { ...here, handle: (one) => writer.submit(one) }
		return { writer, deps, here, stored, logged }
	}

	const client = visitor(7)

	test('a post is stored by the thread as the request would have stored it', async () => {
		const { writer, deps, stored } = setup()
		// Started ahead of the first post, as a serving process does.
		writer.open()
		const outcome = await submitContact('footer', post(), client, deps)
		expect(outcome).toMatchObject({
			status: 200,
			result: { ok: true, message: CONTACT_SUCCESS_MESSAGE },
		})
		// Read back through the test's own connection: committed, not only seen by the thread.
		const [row] = await listContactMessages(t.db, { folder: 'inbox' })
		expect(row).toMatchObject(storedFooterMessage('ada0@example.com', T0))
		// What the request learns of the stored message is the row itself.
		expect(stored).toHaveLength(1)
		expect(stored[0]).toMatchObject({ id: row?.id, email: row?.email, status: 'pending' })
		const subject = hashClientAddress(client.address, TEST_SECRET)
		expect(await countRateLimitHits(t.db, CONTACT_RATE_LIMIT, subject, T0)).toBe(1)
	})

	test('the thread judges a post as this thread does: the same answers, the same log', async () => {
		const { deps, here, logged, stored } = setup()
		const token = (age: number) => createRenderToken(TEST_SECRET, T0 - age)
		const cases: Array<[string, () => Request]> = [
			['valid JSON', () => post(1)],
			['a field missing', () => contactJsonPost({ name: 'Ada', message: 'Hi' })],
			['not JSON', () => contactJsonPost('{"name": ')],
			['not an object', () => contactJsonPost('[1, 2]')],
			[
				'the honeypot',
				() => contactJsonPost({ ...ada(2), website: 'http://spam.example' }),
			],
			['too fast', () => contactJsonPost({ ...ada(3), renderedAt: token(1_000) })],
			['a forged token', () => contactJsonPost({ ...ada(4), renderedAt: '1.x' })],
			['a form post', () => contactFormPost({ ...ada(5), renderedAt: token(60_000) })],
			['a form post, invalid', () => contactFormPost({ name: 'Ada', email: 'nope' })],
			['a form post without a token', () => contactFormPost(ada(6))],
		]
		for (const [i, [name, request]] of cases.entries()) {
			// Each case from a visitor of its own, on the thread and here alike.
			logged.length = 0
			const onThread = await submitContact('footer', request(), visitor(i), deps)
			const threadLog = logged.splice(0)
			const inHere = await submitContact('footer', request(), visitor(100 + i), here)
			expect({ name, ...onThread }).toEqual({ name, ...inHere })
			// What was logged differs only in the stored message's id.
			const shape = (entries: Logged[]) =>
				entries.map(({ level, message, object }) => ({
					level,
					message,
					object: {
						...object,
						contactMessage: object.contactMessage ? 'an id' : undefined,
					},
				}))
			expect(shape(threadLog)).toEqual(shape(logged.splice(0)))
		}
		// Both valid posts and the form post are real messages; the spam is kept apart.
		expect(stored.map((message) => message.email)).toEqual([
			'ada1@example.com',
			'ada1@example.com',
			'ada5@example.com',
			'ada5@example.com',
		])
		expect(await listContactMessages(t.db, { folder: 'spam' })).toHaveLength(8)
	})

	test('the limit is counted on the thread: the post past it is refused and not stored', async () => {
		const { deps, logged } = setup({ rateLimitMax: 2 })
		for (let i = 0; i < 2; i++)
			expect((await submitContact('footer', post(i), client, deps)).status).toBe(200)
		const refused = await submitContact('footer', post(2), client, deps)
		expect(refused.status).toBe(429)
		expect(refused.headers['Retry-After']).toBe('600')
		expect(logged).toEqual([
			{
				level: 'warn',
				object: { form: 'footer' },
				message: 'contact post refused: rate limit',
			},
		])
		expect(await countAllContactMessages(t.db)).toBe(2)
		// Another address still gets through.
		const other = await submitContact('footer', post(3), visitor(8), deps)
		expect(other.status).toBe(200)
	})

	test("the thread's error comes back with its SQLite code; nothing is half-written", async () => {
		const { deps, logged } = setup()
		await sql`
			create trigger refuse_messages before insert on contact_messages
			begin select raise(abort, 'no room for messages'); end
		`.execute(t.db)
		const outcome = await submitContact('footer', post(), client, deps)
		expect(outcome).toMatchObject({ status: 503, result: { ok: false } })
		expect(logged).toHaveLength(1)
		expect(logged[0]).toMatchObject({
			level: 'error',
			message: 'contact message not stored',
		})
		const error = logged[0]!.object.err as Error & { errcode?: number }
		expect(error).toBeInstanceOf(Error)
		expect(error.message).toContain('no room for messages')
		// SQLITE_CONSTRAINT_TRIGGER: the code node:sqlite gave the thread.
		expect(error.errcode).toBe(1811)
		// The limit's hit was written in the same transaction, and rolled back with it.
		expect(await countAllContactMessages(t.db)).toBe(0)
		const subject = hashClientAddress(client.address, TEST_SECRET)
		expect(await countRateLimitHits(t.db, CONTACT_RATE_LIMIT, subject, T0)).toBe(0)
	})

	test('posts that arrive together are handled and stored in one transaction', async () => {
		const { writer, deps } = setup()
		const outcomes = await Promise.all(
			Array.from({ length: 10 }, (_, i) =>
				submitContact('footer', post(i), visitor(i), deps),
			),
		)
		expect(writer.groups).toBe(1)
		expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(10).fill(200))
		expect(
			(await listContactMessages(t.db, { folder: 'inbox' }))
				.map((row) => row.email)
				.sort(),
		).toEqual(Array.from({ length: 10 }, (_, i) => `ada${i}@example.com`).sort())
		// A full group goes at once; the post after it starts the next one.
		await Promise.all(
			Array.from({ length: GROUP_MAX + 1 }, (_, i) =>
				submitContact('footer', post(100 + i), visitor(100 + (i % 100)), deps),
			),
		)
		expect(writer.groups).toBe(3)
		expect(await countAllContactMessages(t.db)).toBe(10 + GROUP_MAX + 1)
	})

	test('in a group, a post refused or failing is alone in it; the others are stored', async () => {
		const { writer, deps, logged } = setup()
		await sql`
			create trigger refuse_one before insert on contact_messages
			when new.email = 'refused@example.com'
			begin select raise(abort, 'no room for this one'); end
		`.execute(t.db)
		const outcomes = await Promise.all([
			submitContact('footer', post(1), visitor(1), deps),
			submitContact(
				'footer',
				contactJsonPost({ ...ada(), email: 'refused@example.com' }),
				visitor(2),
				deps,
			),
			submitContact('footer', contactJsonPost({ name: 'Ada' }), visitor(3), deps),
			submitContact('footer', post(4), visitor(4), deps),
		])
		expect(writer.groups).toBe(1)
		expect(outcomes.map((outcome) => outcome.status)).toEqual([200, 503, 400, 200])
		expect(outcomes[2]!.result.fieldErrors).toHaveProperty('email')
		expect(logged.map((entry) => entry.message)).toEqual(['contact message not stored'])
		expect((logged[0]!.object.err as { errcode?: number }).errcode).toBe(1811)
		const stored = await listContactMessages(t.db, { folder: 'inbox' })
		expect(stored.map((row) => row.email).sort()).toEqual([
			'ada1@example.com',
			'ada4@example.com',
		])
		// The failed post's limit hit went with it; the others' stayed; the invalid one never counted.
		const hits = (i: number) =>
			countRateLimitHits(
				t.db,
				CONTACT_RATE_LIMIT,
				hashClientAddress(visitor(i).address, TEST_SECRET),
				T0,
			)
		expect([await hits(1), await hits(2), await hits(3), await hits(4)]).toEqual([
			1, 0, 0, 1,
		])
	})

	test('stop() lets the posts in flight finish, then refuses new ones', async () => {
		const { writer, deps } = setup()
		const posts = Array.from({ length: 20 }, (_, i) =>
			submitContact('footer', post(i), visitor(i), deps),
		)
		// The body is read before the post reaches the writer.
		await new Promise((resolve) => setTimeout(resolve, 0))
		expect(writer.pending).toBe(20)
		await writer.stop()
		expect(writer.pending).toBe(0)
		const outcomes = await Promise.all(posts)
		expect(outcomes.every((outcome) => outcome.status === 200)).toBe(true)
		expect(await countAllContactMessages(t.db)).toBe(20)
		const late = await submitContact('footer', post(21), client, deps)
		expect(late.status).toBe(503)
		expect(await countAllContactMessages(t.db)).toBe(20)
	})

	test('a thread that dies: the posts it owed are refused, the next post opens a new one', async () => {
		// A stand-in for a thread that crashes (it exits at its first message).
		const dying = new URL(
			'data:text/javascript,' +
				encodeURIComponent(
					"import { parentPort } from 'node:worker_threads'; parentPort.on('message', () => process.exit(7))",
				),
		)
		const { writer, deps, logged } = setup({ entry: dying })
		const lost = await submitContact('footer', contactFormPost(ada()), client, deps)
		expect(lost).toMatchObject({ status: 503, result: { ok: false } })
		// A form post's page is filled again with what was typed.
		expect(lost.values).toMatchObject(ada())
		expect(logged).toHaveLength(1)
		expect(String(logged[0]!.object.err)).toContain(
			'contact writer thread exited (code 7)',
		)
		expect(writer.pending).toBe(0)
		// A new thread (which dies the same way here): the writer did not stay broken.
		await expect(
			writer.submit({
				form: 'footer',
				kind: 'json',
				contentType: 'application/json',
				bytes: new TextEncoder().encode(JSON.stringify(ada())),
				address: client.address,
				userAgent: null,
				receivedAt: T0,
				countedAt: T0,
			}),
		).rejects.toThrow('exited (code 7)')
		expect(await countAllContactMessages(t.db)).toBe(0)
	})
})
