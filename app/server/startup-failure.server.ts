// What a start that failed says: for the errors a wrong setting causes, one sentence that
// names the setting; for any other error, its own message.
import path from 'node:path'

import { dialectFromUrl } from './db/dialect.server.ts'
import { sqlitePathFromUrl } from './db/sqlite.server.ts'
import type { Env } from './env.server.ts'

/** The fields Node's system errors (and pg's) carry. */
interface SystemError extends Error {
	code?: unknown
	syscall?: string
	path?: string
	hostname?: string
	port?: number
	severity?: string
}

const LISTEN_REASONS: Record<string, string> = {
	EADDRINUSE: 'the port is in use',
	EACCES: 'permission denied (ports below 1024 need privileges)',
	EADDRNOTAVAIL: "the address is not one of this machine's",
}

const FOLDER_REASONS: Record<string, string> = {
	ENOTDIR: 'is not a folder: a file is in the way',
	EEXIST: 'is not a folder: a file is in the way',
	EACCES: 'cannot be written: permission denied',
	EPERM: 'cannot be written: permission denied',
	EROFS: 'cannot be written: the file system is read-only',
	ENOSPC: 'cannot be written: the disk is full',
}

const UNREACHABLE = new Set([
	'ECONNREFUSED',
	'ECONNRESET',
	'ENOTFOUND',
	'EAI_AGAIN',
	'ETIMEDOUT',
	'EHOSTUNREACH',
	'ENETUNREACH',
])

export function describeStartupFailure(error: unknown, env: Env): string {
	// A wrapped error ("Migrations failed: …") is described by its cause.
	for (let cause = error; cause instanceof Error; cause = cause.cause) {
		const failure = cause as SystemError
		const code = typeof failure.code === 'string' ? failure.code : ''
		const listenReason = LISTEN_REASONS[code]
		if (listenReason && (failure.syscall === 'listen' || failure.syscall === 'bind')) {
			return `Cannot listen on ${hostAndPort(env.HOST, failure.port ?? env.PORT)}: ${listenReason} (${code}).`
		}
		if (failure.syscall === 'getaddrinfo' && failure.hostname === env.HOST) {
			return `HOST: ${env.HOST} is not an address or a name this machine can resolve (${code}).`
		}
		if (UNREACHABLE.has(code) && isDatabaseServer(failure, env.DATABASE_URL)) {
			return `Cannot reach the PostgreSQL server in DATABASE_URL (${code}).`
		}
		// SQLSTATE 28…: the login was refused; 3D000: no such database.
		if (failure.severity && /^(28|3D)/.test(code)) {
			return `DATABASE_URL: the PostgreSQL server refused it: ${failure.message}.`
		}
		const folderReason = FOLDER_REASONS[code]
		if (folderReason && failure.path) {
			const setting = settingOfPath(failure.path, env)
			return `${setting ? `${setting}: ` : ''}${failure.path} ${folderReason} (${code}).`
		}
	}
	return error instanceof Error ? error.message : String(error)
}

function hostAndPort(host: string, port: number) {
	return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`
}

/** Whether a connection error is about DATABASE_URL's server (not, say, an S3 endpoint). */
function isDatabaseServer(failure: SystemError, databaseUrl: string): boolean {
	const url = /^postgres(ql)?:\/\//i.test(databaseUrl) ? URL.parse(databaseUrl) : null
	if (!url) return false
	if (failure.hostname !== undefined && failure.hostname !== url.hostname) return false
	return failure.port === undefined || failure.port === Number(url.port || 5432)
}

/** The setting a failed path belongs to: the most specific folder that holds it. */
function settingOfPath(file: string, env: Env): string | undefined {
	const folders: [string, string][] = [
		['UPLOADS_DIR', env.UPLOADS_DIR],
		['DATA_DIR', env.DATA_DIR],
	]
	const database = sqliteFile(env.DATABASE_URL)
	if (database) folders.push(['DATABASE_URL', path.dirname(database)])
	const holding = folders
		.map(([setting, folder]) => [setting, path.resolve(folder)] as const)
		.filter(([, folder]) => file === folder || file.startsWith(folder + path.sep))
	// Longest first; on a tie (the database in DATA_DIR) the order above decides.
	return holding.sort((a, b) => b[1].length - a[1].length)[0]?.[0]
}

function sqliteFile(databaseUrl: string): string | undefined {
	try {
		if (dialectFromUrl(databaseUrl) !== 'sqlite') return undefined
	} catch {
		return undefined
	}
	const file = sqlitePathFromUrl(databaseUrl)
	return file === ':memory:' ? undefined : file
}
