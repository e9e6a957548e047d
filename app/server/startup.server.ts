import { mkdir } from 'node:fs/promises'
import { flushRedirectHits } from '#app/server/redirects/hits.server.ts'
import path from 'node:path'

import type { Logger } from 'pino'

import { startAnalyticsSweep, stopAnalyticsSweep } from './analytics/sweep.server.ts'
import { stopVisitBuffer } from './analytics/visit-buffer.server.ts'
import { startContactOutbox, stopContactOutbox } from './contact/service.server.ts'
import { startContentTimer, stopContentTimer } from './content/scheduler.server.ts'
import { closeDb, getDb, migrateToLatest, type DB } from './db/index.server.ts'
import { seedDemo } from './db/seed/index.server.ts'
import { getEnv } from './env.server.ts'
import { sweepOrphanedObjects } from './media/orphans.server.ts'
import { sweepAbandonedMedia } from './media/media-deletion.server.ts'
import { sweepAbandonedUploads } from './media/upload.server.ts'
import { getStorage, type Storage } from './media/storage.server.ts'
import { instanceName } from './instance.server.ts'
import { releaseLeasesOf } from './models/leases.server.ts'
import { pingDatabase } from './models/readiness.server.ts'
import { ensureAppSecret } from './secret.server.ts'

/** Everything that must hold before the first request: folders, secret, schema, demo content. */
export async function prepareData(logger: Logger) {
	const env = getEnv()
	await mkdir(path.resolve(env.DATA_DIR), { recursive: true })
	await mkdir(path.resolve(env.UPLOADS_DIR), { recursive: true })
	await ensureAppSecret()
	const db = getDb()
	await migrateToLatest(db)
	// Local folder or S3-compatible bucket, as the settings say; seed images go there too.
	const storage = getStorage()
	// Encoded demo images are kept between runs; a fresh database then copies them.
	const cacheDir = env.SEED_CACHE_DIR ? path.resolve(env.SEED_CACHE_DIR) : null
	// Logs what it wrote, with its wall and CPU time.
	if (env.SEED_DEMO) await seedDemo({ db, storage, log: logger, cacheDir })
	// Mails stored contact messages, including those left pending by an earlier run.
	startContactOutbox(logger)
	// Uploads that never made it into saved content: once now, then every hour.
	startMediaSweep(logger)
	// Visits counted into the daily tables, and old ones removed: now, then every 10 minutes.
	startAnalyticsSweep(logger)
	// Jobs a killed run of this instance was doing are free again at once.
	const released = await releaseLeasesOf(db, instanceName())
	if (released > 0) logger.info({ leases: released }, 'leases of an earlier run released')
	// Scheduled drafts go live within SCHEDULE_CHECK_SECONDS; the trash is purged daily.
	startContentTimer(logger, { everyMs: env.SCHEDULE_CHECK_SECONDS * 1000 })
}

const SWEEP_EVERY_MS = 60 * 60 * 1000
const ORPHAN_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000

interface SweepState {
	timer: NodeJS.Timeout
	running: Promise<void> | null
	/** When this process last swept stored objects (see sweepOrphanedObjects). */
	lastOrphanSweep: number | null
}
// On globalThis, so a second copy of this module (a development reload) finds the timer.
const holder = globalThis as typeof globalThis & { __asterMediaSweep?: SweepState }

/**
 * Runs sweepAbandonedMedia (uploads older than a day that no record ever kept), the image
 * store's unfinished writes (a put or a readiness probe a killed process left) and
 * sweepAbandonedUploads (temporary folders a killed process left) now and then every
 * `everyMs`, and sweepOrphanedObjects (stored objects no media row lists) now and then
 * daily, one run at a time, on a timer that never keeps the process alive. Failures are
 * logged, never thrown. stopMediaSweep (from closeData) ends it.
 */
export function startMediaSweep(
	logger: Pick<Logger, 'info' | 'warn' | 'error'>,
	options: {
		db?: DB
		storage?: Storage
		everyMs?: number
		olderThanMs?: number
		/** Default: UPLOAD_TMP_DIR (see sweepAbandonedUploads). */
		tmpDir?: string
	} = {},
): void {
	if (holder.__asterMediaSweep) return
	const run = () => {
		if (state.running) return
		state.running = (async () => {
			try {
				const ids = await sweepAbandonedMedia(options.db ?? getDb(), {
					storage: options.storage ?? getStorage(),
					olderThanMs: options.olderThanMs,
				})
				if (ids.length > 0) logger.info({ media: ids }, 'abandoned uploads removed')
			} catch (error) {
				logger.warn({ err: error }, 'sweeping abandoned uploads failed')
			}
			const now = Date.now()
			if (
				state.lastOrphanSweep === null ||
				Math.abs(now - state.lastOrphanSweep) >= ORPHAN_SWEEP_EVERY_MS
			) {
				try {
					const result = await sweepOrphanedObjects(options.db ?? getDb(), {
						storage: options.storage ?? getStorage(),
						olderThanMs: options.olderThanMs,
					})
					// Another instance holding the lease is sweeping: this one's turn is tomorrow.
					state.lastOrphanSweep = now
					if (result.removed.length > 0)
						logger.info({ keys: result.removed }, 'orphaned stored objects removed')
				} catch (error) {
					// Said loudly: a sweep that keeps failing is how debris builds up unseen.
					logger.error({ err: error }, 'sweeping orphaned stored objects failed')
				}
			}
			try {
				// An hour: a put's temporary file lives for milliseconds.
				const storage = options.storage ?? getStorage()
				const files = await storage.removeUnfinishedWrites?.(SWEEP_EVERY_MS)
				if (files) logger.info({ files }, 'unfinished writes to the image store removed')
			} catch (error) {
				logger.warn({ err: error }, 'removing unfinished writes failed')
			}
			try {
				const folders = await sweepAbandonedUploads({
					tmpDir: options.tmpDir ?? getEnv().UPLOAD_TMP_DIR,
				})
				if (folders > 0) logger.info({ folders }, 'abandoned upload temp folders removed')
			} catch (error) {
				logger.warn({ err: error }, 'sweeping abandoned upload temp folders failed')
			} finally {
				state.running = null
			}
		})()
	}
	const state: SweepState = {
		timer: setInterval(run, options.everyMs ?? SWEEP_EVERY_MS).unref(),
		running: null,
		lastOrphanSweep: null,
	}
	holder.__asterMediaSweep = state
	run()
}

/** Stops the sweep's timer and waits for a run in progress, so the database can close. */
export async function stopMediaSweep(): Promise<void> {
	const state = holder.__asterMediaSweep
	holder.__asterMediaSweep = undefined
	if (!state) return
	clearInterval(state.timer)
	await state.running
}

export async function isDatabaseReachable() {
	try {
		await pingDatabase(getDb())
		return true
	} catch {
		return false
	}
}

export async function closeData() {
	// Visits taken in the last second, stored before the database closes.
	await stopVisitBuffer()
	// Redirect uses counted since the last write.
	await flushRedirectHits().catch(() => {})
	await stopAnalyticsSweep()
	await stopContentTimer()
	await stopMediaSweep()
	await stopContactOutbox()
	await closeDb()
}
