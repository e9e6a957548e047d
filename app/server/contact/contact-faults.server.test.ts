// A contact post meeting a database that cannot take it (read-only here, SQLite's own
// query_only mode): the visitor gets 503 and words to act on, never a 500 with a stack,
// and the log names the fault.
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { useTestDatabase } from '#app/server/db/testing.server.ts'
import { countAllContactMessages } from '#app/server/models/contact-messages.server.ts'

import { submitContact } from './submit.server.ts'

const NOT_STORED_MESSAGE =
	'Your message could not be saved. Please try again in a few minutes.'
import { contactFormPost, contactJsonPost, TEST_SECRET } from './testing.server.ts'

const footer = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there.' }

describe('contact posts on a read-only database', () => {
	const t = useTestDatabase('sqlite')
	const logged: Array<{ object: { fault?: unknown }; message: string }> = []
	const deps = () => ({
		db: t.db,
		secret: TEST_SECRET,
		logger: {
			warn() {},
			error(object: { fault?: unknown }, message: string) {
				logged.push({ object, message })
			},
		},
	})
	const client = { address: '203.0.113.7', userAgent: 'Vitest' }

	beforeEach(async () => {
		logged.length = 0
		await sql`pragma query_only = 1`.execute(t.db)
	})
	afterEach(async () => {
		await sql`pragma query_only = 0`.execute(t.db)
	})

	test('JSON: 503 with a message the visitor can act on; the log says read-only', async () => {
		const outcome = await submitContact('footer', contactJsonPost(footer), client, deps())
		expect(outcome.status).toBe(503)
		expect(outcome.result).toEqual({ ok: false, message: NOT_STORED_MESSAGE })
		expect(logged).toEqual([
			{
				object: expect.objectContaining({ fault: 'database-read-only' }),
				message: 'contact message not stored',
			},
		])
	})

	test('a form post: 503 too, with what was typed kept to fill the form again', async () => {
		const outcome = await submitContact('footer', contactFormPost(footer), client, deps())
		expect(outcome.status).toBe(503)
		expect(outcome.result).toEqual({ ok: false, message: NOT_STORED_MESSAGE })
		expect(outcome.values).toMatchObject(footer)
		await sql`pragma query_only = 0`.execute(t.db)
		expect(await countAllContactMessages(t.db)).toBe(0)
	})
})
