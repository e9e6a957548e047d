// The contact service of this process: the outbox worker (started with the server,
// stopped on shutdown; it mails the dashboard's account mails too), and the settings a
// contact post is handled with.
import cluster from 'node:cluster'

import type { Logger } from 'pino'

import { getDb } from '#app/server/db/index.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { getAppSecret } from '#app/server/secret.server.ts'

import {
	createSmtpSender,
	DEFAULT_SMTP_TIMEOUTS,
	type MailSender,
} from './mail.server.ts'
import { accountMailQueue, createOutbox, type Outbox } from './outbox.server.ts'
import { CONTACT_RATE_LIMIT, type ContactDeps } from './submit.server.ts'

// On globalThis, so a development reload of this module finds the running worker.
const holder = globalThis as typeof globalThis & {
	__asterOutbox?: { outbox: Outbox; sender: MailSender }
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
	// The settings schema refuses SMTP_URL without CONTACT_TO; this narrows the type.
	if (!env.CONTACT_TO) throw new Error('CONTACT_TO: required when SMTP_URL is set')
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

/** What a contact post in this process is handled with. */
export function contactDeps(logger?: ContactDeps['logger']): ContactDeps {
	const env = getEnv()
	return {
		db: getDb(),
		secret: getAppSecret(),
		minFillMs: env.CONTACT_MIN_FILL_SECONDS * 1000,
		rateLimit: { ...CONTACT_RATE_LIMIT, max: env.CONTACT_RATE_LIMIT },
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
