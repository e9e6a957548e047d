// The contact writer's thread on a real SQLite file: a post stored there is the post the
// request's own thread would have stored; the limit counts there; its errors come back
// with their SQLite codes; stop() lets every write in flight finish.
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

import { CONTACT_RATE_LIMIT, submitContact, type ContactDeps } from './submit.server.ts'
import { contactJsonPost, storedFooterMessage, TEST_SECRET } from './testing.server.ts'
import { GROUP_MAX, ContactWriter } from './writer.server.ts'

const T0 = Date.parse('2026-03-02T10:00:00.000Z')
const ENTRY = new URL('./writer.thread.ts', import.meta.url)

function post(index = 0): Request {
	return contactJsonPost({
		name: 'Ada Lovelace',
		email: `ada${index}@example.com`,
		message: 'Hello,\nwe need an app.',
	})
}

describe('contact posts written on a thread', () => {
	const t = useTestDatabase('sqlite')
	const writers: ContactWriter[] = []
	afterEach(async () => {
		for (const writer of writers.splice(0)) await writer.stop()
	})

	function setup(rateLimitMax = CONTACT_RATE_LIMIT.max) {
		const writer = new ContactWriter(ENTRY, t.url)
		writers.push(writer)
		const stored: ContactMessage[] = []
		const errors: Array<{ object: Record<string, unknown>; message: string }> = []
		const deps: ContactDeps = {
			db: t.db,
			secret: TEST_SECRET,
			now: () => T0,
			rateLimit: { ...CONTACT_RATE_LIMIT, max: rateLimitMax },
			store: (write) => writer.store(write),
			onStored: (message) => stored.push(message),
			logger: {
				warn: () => {},
				error: (object, message) =>
					errors.push({ object: object as Record<string, unknown>, message }),
			},
		}
		return { writer, deps, stored, errors }
	}

	const client = { address: '203.0.113.7', userAgent: 'Vitest' }

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

	test('the limit is counted on the thread: the post past it is refused and not stored', async () => {
		const { deps } = setup(2)
		for (let i = 0; i < 2; i++)
			expect((await submitContact('footer', post(i), client, deps)).status).toBe(200)
		const refused = await submitContact('footer', post(2), client, deps)
		expect(refused.status).toBe(429)
		expect(refused.headers['Retry-After']).toBe('600')
		expect(await countAllContactMessages(t.db)).toBe(2)
		// Another address still gets through.
		const other = await submitContact(
			'footer',
			post(3),
			{ ...client, address: '198.51.100.4' },
			deps,
		)
		expect(other.status).toBe(200)
	})

	test("the thread's error comes back with its SQLite code; nothing is half-written", async () => {
		const { deps, errors } = setup()
		await sql`
			create trigger refuse_messages before insert on contact_messages
			begin select raise(abort, 'no room for messages'); end
		`.execute(t.db)
		const outcome = await submitContact('footer', post(), client, deps)
		expect(outcome).toMatchObject({ status: 503, result: { ok: false } })
		expect(errors).toHaveLength(1)
		const error = errors[0]!.object.err as Error & { errcode?: number }
		expect(error.message).toContain('no room for messages')
		// SQLITE_CONSTRAINT_TRIGGER: the code node:sqlite gave the thread.
		expect(error.errcode).toBe(1811)
		// The limit's hit was written in the same transaction, and rolled back with it.
		expect(await countAllContactMessages(t.db)).toBe(0)
		const subject = hashClientAddress(client.address, TEST_SECRET)
		expect(await countRateLimitHits(t.db, CONTACT_RATE_LIMIT, subject, T0)).toBe(0)
	})

	/** A write as submitContact hands it to the writer, for the `i`th visitor. */
	function write(i: number, email = `ada${i}@example.com`) {
		return {
			message: {
				source: 'footer' as const,
				name: 'Ada Lovelace',
				email,
				message: 'Hello.',
				clientHash: `subject-${i}`,
				userAgent: null,
				spamReason: null,
			},
			rule: CONTACT_RATE_LIMIT,
			subject: `subject-${i}`,
			countedAt: T0,
			receivedAt: T0,
		}
	}

	test('posts that arrive together are stored in one transaction', async () => {
		const { writer } = setup()
		const outcomes = await Promise.all(
			Array.from({ length: 10 }, (_, i) => writer.store(write(i))),
		)
		expect(writer.groups).toBe(1)
		expect(outcomes.map((outcome) => outcome.stored?.email)).toEqual(
			Array.from({ length: 10 }, (_, i) => `ada${i}@example.com`),
		)
		expect(await countAllContactMessages(t.db)).toBe(10)
		// A full group goes at once; the write after it starts the next one.
		await Promise.all(
			Array.from({ length: GROUP_MAX + 1 }, (_, i) => writer.store(write(100 + i))),
		)
		expect(writer.groups).toBe(3)
		expect(await countAllContactMessages(t.db)).toBe(10 + GROUP_MAX + 1)
	})

	test('a post that fails in a group is rolled back alone; the others are stored', async () => {
		const { writer } = setup()
		await sql`
			create trigger refuse_one before insert on contact_messages
			when new.email = 'refused@example.com'
			begin select raise(abort, 'no room for this one'); end
		`.execute(t.db)
		const settled = await Promise.allSettled([
			writer.store(write(1)),
			writer.store(write(2, 'refused@example.com')),
			writer.store(write(3)),
		])
		expect(writer.groups).toBe(1)
		expect(settled.map((result) => result.status)).toEqual([
			'fulfilled',
			'rejected',
			'fulfilled',
		])
		const refused = (settled[1] as PromiseRejectedResult).reason as Error & {
			errcode?: number
		}
		expect(refused.message).toContain('no room for this one')
		expect(refused.errcode).toBe(1811)
		const stored = await listContactMessages(t.db, { folder: 'inbox' })
		expect(stored.map((row) => row.email).sort()).toEqual([
			'ada1@example.com',
			'ada3@example.com',
		])
		// The refused post's limit hit went with it; the others' stayed.
		const hits = (i: number) =>
			countRateLimitHits(t.db, CONTACT_RATE_LIMIT, `subject-${i}`, T0)
		expect([await hits(1), await hits(2), await hits(3)]).toEqual([1, 0, 1])
	})

	test('stop() lets the writes in flight finish, then refuses new ones', async () => {
		const { writer, deps } = setup()
		const writes = Array.from({ length: 20 }, (_, i) => writer.store(write(i)))
		expect(writer.pending).toBe(20)
		await writer.stop()
		expect(writer.pending).toBe(0)
		const outcomes = await Promise.all(writes)
		expect(outcomes.every((outcome) => outcome.stored !== null)).toBe(true)
		expect(await countAllContactMessages(t.db)).toBe(20)
		const late = await submitContact('footer', post(21), client, deps)
		expect(late.status).toBe(503)
		expect(await countAllContactMessages(t.db)).toBe(20)
	})

	test('a thread that dies: the writes it owed are refused, the next write opens a new one', async () => {
		// A stand-in for a thread that crashes (it exits at its first message).
		const dying = new URL(
			'data:text/javascript,' +
				encodeURIComponent(
					"import { parentPort } from 'node:worker_threads'; parentPort.on('message', () => process.exit(7))",
				),
		)
		const writer = new ContactWriter(dying, t.url)
		writers.push(writer)
		await expect(writer.store(write(0))).rejects.toThrow(
			'contact writer thread exited (code 7)',
		)
		expect(writer.pending).toBe(0)
		// A new thread (which dies the same way here): the writer did not stay broken.
		await expect(writer.store(write(1))).rejects.toThrow('exited (code 7)')
		expect(await countAllContactMessages(t.db)).toBe(0)
	})
})
