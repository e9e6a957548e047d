// The contact service of this process: the outbox worker (started with the server,
// stopped on shutdown; it mails the dashboard's account mails too), the thread that writes
// contact posts (SQLite), and the settings a contact post is handled with.
import cluster from 'node:cluster'

import type { Logger } from 'pino'

import { dialectFromUrl, getDb } from '#app/server/db/index.server.ts'
import { sqlitePathFromUrl } from '#app/server/db/sqlite.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { getAppSecret } from '#app/server/secret.server.ts'

import {
	createSmtpSender,
	DEFAULT_SMTP_TIMEOUTS,
	type MailSender,
} from './mail.server.ts'
import { accountMailQueue, createOutbox, type Outbox } from './outbox.server.ts'
import {
	CONTACT_RATE_LIMIT,
	type ContactDeps,
	type ContactSettings,
} from './submit.server.ts'
import { ContactWriter } from './writer.server.ts'

// On globalThis, so a development reload of this module finds the running worker.
const holder = globalThis as typeof globalThis & {
	__asterOutbox?: { outbox: Outbox; sender: MailSender }
	__asterContactWriter?: ContactWriter
}

/**
 * Writes this serving process's contact posts on a thread (writer.server.ts), started now,
 * when the database is a SQLite file; `entry` is the thread's module (see server/app.ts).
 * PostgreSQL's client already waits off the event loop, and an in-memory database is this
 * thread's alone.
 */
export function startContactWriter(entry: URL | string): void {
	if (holder.__asterContactWriter) return
	const url = getEnv().DATABASE_URL
	if (dialectFromUrl(url) !== 'sqlite' || sqlitePathFromUrl(url) === ':memory:') return
	holder.__asterContactWriter = new ContactWriter(entry, {
		url,
		settings: contactSettings(),
	})
	holder.__asterContactWriter.open()
}

/** Waits for the posts the thread is writing, then closes it (shutdown). */
export async function stopContactWriter(): Promise<void> {
	const writer = holder.__asterContactWriter
	holder.__asterContactWriter = undefined
	await writer?.stop()
}

/** Whether the site sends mail (SMTP_URL set): contact messages, invitations, resets. */
export function isMailConfigured(): boolean {
	return Boolean(getEnv().SMTP_URL)
}

/** Starts mailing stored contact messages and account mails, when SMTP_URL is set. */
export function startContactOutbox(logger: Logger): void {
	const env = getEnv()
	if (holder.__asterOutbox) return
	if (!env.SMTP_URL) {
		logger.info(
			'SMTP_URL is not set: contact messages are stored and shown in the admin inbox only',
		)
		return
	}
	if (!env.CONTACT_TO) {
		throw new Error(
			'Invalid environment settings:\n  CONTACT_TO: required when SMTP_URL is set',
		)
	}
	const timeouts = { ...DEFAULT_SMTP_TIMEOUTS, socketMs: env.SMTP_TIMEOUT_SECONDS * 1000 }
	const sender = createSmtpSender(env.SMTP_URL, timeouts)
	const db = getDb()
	const from = env.MAIL_FROM ?? env.CONTACT_TO.split(',')[0]?.trim() ?? env.CONTACT_TO
	const outbox = createOutbox({
		db,
		sender,
		to: env.CONTACT_TO,
		from,
		queues: [accountMailQueue(db, { from })],
		retryBaseMs: env.CONTACT_RETRY_BASE_SECONDS * 1000,
		// Longer than the longest attempt, so a slow one is never taken for a dead one.
		leaseMs: timeouts.connectionMs + timeouts.greetingMs + timeouts.socketMs + 5 * 60_000,
		logger: logger.child({ component: 'contact-outbox' }),
	})
	outbox.start()
	holder.__asterOutbox = { outbox, sender }
}

/** Stops the worker and waits for a mail in flight (shutdown). */
export async function stopContactOutbox(): Promise<void> {
	const running = holder.__asterOutbox
	holder.__asterOutbox = undefined
	if (!running) return
	await running.outbox.stop()
	running.sender.close()
}

/** What contact posts in this process are judged by (here and on the writer's thread). */
function contactSettings(): ContactSettings {
	const env = getEnv()
	return {
		secret: getAppSecret(),
		minFillMs: env.CONTACT_MIN_FILL_SECONDS * 1000,
		rateLimit: { ...CONTACT_RATE_LIMIT, max: env.CONTACT_RATE_LIMIT },
	}
}

/** What a contact post in this process is handled with. */
export function contactDeps(logger?: ContactDeps['logger']): ContactDeps {
	const writer = holder.__asterContactWriter
	return {
		db: getDb(),
		handle: writer ? (post) => writer.submit(post) : undefined,
		...contactSettings(),
		onStored: wakeOutbox,
		logger,
	}
}

/** What a worker sends its primary when it stored something to mail. */
export const WAKE_OUTBOX_MESSAGE = 'aster:wake-outbox'

let wakeAsked = false

/**
 * Something was stored to mail (a contact message, an invitation, a reset link, one
 * queued again from the Inbox): mail it now rather than at the next poll. With several
 * workers the outbox runs in the primary, which is asked to over IPC: once for everything
 * stored in one turn of the event loop (a run mails all that is due), and only when mail
 * is on (without SMTP_URL no outbox runs anywhere).
 */
export function wakeOutbox(): void {
	if (holder.__asterOutbox) holder.__asterOutbox.outbox.wake()
	else if (cluster.isWorker && process.send && isMailConfigured() && !wakeAsked) {
		wakeAsked = true
		setImmediate(() => {
			wakeAsked = false
			process.send?.(WAKE_OUTBOX_MESSAGE)
		})
	}
}
