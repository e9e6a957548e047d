// Contact tests' helpers: a secret, a JSON post, and a real SMTP server (the smtp-server
// package) on a loopback port that keeps every mail it accepts, decoded enough to read, and
// can be stopped and started again on the same port to play a mail server that is down.
import net from 'node:net'

import { SMTPServer } from 'smtp-server'

/** The app secret contact tests sign and hash with. */
export const TEST_SECRET = 'test-secret-that-is-long-enough-to-sign-things'

/** A JSON post to the footer's endpoint, as the page's script sends it. */
export function contactJsonPost(
	body: unknown,
	headers: Record<string, string> = {},
): Request {
	return new Request('http://localhost/api/contact', {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body: typeof body === 'string' ? body : JSON.stringify(body),
	})
}

/**
 * The inbox row a footer post by the tests' Ada Lovelace is stored as (a real message,
 * waiting to be mailed), received at `receivedAt` from `email`.
 */
export function storedFooterMessage(email: string, receivedAt: number) {
	return {
		source: 'footer',
		name: 'Ada Lovelace',
		email,
		message: 'Hello,\nwe need an app.',
		userAgent: 'Vitest',
		status: 'pending',
		isSpam: false,
		createdAt: new Date(receivedAt).toISOString(),
	}
}

/** A form post to the footer's endpoint, as a browser without JavaScript sends it. */
export function contactFormPost(fields: Record<string, string>): Request {
	return new Request('http://localhost/api/contact', {
		method: 'POST',
		body: new URLSearchParams(fields),
	})
}

export interface ReceivedMail {
	from: string
	to: string[]
	headers: Record<string, string>
	subject: string
	text: string
	/** The HTML alternative, when the mail has one. */
	html?: string
	raw: string
}

export interface TestSmtpServer {
	port: number
	url: string
	received: ReceivedMail[]
	/** Resolves with the next mail (or one already received past `count`). */
	waitForMail(count?: number, timeoutMs?: number): Promise<ReceivedMail>
	stop(): Promise<void>
	start(): Promise<void>
}

/** A loopback port nothing listens on now (a server of a test's own takes it next). */
export async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const address = server.address()
			server.close(() =>
				typeof address === 'object' && address ? resolve(address.port) : reject(),
			)
		})
	})
}

function decodeQuotedPrintable(text: string): string {
	const bytes: number[] = []
	const soft = text.replace(/=\r?\n/g, '')
	for (let i = 0; i < soft.length; i++) {
		const char = soft[i] ?? ''
		const hex = soft.slice(i + 1, i + 3)
		if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
			bytes.push(parseInt(hex, 16))
			i += 2
		} else {
			bytes.push(...Buffer.from(char, 'utf8'))
		}
	}
	return Buffer.from(bytes).toString('utf8')
}

function decodeWords(value: string): string {
	return value.replace(
		/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi,
		(_match, _charset: string, encoding: string, data: string) =>
			encoding.toUpperCase() === 'B'
				? Buffer.from(data, 'base64').toString('utf8')
				: decodeQuotedPrintable(data.replace(/_/g, ' ')),
	)
}

function splitMessage(raw: string) {
	const split = raw.indexOf('\r\n\r\n')
	const head = split === -1 ? raw : raw.slice(0, split)
	const body = split === -1 ? '' : raw.slice(split + 4)
	const headers: Record<string, string> = {}
	for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
		const colon = line.indexOf(':')
		if (colon > 0)
			headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
	}
	return { headers, body }
}

function decodeBody(headers: Record<string, string>, body: string): string {
	const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
	const text =
		encoding === 'quoted-printable'
			? decodeQuotedPrintable(body)
			: encoding === 'base64'
				? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
				: body
	return text.replace(/\r\n/g, '\n')
}

/**
 * Headers and body of a mail the outbox sends: a single text part (contact messages), or
 * text with an HTML alternative (account mails), whose parts are read too.
 */
export function parseMail(
	raw: string,
): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> {
	const { headers, body } = splitMessage(raw)
	const subject = decodeWords(headers.subject ?? '')
	const boundary = /multipart\/[a-z]+;.*boundary="?([^";]+)"?/i.exec(
		headers['content-type'] ?? '',
	)?.[1]
	if (!boundary) return { headers, subject, text: decodeBody(headers, body) }
	const parts = body
		.split(`--${boundary}`)
		.slice(1)
		.filter((part) => !part.startsWith('--'))
		.map((part) => splitMessage(part.replace(/^\r\n/, '')))
	const partOf = (type: string) => {
		const part = parts.find((p) => (p.headers['content-type'] ?? '').startsWith(type))
		return part ? decodeBody(part.headers, part.body).replace(/\n$/, '') : undefined
	}
	return { headers, subject, text: partOf('text/plain') ?? '', html: partOf('text/html') }
}

/**
 * `dataReplyDelayMs`: the server takes the mail (it is in `received` at once) and waits
 * this long before its 250 reply, as a slow server does.
 */
export async function startTestSmtpServer(
	options: { dataReplyDelayMs?: number } = {},
): Promise<TestSmtpServer> {
	const port = await freePort()
	const received: ReceivedMail[] = []
	const waiters: { count: number; resolve: (mail: ReceivedMail) => void }[] = []
	let server: SMTPServer | null = null

	function create() {
		return new SMTPServer({
			secure: false,
			disabledCommands: ['STARTTLS', 'AUTH'],
			authOptional: true,
			logger: false,
			onData(stream, session, callback) {
				const chunks: Buffer[] = []
				stream.on('data', (chunk: Buffer) => chunks.push(chunk))
				stream.on('end', () => {
					const raw = Buffer.concat(chunks).toString('utf8')
					const envelope = session.envelope
					received.push({
						from: envelope.mailFrom ? envelope.mailFrom.address : '',
						to: envelope.rcptTo.map((rcpt) => rcpt.address),
						raw,
						...parseMail(raw),
					})
					for (const waiter of [...waiters]) {
						const mail = received[waiter.count]
						if (mail) {
							waiters.splice(waiters.indexOf(waiter), 1)
							waiter.resolve(mail)
						}
					}
					if (options.dataReplyDelayMs)
						setTimeout(() => callback(), options.dataReplyDelayMs)
					else callback()
				})
			},
		})
	}

	const handle: TestSmtpServer = {
		port,
		url: `smtp://127.0.0.1:${port}`,
		received,
		waitForMail(count = received.length, timeoutMs = 10_000) {
			const ready = received[count]
			if (ready) return Promise.resolve(ready)
			return new Promise((resolve, reject) => {
				const timer = setTimeout(
					() => reject(new Error(`no mail #${count + 1} within ${timeoutMs} ms`)),
					timeoutMs,
				)
				waiters.push({
					count,
					resolve: (mail) => {
						clearTimeout(timer)
						resolve(mail)
					},
				})
			})
		},
		async start() {
			if (server) return
			const next = create()
			await new Promise<void>((resolve, reject) => {
				next.once('error', reject)
				next.listen(port, '127.0.0.1', () => resolve())
			})
			server = next
		},
		async stop() {
			const current = server
			server = null
			if (!current) return
			await new Promise<void>((resolve) => current.close(() => resolve()))
		},
	}
	await handle.start()
	return handle
}
