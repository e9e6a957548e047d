// How the Activity tab reads the audit log: each entry as a sentence in the staff's words
// (never an internal key like 'contact_message.archive'), repeated actions on one item by
// one person within a minute as one line, the kinds its filter offers, and the day bounds
// of its date filter in the admin's time zone. Pure: the server and the browser share it.
import { languageOf } from './languages.ts'

/** An audit entry as the Activity tab gets it. */
export interface ActivityEntry {
	id: string
	actorId: string | null
	actorEmail: string | null
	/** What happened, e.g. 'project.create', 'client_logo.hide'. */
	action: string
	/** The kind of record, e.g. 'project'. */
	entity: string
	entityId: string | null
	detail: unknown
	createdAt: string
}

/**
 * A sentence about an entry: its words, and the item it names (a project's name, a
 * member's address), which the tab links to while the item exists.
 */
export interface ActivitySentence {
	lead: string
	target?: { text: string; quoted: boolean }
	tail?: string
}

/** The sentence as plain text: 'Moved the logo 'Acme' 4 times'. */
export function sentenceText(sentence: ActivitySentence): string {
	const { lead, target, tail = '' } = sentence
	if (!target) return `${lead}${tail}`
	const text = target.quoted ? `'${target.text}'` : target.text
	return `${lead} ${text}${tail}`
}

// ---------------------------------------------------------------------------------------
// Sentences

type Detail = Record<string, unknown>

function detailOf(entry: ActivityEntry): Detail {
	const { detail } = entry
	return typeof detail === 'object' && detail !== null && !Array.isArray(detail)
		? (detail as Detail)
		: {}
}

function text(detail: Detail, key: string): string | null {
	const value = detail[key]
	return typeof value === 'string' && value ? value : null
}

function number(detail: Detail, key: string): number | null {
	const value = detail[key]
	return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/** What the record is called: a name for content, an address for people. */
function named(entry: ActivityEntry, quoted = true): ActivitySentence['target'] {
	const detail = detailOf(entry)
	const name = text(detail, 'name') ?? text(detail, 'title')
	if (name) return { text: name, quoted }
	const address = text(detail, 'email') ?? text(detail, 'from')
	return address ? { text: address, quoted: false } : undefined
}

/** 'project', or 'product' for an entry of the Products collection. */
function projectNoun(entry: ActivityEntry): string {
	return text(detailOf(entry), 'collection') === 'products' ? 'product' : 'project'
}

/** Nouns for the entities the log knows, as a sentence says them. */
const NOUNS: Record<string, string> = {
	client_logo: 'logo',
	contact_message: 'message',
	testimonial: 'testimonial',
	invitation: 'invitation',
	user: 'account',
}

/** Verbs for `entity.verb` actions the sentences below do not name (new kinds of records). */
const VERBS: Record<string, string> = {
	create: 'Added',
	add: 'Added',
	upload: 'Uploaded',
	update: 'Edited',
	edit: 'Edited',
	delete: 'Deleted',
	remove: 'Removed',
	show: 'Showed',
	hide: 'Hid',
	move: 'Moved',
	publish: 'Published',
	unpublish: 'Unpublished',
	schedule: 'Scheduled',
	unschedule: 'Unscheduled',
	restore: 'Restored',
	trash: 'Moved to the trash',
	purge: 'Deleted for good',
	discard: 'Discarded the changes to',
	// Drafts, previews and the trash (decision 033).
	draft: 'Started a draft of',
	untrash: 'Restored from the trash',
	share_preview: 'Shared a preview of',
	revoke_preview: 'Withdrew a preview link of',
	schedule_failed: 'Could not publish on schedule',
	archive: 'Archived',
	unarchive: 'Unarchived',
}

/** The review's steps (decision 046): a verb before the item and words after it. */
const AROUND: Record<string, readonly [string, string]> = {
	submit: ['Submitted', ' for review'],
	withdraw: ['Took back', ' from review to draft'],
	request_changes: ['Asked for changes to', ''],
	approve: ['Approved and published', ''],
	approve_schedule: ['Approved and scheduled', ''],
}

function words(key: string): string {
	return key
		.replace(/([a-z])([A-Z])/g, '$1 $2')
		.replace(/[._-]+/g, ' ')
		.trim()
		.toLowerCase()
}

type Describe = (entry: ActivityEntry) => ActivitySentence

/** What an entry's record is called: 'project' or 'product', 'Site form', 'testimonial'… */
function nounOf(entry: ActivityEntry, subject = entry.entity): string {
	// A translation (decision 050): 'project in German', 'Site form in Arabic'.
	const at = subject.lastIndexOf('@')
	if (at > 0)
		return `${nounOf(entry, subject.slice(0, at))} in ${languageOf(subject.slice(at + 1)).englishName}`
	if (subject === 'project') return projectNoun(entry)
	if (subject.startsWith('site.')) return 'Site form'
	return NOUNS[subject] ?? words(subject)
}

/**
 * The drafts' and the edit locks' sentences (decision 042), for every kind of content: the
 * action's last word says which; null for any other.
 */
function editingSentence(
	entry: ActivityEntry,
	subject: string,
	verb: string,
): ActivitySentence | null {
	const detail = detailOf(entry)
	const noun = nounOf(entry, subject)
	const target = named(entry)
	switch (verb) {
		case 'draft_replace': {
			const replaced = text(detail, 'replaced') ?? 'another admin'
			return detail.replacedSelf === true
				? {
						lead: `Replaced their own draft from another page of the ${noun}`,
						target,
						tail: ' (the replaced one is kept under Kept drafts)',
					}
				: {
						lead: `Replaced ${replaced}'s draft of the ${noun}`,
						target,
						tail: ` with their own (${replaced}'s is kept under Kept drafts)`,
					}
		}
		case 'draft_copy': {
			const by = text(detail, 'takenOverBy')
			return {
				lead: `Kept a copy of their changes to the ${noun}`,
				target,
				tail: by ? ` when ${by} took over` : '',
			}
		}
		case 'draft_copy_delete':
			return { lead: `Deleted a kept draft of the ${noun}`, target }
		case 'take_over': {
			const from = text(detail, 'from')
			return {
				lead: `Took over editing the ${noun}`,
				target,
				tail: from ? ` from ${from}` : '',
			}
		}
		case 'publish':
			return {
				lead: `Published the ${noun}`,
				target,
				tail: detail.scheduled === true ? ' as scheduled' : '',
			}
		case 'restore': {
			const revision = number(detail, 'restored')
			const which = revision === null ? 'an earlier version' : `revision ${revision}`
			return detail.as === 'draft'
				? { lead: `Restored ${which} of the ${noun}`, target, tail: ' as the draft' }
				: { lead: `Restored ${which} of the ${noun}`, target, tail: ' and published it' }
		}
		default:
			return null
	}
}

/** A content entry: '<Verb> the <noun> <name>'. */
const content =
	(verb: string, noun: (entry: ActivityEntry) => string, tail = ''): Describe =>
	(entry) => ({ lead: `${verb} the ${noun(entry)}`, target: named(entry), tail })
const project = projectNoun
const testimonialFrom =
	(verb: string): Describe =>
	(entry) => ({
		lead: `${verb} the testimonial from`,
		target: named(entry, false),
	})
const logo = () => 'logo'
const message =
	(lead: string, tail = ''): Describe =>
	(entry) => ({ lead, target: named(entry, false), tail })
const plain =
	(lead: string): Describe =>
	() => ({ lead })

/** A logo moved in the strip's order (one step, or to a place). */
const logoMove: Describe = (entry) => {
	const position = number(detailOf(entry), 'position') ?? number(detailOf(entry), 'to')
	return {
		lead: 'Moved the logo',
		target: named(entry),
		tail: position === null ? '' : ` to position ${position}`,
	}
}

const SENTENCES: Record<string, Describe> = {
	'auth.sign_in': (entry) => {
		const detail = detailOf(entry)
		if (detail.after === 'sign-up') return { lead: 'Signed in for the first time' }
		if (detail.secondFactor === 'backup-code')
			return { lead: 'Signed in with a backup code' }
		return { lead: 'Signed in' }
	},
	'auth.sign_out': plain('Signed out'),
	'auth.sign_in_failed': (entry) => ({
		lead: 'Failed to sign in as',
		target: entry.actorEmail ? { text: entry.actorEmail, quoted: false } : undefined,
	}),
	'auth.lock': (entry) => ({
		lead: 'Failed to sign in as',
		target: entry.actorEmail ? { text: entry.actorEmail, quoted: false } : undefined,
		tail: ' too often: its sign-in is locked for 15 minutes',
	}),
	'auth.password_change': plain('Changed their password'),
	'auth.password_reset_request': plain('Asked for a link to set a new password'),
	'auth.password_reset': plain('Set a new password with a reset link'),
	'auth.two_factor_setup': plain('Started setting up two-factor sign-in'),
	'auth.two_factor_enable': plain('Turned on two-factor sign-in'),
	'auth.two_factor_disable': plain('Turned off two-factor sign-in'),
	'auth.backup_codes_regenerate': plain('Made new backup codes'),
	'user.create': (entry) =>
		text(detailOf(entry), 'role') === 'owner'
			? { lead: 'Created the owner account' }
			: { lead: 'Joined the team' },
	'user.remove': (entry) => ({
		lead: 'Removed',
		target: named(entry),
		tail: ' from the team',
	}),
	'user.role': (entry) => {
		const role = text(detailOf(entry), 'to')
		return {
			lead: 'Made',
			target: named(entry),
			tail: role ? ` an ${role[0]?.toUpperCase()}${role.slice(1)}` : '',
		}
	},
	'user.transfer': (entry) => ({ lead: 'Handed ownership to', target: named(entry) }),
	'user.password_reset_link': (entry) =>
		detailOf(entry).mailed === true
			? { lead: 'Mailed', target: named(entry), tail: ' a link to set a new password' }
			: { lead: 'Made a link for', target: named(entry), tail: ' to set a new password' },
	'invitation.create': (entry) => {
		const mailed = detailOf(entry).mailed
		if (mailed === false)
			return { lead: 'Made an invitation link for', target: named(entry) }
		return { lead: 'Invited', target: named(entry), tail: mailed ? ' by mail' : '' }
	},
	'invitation.revoke': message('Revoked the invitation for'),
	'project.create': content('Added', project),
	'project.update': (entry) =>
		detailOf(entry).scheduled === true
			? {
					lead: `Published the ${projectNoun(entry)}`,
					target: named(entry),
					tail: ' as scheduled',
				}
			: content('Edited', project)(entry),
	'project.show': content('Showed', project, ' on the site'),
	'project.hide': content('Hid', project, ' from the site'),
	'project.delete': content('Deleted', project),
	'testimonial.create': testimonialFrom('Added'),
	'testimonial.update': testimonialFrom('Edited'),
	'testimonial.show': testimonialFrom('Showed'),
	'testimonial.hide': testimonialFrom('Hid'),
	'testimonial.delete': testimonialFrom('Deleted'),
	'client_logo.upload': content('Uploaded', logo),
	'client_logo.update': (entry) =>
		'moved' in detailOf(entry) ? logoMove(entry) : content('Changed', logo)(entry),
	'client_logo.move': logoMove,
	'client_logo.show': content('Showed', logo, ' on the site'),
	'client_logo.hide': content('Hid', logo, ' from the site'),
	'client_logo.delete': content('Deleted', logo),
	// Site → Languages (decision 050).
	'language.add': content('Added', () => 'language', ', being prepared'),
	'language.publish': content('Published', () => 'language', ' on the site'),
	'language.unpublish': content(
		'Switched off',
		() => 'language',
		' (being prepared again)',
	),
	'language.remove': content('Removed', () => 'language', ' (its translations are kept)'),
	'language.default': (entry) => ({
		lead: 'Made',
		target: named(entry),
		tail: ' the default language',
	}),
	'media.update': content('Edited the alt text or focal point of', () => 'image'),
	'media.delete': content('Deleted', () => 'image'),
	'contact_message.archive': message('Archived the message from'),
	'contact_message.unarchive': message('Moved the message from', ' back to the Inbox'),
	'contact_message.mark_spam': message('Moved the message from', ' to Spam'),
	'contact_message.mark_not_spam': message('Moved the message from', ' out of Spam'),
	'contact_message.retry': message('Asked to mail again the message from'),
	'contact_message.delete': message('Deleted the message from'),
	'contact_message.undelete': message('Brought back the deleted message from'),
}

/**
 * An action no sentence above names (a kind of record added since): '<Verb> the <noun>
 * <name>' from its words, so a reader never sees the internal key.
 */
function fallback(entry: ActivityEntry): ActivitySentence {
	// The verb is the action's last word: a Site form's entity has a dot of its own
	// ('site.about.update').
	const at = entry.action.lastIndexOf('.')
	const subject = at > 0 ? entry.action.slice(0, at) : entry.entity
	const verb = at > 0 ? entry.action.slice(at + 1) : ''
	const editing = editingSentence(entry, subject, verb)
	if (editing) return editing
	const noun = nounOf(entry, subject)
	const target = named(entry)
	// A Site form is only ever changed by publishing it (its first publish too).
	if (subject.startsWith('site.') && (verb === 'update' || verb === 'create'))
		return { lead: `Published the ${noun}`, target }
	const known = VERBS[verb]
	const around = AROUND[verb]
	if (around) return { lead: `${around[0]} the ${noun}`, target, tail: around[1] }
	if (known) return { lead: `${known} the ${noun}`, target }
	return { lead: `Changed the ${noun}`, target, tail: verb ? ` (${words(verb)})` : '' }
}

/** Entries made by no signed-in person: the address in them is what was typed. */
const ANONYMOUS = new Set(['auth.sign_in_failed', 'auth.lock'])

/** Whether the entry's actor is someone who typed an address, not a signed-in admin. */
export function isAnonymous(entry: ActivityEntry): boolean {
	return ANONYMOUS.has(entry.action)
}

/** The entry as a sentence; `count` entries of one line read '… 4 times'. */
export function describeActivity(entry: ActivityEntry, count = 1): ActivitySentence {
	return withAddress(entry, counted(entry, count))
}

function counted(entry: ActivityEntry, count: number): ActivitySentence {
	const sentence = (SENTENCES[entry.action] ?? fallback)(entry)
	if (count <= 1) return sentence
	const position = /^ to position (\d+)$/.exec(sentence.tail ?? '')
	const tail = position
		? ` ${count} times (now at position ${position[1]})`
		: `${sentence.tail ?? ''} ${count} times`
	return { ...sentence, tail }
}

/** A page's address beside its name: 'Published the project 'Orbit' (/portfolio/orbit)'. */
function withAddress(entry: ActivityEntry, sentence: ActivitySentence): ActivitySentence {
	const address = text(detailOf(entry), 'address')
	if (!address || !sentence.target) return sentence
	return { ...sentence, tail: ` (${address})${sentence.tail ?? ''}` }
}

export type ActivityTone = 'neutral' | 'warning' | 'danger'

export function activityTone(action: string): ActivityTone {
	if (action === 'auth.lock') return 'danger'
	if (action === 'auth.sign_in_failed') return 'warning'
	if (/\.(delete|remove|purge)$/.test(action)) return 'danger'
	return 'neutral'
}

// ---------------------------------------------------------------------------------------
// Lines: one person's repeated action on one item, within a minute, is one line

export const GROUP_WITHIN_MS = 60_000

const whoOf = (entry: ActivityEntry) => entry.actorId ?? entry.actorEmail ?? ''

/**
 * What an entry says, but where a move took the item: repeats only when they say the same
 * (made an Admin, then an Author, are two lines; twelve moves, one).
 */
function said(entry: ActivityEntry): string {
	const { tail, ...sentence } = describeActivity(entry)
	return JSON.stringify({
		...sentence,
		tail: /^ to position \d+$/.test(tail ?? '') ? '' : tail,
	})
}

function sameLine(a: ActivityEntry, b: ActivityEntry): boolean {
	return (
		a.action === b.action &&
		a.entity === b.entity &&
		a.entityId === b.entityId &&
		whoOf(a) === whoOf(b) &&
		Math.abs(Date.parse(a.createdAt) - Date.parse(b.createdAt)) <= GROUP_WITHIN_MS &&
		said(a) === said(b)
	)
}

/**
 * Entries (newest first) in lines: each entry joins the line before it when it repeats
 * that line's action on the same item by the same person less than a minute from the
 * line's last entry, so twelve moves of one logo in a row read as one line.
 */
export function groupActivity<T extends ActivityEntry>(entries: T[]): T[][] {
	const lines: T[][] = []
	for (const entry of entries) {
		const line = lines[lines.length - 1]
		const last = line?.[line.length - 1]
		if (line && last && sameLine(last, entry)) line.push(entry)
		else lines.push([entry])
	}
	return lines
}

/** A line of the Activity tab, as the server puts it together. */
export interface ActivityLine {
	/** The newest entry's id. */
	id: string
	/** Who did it; null when nobody signed in (a failed sign-in: see `anonymous`). */
	actorEmail: string | null
	anonymous: boolean
	sentence: ActivitySentence
	/** The record's page, while the record exists. */
	href: string | null
	/** The revision the newest entry made, when its detail names one. */
	revisionHref: string | null
	tone: ActivityTone
	/** Entries in this line. */
	count: number
	/** The newest and the oldest entry's time. */
	newest: string
	oldest: string
}

export interface ActivityPerson {
	id: string
	email: string
	/** No longer on the team. */
	removed: boolean
}

// ---------------------------------------------------------------------------------------
// Links

/** The dashboard page of the record an entry is about, or null for none. */
export function activityHref(entity: string, id: string | null): string | null {
	if (!id) return null
	const at = encodeURIComponent(id)
	switch (entity) {
		case 'project':
			return `/admin/projects/${at}`
		case 'testimonial':
			return `/admin/testimonials/${at}`
		case 'client_logo':
			return '/admin/logos'
		case 'contact_message':
			return `/admin/inbox?open=${at}`
		case 'media':
			return `/admin/media/${at}`
		case 'user':
			return `/admin/team#member-${at}`
		case 'invitation':
			return '/admin/team#invitations-title'
		default:
			// A Site form (entity 'site.<key>', id '<key>').
			return entity.startsWith('site.') ? `/admin/site/${at}` : null
	}
}

/**
 * Where the revision an entry made is shown, when its detail names one (`revisionId`):
 * the item's page, asked for that revision.
 */
export function revisionHref(itemHref: string, revisionId: string): string {
	const [path = '', hash] = itemHref.split('#')
	const joiner = path.includes('?') ? '&' : '?'
	return `${path}${joiner}revision=${encodeURIComponent(revisionId)}${hash ? `#${hash}` : ''}`
}

/** The revision an entry's detail names, if any. */
export function revisionOf(entry: ActivityEntry): string | null {
	return text(detailOf(entry), 'revisionId')
}

// ---------------------------------------------------------------------------------------
// The filter

/** A kind of entry: its entity, and (optionally) what its action starts with. */
export interface ActivityKindMatch {
	entity: string
	actionPrefix?: string
}

export const ACTIVITY_KINDS = [
	{ id: 'sign-ins', label: 'Sign-ins and sign-outs', match: [{ entity: 'session' }] },
	{
		id: 'security',
		label: 'Passwords and two-factor',
		match: [{ entity: 'user', actionPrefix: 'auth.' }],
	},
	{
		id: 'team',
		label: 'Team and invitations',
		match: [{ entity: 'user', actionPrefix: 'user.' }, { entity: 'invitation' }],
	},
	{ id: 'projects', label: 'Portfolio and products', match: [{ entity: 'project' }] },
	{ id: 'testimonials', label: 'Testimonials', match: [{ entity: 'testimonial' }] },
	{ id: 'logos', label: 'Clients’ logos', match: [{ entity: 'client_logo' }] },
	{ id: 'inbox', label: 'Inbox', match: [{ entity: 'contact_message' }] },
	{ id: 'media', label: 'Media', match: [{ entity: 'media' }] },
	{
		id: 'site',
		label: 'Site',
		match: [
			...['home', 'about', 'services', 'contact', 'company', 'seo'].map((key) => ({
				entity: `site.${key}`,
			})),
			// The site's languages (decision 050).
			{ entity: 'language' },
		],
	},
] as const satisfies ReadonlyArray<{
	id: string
	label: string
	match: readonly ActivityKindMatch[]
}>

export type ActivityKindId = (typeof ACTIVITY_KINDS)[number]['id']

/** A valid IANA time zone name, or UTC. */
export function knownTimeZone(name: string | null | undefined): string {
	if (!name) return 'UTC'
	try {
		new Intl.DateTimeFormat('en-US', { timeZone: name })
		return name
	} catch {
		return 'UTC'
	}
}

const zoneParts = new Map<string, Intl.DateTimeFormat>()

/** How far `timeZone`'s clock is ahead of UTC at `at` (ms). */
function offsetAt(at: number, timeZone: string): number {
	let format = zoneParts.get(timeZone)
	if (!format) {
		format = new Intl.DateTimeFormat('en-US', {
			timeZone,
			hourCycle: 'h23',
			year: 'numeric',
			month: 'numeric',
			day: 'numeric',
			hour: 'numeric',
			minute: 'numeric',
			second: 'numeric',
		})
		zoneParts.set(timeZone, format)
	}
	const parts = Object.fromEntries(
		format.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]),
	) as Record<string, number>
	const local = Date.UTC(
		parts.year ?? 1970,
		(parts.month ?? 1) - 1,
		parts.day ?? 1,
		parts.hour ?? 0,
		parts.minute ?? 0,
		parts.second ?? 0,
	)
	return local - (at - (((at % 1000) + 1000) % 1000))
}

/**
 * When the day `date` (YYYY-MM-DD) starts in `timeZone`, as a moment; null for a date that
 * is not one. The offset is taken twice, so a day that starts next to a clock change is
 * still right.
 */
export function startOfDay(date: string, timeZone: string): Date | null {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
	if (!match) return null
	const [, year, month, day] = match.map(Number) as [number, number, number, number]
	const midnight = Date.UTC(year, month - 1, day)
	const check = new Date(midnight)
	if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
	const first = midnight - offsetAt(midnight, timeZone)
	return new Date(midnight - offsetAt(first, timeZone))
}

/** The day after `date` (YYYY-MM-DD). */
export function nextDay(date: string): string {
	const next = new Date(`${date}T00:00:00.000Z`)
	next.setUTCDate(next.getUTCDate() + 1)
	return next.toISOString().slice(0, 10)
}
