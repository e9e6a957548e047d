// One contact post, start to finish, in its route's action: read the body (JSON, or a form
// post without JavaScript), validate it with the shared schema, catch spam, and count the
// post against the per-client limit and store the message in one transaction before
// answering. Mailing happens afterwards, in the outbox. Nothing is written when the post
// is refused.
import type { Kysely } from 'kysely'

import { contactWords } from '#app/i18n/contact-words.ts'
import { wordsFor, type Words } from '#app/i18n/words.ts'
import {
	CONTACT_MAX_BODY_BYTES,
	HONEYPOT_FIELD,
	LANGUAGE_FIELD,
	RENDER_TOKEN_FIELD,
	type ContactFormName,
	type ContactResult,
} from '#app/lib/contact.ts'
import { DEFAULT_LANGUAGE } from '#app/lib/languages.ts'
import { validateContact } from '#app/schemas/contact.ts'
import { steadyNow } from '#app/server/clock.server.ts'
import type { Database } from '#app/server/db/index.server.ts'
import { classifyFault } from '#app/server/faults.server.ts'
import type { ContactMessage } from '#app/server/models/contact-messages.server.ts'
import {
	readSiteLanguages,
	type SiteLanguages,
} from '#app/server/models/translations.server.ts'
import { hashClientAddress, type RateLimitRule } from '#app/server/rate-limit.server.ts'

import { DEFAULT_MIN_FILL_MS, spamReasonOf } from './spam.server.ts'
import { storeContactWrite } from './store.server.ts'

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
	/**
	 * The language of the page it was sent from (its `language` field) when it is one of the
	 * site's others (its prefix, what the message stores); null for the site's default language
	 * and for a code the site does not have. The answer is in this language's words.
	 */
	language: string | null
}

export function rateLimitMessage(retryAfterSeconds: number, { t }: Words): string {
	return t('contact.rateLimited', {
		minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
	})
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
	| { ok: true; body: unknown }
	| { ok: false; status: number; message: 'contact.badJson' | 'contact.unreadableForm' }

async function parseBody(
	kind: BodyKind,
	bytes: Uint8Array,
	contentType: string,
): Promise<ParsedBody> {
	if (kind === 'json') {
		try {
			return { ok: true, body: JSON.parse(new TextDecoder().decode(bytes)) as unknown }
		} catch {
			return { ok: false, status: 400, message: 'contact.badJson' }
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
		return { ok: false, status: 400, message: 'contact.unreadableForm' }
	}
}

function textValues(body: unknown): Record<string, string> {
	if (typeof body !== 'object' || body === null) return {}
	const values: Record<string, string> = {}
	for (const [key, value] of Object.entries(body)) {
		if (key === HONEYPOT_FIELD || key === RENDER_TOKEN_FIELD || key === LANGUAGE_FIELD)
			continue
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

function outcomeOf(
	kind: BodyKind,
	language: string | null,
	values: Record<string, string>,
	status: number,
	result: ContactResult,
	headers: Record<string, string> = {},
): ContactOutcome {
	return { kind, language, status, result, headers, values }
}

export async function submitContact(
	form: ContactFormName,
	request: Request,
	client: ClientInfo,
	deps: ContactDeps,
): Promise<ContactOutcome> {
	// Before the body is read (and if the site's languages cannot be read), the default
	// language's words.
	const { t } = wordsFor(DEFAULT_LANGUAGE)
	const kind = kindOf(request)
	if (kind === null)
		return outcomeOf('json', null, {}, 415, {
			ok: false,
			message: t('contact.unsupported'),
		})
	const bytes = await readLimited(request, CONTACT_MAX_BODY_BYTES)
	if (bytes === null)
		return outcomeOf(kind, null, {}, 413, {
			ok: false,
			message: t('contact.tooLarge'),
		})
	const receivedAt = (deps.now ?? Date.now)()
	// The steady clock unless a test drives one: a wall-clock jump moves no window.
	const countedAt = deps.now ? deps.now() : steadyNow()

	const parsed = await parseBody(kind, bytes, request.headers.get('content-type') ?? '')
	if (!parsed.ok)
		return outcomeOf(kind, null, {}, parsed.status, {
			ok: false,
			message: t(parsed.message),
		})
	const values = textValues(parsed.body)
	// From here on, the words of the page the form was sent from (one of the site's languages).
	let site: SiteLanguages
	try {
		site = await readSiteLanguages(deps.db)
	} catch (error) {
		deps.logger?.error({ err: error, form }, 'contact message not stored')
		return outcomeOf(kind, null, values, 503, {
			ok: false,
			message: t('contact.notStored'),
		})
	}
	const language = postedLanguage(site, fieldOf(parsed.body, LANGUAGE_FIELD))
	const words = wordsFor(language ?? site.defaultLanguage)
	const validation = validateContact(form, parsed.body, contactWords(words, form))
	if (!validation.success) {
		return outcomeOf(kind, language, values, 400, {
			ok: false,
			message: validation.message,
			fieldErrors: validation.fieldErrors,
		})
	}
	const clientHash = hashClientAddress(client.address ?? 'unknown', deps.secret)
	const spamReason = spamReasonOf(
		{
			honeypot: fieldOf(parsed.body, HONEYPOT_FIELD),
			token: fieldOf(parsed.body, RENDER_TOKEN_FIELD),
			requireToken: kind === 'form',
		},
		deps.secret,
		{ now: receivedAt, minFillMs: deps.minFillMs ?? DEFAULT_MIN_FILL_MS },
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
	let stored
	try {
		stored = await storeContactWrite(deps.db, {
			message: {
				source: form,
				...fields,
				language,
				clientHash,
				userAgent: client.userAgent?.slice(0, 500) ?? null,
				spamReason,
			},
			rule: deps.rateLimit ?? CONTACT_RATE_LIMIT,
			subject: clientHash,
			countedAt,
			receivedAt,
		})
	} catch (error) {
		deps.logger?.error(
			{ err: error, form, fault: classifyFault(error)?.kind ?? null },
			'contact message not stored',
		)
		return outcomeOf(kind, language, values, 503, {
			ok: false,
			message: words.t('contact.notStored'),
		})
	}
	if (!stored.stored) {
		deps.logger?.warn({ form }, 'contact post refused: rate limit')
		const retryAfter = stored.verdict.retryAfterSeconds
		return outcomeOf(
			kind,
			language,
			values,
			429,
			{ ok: false, message: rateLimitMessage(retryAfter, words) },
			{ 'Retry-After': String(retryAfter) },
		)
	}
	// Spam is answered like a success: nothing tells a bot what gave it away.
	if (spamReason)
		deps.logger?.warn(
			{ form, spamReason, contactMessage: stored.stored.id },
			'contact post taken for spam',
		)
	else deps.onStored?.(stored.stored)
	return outcomeOf(kind, language, values, 200, {
		ok: true,
		message: words.t('contact.success'),
	})
}

/**
 * The page's language a message came from: one of the site's others, or null (the
 * default's, and any code the site does not have: a form of before, or a made-up one).
 */
export function postedLanguage(
	site: SiteLanguages,
	code: string | undefined,
): string | null {
	if (!code) return null
	return site.others.some((other) => other.code === code) ? code : null
}
