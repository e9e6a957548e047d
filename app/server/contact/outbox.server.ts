// The mail outbox: mails what is stored and due, one attempt at a time, with exponential
// backoff between attempts. Its state is the tables it mails from (contact_messages, and
// account_mails: the dashboard's invitations and password reset links), so a mail
// survives a mail server that is down and a restart of the site; claims are atomic
// updates, so several instances can run it against one database.
import { randomUUID } from 'node:crypto'

import type { Kysely } from 'kysely'

import type { Database } from '#app/server/db/index.server.ts'
import { accountMailFromRow } from '#app/server/models/account-mails.server.ts'
import { contactMessageFromRow } from '#app/server/models/contact-messages.server.ts'
import {
	claimMail,
	listDueMails,
	markMailFailed,
	markMailSent,
	nextMailDueAt,
	type OutboxTable,
} from '#app/server/models/outbox.server.ts'

import {
	composeContactMail,
	DEFAULT_SMTP_TIMEOUTS,
	isPermanentMailError,
	MailOutcomeUnknownError,
	type MailSender,
	type OutgoingMail,
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

/** One attempt's mail, as a queue hands it to the outbox. */
export interface ClaimedMail {
	mail: OutgoingMail
	/** Attempts so far, this one included. */
	attempts: number
	/** Set when the last attempt never reported (it may have been delivered). */
	previousSendingAt: string | null
	/** When the mail is no longer worth sending (its link expired): given up, not sent. */
	discardAfter?: number
}

/**
 * A table the outbox mails from. Each keeps the same protocol (claim under an attempt id
 * and a lease, then report sent or failed under that id): models/outbox.server.ts.
 */
export interface MailQueue {
	/** What its rows are called in the logs ('contact message'). */
	label: string
	/** The log field that carries a row's id. */
	logKey: string
	listDue(now: number): Promise<string[]>
	nextDueAt(): Promise<number | null>
	claim(
		id: string,
		now: number,
		leaseMs: number,
		attemptId: string,
	): Promise<ClaimedMail | null>
	markSent(id: string, now: number, attemptId: string): Promise<boolean>
	markFailed(
		id: string,
		error: string,
		retryAt: number | null,
		attemptId: string,
	): Promise<boolean>
}

/** A table's queue: the shared claim and lease, and how a claimed row becomes a mail. */
function mailQueue(
	db: Kysely<Database>,
	table: OutboxTable,
	names: Pick<MailQueue, 'label' | 'logKey'>,
	compose: (row: Record<string, unknown>) => Omit<ClaimedMail, 'previousSendingAt'>,
): MailQueue {
	return {
		...names,
		listDue: (now) => listDueMails(db, table, now),
		nextDueAt: () => nextMailDueAt(db, table),
		async claim(id, now, leaseMs, attemptId) {
			const claimed = await claimMail(db, table, id, now, leaseMs, attemptId)
			if (!claimed) return null
			return { ...compose(claimed.row), previousSendingAt: claimed.previousSendingAt }
		},
		markSent: (id, now, attemptId) => markMailSent(db, table, id, now, attemptId),
		markFailed: (id, error, retryAt, attemptId) =>
			markMailFailed(db, table, id, error, retryAt, attemptId),
	}
}

/** Stored contact messages, mailed to `to` (CONTACT_TO). */
export function contactMessageQueue(
	db: Kysely<Database>,
	{ to, from }: { to: string; from: string },
): MailQueue {
	const names = { label: 'contact message', logKey: 'contactMessage' }
	return mailQueue(db, 'contactMessages', names, (row) => {
		const message = contactMessageFromRow(
			row as Parameters<typeof contactMessageFromRow>[0],
		)
		return {
			mail: composeContactMail(message, { to, from }),
			attempts: message.attempts,
		}
	})
}

/** The dashboard's mails about accounts (invitations, password reset links). */
export function accountMailQueue(
	db: Kysely<Database>,
	{ from }: { from: string },
): MailQueue {
	const names = { label: 'account mail', logKey: 'accountMail' }
	return mailQueue(db, 'accountMails', names, (row) => {
		const claimed = accountMailFromRow(row as Parameters<typeof accountMailFromRow>[0])
		return {
			mail: {
				to: claimed.to,
				from,
				subject: claimed.subject,
				text: claimed.text,
				html: claimed.html,
				messageId: `<account-${claimed.id}@aster.invalid>`,
			},
			attempts: claimed.attempts,
			discardAfter: Date.parse(claimed.discardAfter),
		}
	})
}

export interface OutboxOptions extends Partial<OutboxSettings> {
	db: Kysely<Database>
	sender: MailSender
	/** Where contact messages go (CONTACT_TO), and their From. */
	to: string
	from: string
	/** More tables to mail from, before the contact messages (a link waits on nothing). */
	queues?: MailQueue[]
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
	const queues = [...(options.queues ?? []), contactMessageQueue(db, { to, from })]
	const now = options.now ?? Date.now
	const random = options.random ?? Math.random
	const logger = options.logger ?? silent

	let running = false
	let stopped = true
	let timer: ReturnType<typeof setTimeout> | undefined
	let current: Promise<unknown> = Promise.resolve()
	let again = false

	async function attempt(queue: MailQueue, id: string): Promise<boolean> {
		const attemptId = randomUUID()
		const claimed = await queue.claim(id, now(), settings.leaseMs, attemptId)
		if (!claimed) return false // another worker took it, or it changed
		const { label, logKey } = queue
		if (claimed.previousSendingAt)
			logger.warn(
				{
					[logKey]: id,
					attempts: claimed.attempts,
					since: claimed.previousSendingAt,
				},
				'the last attempt never reported (the process stopped mid-send): it may have been delivered; sending again with the same Message-ID',
			)
		if (claimed.discardAfter !== undefined && claimed.discardAfter <= now()) {
			// The link in it no longer works: sending it would only confuse.
			await queue.markFailed(id, 'Not sent: the link in it has expired.', null, attemptId)
			logger.warn(
				{ [logKey]: id, attempts: claimed.attempts },
				`${label} not mailed before its link expired: giving up`,
			)
			return false
		}
		try {
			await sender.send(claimed.mail)
		} catch (error) {
			const reason = error instanceof Error ? error.message : String(error)
			const unknown = error instanceof MailOutcomeUnknownError
			const final =
				claimed.attempts >= settings.maxAttempts || isPermanentMailError(error)
			const wait = Math.max(
				backoffDelay(claimed.attempts, settings, random()),
				unknown ? settings.unknownOutcomeRetryMs : 0,
			)
			const retryAt = final ? null : now() + wait
			const recorded = await queue.markFailed(id, reason, retryAt, attemptId)
			logger[final ? 'error' : 'warn'](
				{
					[logKey]: id,
					attempts: claimed.attempts,
					retryAt,
					err: reason,
					recorded,
				},
				final
					? `${label} not mailed: giving up`
					: unknown
						? `${label} sent with no reply: it may have been delivered`
						: `${label} not mailed yet`,
			)
			return false
		}
		if (!(await queue.markSent(id, now(), attemptId)))
			logger.warn(
				{ [logKey]: id, attempts: claimed.attempts },
				`${label} mailed after its lease ended: another attempt holds it`,
			)
		else logger.info({ [logKey]: id, attempts: claimed.attempts }, `${label} mailed`)
		return true
	}

	async function runOnce(): Promise<number> {
		let sent = 0
		for (;;) {
			let due = 0
			let progressed = false
			for (const queue of queues) {
				const ids = await queue.listDue(now())
				due += ids.length
				for (const id of ids) {
					if (await attempt(queue, id)) {
						sent++
						progressed = true
					}
				}
			}
			if (due === 0) return sent
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
		let delay = settings.pollMs
		for (const queue of queues) {
			const next = await queue.nextDueAt()
			if (next !== null) delay = Math.min(delay, Math.max(0, next - now()))
		}
		return delay
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
				logger.error({ err: error }, 'mail outbox run failed')
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
