// Visits the endpoint has taken, kept in this process for up to a second and then stored
// together (decision 027): a beacon then costs its rate limit's check and nothing more on
// the visitor's way, and the database gets one insert per second, not one per beacon. A
// project page is checked against the visible projects once per batch. A crash loses at
// most the last second's visits; shutdown stores them (closeData).
import type { ProjectCollection } from '#app/lib/types.ts'
import { getDb, type DB } from '#app/server/db/index.server.ts'
import {
	recordVisits,
	visibleProjects,
	type ReceivedVisit,
} from '#app/server/models/analytics.server.ts'

import { NOT_FOUND_PAGE } from './pages.server.ts'

export interface BufferedVisit extends ReceivedVisit {
	/** A project page: stored as NOT_FOUND_PAGE unless the project is visible. */
	project?: { id: string; collection: ProjectCollection }
}

interface Warns {
	warn(object: object, message: string): void
}

export interface VisitBufferOptions {
	/** How long a visit may wait before its batch is stored. */
	everyMs?: number
	/** Visits kept while the database is away; more are dropped (and said so). */
	max?: number
	logger?: Warns
}

export class VisitBuffer {
	#pending: BufferedVisit[] = []
	#timer: NodeJS.Timeout | undefined
	#flushing: Promise<number> | undefined
	#dropped = 0
	readonly #db: () => DB
	readonly #everyMs: number
	readonly #max: number
	readonly #logger: Warns | undefined

	constructor(db: () => DB, options: VisitBufferOptions = {}) {
		this.#db = db
		this.#everyMs = options.everyMs ?? 1000
		this.#max = options.max ?? 10_000
		this.#logger = options.logger
	}

	get size() {
		return this.#pending.length
	}

	add(visit: BufferedVisit): void {
		if (this.#pending.length >= this.#max) {
			this.#dropped++
			return
		}
		this.#pending.push(visit)
		this.#schedule()
	}

	/** A flush within the wait, unless one is due already; it never keeps the process up. */
	#schedule() {
		this.#timer ??= setTimeout(() => {
			this.#timer = undefined
			void this.flush()
		}, this.#everyMs).unref()
	}

	/** Stores every visit waiting now; how many. One flush at a time. */
	async flush(): Promise<number> {
		while (this.#flushing) await this.#flushing
		if (this.#pending.length === 0) return 0
		const batch = this.#pending.splice(0)
		this.#flushing = this.#store(batch).finally(() => (this.#flushing = undefined))
		return this.#flushing
	}

	async #store(batch: BufferedVisit[]): Promise<number> {
		try {
			const db = this.#db()
			const visible = await visibleProjects(
				db,
				batch.flatMap(({ project }) => (project ? [project] : [])),
			)
			await recordVisits(
				db,
				batch.map(({ visit, receivedAt, project }) => ({
					receivedAt,
					visit:
						project && !visible.has(`${project.collection}/${project.id}`)
							? { ...visit, ...NOT_FOUND_PAGE }
							: visit,
				})),
			)
			if (this.#dropped > 0) {
				this.#logger?.warn({ dropped: this.#dropped }, 'analytics: visits dropped')
				this.#dropped = 0
			}
			return batch.length
		} catch (error) {
			// Kept for the next try, as far as room allows; never lost silently.
			const room = Math.max(this.#max - this.#pending.length, 0)
			this.#dropped += Math.max(batch.length - room, 0)
			this.#pending.unshift(...batch.slice(0, room))
			this.#logger?.warn(
				{ err: error, waiting: this.#pending.length, dropped: this.#dropped },
				'analytics: visits not stored yet',
			)
			this.#schedule()
			return 0
		}
	}

	/** Stores what is waiting and stops the timer (shutdown). */
	async stop(): Promise<void> {
		clearTimeout(this.#timer)
		this.#timer = undefined
		await this.flush()
	}
}

// On globalThis, so a second copy of this module (a development reload) finds the buffer.
const holder = globalThis as typeof globalThis & { __asterVisits?: VisitBuffer }

/** Makes this process's buffer, on the process-wide database, logging with `logger`. */
export function startVisitBuffer(logger: Warns): void {
	holder.__asterVisits ??= new VisitBuffer(getDb, { logger })
}

/** This process's buffer (made without a logger if the app did not start one). */
export function visitBuffer(): VisitBuffer {
	holder.__asterVisits ??= new VisitBuffer(getDb)
	return holder.__asterVisits
}

/** Stores the visits waiting in this process (before the database closes). */
export async function stopVisitBuffer(): Promise<void> {
	const buffer = holder.__asterVisits
	holder.__asterVisits = undefined
	await buffer?.stop()
}
