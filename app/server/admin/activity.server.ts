// The Activity tab: its query string (who, what kind, which days, where a page starts),
// and a page of it as lines to read (app/lib/activity.ts says them), each linked to its
// record while the record exists. Pages start after an entry rather than at an offset,
// so a line of twelve moves is never cut in two by a page's end.
import { z } from 'zod'

import {
	ACTIVITY_KINDS,
	activityHref,
	activityTone,
	describeActivity,
	groupActivity,
	isAnonymous,
	knownTimeZone,
	nextDay,
	revisionHref,
	revisionOf,
	startOfDay,
	type ActivityLine,
	type ActivityPerson,
} from '#app/lib/activity.ts'
import type { DB } from '#app/server/db/index.server.ts'
import {
	countAuditLog,
	listAuditEntries,
	listRemovedMembers,
	type AuditCursor,
	type AuditEntry,
	type AuditFilter,
} from '#app/server/models/audit-log.server.ts'
import {
	existingIds,
	type LinkableTable,
} from '#app/server/models/linked-records.server.ts'
import { listMembers } from '#app/server/models/users.server.ts'

/** Lines a page shows. */
export const ACTIVITY_PAGE_LINES = 50
/** Entries read at a time while a page is put together. */
const BATCH = 200
/** At most this many entries make one page (a page of very long lines ends early). */
const MOST_ENTRIES = 4_000

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const cursorSchema = z
	.string()
	.max(100)
	.transform((value, ctx): AuditCursor => {
		const at = value.lastIndexOf('~')
		const createdAt = value.slice(0, at)
		const id = value.slice(at + 1)
		if (at < 1 || !id || Number.isNaN(Date.parse(createdAt))) {
			ctx.addIssue({ code: 'custom', message: 'Not a place in the log' })
			return z.NEVER
		}
		return { createdAt: new Date(createdAt).toISOString(), id }
	})

/** The tab's query string, each part dropped when it is not valid. */
const querySchema = z.object({
	person: z.string().min(1).max(64).nullable().catch(null),
	kind: z
		.enum(ACTIVITY_KINDS.map((kind) => kind.id) as [string, ...string[]])
		.nullable()
		.catch(null),
	from: dateSchema.nullable().catch(null),
	to: dateSchema.nullable().catch(null),
	tz: z.string().max(64).nullable().catch(null),
	before: cursorSchema.nullable().catch(null),
	after: cursorSchema.nullable().catch(null),
})

export interface ActivityQuery {
	person: string | null
	kind: string | null
	/** Days (YYYY-MM-DD) in `timeZone`, both included. */
	from: string | null
	to: string | null
	/** The admin's zone (the form's, else the client hint's; UTC without JavaScript). */
	timeZone: string
	/** Where the page starts: after this entry, going older or newer. */
	cursor: { direction: 'older' | 'newer'; at: AuditCursor } | null
}

export function parseActivityQuery(url: URL, readerZone = 'UTC'): ActivityQuery {
	const params = url.searchParams
	const read = querySchema.parse({
		person: params.get('person') || null,
		kind: params.get('kind') || null,
		from: params.get('from') || null,
		to: params.get('to') || null,
		tz: params.get('tz') || null,
		before: params.get('before') || null,
		after: params.get('after') || null,
	})
	// Days given the wrong way round mean the days between them.
	const [from, to] =
		read.from && read.to && read.from > read.to
			? [read.to, read.from]
			: [read.from, read.to]
	return {
		person: read.person,
		kind: read.kind,
		from,
		to,
		timeZone: knownTimeZone(read.tz ?? readerZone),
		cursor: read.after
			? { direction: 'newer', at: read.after }
			: read.before
				? { direction: 'older', at: read.before }
				: null,
	}
}

/** A cursor as the query string carries it. */
export function cursorParam(entry: Pick<AuditEntry, 'createdAt' | 'id'>): string {
	return `${entry.createdAt}~${entry.id}`
}

export interface ActivityView {
	lines: ActivityLine[]
	people: ActivityPerson[]
	/** Entries that match the filter, in all. */
	total: number
	/** Cursors of the next pages, when there are more. */
	older: string | null
	newer: string | null
}

const TABLES: Record<string, LinkableTable> = {
	project: 'projects',
	testimonial: 'testimonials',
	client_logo: 'clientLogos',
	contact_message: 'contactMessages',
	user: 'user',
}

/** Everyone who can be in the log: the team, then those removed from it. */
async function people(db: DB): Promise<ActivityPerson[]> {
	const [members, removed] = await Promise.all([listMembers(db), listRemovedMembers(db)])
	const list: ActivityPerson[] = members.map((m) => ({
		id: m.id,
		email: m.email,
		removed: false,
	}))
	for (const gone of removed) {
		if (!list.some((p) => p.id === gone.id)) list.push({ ...gone, removed: true })
	}
	return list
}

function filterOf(query: ActivityQuery, everyone: ActivityPerson[]): AuditFilter {
	const person = everyone.find((p) => p.id === query.person)
	const kind = ACTIVITY_KINDS.find((k) => k.id === query.kind)
	return {
		actor: person ? { id: person.id, email: person.email } : undefined,
		kinds: kind?.match,
		from: query.from ? (startOfDay(query.from, query.timeZone) ?? undefined) : undefined,
		until: query.to
			? (startOfDay(nextDay(query.to), query.timeZone) ?? undefined)
			: undefined,
	}
}

/**
 * Entries from `cursor` on in `direction`, read a batch at a time until they make more
 * lines than a page shows (so the page's last line is known to be whole) or run out.
 */
async function collect(
	db: DB,
	filter: AuditFilter,
	direction: 'older' | 'newer',
	cursor: AuditCursor | null,
): Promise<{ entries: AuditEntry[]; exhausted: boolean }> {
	const entries: AuditEntry[] = []
	let from = cursor
	for (;;) {
		const batch = await listAuditEntries(db, {
			filter,
			cursor: from,
			direction,
			limit: BATCH,
		})
		entries.push(...batch)
		const last = batch[batch.length - 1]
		if (batch.length < BATCH || !last) return { entries, exhausted: true }
		const newestFirst = direction === 'older' ? entries : [...entries].reverse()
		if (groupActivity(newestFirst).length > ACTIVITY_PAGE_LINES) break
		if (entries.length >= MOST_ENTRIES) break
		from = last
	}
	return { entries, exhausted: false }
}

async function linesOf(db: DB, groups: AuditEntry[][]): Promise<ActivityLine[]> {
	const wanted = new Map<LinkableTable, string[]>()
	for (const [newest] of groups) {
		const table = newest && TABLES[newest.entity]
		if (table && newest.entityId)
			wanted.set(table, [...(wanted.get(table) ?? []), newest.entityId])
	}
	const existing = new Map<LinkableTable, Set<string>>()
	await Promise.all(
		[...wanted].map(async ([table, ids]) =>
			existing.set(table, await existingIds(db, table, [...new Set(ids)])),
		),
	)
	return groups.flatMap((group) => {
		const newest = group[0]
		const oldest = group[group.length - 1]
		if (!newest || !oldest) return []
		const sentence = describeActivity(newest, group.length)
		const table = TABLES[newest.entity]
		const exists =
			!table || (newest.entityId !== null && existing.get(table)?.has(newest.entityId))
		const href =
			sentence.target && exists ? activityHref(newest.entity, newest.entityId) : null
		const revision = revisionOf(newest)
		return [
			{
				id: newest.id,
				actorEmail: newest.actorEmail,
				anonymous: isAnonymous(newest),
				sentence,
				href,
				revisionHref: href && revision ? revisionHref(href, revision) : null,
				tone: activityTone(newest.action),
				count: group.length,
				newest: newest.createdAt,
				oldest: oldest.createdAt,
			},
		]
	})
}

/** One page of the tab for `query`. */
export async function loadActivity(db: DB, query: ActivityQuery): Promise<ActivityView> {
	const everyone = await people(db)
	const filter = filterOf(query, everyone)
	const total = await countAuditLog(db, filter)
	const direction = query.cursor?.direction ?? 'older'
	const { entries, exhausted } = await collect(
		db,
		filter,
		direction,
		query.cursor?.at ?? null,
	)
	const newestFirst = direction === 'older' ? entries : [...entries].reverse()
	const all = groupActivity(newestFirst)

	if (direction === 'newer' && exhausted && all.length <= ACTIVITY_PAGE_LINES) {
		// Back at the newest entries: the first page, whole.
		return loadActivity(db, { ...query, cursor: null })
	}
	const groups =
		direction === 'older'
			? all.slice(0, ACTIVITY_PAGE_LINES)
			: all.slice(-ACTIVITY_PAGE_LINES)
	const first = groups[0]?.[0]
	const lastGroup = groups[groups.length - 1]
	const last = lastGroup?.[lastGroup.length - 1]
	const moreOlder =
		direction === 'older' ? all.length > groups.length || !exhausted : true
	const moreNewer = direction === 'newer' ? true : query.cursor !== null
	return {
		lines: await linesOf(db, groups),
		people: everyone,
		total,
		older: moreOlder && last ? cursorParam(last) : null,
		newer: moreNewer && first ? cursorParam(first) : null,
	}
}
