// SQLite through Node's built-in `node:sqlite`, shaped for Kysely's SqliteDialect (which
// expects the better-sqlite3 interface), with write transactions that take the write lock
// up front.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite'
import { fileURLToPath } from 'node:url'

import {
	CompiledQuery,
	SqliteAdapter,
	SqliteDialect,
	SqliteDriver,
	type DatabaseConnection,
	type DialectAdapter,
	type Driver,
	type SqliteDatabase,
	type SqliteDialectConfig,
	type SqliteStatement,
	type TransactionSettings,
} from 'kysely'

/** How long a connection waits for another one's write lock before SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000

const STATEMENT_CACHE_SIZE = 200

/**
 * The file behind a SQLite URL: a plain path, `file:relative/or/absolute.db`,
 * `file:///absolute.db`, or `:memory:`. Query strings (`?mode=…`) are ignored.
 */
export function sqlitePathFromUrl(url: string): string {
	if (url === ':memory:' || url === 'file::memory:') return ':memory:'
	if (url.startsWith('file://')) return fileURLToPath(url.replace(/[?#].*$/, ''))
	if (url.startsWith('file:')) return url.slice('file:'.length).replace(/[?#].*$/, '')
	return url
}

/** Binds JS values the way the rest of the app stores them: booleans as 0/1, dates as ISO text. */
function toSqliteValue(value: unknown): SQLInputValue {
	if (typeof value === 'boolean') return value ? 1 : 0
	if (value instanceof Date) return value.toISOString()
	if (value === undefined) return null
	return value as SQLInputValue
}

function toSqliteParameters(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
	return parameters.map(toSqliteValue)
}

class NodeSqliteStatement implements SqliteStatement {
	readonly reader: boolean
	#statement: StatementSync

	constructor(statement: StatementSync) {
		this.#statement = statement
		// A statement that yields columns (SELECT, PRAGMA, … RETURNING) is read with all().
		this.reader = statement.columns().length > 0
	}

	all(parameters: ReadonlyArray<unknown>): unknown[] {
		return this.#statement.all(...toSqliteParameters(parameters))
	}

	run(parameters: ReadonlyArray<unknown>) {
		const { changes, lastInsertRowid } = this.#statement.run(
			...toSqliteParameters(parameters),
		)
		return { changes, lastInsertRowid }
	}

	iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
		return this.#statement.iterate(
			...toSqliteParameters(parameters),
		) as unknown as IterableIterator<unknown>
	}
}

/** A `node:sqlite` connection with the interface Kysely's SqliteDriver calls, plus a statement cache. */
export class NodeSqliteDatabase implements SqliteDatabase {
	readonly connection: DatabaseSync
	#statements = new Map<string, NodeSqliteStatement>()

	constructor(connection: DatabaseSync) {
		this.connection = connection
	}

	prepare(sql: string): SqliteStatement {
		const cached = this.#statements.get(sql)
		if (cached) {
			// Move to the back: the map's order is the least-recently-used order.
			this.#statements.delete(sql)
			this.#statements.set(sql, cached)
			return cached
		}
		const statement = new NodeSqliteStatement(this.connection.prepare(sql))
		this.#statements.set(sql, statement)
		if (this.#statements.size > STATEMENT_CACHE_SIZE) {
			const oldest = this.#statements.keys().next().value
			if (oldest !== undefined) this.#statements.delete(oldest)
		}
		return statement
	}

	close(): void {
		this.#statements.clear()
		if (!this.connection.isOpen) return
		try {
			// Keeps the query planner's statistics fresh; cheap when nothing changed.
			this.connection.exec('PRAGMA optimize')
		} catch {
			// A read-only or busy database still closes.
		}
		this.connection.close()
	}
}

/**
 * Opens a connection with the pragmas every connection needs: WAL (readers never block the
 * writer), a busy timeout (writers queue instead of failing), enforced foreign keys, and
 * NORMAL sync (durable at checkpoints, safe with WAL).
 */
export async function openSqlite(file: string): Promise<NodeSqliteDatabase> {
	// Loaded on first use, so a PostgreSQL deployment never loads SQLite.
	const { DatabaseSync } = await import('node:sqlite')
	if (file !== ':memory:')
		mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
	const connection = new DatabaseSync(file, { timeout: SQLITE_BUSY_TIMEOUT_MS })
	connection.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
	connection.exec('PRAGMA journal_mode = WAL')
	connection.exec('PRAGMA synchronous = NORMAL')
	connection.exec('PRAGMA foreign_keys = ON')
	return new NodeSqliteDatabase(connection)
}

/**
 * Kysely's SQLite driver, except that a transaction that may write starts with
 * BEGIN IMMEDIATE, and a rollback SQLite has done itself is not done again (below). A deferred BEGIN takes a read lock first; under WAL, upgrading it to a
 * write lock after another connection has written fails at once with SQLITE_BUSY (the busy
 * timeout cannot help), so two concurrent read-then-write transactions would fail instead
 * of queueing.
 *
 * While another process (a second worker) holds the write lock, the BEGIN waits without
 * stopping the event loop: it is tried with no busy timeout and tried again a millisecond
 * or so later, for as long as the busy timeout would have waited. SQLite's own busy handler
 * sleeps the thread (1, 2, 5, 10 … ms), and every request of the process waited with it.
 */
export class ImmediateSqliteDriver extends SqliteDriver {
	override async beginTransaction(
		connection: DatabaseConnection,
		settings?: TransactionSettings,
	): Promise<void> {
		if (settings?.accessMode === 'read only') {
			await connection.executeQuery(CompiledQuery.raw('BEGIN DEFERRED'))
			return
		}
		const started = Date.now()
		for (let attempt = 0; ; attempt++) {
			await connection.executeQuery(NO_BUSY_WAIT)
			try {
				await connection.executeQuery(BEGIN_IMMEDIATE)
				return
			} catch (error) {
				if (!isBusy(error) || Date.now() - started >= SQLITE_BUSY_TIMEOUT_MS) throw error
			} finally {
				await connection.executeQuery(BUSY_WAIT)
			}
			await new Promise((resolve) => setTimeout(resolve, Math.min(attempt, 4)))
		}
	}

	/**
	 * A rollback after SQLite already rolled the transaction back itself (a full disk, an I/O
	 * error) has nothing to do: the caller gets the error that ended the transaction, which
	 * says why, instead of "cannot rollback - no transaction is active".
	 */
	override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
		try {
			await super.rollbackTransaction(connection)
		} catch (error) {
			if (/no transaction is active/i.test((error as Error | null)?.message ?? '')) return
			throw error
		}
	}
}

const NO_BUSY_WAIT = CompiledQuery.raw('PRAGMA busy_timeout = 0')
const BUSY_WAIT = CompiledQuery.raw(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
const BEGIN_IMMEDIATE = CompiledQuery.raw('BEGIN IMMEDIATE')

/** SQLITE_BUSY and its extended codes: another connection holds the lock. */
function isBusy(error: unknown): boolean {
	const code = (error as { errcode?: unknown } | null)?.errcode
	return typeof code === 'number' && (code & 0xff) === 5
}

/**
 * SQLite runs DDL inside transactions, so Kysely's Migrator may wrap each run in one; with
 * BEGIN IMMEDIATE that also keeps two processes from applying the same migration twice.
 */
export class NodeSqliteAdapter extends SqliteAdapter {
	override get supportsTransactionalDdl(): boolean {
		return true
	}
}

export class NodeSqliteDialect extends SqliteDialect {
	#config: SqliteDialectConfig

	constructor(config: SqliteDialectConfig) {
		super(config)
		this.#config = config
	}

	override createDriver(): Driver {
		return new ImmediateSqliteDriver(this.#config)
	}

	override createAdapter(): DialectAdapter {
		return new NodeSqliteAdapter()
	}
}

/** A dialect for the SQLite file (or `:memory:`) that `url` names; the file opens on first query. */
export function createSqliteDialect(url: string): NodeSqliteDialect {
	const file = sqlitePathFromUrl(url)
	return new NodeSqliteDialect({ database: () => openSqlite(file) })
}
