// The mail outbox: mails stored contact messages that are due, one attempt at a time,
// with exponential backoff between attempts. Its state is the contact_messages table, so
// a message survives a mail server that is down and a restart of the site; claims are
// atomic updates, so several instances can run it against one database.
import { randomUUID } from 'node:crypto'

import type { Kysely } from 'kysely'

import type { Database } from '#app/server/db/index.server.ts'
import {
	claimContactMessage,
	listDueContactMessages,
	markContactAttemptFailed,
	markContactMessageSent,
	nextContactDueAt,
} from '#app/server/models/contact-messages.server.ts'

import {
	composeContactMail,
	DEFAULT_SMTP_TIMEOUTS,
	isPermanentMailError,
	MailOutcomeUnknownError,
	type MailSender,
} from './mail.server.ts'

interface OutboxLogger {
	info(object: object, message: string): void
	warn(object: object, message: string): void
	error(object: object, message: string): void
}

export interface OutboxSettings {
	/** Delay after the first failed attempt; it doubles after each further one. */
	retryBaseMs: number
	/** The longest delay between two attempts. */
	retryMaxMs: number
	/** Attempts before a message is marked failed (the admin can retry it). */
	maxAttempts: number
	/** The longest the worker sleeps, so messages stored by other instances go out too. */
	pollMs: number
	/**
	 * How long a claimed message stays hidden from other workers while it is sent: longer
	 * than an attempt can last (the SMTP timeouts), or a slow attempt would be mailed twice.
	 */
	leaseMs: number
	/**
	 * The least wait after an attempt whose message went out with no reply (it may have
	 * been delivered): the retry, with the same Message-ID, is no sooner than this.
	 */
	unknownOutcomeRetryMs: number
}

export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = {
	retryBaseMs: 30_000,
	retryMaxMs: 60 * 60_000,
	maxAttempts: 12,
	pollMs: 30_000,
	leaseMs:
		DEFAULT_SMTP_TIMEOUTS.connectionMs +
		DEFAULT_SMTP_TIMEOUTS.greetingMs +
		DEFAULT_SMTP_TIMEOUTS.socketMs +
		5 * 60_000,
	unknownOutcomeRetryMs: 60 * 60_000,
}

export interface OutboxOptions extends Partial<OutboxSettings> {
	db: Kysely<Database>
	sender: MailSender
	to: string
	from: string
	now?: () => number
	/** 0 ≤ random() < 1, spreads retries of many messages (jitter of up to ±10 %). */
	random?: () => number
	logger?: OutboxLogger
}

export interface Outbox {
	/** Starts the timer loop (an immediate first run). */
	start(): void
	/** A message was stored: run now rather than at the next poll. */
	wake(): void
	/** Stops the loop and waits (at most `waitMs`, default 5 s) for an attempt in flight. */
	stop(waitMs?: number): Promise<void>
	/** One pass over every message due now; resolves to how many were mailed. */
	runOnce(): Promise<number>
}

/** The wait before attempt `attempt + 1`, after `attempt` failed attempts (≥ 1). */
export function backoffDelay(
	attempt: number,
	settings: Pick<OutboxSettings, 'retryBaseMs' | 'retryMaxMs'>,
	random = 0.5,
): number {
	const exponential = settings.retryBaseMs * 2 ** Math.max(0, attempt - 1)
	const capped = Math.min(settings.retryMaxMs, exponential)
	const jitter = 1 + (random - 0.5) * 0.2
	return Math.round(capped * jitter)
}

const silent: OutboxLogger = { info() {}, warn() {}, error() {} }

export function createOutbox(options: OutboxOptions): Outbox {
	const settings: OutboxSettings = {
		retryBaseMs: options.retryBaseMs ?? DEFAULT_OUTBOX_SETTINGS.retryBaseMs,
		retryMaxMs: options.retryMaxMs ?? DEFAULT_OUTBOX_SETTINGS.retryMaxMs,
		maxAttempts: options.maxAttempts ?? DEFAULT_OUTBOX_SETTINGS.maxAttempts,
		pollMs: options.pollMs ?? DEFAULT_OUTBOX_SETTINGS.pollMs,
		leaseMs: options.leaseMs ?? DEFAULT_OUTBOX_SETTINGS.leaseMs,
		unknownOutcomeRetryMs:
			options.unknownOutcomeRetryMs ?? DEFAULT_OUTBOX_SETTINGS.unknownOutcomeRetryMs,
	}
	const { db, sender, to, from } = options
	const now = options.now ?? Date.now
	const random = options.random ?? Math.random
	const logger = options.logger ?? silent

	let running = false
	let stopped = true
	let timer: ReturnType<typeof setTimeout> | undefined
	let current: Promise<unknown> = Promise.resolve()
	let again = false

	async function attempt(id: string): Promise<boolean> {
		const attemptId = randomUUID()
		const message = await claimContactMessage(db, id, now(), settings.leaseMs, attemptId)
		if (!message) return false // another worker took it, or it changed
		if (message.previousSendingAt)
			logger.warn(
				{
					contactMessage: id,
					attempts: message.attempts,
					since: message.previousSendingAt,
				},
				'the last attempt never reported (the process stopped mid-send): it may have been delivered; sending again with the same Message-ID',
			)
		try {
			await sender.send(composeContactMail(message, { to, from }))
		} catch (error) {
			const reason = error instanceof Error ? error.message : String(error)
			const unknown = error instanceof MailOutcomeUnknownError
			const final =
				message.attempts >= settings.maxAttempts || isPermanentMailError(error)
			const wait = Math.max(
				backoffDelay(message.attempts, settings, random()),
				unknown ? settings.unknownOutcomeRetryMs : 0,
			)
			const retryAt = final ? null : now() + wait
			const recorded = await markContactAttemptFailed(db, id, reason, retryAt, attemptId)
			logger[final ? 'error' : 'warn'](
				{
					contactMessage: id,
					attempts: message.attempts,
					retryAt,
					err: reason,
					recorded,
				},
				final
					? 'contact message not mailed: giving up'
					: unknown
						? 'contact message sent with no reply: it may have been delivered'
						: 'contact message not mailed yet',
			)
			return false
		}
		if (!(await markContactMessageSent(db, id, now(), attemptId)))
			logger.warn(
				{ contactMessage: id, attempts: message.attempts },
				'contact message mailed after its lease ended: another attempt holds it',
			)
		else
			logger.info(
				{ contactMessage: id, attempts: message.attempts },
				'contact message mailed',
			)
		return true
	}

	async function runOnce(): Promise<number> {
		let sent = 0
		for (;;) {
			const ids = await listDueContactMessages(db, now())
			if (ids.length === 0) return sent
			let progressed = false
			for (const id of ids) {
				if (await attempt(id)) {
					sent++
					progressed = true
				}
			}
			// Everything due failed (or went to another worker): wait for the backoff.
			if (!progressed) return sent
		}
	}

	function schedule(delay: number) {
		if (stopped) return
		clearTimeout(timer)
		timer = setTimeout(tick, Math.max(0, delay))
		timer.unref?.()
	}

	async function nextDelay(): Promise<number> {
		const next = await nextContactDueAt(db)
		if (next === null) return settings.pollMs
		return Math.min(settings.pollMs, Math.max(0, next - now()))
	}

	function tick() {
		if (stopped) return
		if (running) {
			again = true
			return
		}
		running = true
		again = false
		current = (async () => {
			let delay = settings.pollMs
			try {
				await runOnce()
				delay = again ? 0 : await nextDelay()
			} catch (error) {
				// The database is away: try again at the next poll.
				logger.error({ err: error }, 'contact outbox run failed')
			} finally {
				running = false
				schedule(delay)
			}
		})()
	}

	return {
		start() {
			if (!stopped) return
			stopped = false
			schedule(0)
		},
		wake() {
			if (stopped) return
			if (running) again = true
			else schedule(0)
		},
		async stop(waitMs = 5_000) {
			stopped = true
			clearTimeout(timer)
			// Shutdown must stay quick: an attempt still running after `waitMs` is left to
			// its lease, and retried by the next run.
			let giveUp: ReturnType<typeof setTimeout> | undefined
			await Promise.race([
				current.catch(() => {}),
				new Promise<void>((resolve) => (giveUp = setTimeout(resolve, waitMs))),
			])
			clearTimeout(giveUp)
		},
		runOnce,
	}
}
