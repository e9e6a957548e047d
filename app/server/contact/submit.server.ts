// One contact post, start to finish, in its route's action: read the body (JSON, or a form
// post without JavaScript), validate it with the shared schema, catch spam, and count the
// post against the per-client limit and store the message in one transaction before
// answering. Mailing happens afterwards, in the outbox. Nothing is written when the post
// is refused.
import type { Kysely } from 'kysely'

import {
	CONTACT_MAX_BODY_BYTES,
	CONTACT_SUCCESS_MESSAGE,
	HONEYPOT_FIELD,
	RENDER_TOKEN_FIELD,
	type ContactFormName,
	type ContactResult,
} from '#app/lib/contact.ts'
import { validateContact } from '#app/schemas/contact.ts'
import { steadyNow } from '#app/server/clock.server.ts'
import type { Database } from '#app/server/db/index.server.ts'
import { classifyFault } from '#app/server/faults.server.ts'
import type {
	ContactMessage,
	SpamReason,
} from '#app/server/models/contact-messages.server.ts'
import { hashClientAddress, type RateLimitRule } from '#app/server/rate-limit.server.ts'

import { DEFAULT_MIN_FILL_MS, spamReasonOf } from './spam.server.ts'
import {
	storeContactWrite,
	type ContactWrite,
	type ContactWriteOutcome,
} from './store.server.ts'

/** Spec-level limit: 10 posts per client per 10 minutes, over both forms. */
export const CONTACT_RATE_LIMIT: RateLimitRule = {
	name: 'contact',
	max: 10,
	windowMs: 10 * 60_000,
}

export type BodyKind = 'json' | 'form'

export interface ContactDeps {
	db: Kysely<Database>
	secret: string
	now?: () => number
	minFillMs?: number
	rateLimit?: RateLimitRule
	/** Called once a real (not spam) message is stored: wakes the outbox. */
	onStored?: (message: ContactMessage) => void
	logger?: {
		warn(object: object, message: string): void
		error(object: object, message: string): void
	}
}

export interface ContactOutcome {
	/** How the post arrived: answer JSON with JSON, a form post with a redirect. */
	kind: BodyKind
	status: number
	result: ContactResult
	headers: Record<string, string>
	/** What was posted (text fields, spam fields left out): to fill the form again. */
	values: Record<string, string>
}

export const TOO_LARGE_MESSAGE = 'Your message is too long to send. Please shorten it.'
export const UNSUPPORTED_MESSAGE = 'Send the form as JSON or as a form post.'
export const BAD_JSON_MESSAGE = 'The request body must be valid JSON.'
export const NOT_STORED_MESSAGE =
	'Your message could not be saved. Please try again in a few minutes.'

export function rateLimitMessage(retryAfterSeconds: number): string {
	const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
	return `Too many messages from your address. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

function kindOf(request: Request): BodyKind | null {
	const type = (request.headers.get('content-type') ?? '')
		.split(';')[0]
		?.trim()
		.toLowerCase()
	if (type === 'application/json' || type?.endsWith('+json')) return 'json'
	if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data')
		return 'form'
	return null
}

/** The body's bytes, or null when it is larger than `limit` (declared or as it arrives). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
	const declared = Number(request.headers.get('content-length') ?? 'NaN')
	if (Number.isFinite(declared) && declared > limit) return null
	if (!request.body) return new Uint8Array()
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.byteLength
		if (size > limit) {
			await reader.cancel().catch(() => {})
			return null
		}
		chunks.push(value)
	}
	return Buffer.concat(chunks, size)
}

type ParsedBody =
	{ ok: true; body: unknown } | { ok: false; status: number; message: string }

async function parseBody({ kind, bytes, contentType }: ContactPost): Promise<ParsedBody> {
	if (kind === 'json') {
		try {
			return { ok: true, body: JSON.parse(new TextDecoder().decode(bytes)) as unknown }
		} catch {
			return { ok: false, status: 400, message: BAD_JSON_MESSAGE }
		}
	}
	try {
		const formData = await new Response(new Uint8Array(bytes), {
			headers: { 'content-type': contentType },
		}).formData()
		const body: Record<string, string> = {}
		for (const [key, value] of formData) {
			if (typeof value === 'string' && !(key in body)) body[key] = value
		}
		return { ok: true, body }
	} catch {
		return { ok: false, status: 400, message: 'The form could not be read.' }
	}
}

function textValues(body: unknown): Record<string, string> {
	if (typeof body !== 'object' || body === null) return {}
	const values: Record<string, string> = {}
	for (const [key, value] of Object.entries(body)) {
		if (key === HONEYPOT_FIELD || key === RENDER_TOKEN_FIELD) continue
		if (typeof value === 'string') values[key] = value
	}
	return values
}

function fieldOf(body: unknown, name: string): string | undefined {
	if (typeof body !== 'object' || body === null) return undefined
	const value = (body as Record<string, unknown>)[name]
	return typeof value === 'string' ? value : undefined
}

export interface ClientInfo {
	/** The client's address as Express sees it (X-Forwarded-For only when trusted). */
	address: string | undefined
	userAgent: string | null
}

/** A contact post as read. */
export interface ContactPost {
	form: ContactFormName
	kind: BodyKind
	/** The Content-Type header (a multipart form post's boundary is in it). */
	contentType: string
	bytes: Uint8Array
	address: string | undefined
	/** At most 500 characters. */
	userAgent: string | null
	/** The wall clock when it arrived (epoch ms): the form token's age, the message's time. */
	receivedAt: number
	/** The rate limit's steady clock when it arrived. */
	countedAt: number
}

/** What a post is judged by. */
export interface ContactSettings {
	secret: string
	minFillMs: number
	rateLimit: RateLimitRule
}

/**
 * What became of a post beyond its answer, for the request's thread to act on: a real message
 * stored (the outbox is woken), one kept as spam or refused by the limit (a warning), one
 * not stored (an error); null when it was refused before anything was written.
 */
export type ContactEvent =
	| { kind: 'stored'; message: ContactMessage }
	| { kind: 'spam'; spamReason: SpamReason; id: string }
	| { kind: 'limited' }
	| { kind: 'failed'; error: unknown }
	| null

export interface HandledPost {
	outcome: ContactOutcome
	event: ContactEvent
}

function outcomeOf(
	kind: BodyKind,
	values: Record<string, string>,
	status: number,
	result: ContactResult,
	headers: Record<string, string> = {},
): ContactOutcome {
	return { kind, status, result, headers, values }
}

/** A post judged: answered already (refused), or a write to store and what to say after. */
type Judged =
	| { done: HandledPost }
	| { write: ContactWrite; spamReason: SpamReason | null; values: Record<string, string> }

async function judgeContact(
	post: ContactPost,
	settings: ContactSettings,
): Promise<Judged> {
	const { kind } = post
	const parsed = await parseBody(post)
	if (!parsed.ok)
		return {
			done: {
				outcome: outcomeOf(kind, {}, parsed.status, {
					ok: false,
					message: parsed.message,
				}),
				event: null,
			},
		}
	const values = textValues(parsed.body)
	const validation = validateContact(post.form, parsed.body)
	if (!validation.success) {
		return {
			done: {
				outcome: outcomeOf(kind, values, 400, {
					ok: false,
					message: validation.message,
					fieldErrors: validation.fieldErrors,
				}),
				event: null,
			},
		}
	}
	const clientHash = hashClientAddress(post.address ?? 'unknown', settings.secret)
	const spamReason = spamReasonOf(
		{
			honeypot: fieldOf(parsed.body, HONEYPOT_FIELD),
			token: fieldOf(parsed.body, RENDER_TOKEN_FIELD),
			requireToken: kind === 'form',
		},
		settings.secret,
		{ now: post.receivedAt, minFillMs: settings.minFillMs },
	)
	const { submission } = validation
	const fields =
		submission.form === 'footer'
			? {
					name: submission.data.name,
					email: submission.data.email,
					message: submission.data.message,
				}
			: {
					email: submission.data.email,
					phone: submission.data.phone,
					request: submission.data.request,
					notes: submission.data.notes,
				}
	return {
		write: {
			message: {
				source: post.form,
				...fields,
				clientHash,
				userAgent: post.userAgent,
				spamReason,
			},
			rule: settings.rateLimit,
			subject: clientHash,
			countedAt: post.countedAt,
			receivedAt: post.receivedAt,
		},
		spamReason,
		values,
	}
}

function notStored(
	kind: BodyKind,
	values: Record<string, string>,
	error: unknown,
): HandledPost {
	return {
		outcome: outcomeOf(kind, values, 503, { ok: false, message: NOT_STORED_MESSAGE }),
		event: { kind: 'failed', error },
	}
}

function settleContact(
	kind: BodyKind,
	judged: Extract<Judged, { write: unknown }>,
	result: ContactWriteOutcome,
): HandledPost {
	const { values, spamReason } = judged
	const { verdict, stored } = result
	if (!stored) {
		return {
			outcome: outcomeOf(
				kind,
				values,
				429,
				{ ok: false, message: rateLimitMessage(verdict.retryAfterSeconds) },
				{ 'Retry-After': String(verdict.retryAfterSeconds) },
			),
			event: { kind: 'limited' },
		}
	}
	// Spam is answered like a success: nothing tells a bot what gave it away.
	return {
		outcome: outcomeOf(kind, values, 200, { ok: true, message: CONTACT_SUCCESS_MESSAGE }),
		event: spamReason
			? { kind: 'spam', spamReason, id: stored.id }
			: { kind: 'stored', message: stored },
	}
}

export async function submitContact(
	form: ContactFormName,
	request: Request,
	client: ClientInfo,
	deps: ContactDeps,
): Promise<ContactOutcome> {
	const now = deps.now ?? Date.now
	const kind = kindOf(request)
	if (kind === null)
		return outcomeOf('json', {}, 415, { ok: false, message: UNSUPPORTED_MESSAGE })
	const bytes = await readLimited(request, CONTACT_MAX_BODY_BYTES)
	if (bytes === null)
		return outcomeOf(kind, {}, 413, { ok: false, message: TOO_LARGE_MESSAGE })
	const post: ContactPost = {
		form,
		kind,
		contentType: request.headers.get('content-type') ?? '',
		bytes,
		address: client.address,
		userAgent: client.userAgent?.slice(0, 500) ?? null,
		receivedAt: now(),
		// The steady clock unless a test drives one: a wall-clock jump moves no window.
		countedAt: deps.now ? deps.now() : steadyNow(),
	}
	const judged = await judgeContact(post, {
		secret: deps.secret,
		minFillMs: deps.minFillMs ?? DEFAULT_MIN_FILL_MS,
		rateLimit: deps.rateLimit ?? CONTACT_RATE_LIMIT,
	})
	let handled: HandledPost
	if ('done' in judged) handled = judged.done
	else {
		try {
			handled = settleContact(
				kind,
				judged,
				await storeContactWrite(deps.db, judged.write),
			)
		} catch (error) {
			handled = notStored(kind, judged.values, error)
		}
	}
	const { event } = handled
	if (event?.kind === 'stored') deps.onStored?.(event.message)
	else if (event?.kind === 'spam')
		deps.logger?.warn(
			{ form, spamReason: event.spamReason, contactMessage: event.id },
			'contact post taken for spam',
		)
	else if (event?.kind === 'limited')
		deps.logger?.warn({ form }, 'contact post refused: rate limit')
	else if (event?.kind === 'failed')
		deps.logger?.error(
			{ err: event.error, form, fault: classifyFault(event.error)?.kind ?? null },
			'contact message not stored',
		)
	return handled.outcome
}
