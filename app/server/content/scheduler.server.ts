// Scheduled publishing and the trash's purge, with no cron and no extra process (decision
// 033): a timer in the process that runs the background work (the single process, or the
// primary of several workers: decision 020) looks for due drafts every
// SCHEDULE_CHECK_SECONDS and publishes them, one instance at a time under a lease (as the
// orphan sweep runs: decision 023). A publish removes its draft in its own transaction, so
// even two runs at once publish a draft once. Once a day, under another lease, the trash is
// purged of what has been in it for 30 days.
import type { Logger } from 'pino'

import { conflictMessage } from '#app/lib/edit-conflict.ts'
import { steadyNow } from '#app/server/clock.server.ts'
import { getDb, type DB } from '#app/server/db/index.server.ts'
import { recordAudit } from '#app/server/models/audit-log.server.ts'
import {
	listDueDrafts,
	setDraftSchedule,
} from '#app/server/models/content-drafts.server.ts'
import { purgeDeletedContactMessages } from '#app/server/models/contact-messages.server.ts'
import { acquireLease, releaseLease } from '#app/server/models/leases.server.ts'
import { newLeaseHolder } from '#app/server/instance.server.ts'

import { publish } from './drafts.server.ts'
import { contentKindOf } from './registry.server.ts'
import { purgeExpiredTrash } from './trash.server.ts'

export const SCHEDULE_LEASE = 'scheduled-publishing'
export const TRASH_PURGE_LEASE = 'trash-purge'

export interface DueRunResult {
	/** False when another instance holds the lease: nothing was done. */
	ran: boolean
	/** `entity:id` of each draft published. */
	published: string[]
	/** `entity:id` of each draft that could not be (its schedule is taken off). */
	failed: string[]
}

/**
 * Publishes every draft whose time has come (at `now`), as the admin who scheduled it, one
 * instance at a time. A draft that can no longer be published as scheduled (a newer
 * version went live since, or it no longer passes the form's rules) loses its schedule,
 * and the audit log says why; the draft stays.
 */
export async function publishDueDrafts(
	db: DB,
	options: { now?: number; holder?: string; leaseMs?: number } = {},
): Promise<DueRunResult> {
	const now = options.now ?? steadyNow()
	const holder = options.holder ?? newLeaseHolder()
	const result: DueRunResult = { ran: false, published: [], failed: [] }
	if (!(await acquireLease(db, SCHEDULE_LEASE, holder, options.leaseMs ?? 60_000, now)))
		return result
	result.ran = true
	try {
		for (const due of await listDueDrafts(db, new Date(now).toISOString())) {
			const key = `${due.entity}:${due.entityId}`
			const kind = contentKindOf(due.entity)
			const actor = {
				id: due.scheduledBy ?? 'scheduler',
				email: due.scheduledByEmail ?? 'scheduler',
			}
			const published = kind
				? await publish(db, kind, {
						id: due.entityId,
						actor,
						draftVersion: due.draftVersion,
						baseRevision: due.baseRevision ?? 0,
						event: 'schedule',
					})
				: null
			if (published?.ok) {
				result.published.push(key)
				continue
			}
			result.failed.push(key)
			await setDraftSchedule(db, {
				entity: due.entity,
				entityId: due.entityId,
				publishAt: null,
				by: null,
			})
			await recordAudit(db, {
				actorId: due.scheduledBy,
				actorEmail: due.scheduledByEmail,
				action: `${due.entity}.schedule_failed`,
				entity: due.entity,
				entityId: due.entityId,
				detail: { reason: failureReason(published) },
			})
		}
	} finally {
		await releaseLease(db, SCHEDULE_LEASE, holder)
	}
	return result
}

function failureReason(result: Awaited<ReturnType<typeof publish>> | null): string {
	if (!result) return 'unknown content kind'
	if (result.ok) return ''
	if (result.status === 400) return 'the draft does not pass the form’s checks'
	if (result.status === 404) return 'the item is gone'
	return conflictMessage(result, null)
}

/**
 * Purges the trash of what is older than 30 days, one instance at a time; the number of
 * items removed, or null when another instance holds the lease.
 */
/** A deleted contact message is kept this long (its Undo is offered for seconds). */
export const DELETED_MESSAGES_KEPT_MS = 10 * 60_000

export async function purgeTrashOnce(
	db: DB,
	options: { now?: number; holder?: string } = {},
): Promise<number | null> {
	const now = options.now ?? steadyNow()
	const holder = options.holder ?? newLeaseHolder()
	if (!(await acquireLease(db, TRASH_PURGE_LEASE, holder, 600_000, now))) return null
	try {
		// Deleted contact messages too, once their Undo is long past (issue 36).
		await purgeDeletedContactMessages(db, now - DELETED_MESSAGES_KEPT_MS)
		return await purgeExpiredTrash(db, { now })
	} finally {
		await releaseLease(db, TRASH_PURGE_LEASE, holder)
	}
}

interface TimerState {
	timer: NodeJS.Timeout
	running: Promise<void> | null
	lastPurge: number | null
}
// On globalThis, so a second copy of this module (a development reload) finds the timer.
const holder = globalThis as typeof globalThis & { __asterContentTimer?: TimerState }

const PURGE_EVERY_MS = 24 * 60 * 60_000

/**
 * Checks for due drafts now and every `everyMs` (SCHEDULE_CHECK_SECONDS), and purges the
 * trash now and daily, one run at a time, on a timer that never keeps the process alive.
 * Failures are logged, never thrown. stopContentTimer (from closeData) ends it.
 */
export function startContentTimer(
	logger: Pick<Logger, 'info' | 'error'>,
	options: { db?: DB; everyMs: number },
): void {
	if (holder.__asterContentTimer) return
	const run = () => {
		if (state.running) return
		state.running = (async () => {
			const db = options.db ?? getDb()
			try {
				const result = await publishDueDrafts(db)
				if (result.published.length > 0)
					logger.info({ items: result.published }, 'scheduled drafts published')
				if (result.failed.length > 0)
					logger.error(
						{ items: result.failed },
						'scheduled drafts could not be published',
					)
			} catch (error) {
				logger.error({ err: error }, 'publishing scheduled drafts failed')
			}
			const now = Date.now()
			if (state.lastPurge === null || Math.abs(now - state.lastPurge) >= PURGE_EVERY_MS) {
				try {
					const purged = await purgeTrashOnce(db)
					// Another instance holding the lease is purging: this one's turn is tomorrow.
					state.lastPurge = now
					if (purged) logger.info({ purged }, 'trash purged of items older than 30 days')
				} catch (error) {
					logger.error({ err: error }, 'purging the trash failed')
				}
			}
			state.running = null
		})()
	}
	const state: TimerState = {
		timer: setInterval(run, options.everyMs).unref(),
		running: null,
		lastPurge: null,
	}
	holder.__asterContentTimer = state
	run()
}

/** Stops the timer and waits for a run in progress, so the database can close. */
export async function stopContentTimer(): Promise<void> {
	const state = holder.__asterContentTimer
	holder.__asterContentTimer = undefined
	if (!state) return
	clearInterval(state.timer)
	await state.running
}
