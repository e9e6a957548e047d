// Logical column types for migrations, so one migration runs on both engines. The models
// convert the raw values (app/server/models/convert.server.ts); the SQLite driver binds JS
// booleans as 0/1 and dates as ISO text.
import { sql, type ColumnDataType, type Kysely, type RawBuilder } from 'kysely'

import { dialectOf, type SqlDialect } from './dialect.server.ts'

export interface ColumnTypes {
	/** SQLite: text holding JSON. PostgreSQL: jsonb. */
	json: ColumnDataType
	/** SQLite: integer 0/1. PostgreSQL: boolean. */
	boolean: ColumnDataType
	/** SQLite: ISO 8601 text in UTC (sorts as it reads). PostgreSQL: timestamptz. */
	timestamp: ColumnDataType
	/**
	 * Text compared byte by byte (code-point order), so a prefix search is an index range
	 * (`term >= 'ban' and term < 'bao'`). SQLite: text (BINARY). PostgreSQL: text collate "C".
	 */
	bytewiseText: ColumnDataType | RawBuilder<unknown>
	true: RawBuilder<unknown>
	false: RawBuilder<unknown>
	/** The current time as a column default, in the timestamp type's format. */
	now: RawBuilder<unknown>
}

const COLUMN_TYPES: Record<SqlDialect, ColumnTypes> = {
	sqlite: {
		json: 'text',
		boolean: 'integer',
		timestamp: 'text',
		bytewiseText: 'text',
		true: sql`1`,
		false: sql`0`,
		now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
	},
	postgres: {
		json: 'jsonb',
		boolean: 'boolean',
		timestamp: 'timestamptz',
		bytewiseText: sql`text collate "C"`,
		true: sql`true`,
		false: sql`false`,
		now: sql`now()`,
	},
}

export function columnTypes<T>(db: Kysely<T>): ColumnTypes {
	return COLUMN_TYPES[dialectOf(db)]
}
