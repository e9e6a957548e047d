// Readiness (GET /readyz): can this instance do its job, writes included? /healthz only
// says the process answers and the database reads; a load balancer that routes by it sent
// admins to an instance whose database was read-only or whose disk was full. Readiness
// proves a write to the database (a tiny transaction) and a write, read and delete through
// the storage, and says which one failed. The answer is kept for a moment, so probes from
// every load balancer cost one check a second or so.
import { randomBytes } from 'node:crypto'

import { getDb, type DB } from '#app/server/db/index.server.ts'
import { classifyFault } from '#app/server/faults.server.ts'
import { getStorage, type Storage } from '#app/server/media/storage.server.ts'
import { writeReadinessProbe } from '#app/server/models/readiness.server.ts'

/** Where storage probes are written; the orphan sweep removes any a crash left. */
export const READINESS_PROBE_FOLDER = 'readiness'

export interface ReadinessCheck {
	ok: boolean
	/** What failed, in the words of classifyFault when it knows the fault. */
	error?: string
}

export interface Readiness {
	ok: boolean
	checks: { database: ReadinessCheck; storage: ReadinessCheck }
}

export interface ReadinessOptions {
	db?: DB
	storage?: Storage
	now?: () => number
	/** How long an answer is reused (default 1.5 s). */
	cacheMs?: number
	/** How long one check may take before it counts as failed (default 5 s). */
	timeoutMs?: number
	/** Told when readiness changes: not ready (error, with the checks), ready again (info). */
	logger?: {
		error(object: object, message: string): void
		info(object: object, message: string): void
	}
}

async function check(
	work: () => Promise<void>,
	timeoutMs: number,
): Promise<ReadinessCheck> {
	let timer: NodeJS.Timeout | undefined
	try {
		await Promise.race([
			work(),
			new Promise((_, reject) => {
				timer = setTimeout(
					() => reject(new Error(`No answer within ${timeoutMs} ms`)),
					timeoutMs,
				)
			}),
		])
		return { ok: true }
	} catch (error) {
		const fault = classifyFault(error)
		return {
			ok: false,
			error: fault?.message ?? (error instanceof Error ? error.message : String(error)),
		}
	} finally {
		clearTimeout(timer)
	}
}

/** Checks the database and the storage once, both at the same time. */
export async function checkReadiness(options: ReadinessOptions = {}): Promise<Readiness> {
	const db = options.db ?? getDb()
	const storage = options.storage ?? getStorage()
	const now = options.now ?? Date.now
	const timeoutMs = options.timeoutMs ?? 5_000
	const [database, stored] = await Promise.all([
		check(() => writeReadinessProbe(db, now()), timeoutMs),
		check(async () => {
			const key = `${READINESS_PROBE_FOLDER}/${randomBytes(8).toString('hex')}.txt`
			const body = Buffer.from(`readiness ${now()}`)
			await storage.put(key, body, 'text/plain')
			try {
				const object = await storage.get(key)
				if (!object)
					throw new Error('The probe object was not there after it was written')
				const chunks: Buffer[] = []
				for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer))
				if (!Buffer.concat(chunks).equals(body))
					throw new Error('The probe object read back different bytes')
			} finally {
				await storage.delete([key])
			}
		}, timeoutMs),
	])
	return {
		ok: database.ok && stored.ok,
		checks: { database, storage: stored },
	}
}

/** checkReadiness, its answer reused for `cacheMs`; concurrent callers share one check. */
export function createReadinessProbe(options: ReadinessOptions = {}) {
	const cacheMs = options.cacheMs ?? 1_500
	const now = options.now ?? Date.now
	let last: { at: number; result: Promise<Readiness> } | null = null
	let wasReady = true
	return function probe(): Promise<Readiness> {
		const at = now()
		if (last && at - last.at < cacheMs && at >= last.at) return last.result
		const result = checkReadiness(options).then((readiness) => {
			if (readiness.ok !== wasReady)
				if (readiness.ok)
					options.logger?.info({ checks: readiness.checks }, 'ready again')
				else options.logger?.error({ checks: readiness.checks }, 'not ready')
			wasReady = readiness.ok
			return readiness
		})
		last = { at, result }
		return result
	}
}
