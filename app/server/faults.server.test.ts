import { writeFile } from 'node:fs/promises'

import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'

import { inTransaction } from '#app/server/db/index.server.ts'
import { describeEachDialect, useTestDatabase } from '#app/server/db/testing.server.ts'
import { S3Storage } from '#app/server/media/s3-storage.server.ts'

import { answerForFailure, classifyFault, FAULTS } from './faults.server.ts'

async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
	try {
		await work()
	} catch (error) {
		return error
	}
	throw new Error('Expected the work to fail')
}

test('a write to a full disk (the kernel’s ENOSPC) is "Storage is full", 507', async () => {
	const error = await failureOf(() => writeFile('/dev/full', 'x'))
	expect(classifyFault(error)).toEqual(FAULTS['storage-full'])
	expect(classifyFault(new Error('wrapped', { cause: error }))?.status).toBe(507)
})

test('an S3 store that refuses connections is "The image store cannot be reached", 503', async () => {
	// A port nothing listens on: bound and closed again.
	const { createServer } = await import('node:net')
	const server = createServer()
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as { port: number }
	await new Promise<void>((resolve) => server.close(() => resolve()))
	const storage = new S3Storage({
		bucket: 'nowhere',
		region: 'us-east-1',
		endpoint: `http://127.0.0.1:${port}`,
		forcePathStyle: true,
		credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
	})
	try {
		const error = await failureOf(() =>
			storage.put('banners/x/original.png', Buffer.from('x'), 'image/png'),
		)
		expect(classifyFault(error)).toEqual(FAULTS['store-unreachable'])
	} finally {
		await storage.close()
	}
})

test('an error that is no fault of the machine stays unnamed (the caller’s message, 500)', () => {
	expect(classifyFault(new Error('bug'))).toBeNull()
	expect(classifyFault(null)).toBeNull()
	const logged: unknown[] = []
	const answer = answerForFailure(new TypeError('bug'), 'Failed to save project.', {
		logger: { error: (object) => logged.push(object) },
		what: 'Failed to save project',
		id: 'p1',
	})
	expect(answer).toEqual({ status: 500, message: 'Failed to save project.', fault: null })
	expect(logged).toEqual([{ id: 'p1', err: expect.any(TypeError), fault: null }])
})

describeEachDialect('a read-only database', (t) => {
	test('a write is refused as "The database is read-only", 503', async () => {
		const write = () =>
			t.db.insertInto('settings').values({ key: 'probe', value: '"x"' }).execute()
		let error: unknown
		if (t.dialect === 'sqlite') {
			await sql`pragma query_only = 1`.execute(t.db)
			error = await failureOf(write).finally(() =>
				sql`pragma query_only = 0`.execute(t.db),
			)
		} else {
			// A standby, or default_transaction_read_only: SQLSTATE 25006.
			error = await failureOf(() =>
				inTransaction(t.db, async (trx) => {
					await sql`set transaction read only`.execute(trx)
					await trx
						.insertInto('settings')
						.values({ key: 'probe', value: '"x"' })
						.execute()
				}),
			)
		}
		expect(classifyFault(error)).toEqual(FAULTS['database-read-only'])
		const answer = answerForFailure(error, 'Failed to save project.')
		expect(answer.status).toBe(503)
		expect(answer.message).toBe(
			'The database is read-only: nothing can be saved until it is writable again.',
		)
	})
})

describe('a full database disk (SQLite)', () => {
	const t = useTestDatabase('sqlite')

	test('a transaction SQLite ends itself is "Storage is full", 507, not a failed rollback', async () => {
		// Room for a few more pages: the transaction's writes fill them, and SQLite rolls the
		// transaction back itself (SQLITE_FULL).
		const [{ pageCount: pages } = { pageCount: 0 }] = (
			await sql<{ pageCount: number }>`pragma page_count`.execute(t.db)
		).rows
		const [{ maxPageCount: limit } = { maxPageCount: 0 }] = (
			await sql<{
				maxPageCount: number
			}>`${sql.raw(`pragma max_page_count = ${pages + 4}`)}`.execute(t.db)
		).rows
		expect(limit).toBe(pages + 4)
		const error = await failureOf(() =>
			inTransaction(t.db, async (trx) => {
				for (let i = 0; i < 50; i++)
					await trx
						.insertInto('settings')
						.values({ key: `probe-${i}`, value: JSON.stringify('x'.repeat(4000)) })
						.execute()
			}),
		).finally(() => sql.raw('pragma max_page_count = 1073741823').execute(t.db))
		expect((error as Error).message).not.toMatch(/cannot rollback/)
		expect(classifyFault(error)).toEqual(FAULTS['storage-full'])
		expect(answerForFailure(error, 'Failed to save project.')).toMatchObject({
			status: 507,
			message: 'Storage is full: free space, then try again.',
		})
		// Nothing of it was kept, and the database takes writes again.
		const kept = await t.db
			.selectFrom('settings')
			.where('key', 'like', 'probe-%')
			.selectAll()
			.execute()
		expect(kept).toEqual([])
		await t.db.insertInto('settings').values({ key: 'after', value: '1' }).execute()
	})
})
