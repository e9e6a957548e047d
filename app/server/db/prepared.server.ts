// A query built and compiled once per dialect, then run with new values. Kysely builds an
// operation tree, runs the plugins over it (camelCase to snake_case) and compiles it to SQL
// on every call: about a third of the database time of a contact post, the busiest write.
// For the few queries on such a path:
//
//   const insertHit = preparedQuery((db: DB, id: string, key: string) =>
//     db.insertInto('rateLimitHits').values({ id, key, hitAt: 0 }))
//   await insertHit(db, 'a1', 'contact:…')
//
// The builder is called once per dialect with placeholders in place of the arguments; each
// must reach the SQL as a parameter, used as a plain value (not computed with, not a
// condition that changes the query's shape). Preparing checks that every placeholder did.
import type { Compilable, CompiledQuery, QueryResult } from 'kysely'

import type { DB } from './index.server.ts'
import type { Database } from './schema.server.ts'
import { dialectOf, type SqlDialect } from './dialect.server.ts'

const SLOT = Symbol('preparedQuery.slot')

interface Slot {
	readonly [SLOT]: number
}

function slotIndex(value: unknown): number | null {
	return typeof value === 'object' && value !== null && SLOT in value
		? (value as Slot)[SLOT]
		: null
}

interface Prepared<Row> {
	query: CompiledQuery<Row>
	/** For each parameter: the argument it takes, or null for a constant of the query. */
	sources: (number | null)[]
}

export function preparedQuery<Args extends unknown[], Row>(
	build: (db: DB, ...args: Args) => Compilable<Row>,
): (db: DB, ...args: Args) => Promise<QueryResult<Row>> {
	const byDialect = new Map<SqlDialect, Prepared<Row>>()
	const prepare = (db: DB, arity: number): Prepared<Row> => {
		const slots = Array.from({ length: arity }, (_, i): Slot => ({ [SLOT]: i }))
		const query = build(db, ...(slots as unknown as Args)).compile()
		const sources = query.parameters.map(slotIndex)
		for (let i = 0; i < arity; i++) {
			if (!sources.includes(i))
				throw new Error(`preparedQuery: argument ${i} does not reach the SQL as a value`)
		}
		return { query, sources }
	}
	return async (db, ...args) => {
		const dialect = dialectOf<Database>(db)
		let prepared = byDialect.get(dialect)
		if (!prepared) {
			prepared = prepare(db, args.length)
			byDialect.set(dialect, prepared)
		}
		const { query, sources } = prepared
		const parameters = query.parameters.map((constant, i) => {
			const source = sources[i]
			return source === null || source === undefined ? constant : args[source]
		})
		return db.executeQuery<Row>({ ...query, parameters })
	}
}
