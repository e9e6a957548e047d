// The Redirects tab's forms (issue 37): a redirect from an old address of the site to a
// page of it (or, confirmed, another site), moved for good (301) or for now (302), or an
// address that is gone (410); and a CSV of old addresses to import, read row by row.
import { z } from 'zod'

import { canonicalSitePath } from '#app/lib/site-paths.ts'

import { recordIdSchema } from './form.ts'

export const REDIRECT_STATUSES = ['301', '302', '410'] as const

export const REDIRECT_STATUS_LABELS = {
	301: 'Moved for good (301)',
	302: 'Moved for now (302)',
	410: 'Gone (410)',
} as const

export const REDIRECT_MESSAGES = {
	from: 'Enter the old address: a path on this site, like /old-page.',
	fromSite:
		'That address is one of the site’s own pages or files: a redirect from it would never be used.',
	to: 'Enter where it leads: a path on this site, like /portfolio, or an address starting with https://.',
	same: 'A redirect cannot lead to its own address.',
	confirm:
		'That address is on another site: tick “Send visitors to another site” to confirm.',
	tooLong: 'Keep the address under 2,000 characters.',
	fromQuery:
		'An old address is matched by its path alone: leave out the part from “?” (every query of that path leads to the same place).',
} as const

/** Paths of the site's own that a redirect never leaves from (its pages and files). */
const OWN_PATHS = [
	'/',
	'/about',
	'/portfolio',
	'/products',
	'/services',
	'/contact',
	'/404',
]
const OWN_PREFIXES = ['/admin', '/api', '/preview', '/assets', '/media', '/__manifest']
const OWN_FILES = ['/sitemap.xml', '/robots.txt', '/healthz', '/readyz', '/favicon.ico']

function isOwnPath(path: string): boolean {
	const lower = path.toLowerCase()
	return (
		OWN_PATHS.includes(lower) ||
		OWN_FILES.includes(lower) ||
		OWN_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))
	)
}

/** A target: a path on the site (its query kept) or an http(s) address. */
export type RedirectTarget =
	{ kind: 'site'; path: string; query: string } | { kind: 'external'; url: string }

export function readTarget(input: string): RedirectTarget | null {
	const value = input.trim()
	if (!value || value.length > 2000) return null
	if (/^https?:\/\//i.test(value)) {
		try {
			const url = new URL(value)
			return url.hostname ? { kind: 'external', url: url.href } : null
		} catch {
			return null
		}
	}
	const queryAt = value.search(/[?#]/)
	const path = canonicalSitePath(queryAt < 0 ? value : value.slice(0, queryAt))
	if (!path) return null
	const query = queryAt < 0 ? '' : value.slice(queryAt).replace(/#.*$/, '')
	return { kind: 'site', path, query: query === '?' ? '' : query }
}

export function targetText(target: RedirectTarget): string {
	return target.kind === 'site' ? `${target.path}${target.query}` : target.url
}

const fromSchema = z
	.string()
	.trim()
	.min(1, REDIRECT_MESSAGES.from)
	.max(2000, REDIRECT_MESSAGES.tooLong)
	.transform((value, ctx) => {
		// `/?p=123` and `/?p=456` would both be `/`: said, not dropped without a word.
		if (/[?#]/.test(value)) {
			ctx.addIssue({ code: 'custom', message: REDIRECT_MESSAGES.fromQuery })
			return z.NEVER
		}
		const path = canonicalSitePath(value)
		if (!path) {
			ctx.addIssue({ code: 'custom', message: REDIRECT_MESSAGES.from })
			return z.NEVER
		}
		if (isOwnPath(path)) {
			ctx.addIssue({ code: 'custom', message: REDIRECT_MESSAGES.fromSite })
			return z.NEVER
		}
		return path
	})

/** One redirect as the tab's form (or a row of a CSV) gives it. */
export const redirectFormSchema = z
	.object({
		from: fromSchema,
		to: z.string().catch(''),
		status: z.enum(REDIRECT_STATUSES, { error: 'Choose what happened to the page.' }),
		/** Sending visitors to another site is confirmed on purpose. */
		external: z
			.union([z.literal('on'), z.boolean()])
			.optional()
			.transform((value) => value === 'on' || value === true),
	})
	.transform((value, ctx) => {
		const status = Number(value.status) as 301 | 302 | 410
		if (status === 410) return { from: value.from, to: '', status }
		const target = readTarget(value.to)
		if (!target) {
			const message =
				value.to.trim().length > 2000 ? REDIRECT_MESSAGES.tooLong : REDIRECT_MESSAGES.to
			ctx.addIssue({ code: 'custom', path: ['to'], message })
			return z.NEVER
		}
		if (target.kind === 'site' && target.path === value.from && !target.query) {
			ctx.addIssue({ code: 'custom', path: ['to'], message: REDIRECT_MESSAGES.same })
			return z.NEVER
		}
		if (target.kind === 'external' && !value.external) {
			ctx.addIssue({
				code: 'custom',
				path: ['external'],
				message: REDIRECT_MESSAGES.confirm,
			})
			return z.NEVER
		}
		return { from: value.from, to: targetText(target), status }
	})

export type RedirectInput = z.output<typeof redirectFormSchema>

/** What the form holds, as typed (filled again after a refusal). */
export interface RedirectFormValues {
	from: string
	to: string
	status: string
	external: boolean
}

export const redirectForm = {
	schema: redirectFormSchema,
	input: (form: FormData) => ({
		from: form.get('from') ?? '',
		to: form.get('to') ?? '',
		status: form.get('status') ?? '',
		external: form.get('external') === 'on',
	}),
	values: (input: unknown): RedirectFormValues => {
		const record = input as Record<string, unknown>
		const text = (key: string) => (typeof record[key] === 'string' ? record[key] : '')
		return {
			from: text('from'),
			to: text('to'),
			status: text('status') || '301',
			external: record.external === true,
		}
	},
}

/** The list's buttons. */
export const redirectListActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('delete'), id: recordIdSchema }),
])

/** Most rows one CSV import reads (a site move of a few thousand pages). */
export const IMPORT_MAX_ROWS = 5_000

export const IMPORT_MESSAGES = {
	noFile: 'Choose a CSV file to import.',
	empty: 'The file holds no redirects.',
	tooMany: `Import at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows at a time.`,
	unreadable: 'The file could not be read as CSV.',
	columns: 'Each row needs an old address and a new one: old,new[,301|302|410].',
} as const
