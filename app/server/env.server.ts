import { isIP } from 'node:net'

import { z } from 'zod'

const booleanString = z
	.enum(['true', 'false', '1', '0', 'yes', 'no'])
	.transform((value) => value === 'true' || value === '1' || value === 'yes')

/** An empty value means unset: `PORT=` is the default port, not port 0 (a random one). */
function blankIsUnset<T extends z.ZodType>(schema: T) {
	return z.preprocess(
		(value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
		schema,
	)
}

/** `site@example.com` or `Name <site@example.com>`, as nodemailer takes them. */
function isMailbox(text: string): boolean {
	const address = /<([^<>]*)>\s*$/.exec(text)?.[1] ?? text
	return z.email().safeParse(address.trim()).success
}

/** An entry of Express's `trust proxy` list as proxy-addr reads it (it throws on others). */
function isProxyEntry(entry: string): boolean {
	if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true
	const [address = '', prefix, ...rest] = entry.split('/')
	const version = isIP(address)
	if (version === 0 || rest.length > 0) return false
	if (prefix === undefined) return true
	const bits = /^\d+$/.test(prefix) ? Number(prefix) : 0
	return bits >= 1 && bits <= (version === 4 ? 32 : 128)
}

/** Express's `trust proxy`: true or false, a hop count, or the proxies' addresses. */
const trustProxy = z
	.string()
	.trim()
	.refine(
		(value) =>
			/^(true|false|\d+)$/.test(value) ||
			value.split(',').every((entry) => isProxyEntry(entry.trim())),
		'expected true, false, a hop count, or a comma list of IP addresses, CIDR ranges (10.0.0.0/8) and the names loopback, linklocal, uniquelocal',
	)
	.transform((value): boolean | number | string => {
		if (value === 'true' || value === 'false') return value === 'true'
		return /^\d+$/.test(value) ? Number(value) : value
	})

const EnvSettings = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
	PORT: blankIsUnset(z.coerce.number().int().min(0).max(65535).default(3000)),
	HOST: z.string().min(1).default('0.0.0.0'),
	DATABASE_URL: z.string().min(1).default('./data/site.db'),
	DATA_DIR: z.string().min(1).default('./data'),
	UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
	/** Largest accepted upload, in bytes (default 15 MB = 15 × 1024 × 1024). */
	UPLOAD_MAX_BYTES: blankIsUnset(z.coerce.number().int().positive().default(15_728_640)),
	/** Largest accepted image, in pixels (width × height): stops decompression bombs. */
	UPLOAD_MAX_PIXELS: blankIsUnset(z.coerce.number().int().positive().default(40_000_000)),
	/** Where uploads are streamed while they arrive; the system's temp folder when unset. */
	UPLOAD_TMP_DIR: z.string().min(1).optional(),
	/** Set to store media in S3-compatible object storage instead of UPLOADS_DIR. */
	S3_BUCKET: z.string().min(1).optional(),
	S3_REGION: z.string().min(1).default('us-east-1'),
	S3_ENDPOINT: z.url().optional(),
	S3_ACCESS_KEY_ID: z.string().min(1).optional(),
	S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
	S3_FORCE_PATH_STYLE: booleanString.default(false),
	SEED_DEMO: booleanString.default(true),
	/**
	 * Encoded demo images kept between runs, so another fresh database seeds in seconds;
	 * an empty value turns it off. Only the seed reads or writes here.
	 */
	SEED_CACHE_DIR: z.string().default('node_modules/.cache/aster-seed'),
	SITE_URL: z.url().optional(),
	SESSION_SECRET: z.string().min(32).optional(),
	/** Where contact messages are mailed (smtp://user:pass@host:port or smtps://…); unset: stored only. */
	SMTP_URL: z
		.url({
			protocol: /^smtps?$/,
			hostname: /./,
			error:
				'expected an smtp:// or smtps:// URL, like smtp://user:pass@mail.example.com:587',
		})
		.optional(),
	/** Who receives contact messages: an address, or several split by commas (needed with SMTP_URL). */
	CONTACT_TO: z
		.string()
		.refine(
			(value) => value.split(',').every(isMailbox),
			'expected an email address, or several separated by commas',
		)
		.optional(),
	/** The From address of those mails; CONTACT_TO when unset. */
	MAIL_FROM: z
		.string()
		.refine(
			isMailbox,
			'expected an email address, or a name and one: Site <site@example.com>',
		)
		.optional(),
	/** Contact posts allowed per client in any 10 minutes (both forms together). */
	CONTACT_RATE_LIMIT: blankIsUnset(z.coerce.number().int().positive().default(10)),
	/** A contact form sent sooner than this after it was shown is taken for spam. */
	CONTACT_MIN_FILL_SECONDS: blankIsUnset(z.coerce.number().min(0).default(3)),
	/**
	 * How long the mail client waits for any SMTP reply, the one after the message included
	 * (RFC 5321 gives that one 10 minutes). Shorter risks mailing a message twice: a slow
	 * server that accepts after the client gave up gets it again on retry.
	 */
	SMTP_TIMEOUT_SECONDS: blankIsUnset(z.coerce.number().positive().default(600)),
	/** Wait after the first failed mail attempt; it doubles after each further one. */
	CONTACT_RETRY_BASE_SECONDS: blankIsUnset(z.coerce.number().positive().default(30)),
	TRUST_PROXY: blankIsUnset(trustProxy.optional()),
	/**
	 * How often the server looks for scheduled drafts that are due (decision 033): a draft
	 * goes live within this many seconds of its time. Tests set 1.
	 */
	SCHEDULE_CHECK_SECONDS: blankIsUnset(z.coerce.number().min(0.1).max(60).default(30)),
	/**
	 * Keep public pages in the shared cache in front of the router, as their headers allow
	 * (default on; server/page-cache.ts). Off: every request renders, as bench:scale needs.
	 */
	RENDER_CACHE: booleanString.default(true),
	LOG_LEVEL: z
		.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
		.default('info'),
	/** Log lines as JSON or readable text; unset: readable on a terminal, JSON otherwise. */
	LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
	/** An admin session ends after this many hours without a request. */
	SESSION_IDLE_HOURS: blankIsUnset(
		z.coerce
			.number()
			.positive()
			.max(24 * 30)
			.default(24),
	),
	/** An admin session ends this many days after sign-in, however active. */
	SESSION_MAX_DAYS: blankIsUnset(z.coerce.number().positive().max(90).default(7)),
	/** Sign-in, sign-up and other auth requests allowed per client per hour. */
	AUTH_RATE_LIMIT_PER_HOUR: blankIsUnset(z.coerce.number().int().positive().default(100)),
	/**
	 * First-party, cookieless page views and Web Vitals (decision 027). Off: pages load no
	 * reporter and the endpoint stores nothing.
	 */
	ANALYTICS: booleanString.default(true),
	/** Vitals beacons taken per client address in any minute (then 429, nothing stored). */
	ANALYTICS_RATE_LIMIT: blankIsUnset(z.coerce.number().int().positive().default(60)),
	/** Worker processes behind one port (production); unset: one per core available. */
	WEB_CONCURRENCY: blankIsUnset(z.coerce.number().int().min(1).max(64).optional()),
})

// Checked with the rest, not when the outbox starts: the start then ends before migrations.
const EnvSchema = EnvSettings.refine((env) => !env.SMTP_URL || Boolean(env.CONTACT_TO), {
	path: ['CONTACT_TO'],
	message: 'required when SMTP_URL is set',
})

export type Env = z.infer<typeof EnvSchema>

let cached: Env | undefined

/** Parses process.env once; the only place that reads it. Fails fast with a readable message. */
export function getEnv(): Env {
	if (cached) return cached
	const result = EnvSchema.safeParse(process.env)
	if (!result.success) {
		const lines = result.error.issues.map(
			(issue) => `  ${issue.path.join('.')}: ${issue.message}`,
		)
		throw new Error(`Invalid environment settings:\n${lines.join('\n')}`)
	}
	cached = result.data
	return cached
}

/** Tests change the environment between cases; this forgets the parsed copy. */
export function resetEnvForTests() {
	cached = undefined
}
