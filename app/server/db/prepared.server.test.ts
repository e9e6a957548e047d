import { expect, test } from 'vitest'

import type { DB } from './index.server.ts'
import { preparedQuery } from './prepared.server.ts'
import { describeEachDialect } from './testing.server.ts'

describeEachDialect('preparedQuery', (t) => {
	test('runs the query with each call’s values, as the builder would', async () => {
		const insert = preparedQuery((db: DB, id: string, key: string, hitAt: number) =>
			db.insertInto('rateLimitHits').values({ id, key, hitAt }),
		)
		const select = preparedQuery((db: DB, key: string, after: number) =>
			db
				.selectFrom('rateLimitHits')
				.select(['id', 'hitAt'])
				.where('key', '=', key)
				.where('hitAt', '>', after)
				.where('id', '!=', 'never')
				.orderBy('hitAt'),
		)
		await insert(t.db, 'a', 'k1', 10)
		await insert(t.db, 'b', 'k1', 20)
		await insert(t.db, 'c', 'k2', 30)
		const ids = async (key: string, after: number) =>
			(await select(t.db, key, after)).rows.map((row) => [row.id, Number(row.hitAt)])
		expect(await ids('k1', 0)).toEqual([
			['a', 10],
			['b', 20],
		])
		expect(await ids('k1', 15)).toEqual([['b', 20]])
		expect(await ids('k2', 0)).toEqual([['c', 30]])
		// The same rows as the builder finds.
		const built = await t.db
			.selectFrom('rateLimitHits')
			.select(['id', 'hitAt'])
			.where('key', '=', 'k1')
			.where('hitAt', '>', 15)
			.execute()
		expect(built.map((row) => [row.id, Number(row.hitAt)])).toEqual(await ids('k1', 15))
	})

	test('runs inside a transaction on its connection', async () => {
		const insert = preparedQuery((db: DB, id: string, key: string) =>
			db.insertInto('rateLimitHits').values({ id, key, hitAt: 1 }),
		)
		await expect(
			t.db.transaction().execute(async (trx) => {
				await insert(trx, 'rolled-back', 'k')
				throw new Error('roll back')
			}),
		).rejects.toThrow('roll back')
		await t.db.transaction().execute((trx) => insert(trx, 'kept', 'k'))
		const rows = await t.db.selectFrom('rateLimitHits').select('id').execute()
		expect(rows.map((row) => row.id)).toEqual(['kept'])
	})

	test('refuses a builder that does not pass an argument to the SQL as a value', async () => {
		const computed = preparedQuery((db: DB, key: string) =>
			db.selectFrom('rateLimitHits').select('id').where('key', '=', `${key}:x`),
		)
		await expect(computed(t.db, 'k')).rejects.toThrow(
			'preparedQuery: argument 0 does not reach the SQL as a value',
		)
	})
})
