// Mailing contact messages: the message as an email, and the SMTP sender (nodemailer
// over SMTP_URL). The outbox only sees the MailSender interface, so tests can swap it.
import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js'

import type { ContactMessage } from './messages.server.ts'

export interface OutgoingMail {
	to: string
	from: string
	replyTo: string
	subject: string
	text: string
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
			: `${message.request ?? 'request'} from ${message.email}`
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
		text: `${body}\n\n--\nSent with the ${FORM_NAMES[message.source]} on ${message.createdAt} (message ${message.id}).\n`,
		messageId: `<contact-${message.id}@aster.invalid>`,
	}
}

/** Mails through the SMTP server at `url` (smtp://user:pass@host:port, or smtps://). */
export function createSmtpSender(url: string): MailSender {
	const options: SMTPTransport.Options = {
		url,
		// Fail an attempt quickly; the outbox retries with backoff.
		connectionTimeout: 10_000,
		greetingTimeout: 10_000,
		socketTimeout: 30_000,
	}
	const transport = nodemailer.createTransport(options)
	return {
		async send(mail) {
			await transport.sendMail({
				to: mail.to,
				from: mail.from,
				replyTo: mail.replyTo,
				subject: mail.subject,
				text: mail.text,
				messageId: mail.messageId,
			})
		},
		close() {
			transport.close()
		},
	}
}
