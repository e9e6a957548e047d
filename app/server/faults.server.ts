// What went wrong below the app, in words an admin can act on. A full disk, a read-only or
// unreachable database and an unreachable image store each have their own status and
// message; anything else is not a fault this module knows (the caller's generic message).
//
//   const fault = classifyFault(error)
//   logger.error({ err: error, fault: fault?.kind }, 'Failed to save project')
//   return refuse(fault?.status ?? 500, { formError: fault?.message ?? SAVE_FAILED })

export type FaultKind =
	| 'storage-full'
	| 'storage-read-only'
	| 'database-read-only'
	| 'database-unreachable'
	| 'store-unreachable'

export interface Fault {
	kind: FaultKind
	/** 507 for a full disk, 503 for the rest: none of them is the request's fault. */
	status: number
	message: string
}

export const FAULTS: Record<FaultKind, Fault> = {
	'storage-full': {
		kind: 'storage-full',
		status: 507,
		message: 'Storage is full: free space, then try again.',
	},
	'storage-read-only': {
		kind: 'storage-read-only',
		status: 503,
		message: 'Storage is read-only: nothing can be saved until it is writable again.',
	},
	'database-read-only': {
		kind: 'database-read-only',
		status: 503,
		message:
			'The database is read-only: nothing can be saved until it is writable again.',
	},
	'database-unreachable': {
		kind: 'database-unreachable',
		status: 503,
		message: 'The database cannot be reached. Please try again in a minute.',
	},
	'store-unreachable': {
		kind: 'store-unreachable',
		status: 503,
		message: 'The image store cannot be reached. Please try again in a minute.',
	},
}

/**
 * Thrown by a Storage when the store behind it does not answer (refused connection,
 * timeout, 5xx), so a network error of the image store is never taken for the database's.
 */
export class StoreUnreachableError extends Error {
	override name = 'StoreUnreachableError'
	constructor(cause: unknown) {
		super(
			`The image store cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
			{ cause },
		)
	}
}

const NETWORK_CODES = new Set([
	'ECONNREFUSED',
	'ECONNRESET',
	'ETIMEDOUT',
	'EHOSTUNREACH',
	'ENETUNREACH',
	'ENOTFOUND',
	'EAI_AGAIN',
	'EPIPE',
	'ECONNABORTED',
])

/** Whether `error` says a network peer did not answer (for the storage adapters). */
export function isNetworkError(error: unknown): boolean {
	for (const item of causes(error)) {
		const { code, name, $metadata } = item as {
			code?: unknown
			name?: unknown
			$metadata?: { httpStatusCode?: number }
		}
		if (typeof code === 'string' && NETWORK_CODES.has(code)) return true
		if (name === 'TimeoutError' || name === 'RequestTimeout') return true
		const status = $metadata?.httpStatusCode
		if (typeof status === 'number' && status >= 500) return true
	}
	return false
}

// SQLite's primary result codes (the low byte of an extended code).
const SQLITE_READONLY = 8
const SQLITE_FULL = 13

/** The fault behind `error` (its causes included), or null when it is none of ours. */
export function classifyFault(error: unknown): Fault | null {
	for (const item of causes(error)) {
		if (item instanceof StoreUnreachableError) return FAULTS['store-unreachable']
		const { code, errcode } = item as { code?: unknown; errcode?: unknown }
		// EFBIG: a file size limit (RLIMIT_FSIZE, a filesystem's own) refused the bytes.
		if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG')
			return FAULTS['storage-full']
		if (code === 'EROFS') return FAULTS['storage-read-only']
		// node:sqlite: ERR_SQLITE_ERROR with the SQLite result code in errcode.
		if (typeof errcode === 'number') {
			if ((errcode & 0xff) === SQLITE_READONLY) return FAULTS['database-read-only']
			if ((errcode & 0xff) === SQLITE_FULL) return FAULTS['storage-full']
		}
		// PostgreSQL SQLSTATEs: read-only transaction (hot standby, default_transaction_read_only),
		// disk full, connection failures, the server shutting down.
		if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
			if (code === '25006') return FAULTS['database-read-only']
			if (code === '53100') return FAULTS['storage-full']
			if (code.startsWith('08') || code === '57P01' || code === '57P03')
				return FAULTS['database-unreachable']
		}
	}
	// A network error that no Storage wrapped comes from the database's driver.
	if (isNetworkError(error)) return FAULTS['database-unreachable']
	return null
}

/** `error`, its `cause`s and an AggregateError's errors, at most a few levels deep. */
function* causes(error: unknown, depth = 0): Generator<unknown> {
	if (error === null || error === undefined || depth > 5) return
	yield error
	if (typeof error !== 'object') return
	if (error instanceof AggregateError)
		for (const inner of error.errors) yield* causes(inner, depth + 1)
	yield* causes((error as { cause?: unknown }).cause, depth + 1)
}

/**
 * What to answer for a failed write: the fault's status and message when it is one, else
 * `fallback` (with 500). Logs the error at error level with its fault, so the log says
 * what happened too.
 */
export function answerForFailure(
	error: unknown,
	fallback: string,
	log?: {
		logger?: { error(object: object, message: string): void }
		what: string
	} & Record<string, unknown>,
): { status: number; message: string; fault: Fault | null } {
	const fault = classifyFault(error)
	if (log?.logger) {
		const { logger, what, ...context } = log
		logger.error(
			{ ...context, err: error, fault: fault?.kind ?? null },
			fault ? `${what}: ${fault.kind}` : what,
		)
	}
	return { status: fault?.status ?? 500, message: fault?.message ?? fallback, fault }
}
