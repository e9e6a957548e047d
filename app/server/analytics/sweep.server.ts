// The analytics sweep (decision 027): counts the visits received since the last run into the
// daily tables, then removes visits older than three days and daily counts older than
// DAILY_COUNTS_DAYS. Run by the process that runs the background work (startup.server.ts),
// at start and every ten minutes; the Overview rolls up before it reads, so it is never
// behind. Safe on several instances at once: the roll-up claims each visit once.
import type { Logger } from 'pino'

import { getDb, type DB } from '#app/server/db/index.server.ts'
import {
	dayOf,
	deleteDailyCountsBefore,
	deleteVisitsBefore,
	rollUpVisits,
} from '#app/server/models/analytics.server.ts'

const DAY_MS = 24 * 3600_000
/** Visits, each as its beacon reported it, are kept this long. */
export const VISITS_KEPT_MS = 3 * DAY_MS
/** Daily counts are kept this many days: a year and its comparison month. */
export const DAILY_COUNTS_DAYS = 400
const SWEEP_EVERY_MS = 10 * 60_000

export interface SweepResult {
	rolledUp: number
	visitsRemoved: number
	dailyRowsRemoved: number
}

export async function sweepAnalytics(db: DB, now = Date.now()): Promise<SweepResult> {
	const rolledUp = await rollUpVisits(db)
	const visitsRemoved = await deleteVisitsBefore(db, now - VISITS_KEPT_MS)
	const dailyRowsRemoved = await deleteDailyCountsBefore(
		db,
		dayOf(now - DAILY_COUNTS_DAYS * DAY_MS),
	)
	return { rolledUp, visitsRemoved, dailyRowsRemoved }
}

interface SweepState {
	timer: NodeJS.Timeout
	running: Promise<void> | null
}
// On globalThis, so a second copy of this module (a development reload) finds the timer.
const holder = globalThis as typeof globalThis & { __asterAnalyticsSweep?: SweepState }

/** Sweeps now and every ten minutes, on a timer that never keeps the process alive. */
export function startAnalyticsSweep(
	logger: Pick<Logger, 'info' | 'warn'>,
	options: { db?: DB; everyMs?: number } = {},
): void {
	if (holder.__asterAnalyticsSweep) return
	const run = () => {
		if (state.running) return
		state.running = (async () => {
			try {
				const result = await sweepAnalytics(options.db ?? getDb())
				if (result.visitsRemoved > 0 || result.dailyRowsRemoved > 0)
					logger.info(result, 'analytics: old visits and counts removed')
			} catch (error) {
				logger.warn({ err: error }, 'analytics sweep failed')
			} finally {
				state.running = null
			}
		})()
	}
	const state: SweepState = {
		timer: setInterval(run, options.everyMs ?? SWEEP_EVERY_MS).unref(),
		running: null,
	}
	holder.__asterAnalyticsSweep = state
	run()
}

/** Stops the timer and waits for a run in progress, so the database can close. */
export async function stopAnalyticsSweep(): Promise<void> {
	const state = holder.__asterAnalyticsSweep
	holder.__asterAnalyticsSweep = undefined
	if (!state) return
	clearInterval(state.timer)
	await state.running
}
