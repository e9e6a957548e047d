// PostgreSQL backups without pg_dump (decision 022): the rows of every table of the schema,
// read in one repeatable-read transaction, one JSON line per row (to_jsonb, so every type
// travels as PostgreSQL's own text form), and the migrations applied. Restore runs those
// migrations into the emptied schema and inserts the rows back with jsonb_populate_recordset,
// all in one transaction. Works with any server version the app supports, needs no client
// tools, and restores into the same major version or a newer one.
// Its SQL is infrastructure, like the migrator's, not a model's: it copies every table by
// the name the catalogue gives, whatever the table holds.
import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { createInterface } from 'node:readline'

import { sql, type Kysely, type Transaction } from 'kysely'

import { migrateTo } from '#app/server/db/migrate.server.ts'

/**
 * The migrator's lock: made by the migrator on restore, never copied. Its list of applied
 * migrations is copied (after the migrations ran, it is replaced, so their times survive).
 */
const isMigratorTable = (name: string) => name === 'kysely_migration_lock'

const BATCH = 1000

export async function schemaTables(
	db: Kysely<unknown>,
	schema: string,
): Promise<string[]> {
	const { rows } = await sql<{ name: string }>`
		select table_name as name from information_schema.tables
		where table_schema = ${schema} and table_type = 'BASE TABLE'
		order by table_name
	`.execute(db)
	return rows.map((row) => row.name)
}

/**
 * Writes every row of the schema's tables (not the migrator's lock) to `file`, one JSON line
 * each: `{"table":"projects","row":{…}}`. `trx` must be a repeatable-read transaction, so
 * the rows are those of one moment. Rows are read through a cursor, a batch at a time.
 */
export async function dumpRows(
	trx: Transaction<unknown>,
	schema: string,
	file: string,
): Promise<void> {
	const out = createWriteStream(file)
	const closed = once(out, 'close')
	try {
		for (const table of await schemaTables(trx, schema)) {
			if (isMigratorTable(table)) continue
			const cursor = sql.id(`aster_backup_${table}`)
			await sql`declare ${cursor} no scroll cursor for
				select to_jsonb(t)::text as row from ${sql.id(schema, table)} as t`.execute(trx)
			const prefix = `{"table":${JSON.stringify(table)},"row":`
			for (;;) {
				const { rows } = await sql<{
					row: string
				}>`fetch ${sql.raw(String(BATCH))} from ${cursor}`.execute(trx)
				for (const { row } of rows) {
					if (!out.write(`${prefix}${row}}\n`)) await once(out, 'drain')
				}
				if (rows.length < BATCH) break
			}
			await sql`close ${cursor}`.execute(trx)
		}
	} finally {
		out.end()
		await closed
	}
}

/** Tables ordered so that each comes after the tables its foreign keys point to. */
async function insertOrder(trx: Transaction<unknown>, schema: string): Promise<string[]> {
	const tables = await schemaTables(trx, schema)
	const { rows } = await sql<{ child: string; parent: string }>`
		select c.relname as child, p.relname as parent
		from pg_constraint k
		join pg_class c on c.oid = k.conrelid
		join pg_class p on p.oid = k.confrelid
		join pg_namespace n on n.oid = k.connamespace
		where k.contype = 'f' and n.nspname = ${schema} and c.oid <> p.oid
	`.execute(trx)
	const parents = new Map<string, string[]>()
	for (const { child, parent } of rows)
		parents.set(child, [...(parents.get(child) ?? []), parent])
	const ordered: string[] = []
	const visiting = new Set<string>()
	const visit = (table: string) => {
		if (ordered.includes(table) || visiting.has(table)) return
		visiting.add(table)
		for (const parent of parents.get(table) ?? []) visit(parent)
		ordered.push(table)
	}
	for (const table of tables) visit(table)
	return ordered
}

/**
 * Replaces the schema's tables with those of `migrations` and the rows of `file`, inside
 * `trx`: every table dropped, the migrations run (Kysely runs them in the transaction it is
 * given), the rows they insert (reference data, their own record) removed, the archived rows inserted parents first,
 * and every sequence set past the highest value restored.
 */
export async function restoreRows(
	trx: Transaction<unknown>,
	schema: string,
	migrations: string[],
	file: string,
): Promise<void> {
	for (const table of await schemaTables(trx, schema))
		await sql`drop table if exists ${sql.id(schema, table)} cascade`.execute(trx)
	const last = migrations.at(-1)
	if (last) await migrateTo(trx, last)
	const tables = (await schemaTables(trx, schema)).filter(
		(name) => !isMigratorTable(name),
	)
	if (tables.length > 0) {
		const list = sql.join(tables.map((table) => sql.id(schema, table)))
		await sql`truncate table ${list} restart identity cascade`.execute(trx)
	}

	// Rows grouped by table (an archive is one table after another), inserted parents first.
	const rowsByTable = new Map<string, string[]>()
	const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity })
	for await (const line of lines) {
		if (!line) continue
		const { table, row } = JSON.parse(line) as { table: string; row: unknown }
		if (!tables.includes(table))
			throw new Error(
				`The archive holds rows of table ${table}, which its migrations do not create`,
			)
		const list = rowsByTable.get(table) ?? []
		list.push(JSON.stringify(row))
		rowsByTable.set(table, list)
	}
	for (const table of await insertOrder(trx, schema)) {
		const rows = rowsByTable.get(table) ?? []
		for (let start = 0; start < rows.length; start += BATCH) {
			const batch = `[${rows.slice(start, start + BATCH).join(',')}]`
			const target = sql.id(schema, table)
			await sql`insert into ${target} overriding system value
				select * from jsonb_populate_recordset(null::${target}, ${batch}::jsonb)`.execute(trx)
		}
	}

	const { rows: sequences } = await sql<{
		tableName: string
		columnName: string
		sequence: string
	}>`
		select c.table_name, c.column_name, pg_get_serial_sequence(quote_ident(c.table_schema) || '.' || quote_ident(c.table_name), c.column_name) as sequence
		from information_schema.columns c
		where c.table_schema = ${schema}
			and pg_get_serial_sequence(quote_ident(c.table_schema) || '.' || quote_ident(c.table_name), c.column_name) is not null
	`.execute(trx)
	for (const { tableName, columnName, sequence } of sequences) {
		await sql`select setval(${sequence}::regclass, coalesce((select max(${sql.id(columnName)}) from ${sql.id(schema, tableName)}), 0) + 1, false)`.execute(
			trx,
		)
	}
}
