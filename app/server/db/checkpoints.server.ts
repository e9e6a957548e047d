// SQLite's WAL checkpoints, off the event loop. node:sqlite is synchronous, and by default
// the connection that commits the 1,000th page of the WAL copies it into the database and
// syncs both files inside that COMMIT: the event loop stood still for it, every ~200 contact
// posts (a commit then cost 200 µs on average against 50 µs without it, and every request
// in flight waited). A thread with its own connection checkpoints instead, twice a second;
// the serving connections only checkpoint themselves past a much larger WAL, should the
// thread fall behind or stop (docs/decisions/036-checkpoints-off-the-event-loop.md).
import { Worker } from 'node:worker_threads'

import { sql, type Kysely } from 'kysely'
import type { Logger } from 'pino'

import { dialectOf } from './dialect.server.ts'
import { sqlitePathFromUrl } from './sqlite.server.ts'

/** How often the thread checkpoints. */
export const CHECKPOINT_EVERY_MS = 500
/** WAL pages past which a serving connection checkpoints itself (40 MB at 4 KB pages). */
export const BACKSTOP_PAGES = 10_000

/** The thread's whole program (eval'd: the server build has no separate file for it). */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads')
const { DatabaseSync } = require('node:sqlite')
const db = new DatabaseSync(workerData.file)
// A checkpoint that finds the database busy tries again next time: it never waits.
db.exec('PRAGMA busy_timeout = 0')
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)')
const timer = setInterval(() => {
	try {
		const { busy, log, checkpointed } = checkpoint.get()
		parentPort.postMessage({ busy, log, checkpointed })
	} catch (error) {
		parentPort.postMessage({ error: String(error && error.message || error) })
	}
}, workerData.everyMs)
parentPort.on('message', (message) => {
	if (message !== 'stop') return
	clearInterval(timer)
	db.close()
	parentPort.close()
})
`

export interface CheckpointReport {
	busy: number
	/** Frames in the WAL. */
	log: number
	/** Frames of it now in the database file. */
	checkpointed: number
}

export interface Checkpointer {
	/** The last checkpoint's outcome (tests, diagnostics). */
	last(): CheckpointReport | null
	/** Resolves after the next checkpoint the thread reports. */
	next(): Promise<CheckpointReport>
	stop(): Promise<void>
}

/**
 * Hands this process's SQLite checkpoints to the background (nothing for PostgreSQL or an
 * in-memory database): the serving connection checkpoints only past BACKSTOP_PAGES. With
 * `thread`, this process also runs the checkpointing thread (one per deployment is enough:
 * the single process, or the primary of several workers).
 */
export async function checkpointInBackground<T>(
	db: Kysely<T>,
	url: string,
	options: { thread: boolean; logger?: Pick<Logger, 'warn'>; everyMs?: number },
): Promise<Checkpointer | null> {
	if (dialectOf(db) !== 'sqlite') return null
	const file = sqlitePathFromUrl(url)
	if (file === ':memory:') return null
	await sql.raw(`PRAGMA wal_autocheckpoint = ${BACKSTOP_PAGES}`).execute(db)
	if (!options.thread) return null
	return startThread(file, options.everyMs ?? CHECKPOINT_EVERY_MS, options.logger)
}

function startThread(
	file: string,
	everyMs: number,
	logger: Pick<Logger, 'warn'> | undefined,
): Checkpointer {
	const worker = new Worker(PROGRAM, { eval: true, workerData: { file, everyMs } })
	// Never what keeps the process alive.
	worker.unref()
	let last: CheckpointReport | null = null
	let waiting: Array<(report: CheckpointReport) => void> = []
	let warned = false
	worker.on('message', (message: CheckpointReport | { error: string }) => {
		if ('error' in message) {
			if (!warned) logger?.warn({ error: message.error }, 'WAL checkpoint failed')
			warned = true
			return
		}
		warned = false
		last = message
		const resolve = waiting
		waiting = []
		for (const one of resolve) one(message)
	})
	const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
	// The backstop bounds the WAL without it; said once, since it costs latency again.
	worker.once('error', (error) =>
		logger?.warn({ err: error }, 'WAL checkpoint thread stopped'),
	)
	return {
		last: () => last,
		next: () => new Promise((resolve) => waiting.push(resolve)),
		async stop() {
			worker.postMessage('stop')
			// A thread that does not end within a second is ended.
			const timer = setTimeout(() => void worker.terminate(), 1000)
			await exited
			clearTimeout(timer)
		},
	}
}
