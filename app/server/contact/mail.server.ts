// Mailing: a contact message as an email, and the SMTP sender (nodemailer over SMTP_URL)
// that the outbox sends it and the dashboard's account mails with. The outbox only sees
// the MailSender interface, so tests can swap it.
import { languageOf } from '#app/lib/languages.ts'
import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js'

import type { ContactMessage } from '#app/server/models/contact-messages.server.ts'

export interface OutgoingMail {
	to: string
	from: string
	replyTo?: string
	subject: string
	text: string
	/** An HTML alternative of `text` (account mails); contact messages are text only. */
	html?: string
	/** Stable per message, so a repeated delivery reads as the same mail. */
	messageId: string
}

export interface MailSender {
	send(mail: OutgoingMail): Promise<void>
	close(): void
}

/** An SMTP error that retrying will not fix (a 5xx reply: refused recipient, bad login). */
export function isPermanentMailError(error: unknown): boolean {
	const code = (error as { responseCode?: unknown } | null)?.responseCode
	return typeof code === 'number' && code >= 500 && code < 600
}

const FORM_NAMES = { footer: 'footer form', 'contact-page': 'Contact page' } as const

/** ` of the German page`: where a message from a page in another language came from. */
function pageLanguage(message: ContactMessage) {
	return message.language
		? ` of the ${languageOf(message.language).englishName} page`
		: ''
}

export function composeContactMail(
	message: ContactMessage,
	{ to, from }: { to: string; from: string },
): OutgoingMail {
	const lines: [string, string | null][] =
		message.source === 'footer'
			? [
					['Name', message.name],
					['Email', message.email],
					['Message', message.message],
				]
			: [
					['E-mail', message.email],
					['Phone Number', message.phone],
					['Request', message.request],
					['Notes', message.notes],
				]
	const about =
		message.source === 'footer'
			? `from ${message.name ?? message.email}`
			: `about ${message.request ?? 'a request'} from ${message.email}`
	const body = lines
		.map(([label, value]) =>
			value?.includes('\n') ? `${label}:\n${value}` : `${label}: ${value ?? ''}`,
		)
		.join('\n\n')
	return {
		to,
		from,
		replyTo: message.email,
		subject: `New message ${about}`,
		text: `${body}\n\n--\nSent with the ${FORM_NAMES[message.source]}${pageLanguage(message)} on ${message.createdAt} (message ${message.id}).\n`,
		messageId: `<contact-${message.id}@aster.invalid>`,
	}
}

/**
 * How long the SMTP client waits. The reply to the end of the message (the 250 after DATA)
 * is the one that matters: a client that gives up on it while the server goes on to accept
 * the mail sends it twice on retry. RFC 5321 (4.5.3.2.6) gives that reply 10 minutes.
 */
export interface SmtpTimeouts {
	/** To open the TCP connection. */
	connectionMs: number
	/** For the server's greeting. */
	greetingMs: number
	/** For any reply once connected, the one after the message included. */
	socketMs: number
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
	connectionMs: 30_000,
	greetingMs: 60_000,
	socketMs: 10 * 60_000,
}

/**
 * The message went out in full and the connection then failed before the server replied:
 * it may have been delivered. Retrying may mail it twice (with the same Message-ID).
 */
export class MailOutcomeUnknownError extends Error {
	override name = 'MailOutcomeUnknownError'
	constructor(cause: unknown) {
		super(
			`No reply after the message was sent (it may have been delivered): ${cause instanceof Error ? cause.message : String(cause)}`,
			{ cause },
		)
	}
}

/** Mails through the SMTP server at `url` (smtp://user:pass@host:port, or smtps://). */
export function createSmtpSender(
	url: string,
	timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
): MailSender {
	return {
		async send(mail) {
			// One transport per mail (each mail had its own connection anyway), so its
			// transaction log tells whether this mail's body went out.
			let dataCommandSent = false
			let bodySent = false
			const watch = (entry: { tnx?: string }, line: unknown) => {
				const text = String(line)
				if (entry.tnx === 'client' && text === 'DATA') dataCommandSent = true
				// The server's go-ahead for DATA (354): nodemailer streams the message next.
				else if (entry.tnx === 'server' && dataCommandSent && /^[23]\d\d/.test(text))
					bodySent = true
			}
			const options: SMTPTransport.Options = {
				url,
				connectionTimeout: timeouts.connectionMs,
				greetingTimeout: timeouts.greetingMs,
				socketTimeout: timeouts.socketMs,
				transactionLog: true,
				logger: {
					level: () => {},
					trace: () => {},
					debug: watch,
					info: () => {},
					warn: () => {},
					error: () => {},
					fatal: () => {},
				},
			}
			const transport = nodemailer.createTransport(options)
			try {
				await transport.sendMail({
					to: mail.to,
					from: mail.from,
					replyTo: mail.replyTo,
					subject: mail.subject,
					text: mail.text,
					...(mail.html ? { html: mail.html } : {}),
					messageId: mail.messageId,
				})
			} catch (error) {
				// A reply with a code is an answer (retry or give up as it says); no reply after
				// the body is the case where the server may have taken the mail.
				const answered =
					typeof (error as { responseCode?: unknown }).responseCode === 'number'
				if (bodySent && !answered) throw new MailOutcomeUnknownError(error)
				throw error
			} finally {
				transport.close()
			}
		},
		close() {},
	}
}
