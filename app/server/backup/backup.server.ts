// Backups: one .tar.gz holding a consistent copy of the database and every stored file,
// taken while the site runs, and the restore that brings it back.
//
//   database.sqlite | database.jsonl    the database (VACUUM INTO / rows as JSON, decision 022;
//                                       version 1 archives hold database.pgdump instead)
//   uploads/<key>                       every object of the storage (local folder or S3)
//   secret.key                          the app secret generated under DATA_DIR, when the
//                                       site runs on it (no SESSION_SECRET): sessions and
//                                       two-factor secrets are sealed with it
//   manifest.json                       format, version, counts, and a SHA-256 of each entry
//
// Every temporary (the .partial archive, the work folders, a SQLite file being restored,
// the uploads folder's hidden .tmp files) carries the process id in its name: the next
// run removes those of processes that are gone (a run killed with kill -9), and SIGINT or
// SIGTERM removes the running one's (removeTemporaries, called by the scripts).
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import type { Readable } from 'node:stream'

import { sql, type Kysely } from 'kysely'

import {
	createDatabase,
	dialectFromUrl,
	type SqlDialect,
} from '#app/server/db/index.server.ts'
import { knownMigrations } from '#app/server/db/migrate.server.ts'
import { sqlitePathFromUrl } from '#app/server/db/sqlite.server.ts'
import { LocalStorage } from '#app/server/media/local-storage.server.ts'
import { isValidKey, type Storage } from '#app/server/media/storage.server.ts'

import { dumpRows, restoreRows } from './postgres-logical.server.ts'
import { pgRestore } from './postgres-tools.server.ts'
import { DamagedArchiveError, packTarGz, unpackTarGz } from './tar.server.ts'

export const BACKUP_FORMAT = 'aster-site-backup'
export const BACKUP_VERSION = 2
/** Versions this code restores: 1 had the PostgreSQL database as a pg_dump archive. */
const READABLE_VERSIONS = [1, 2]
const MANIFEST = 'manifest.json'
const UPLOADS = 'uploads/'
const SECRET = 'secret.key'
const MIGRATION_TABLE = 'kysely_migration'

export interface ArchivedFile {
	/** The storage key (without the archive's uploads/ prefix). */
	key: string
	bytes: number
	sha256: string
}

export interface BackupManifest {
	format: typeof BACKUP_FORMAT
	version: number
	createdAt: string
	dialect: SqlDialect
	/** PostgreSQL: the schema dumped (the connection's current schema). */
	schema: string | null
	database: { entry: string; bytes: number; sha256: string }
	/** Migrations applied in the archived database, oldest first. */
	migrations: string[]
	/** Rows per table in the archived database. */
	tables: Record<string, number>
	storage: string
	files: ArchivedFile[]
	fileBytes: number
	/** The generated app secret (DATA_DIR/secret.key), when there was one to keep. */
	secret?: { entry: string; bytes: number; sha256: string }
}

export interface BackupResult {
	file: string
	bytes: number
	seconds: number
	manifest: BackupManifest
}

/** The archive cannot be restored (damaged, not ours, or the target refuses it). Nothing changed. */
export class BackupRefusedError extends Error {}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

// ---------------------------------------------------------------------------------------
// Temporaries

/** Those of this process, removed on SIGINT/SIGTERM by removeTemporaries. */
const temporaries = new Set<string>()
const PID = process.pid

function track(file: string): string {
	temporaries.add(file)
	return file
}

/**
 * Creates a work folder named `<prefix>-<pid>-<random>` in the temporary folder. It is tracked
 * before it exists on disk: a signal arriving between its creation and the next line of
 * JavaScript still finds it.
 */
async function makeWorkFolder(prefix: string): Promise<string> {
	const dir = track(
		path.join(tmpdir(), `${prefix}-${PID}-${randomBytes(6).toString('hex')}`),
	)
	await mkdir(dir)
	return dir
}

async function untrack(file: string): Promise<void> {
	await rm(file, { recursive: true, force: true })
	temporaries.delete(file)
}

/** Removes this process's temporaries at once (for a signal handler, before exiting). */
export function removeTemporaries(): void {
	for (const file of temporaries) rmSync(file, { recursive: true, force: true })
	temporaries.clear()
}

/**
 * For the backup and restore commands: stopped midway by Ctrl-C or SIGTERM, `command` removes
 * what it wrote so far and exits 130 or 143 (a kill -9 leaves it to the next run).
 */
export function removeTemporariesOnSignal(command: string): void {
	for (const [signal, code] of [
		['SIGINT', 130],
		['SIGTERM', 143],
	] as const) {
		process.on(signal, () => {
			removeTemporaries()
			console.error(`${command}: stopped by ${signal}; its temporary files are removed`)
			process.exit(code)
		})
	}
}

function isRunning(pid: number): boolean {
	if (pid === PID) return true
	try {
		process.kill(pid, 0)
		return true
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM'
	}
}

/**
 * Removes the entries of `dir` whose name `pattern` matches (group 1: a process id) and
 * whose process is gone: what a backup or restore killed with kill -9 left behind.
 */
async function removeLeftovers(dir: string, pattern: RegExp): Promise<void> {
	let names: string[]
	try {
		names = await readdir(dir)
	} catch {
		return
	}
	for (const name of names) {
		const match = pattern.exec(name)
		if (match && !isRunning(Number(match[1])))
			await rm(path.join(dir, name), { recursive: true, force: true })
	}
}

const WORK_DIR = /^aster-(?:backup|restore)-(\d+)-/
const PARTIAL = /\.(\d+)\.partial$/
const SQLITE_RESTORE = /\.(\d+)\.restore(?:-wal|-shm|-journal)?$/

/** The uploads folder's hidden .tmp files (LocalStorage.put) left by a killed restore. */
function removeUploadTemporaries(storage: Storage): void {
	if (!(storage instanceof LocalStorage) || !existsSync(storage.root)) return
	const walk = (dir: string) => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const file = path.join(dir, entry.name)
			if (entry.isDirectory()) walk(file)
			else if (/^\..+\.[0-9a-f]{12}\.tmp$/.test(entry.name)) rmSync(file, { force: true })
		}
	}
	walk(storage.root)
}

/** `site-20261122T041200Z.tar.gz`: sorts by time, safe in any file system. */
export function defaultBackupName(now = new Date()): string {
	const stamp = now
		.toISOString()
		.replace(/\.\d+Z$/, 'Z')
		.replace(/[-:]/g, '')
	return path.join('backups', `site-${stamp}.tar.gz`)
}

async function readAll(body: Readable): Promise<Buffer> {
	const chunks: Buffer[] = []
	for await (const chunk of body) chunks.push(chunk as Buffer)
	return Buffer.concat(chunks)
}

// ---------------------------------------------------------------------------------------
// SQLite

async function openSqliteFile(file: string, readOnly = false): Promise<DatabaseSync> {
	const { DatabaseSync } = await import('node:sqlite')
	const db = new DatabaseSync(file, { timeout: 5000, readOnly })
	db.exec('PRAGMA busy_timeout = 5000')
	return db
}

function sqliteTables(db: DatabaseSync): Record<string, number> {
	const names = db
		.prepare(
			"select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name",
		)
		.all()
		.map((row) => String(row.name))
	const counts: Record<string, number> = {}
	for (const name of names) {
		const row = db
			.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`)
			.get()
		counts[name] = Number(row?.n ?? 0)
	}
	return counts
}

function sqliteMigrations(db: DatabaseSync, tables: Record<string, number>): string[] {
	if (!(MIGRATION_TABLE in tables)) return []
	return db
		.prepare(`select name from ${MIGRATION_TABLE} order by name`)
		.all()
		.map((row) => String(row.name))
}

interface DatabaseSnapshot {
	file: string
	schema: string | null
	migrations: string[]
	tables: Record<string, number>
}

/**
 * VACUUM INTO copies the database as of one read transaction: under WAL it never blocks
 * the site's writers, and the copy is a complete, checkpointed file.
 */
async function snapshotSqlite(url: string, into: string): Promise<DatabaseSnapshot> {
	const source = sqlitePathFromUrl(url)
	if (source === ':memory:' || !existsSync(source))
		throw new Error(`No SQLite database at ${source}`)
	const db = await openSqliteFile(source)
	try {
		db.prepare('VACUUM INTO ?').run(into)
	} finally {
		db.close()
	}
	const copy = await openSqliteFile(into, true)
	try {
		const tables = sqliteTables(copy)
		return {
			file: into,
			schema: null,
			tables,
			migrations: sqliteMigrations(copy, tables),
		}
	} finally {
		copy.close()
	}
}

// ---------------------------------------------------------------------------------------
// PostgreSQL

async function postgresTables(db: Kysely<unknown>, schema: string) {
	const { rows } = await sql<{ name: string }>`
		select table_name as name from information_schema.tables
		where table_schema = ${schema} and table_type = 'BASE TABLE'
		order by table_name
	`.execute(db)
	const counts: Record<string, number> = {}
	for (const { name } of rows) {
		const result = await sql<{
			n: string
		}>`select count(*) as n from ${sql.id(schema, name)}`.execute(db)
		counts[name] = Number(result.rows[0]?.n ?? 0)
	}
	return counts
}

async function postgresMigrations(
	db: Kysely<unknown>,
	schema: string,
	tables: Record<string, number>,
): Promise<string[]> {
	if (!(MIGRATION_TABLE in tables)) return []
	const { rows } = await sql<{
		name: string
	}>`select name from ${sql.id(schema, MIGRATION_TABLE)} order by name`.execute(db)
	return rows.map((row) => row.name)
}

async function currentSchema(db: Kysely<unknown>): Promise<string | null> {
	const { rows } = await sql<{
		schema: string | null
	}>`select current_schema() as schema`.execute(db)
	return rows[0]?.schema ?? null
}

/**
 * One repeatable-read transaction counts the rows and writes them, so the manifest's
 * counts describe exactly the rows in the archive.
 */
async function snapshotPostgres(url: string, into: string): Promise<DatabaseSnapshot> {
	const db = createDatabase(url) as unknown as Kysely<unknown>
	try {
		return await db
			.transaction()
			.setIsolationLevel('repeatable read')
			.setAccessMode('read only')
			.execute(async (trx) => {
				const schema = await currentSchema(trx)
				if (!schema) throw new Error('The schema of DATABASE_URL does not exist')
				const tables = await postgresTables(trx, schema)
				const migrations = await postgresMigrations(trx, schema, tables)
				await dumpRows(trx, schema, into)
				return { file: into, schema, tables, migrations }
			})
	} finally {
		await db.destroy()
	}
}

// ---------------------------------------------------------------------------------------
// Backup

export interface BackupOptions {
	databaseUrl: string
	storage: Storage
	/** Where to write the archive; default backups/site-<UTC time>.tar.gz. */
	out?: string
	now?: Date
	/** The generated app secret's file (DATA_DIR/secret.key): archived when it exists. */
	secretFile?: string
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
	const started = performance.now()
	const now = options.now ?? new Date()
	const dialect = dialectFromUrl(options.databaseUrl)
	const out = path.resolve(options.out ?? defaultBackupName(now))
	await mkdir(path.dirname(out), { recursive: true })
	await removeLeftovers(tmpdir(), WORK_DIR)
	await removeLeftovers(path.dirname(out), PARTIAL)
	const work = await makeWorkFolder('aster-backup')
	const partial = track(`${out}.${PID}.partial`)
	try {
		// The database first: files added after it are harmless extras; files it refers to
		// existed when it was taken (the site deletes a file only after its row).
		const entry = dialect === 'sqlite' ? 'database.sqlite' : 'database.jsonl'
		const snapshot =
			dialect === 'sqlite'
				? await snapshotSqlite(options.databaseUrl, path.join(work, entry))
				: await snapshotPostgres(options.databaseUrl, path.join(work, entry))
		const databaseBytes = await readFile(snapshot.file)
		const files: ArchivedFile[] = []
		const storage = options.storage
		// Every stored file staged beside the database, then the manifest that lists them.
		const names = [entry]
		for (const key of (await storage.list('')).sort()) {
			const object = await storage.get(key)
			if (!object) continue // deleted since it was listed
			const data = await readAll(object.body)
			files.push({ key, bytes: data.length, sha256: sha256(data) })
			const staged = path.join(work, UPLOADS + key)
			await mkdir(path.dirname(staged), { recursive: true })
			await writeFile(staged, data)
			names.push(UPLOADS + key)
		}
		let secret: BackupManifest['secret']
		if (options.secretFile && existsSync(options.secretFile)) {
			const data = await readFile(options.secretFile)
			await writeFile(path.join(work, SECRET), data, { mode: 0o600 })
			secret = { entry: SECRET, bytes: data.length, sha256: sha256(data) }
			names.push(SECRET)
		}
		const manifest: BackupManifest = {
			format: BACKUP_FORMAT,
			version: BACKUP_VERSION,
			createdAt: now.toISOString(),
			dialect,
			schema: snapshot.schema,
			database: { entry, bytes: databaseBytes.length, sha256: sha256(databaseBytes) },
			migrations: snapshot.migrations,
			tables: snapshot.tables,
			storage: storage.kind,
			files,
			fileBytes: files.reduce((sum, file) => sum + file.bytes, 0),
			...(secret && { secret }),
		}
		await writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, '\t'))
		await packTarGz(partial, work, [...names, MANIFEST])
		await rename(partial, out)
		return {
			file: out,
			bytes: (await stat(out)).size,
			seconds: (performance.now() - started) / 1000,
			manifest,
		}
	} finally {
		await untrack(partial)
		await untrack(work)
	}
}

// ---------------------------------------------------------------------------------------
// Reading an archive

interface StagedArchive {
	dir: string
	manifest: BackupManifest
	databaseFile: string
	/** Staged file of each upload key. */
	uploads: Map<string, string>
	secretFile: string | null
}

function parseManifest(data: Buffer | undefined, file: string): BackupManifest {
	if (!data)
		throw new BackupRefusedError(
			`${file} has no ${MANIFEST}: it is not an archive made by npm run backup (or it is damaged).`,
		)
	let manifest: Partial<BackupManifest>
	try {
		manifest = JSON.parse(data.toString('utf8')) as Partial<BackupManifest>
	} catch {
		throw new BackupRefusedError(`${file}: ${MANIFEST} is not valid JSON.`)
	}
	if (manifest.format !== BACKUP_FORMAT)
		throw new BackupRefusedError(
			`${file}: ${MANIFEST} is not a ${BACKUP_FORMAT} manifest.`,
		)
	if (
		typeof manifest.version !== 'number' ||
		!READABLE_VERSIONS.includes(manifest.version)
	)
		throw new BackupRefusedError(
			`${file}: backup format version ${String(manifest.version)} is not supported (this version reads ${READABLE_VERSIONS.join(' and ')}).`,
		)
	if (
		(manifest.dialect !== 'sqlite' && manifest.dialect !== 'postgres') ||
		!manifest.database ||
		!Array.isArray(manifest.files) ||
		typeof manifest.tables !== 'object'
	)
		throw new BackupRefusedError(`${file}: ${MANIFEST} is incomplete.`)
	return manifest as BackupManifest
}

/**
 * Unpacks the archive into a temporary folder and checks every entry against the
 * manifest, before anything is changed. Throws BackupRefusedError when it is damaged.
 */
async function stageArchive(file: string): Promise<StagedArchive> {
	if (!existsSync(file)) throw new BackupRefusedError(`No such file: ${file}`)
	await removeLeftovers(tmpdir(), WORK_DIR)
	const dir = await makeWorkFolder('aster-restore')
	try {
		let names: Set<string>
		try {
			names = await unpackTarGz(file, dir)
		} catch (error) {
			if (error instanceof DamagedArchiveError)
				throw new BackupRefusedError(
					`${file} is damaged or not a .tar.gz archive: ${error.message}`,
				)
			throw error
		}
		const manifestData = names.has(MANIFEST)
			? await readFile(path.join(dir, MANIFEST))
			: undefined
		const manifest = parseManifest(manifestData, file)
		const check = async (name: string, expected: { sha256: string; bytes: number }) => {
			if (!names.has(name))
				throw new BackupRefusedError(`${file} is incomplete: ${name} is missing.`)
			const staged = path.join(dir, name)
			const data = await readFile(staged)
			if (sha256(data) !== expected.sha256 || data.length !== expected.bytes)
				throw new BackupRefusedError(
					`${file} is damaged: ${name} does not match its checksum.`,
				)
			return staged
		}
		const databaseFile = await check(manifest.database.entry, manifest.database)
		const uploads = new Map<string, string>()
		for (const archived of manifest.files) {
			if (!isValidKey(archived.key))
				throw new BackupRefusedError(`${file}: invalid storage key ${archived.key}`)
			uploads.set(archived.key, await check(UPLOADS + archived.key, archived))
		}
		const secretFile = manifest.secret
			? await check(manifest.secret.entry, manifest.secret)
			: null
		return { dir, manifest, databaseFile, uploads, secretFile }
	} catch (error) {
		await untrack(dir)
		throw error
	}
}

/** Reads and checks an archive's manifest (and every entry) without restoring anything. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
	const staged = await stageArchive(file)
	await untrack(staged.dir)
	return staged.manifest
}

// ---------------------------------------------------------------------------------------
// Restore

export interface RestoreOptions {
	file: string
	databaseUrl: string
	storage: Storage
	/** Replace a database that holds rows. */
	force?: boolean
	/** Where the app secret goes (DATA_DIR/secret.key) when the archive holds one. */
	secretFile?: string
}

export interface RestoreResult {
	manifest: BackupManifest
	/** Rows per table in the restored database. */
	tables: Record<string, number>
	files: number
	seconds: number
}

const CONTENT_TYPES: Record<string, string> = {
	avif: 'image/avif',
	webp: 'image/webp',
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	png: 'image/png',
	gif: 'image/gif',
	svg: 'image/svg+xml',
	json: 'application/json',
}

function contentTypeOf(key: string): string {
	const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
	return CONTENT_TYPES[ext] ?? 'application/octet-stream'
}

const isAppTable = (name: string) => !name.startsWith('kysely_')
const rowsIn = (tables: Record<string, number>) =>
	Object.entries(tables)
		.filter(([name]) => isAppTable(name))
		.reduce((sum, [, n]) => sum + n, 0)

function refuseNonEmpty(target: string, tables: Record<string, number>): never {
	throw new BackupRefusedError(
		`${target} already holds ${rowsIn(tables)} rows; restoring would replace them. ` +
			'Run again with --force to overwrite it.',
	)
}

function compareCounts(expected: Record<string, number>, actual: Record<string, number>) {
	const wrong = Object.entries(expected).filter(([name, n]) => actual[name] !== n)
	if (wrong.length > 0)
		throw new Error(
			`The restored database does not match the manifest: ${wrong
				.map(([name, n]) => `${name} ${actual[name] ?? 'missing'} (expected ${n})`)
				.join(', ')}`,
		)
}

async function restoreUploads(staged: StagedArchive, storage: Storage): Promise<number> {
	for (const [key, file] of staged.uploads)
		await storage.put(key, await readFile(file), contentTypeOf(key))
	return staged.uploads.size
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
	const started = performance.now()
	const dialect = dialectFromUrl(options.databaseUrl)
	removeUploadTemporaries(options.storage)
	const staged = await stageArchive(options.file)
	try {
		const { manifest } = staged
		if (manifest.dialect !== dialect)
			throw new BackupRefusedError(
				`${options.file} holds a ${manifest.dialect} database; DATABASE_URL is ${dialect}. ` +
					'Restore it into the same kind of database.',
			)
		const tables =
			dialect === 'sqlite'
				? await restoreSqlite(staged, options)
				: await restorePostgres(staged, options)
		// The database's sessions and two-factor secrets are sealed with it: without it no one
		// with two-factor could sign in. Written whole, then renamed into place.
		if (staged.secretFile && options.secretFile) {
			await mkdir(path.dirname(options.secretFile), { recursive: true })
			const temp = track(`${options.secretFile}.${PID}.restore`)
			try {
				await writeFile(temp, await readFile(staged.secretFile), { mode: 0o600 })
				await rename(temp, options.secretFile)
			} finally {
				await untrack(temp)
			}
		}
		return {
			manifest,
			tables,
			files: staged.uploads.size,
			seconds: (performance.now() - started) / 1000,
		}
	} finally {
		await untrack(staged.dir)
	}
}

async function restoreSqlite(
	staged: StagedArchive,
	options: RestoreOptions,
): Promise<Record<string, number>> {
	const target = path.resolve(sqlitePathFromUrl(options.databaseUrl))
	if (existsSync(target) && !options.force) {
		const existing = await openSqliteFile(target, true)
		try {
			const tables = sqliteTables(existing)
			if (rowsIn(tables) > 0) refuseNonEmpty(target, tables)
		} finally {
			existing.close()
		}
	}
	// Checked beside the target, then renamed over it: the database is the old one or the
	// new one, never half of each.
	await mkdir(path.dirname(target), { recursive: true })
	await removeLeftovers(path.dirname(target), SQLITE_RESTORE)
	const temp = `${target}.${PID}.restore`
	for (const suffix of ['', '-wal', '-shm', '-journal']) track(temp + suffix)
	try {
		await writeFile(temp, await readFile(staged.databaseFile))
		const copy = await openSqliteFile(temp)
		let tables: Record<string, number>
		try {
			const result = copy.prepare('PRAGMA integrity_check').all()
			const verdict = result.map((row) => String(Object.values(row)[0])).join('; ')
			if (verdict !== 'ok')
				throw new BackupRefusedError(
					`The archived database fails integrity_check: ${verdict}`,
				)
			tables = sqliteTables(copy)
			compareCounts(staged.manifest.tables, tables)
		} finally {
			copy.close()
		}
		await restoreUploads(staged, options.storage)
		// The old database's WAL must not be applied to the new file.
		for (const suffix of ['-wal', '-shm', '-journal'])
			await rm(target + suffix, { force: true })
		await rename(temp, target)
		return tables
	} finally {
		for (const suffix of ['', '-wal', '-shm', '-journal']) await untrack(temp + suffix)
	}
}

async function restorePostgres(
	staged: StagedArchive,
	options: RestoreOptions,
): Promise<Record<string, number>> {
	const { manifest } = staged
	const legacy = manifest.database.entry === 'database.pgdump'
	if (!legacy) {
		// The archive's migrations must be this app's first ones: restore runs them.
		const known = knownMigrations()
		const unknown = manifest.migrations.find((name, i) => known[i] !== name)
		if (unknown)
			throw new BackupRefusedError(
				`The archive was made by another version of the site (migration ${unknown} is not ` +
					"this one's): restore it with the version that made it, or a later one.",
			)
	}
	const db = createDatabase(options.databaseUrl) as unknown as Kysely<unknown>
	try {
		const schema = await currentSchema(db)
		if (!schema)
			throw new BackupRefusedError(
				'The schema of DATABASE_URL does not exist; create it first.',
			)
		if (legacy && schema !== manifest.schema)
			throw new BackupRefusedError(
				`The archive holds schema "${manifest.schema}", but DATABASE_URL uses "${schema}".`,
			)
		const existing = await postgresTables(db, schema)
		if (!options.force && rowsIn(existing) > 0)
			refuseNonEmpty(`The database's schema "${schema}"`, existing)
		await restoreUploads(staged, options.storage)
		if (legacy) {
			// Version 1 archives: pg_dump's custom format, which only pg_restore reads.
			const listFile = path.join(staged.dir, 'restore.list')
			await pgRestore({
				url: options.databaseUrl,
				file: staged.databaseFile,
				listFile,
				writeList: (text) => writeFile(listFile, text),
			})
			const tables = await postgresTables(db, schema)
			compareCounts(manifest.tables, tables)
			return tables
		}
		// One transaction: the schema is the old one or the restored one, never half of each.
		return await db.transaction().execute(async (trx) => {
			await restoreRows(trx, schema, manifest.migrations, staged.databaseFile)
			const tables = await postgresTables(trx, schema)
			compareCounts(manifest.tables, tables)
			return tables
		})
	} finally {
		await db.destroy()
	}
}
