// The tables as Kysely sees them, in camelCase (the CamelCasePlugin maps them to the
// snake_case columns of the migrations). Values are raw database values: the models in
// app/server/models convert them to the shapes of app/lib/types.ts.
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely'

import type {
	ProjectAlign,
	ProjectCollection,
	ProjectStatus,
	ProjectType,
} from '#app/lib/types.ts'
import type { Device, Metric } from '#app/lib/web-vitals.ts'
import type { AssignableRole, Role } from '#app/lib/permissions.ts'

/**
 * JSON text. SQLite stores it in a text column; on PostgreSQL the column is jsonb and the
 * pool is set up to hand it back unparsed, so both dialects read and write JSON text.
 */
export type JsonText = string

/** PostgreSQL returns booleans, SQLite 0 or 1; both accept a JS boolean. */
export type BooleanColumn = ColumnType<boolean | number, boolean, boolean>
export type BooleanColumnWithDefault = ColumnType<
	boolean | number,
	boolean | undefined,
	boolean
>

/** PostgreSQL (timestamptz) returns a Date, SQLite the ISO text that was written. */
export type Timestamp = ColumnType<Date | string, Date | string, Date | string>
export type TimestampWithDefault = ColumnType<
	Date | string,
	Date | string | undefined,
	Date | string
>
export type NullableTimestamp = ColumnType<
	Date | string | null,
	Date | string | null | undefined,
	Date | string | null
>

/** A column with a database default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>

export interface ProjectsTable {
	id: string
	name: string
	type: ProjectType
	collection: ProjectCollection
	category: string
	description: string
	banner: JsonText | null
	image: JsonText | null
	intro: string
	features: WithDefault<JsonText>
	platforms: WithDefault<JsonText>
	primaryColor: string
	secondaryColor: string
	accentColor: string | null
	prototype: WithDefault<JsonText>
	productImages: WithDefault<JsonText>
	align: ProjectAlign
	visible: BooleanColumnWithDefault
	status: ProjectStatus
	phases: WithDefault<JsonText>
	revision: WithDefault<number>
	/** Migration 0012: the place in its collection's manual order (0 first, no gaps). */
	sortOrder: WithDefault<number>
	createdAt: TimestampWithDefault
	updatedAt: TimestampWithDefault
	/** Migration 0011: when it went to the trash (null: not in it). */
	deletedAt: NullableTimestamp
	/** Migration 0018: its address in its collection (/portfolio/{slug}), unique there. */
	slug: WithDefault<string>
	/** Migration 0019: its own search and sharing (app/schemas/search.ts); null: none. */
	seo: JsonText | null
}

export interface TestimonialsTable {
	id: string
	name: string
	title: string
	quote: string
	logoLight: JsonText | null
	logoDark: JsonText | null
	image: JsonText | null
	createdAt: TimestampWithDefault
	updatedAt: TimestampWithDefault
	/** Migration 0011: when it went to the trash (null: not in it). */
	deletedAt: NullableTimestamp
	/** Migration 0012: hidden ones stay in the dashboard and leave the home page's slider. */
	visible: BooleanColumnWithDefault
	/** Migration 0012: the place in the manual order (0 first, no gaps). */
	sortOrder: WithDefault<number>
	/** Migration 0022: its published versions, counted (0: never published, a draft only; 1 unless told). */
	revision: WithDefault<number>
}

export interface ClientLogosTable {
	id: string
	name: string
	image: JsonText
	visible: BooleanColumnWithDefault
	sortOrder: WithDefault<number>
	createdAt: TimestampWithDefault
	updatedAt: TimestampWithDefault
	/** Migration 0011: when it went to the trash (null: not in it). */
	deletedAt: NullableTimestamp
}

export interface MediaTable {
	id: string
	path: string
	originalName: string
	contentType: string
	width: number | null
	height: number | null
	bytes: number
	variants: WithDefault<JsonText>
	placeholder: string | null
	createdAt: TimestampWithDefault
	/** Migration 0014: alt text (null: never set; '': decorative) and focal point in %. */
	alt: string | null
	focalX: WithDefault<number>
	focalY: WithDefault<number>
	/** When it first went into saved content or was edited in the library; null before. */
	keptAt: NullableTimestamp
	/** Migration 0016: SHA-256 (hex) of the stored original's bytes; null when unknown. */
	contentHash: string | null
	/** The edited image pages show (a rendition's original.<ext>); null: the original. */
	displayPath: string | null
	/** Clockwise quarter turns in degrees (0, 90, 180, 270), then the crop in its pixels. */
	rotation: WithDefault<number>
	cropLeft: number | null
	cropTop: number | null
	cropWidth: number | null
	cropHeight: number | null
	/** JSON [{ path, until }]: files out of use, kept until `until` for cached pages. */
	retiredFiles: WithDefault<JsonText>
}

/** The tags an image is filed under (migration 0016). */
export interface MediaTagsTable {
	tag: string
	mediaId: string
}

/** Which field of which record shows which image (migration 0014). */
export interface MediaUsagesTable {
	mediaId: string
	/** 'project', 'testimonial', 'client_logo' (the audit log's entity names), … */
	entity: string
	entityId: string
	/** The record's field: 'banner', 'productImages', 'logoDark', … */
	field: string
}

/** The words of each image's name and alt text, for search (migration 0014). */
export interface MediaTermsTable {
	term: string
	mediaId: string
}

export type ContactSource = 'footer' | 'contact-page'
export type ContactStatus = 'pending' | 'sent' | 'failed'
/** Why a post was taken for spam (migration 0003): the checks', or an admin's ('marked'). */
export type SpamReason =
	'honeypot' | 'too-fast' | 'bad-token' | 'expired-token' | 'no-token' | 'marked'

export interface ContactMessagesTable {
	id: string
	source: ContactSource
	name: string | null
	email: string
	phone: string | null
	request: string | null
	notes: string | null
	message: string | null
	/** A keyed hash of the sender's address, for rate limits without storing the IP. */
	clientHash: string | null
	userAgent: string | null
	status: WithDefault<ContactStatus>
	attempts: WithDefault<number>
	nextAttemptAt: NullableTimestamp
	lastError: string | null
	isSpam: BooleanColumnWithDefault
	readAt: NullableTimestamp
	archivedAt: NullableTimestamp
	createdAt: TimestampWithDefault
	/** Migration 0003: when it was mailed, and why it was taken for spam. */
	sentAt: NullableTimestamp
	spamReason: ColumnType<
		SpamReason | null,
		SpamReason | null | undefined,
		SpamReason | null
	>
	/** Migration 0005: the attempt mailing it now, and since when (null between attempts). */
	attemptId: ColumnType<string | null, string | null | undefined, string | null>
	sendingAt: NullableTimestamp
	/** Migration 0015: deleted (out of the Inbox; Undo brings it back until the purge). */
	deletedAt: NullableTimestamp
	/** Migration 0021: the language of the page it was sent from (null: the default's). */
	language: string | null
}

export interface SettingsTable {
	key: string
	value: JsonText
	updatedAt: TimestampWithDefault
}

/** One row per Site form (migration 0013): its published value, as JSON. */
export interface SiteContentTable {
	/** 'company', 'home', 'about', 'services', 'contact' or 'seo'. */
	key: string
	data: JsonText
	/** Increases on every save; a save started from another is refused (two admins). */
	revision: WithDefault<number>
	/** The e-mail address of the admin who saved it last. */
	updatedBy: string | null
	updatedAt: TimestampWithDefault
}

export interface AuditLogTable {
	id: string
	actorId: string | null
	actorEmail: string | null
	action: string
	entity: string
	entityId: string | null
	detail: JsonText | null
	createdAt: TimestampWithDefault
}

// better-auth's core schema (https://www.better-auth.com/docs/concepts/database#core-schema),
// with snake_case columns through the CamelCasePlugin.
export type UserRole = Role

export interface UserTable {
	id: string
	name: string
	email: string
	emailVerified: BooleanColumnWithDefault
	image: string | null
	createdAt: TimestampWithDefault
	updatedAt: TimestampWithDefault
	/** Migrations 0002 and 0020: exactly one owner (a unique partial index); admins, editors, authors. */
	role: WithDefault<UserRole>
	twoFactorEnabled: BooleanColumnWithDefault
}

export interface SessionTable {
	id: string
	expiresAt: Timestamp
	token: string
	createdAt: TimestampWithDefault
	updatedAt: TimestampWithDefault
	ipAddress: string | null
	userAgent: string | null
	userId: string
}

export interface AccountTable {
	id: string
	accountId: string
	providerId: string
	userId: string
	accessToken: string | null
	refreshToken: string | null
	idToken: string | null
	accessTokenExpiresAt: NullableTimestamp
	refreshTokenExpiresAt: NullableTimestamp
	scope: string | null
	password: string | null
	createdAt: TimestampWithDefault
	updatedAt: TimestampWithDefault
}

export interface VerificationTable {
	id: string
	identifier: string
	value: string
	expiresAt: Timestamp
	createdAt: TimestampWithDefault
	updatedAt: TimestampWithDefault
}

/** Epoch milliseconds in a bigint column: PostgreSQL may return it as text. */
export type EpochMs = ColumnType<number | string | bigint, number, number>
export type NullableEpochMs = ColumnType<
	number | string | bigint | null,
	number | null,
	number | null
>

/** better-auth's two-factor plugin (migration 0002): one secret per account. */
export interface TwoFactorTable {
	id: string
	secret: string
	backupCodes: string
	userId: string
	verified: BooleanColumnWithDefault
	failedVerificationCount: WithDefault<number>
	lockedUntil: NullableTimestamp
}

/** Invitations to register as an admin (migration 0002): only a hash of the token. */
export interface InvitationsTable {
	id: string
	email: string
	tokenHash: string
	invitedBy: string | null
	createdAt: TimestampWithDefault
	expiresAt: Timestamp
	usedAt: NullableTimestamp
	usedBy: string | null
	revokedAt: NullableTimestamp
	/** Migration 0020: the role the account it makes gets. */
	role: WithDefault<AssignableRole>
}

/** Fixed-window counters behind sign-in throttling and auth rate limits (migration 0002). */
export interface AuthLimitsTable {
	/** `purpose:subject hash` */
	key: string
	count: number
	windowStart: EpochMs
	lockedUntil: NullableEpochMs
}

/** One counted hit of a rate limit (migration 0003): a sliding log per key. */
export interface RateLimitHitsTable {
	id: string
	/** `rule name:subject hash` */
	key: string
	hitAt: EpochMs
}

/** The row /readyz writes to prove the database takes writes (migration 0005). */
export interface ReadinessTable {
	key: string
	checkedAt: EpochMs
}

/** Named, expiring leases: one instance at a time runs a shared job (migration 0005). */
export interface LeasesTable {
	name: string
	holder: string
	expiresAt: EpochMs
}

/** A count kept in a bigint or integer column: PostgreSQL returns bigint sums as text. */
type Count = ColumnType<number | string | bigint, number, number>

/**
 * One page visit as its beacon reported it (migration 0006; decision 027): kept at most
 * three days, rolled into the daily tables below once. Nothing in it names the visitor.
 */
export interface AnalyticsVisitsTable {
	id: string
	receivedAt: EpochMs
	/** UTC day of `receivedAt`, `YYYY-MM-DD`. */
	day: string
	/** The canonical path of a public page, or `/404` for any page not found. */
	path: string
	/** The route the path matched: its path pattern (`/portfolio/:projectId`), or `404`. */
	route: string
	/** The host of another site that linked to the page. */
	referrerHost: string | null
	device: Device
	navigation: string
	lcp: number | null
	inp: number | null
	cls: number | null
	ttfb: number | null
	/** Counted in the daily tables already. */
	rolled: BooleanColumnWithDefault
}

/** Page views per UTC day, page and screen class. */
export interface AnalyticsDailyPagesTable {
	day: string
	path: string
	route: string
	device: Device
	views: Count
}

/** Visits that came from another site, per UTC day and that site's host. */
export interface AnalyticsDailyReferrersTable {
	day: string
	host: string
	views: Count
}

/** Each metric's histogram (app/lib/web-vitals.ts buckets) per UTC day and page. */
export interface AnalyticsDailyVitalsTable {
	day: string
	path: string
	route: string
	metric: Metric
	bucket: number
	count: Count
}

/**
 * An item's unpublished draft (migration 0011): at most one per item. `data` is the form's
 * typed value; `draftVersion` goes up by one on every save (the autosave's conflict check).
 */
export interface ContentDraftsTable {
	entity: string
	entityId: string
	data: JsonText
	/** The published revision the draft started from; null when the item was never published. */
	baseRevision: number | null
	draftVersion: number
	updatedBy: string | null
	updatedByName: string | null
	updatedAt: TimestampWithDefault
	/** When to publish it (UTC); null: not scheduled. */
	publishAt: NullableTimestamp
	scheduledBy: string | null
	scheduledByEmail: string | null
	/** The open form (page) that saved it last (migration 0015): its own saves never conflict. */
	editorId: string | null
}

export type RevisionEvent =
	'publish' | 'schedule' | 'restore' | 'show' | 'hide' | 'baseline'

/** A snapshot of every published version of an item (migration 0011). */
export interface ContentRevisionsTable {
	id: string
	entity: string
	entityId: string
	revision: number
	event: RevisionEvent
	data: JsonText
	/** The fields that differ from the revision before (a list of field names). */
	changes: JsonText | null
	actorId: string | null
	actorEmail: string | null
	createdAt: TimestampWithDefault
}

/** Links to preview one item's draft without an account (migration 0011): only a hash. */
export interface PreviewLinksTable {
	id: string
	entity: string
	entityId: string
	tokenHash: string
	createdBy: string | null
	createdByEmail: string | null
	createdAt: TimestampWithDefault
	expiresAt: Timestamp
	revokedAt: NullableTimestamp
}

/** An old address and where it leads, or that it is gone (migration 0018). */
export interface RedirectsTable {
	id: string
	fromPath: string
	/** A path on the site, or an http(s) address elsewhere; '' for a 410. */
	toPath: WithDefault<string>
	status: WithDefault<number>
	/** 'auto' (the site made it), 'manual' (the Redirects tab), 'import' (its CSV import). */
	source: WithDefault<string>
	createdBy: string | null
	createdAt: TimestampWithDefault
	updatedAt: TimestampWithDefault
	hits: WithDefault<number>
	lastHitAt: NullableTimestamp
}

export type AccountMailKind = 'invitation' | 'password-reset' | 'review'
export type AccountMailStatus = 'pending' | 'sent' | 'failed'

/**
 * Mail about dashboard accounts (migration 0007): stored first, then sent by the outbox;
 * the bodies are emptied once it is sent or given up.
 */
export interface AccountMailsTable {
	id: string
	kind: AccountMailKind
	/** The invitation's id, or the account's whose password it resets. */
	refId: string
	toAddress: string
	subject: string
	textBody: string
	htmlBody: string
	status: WithDefault<AccountMailStatus>
	attempts: WithDefault<number>
	nextAttemptAt: NullableTimestamp
	lastError: string | null
	sentAt: NullableTimestamp
	attemptId: string | null
	sendingAt: NullableTimestamp
	/** When the link in it stops working: not sent after this. */
	discardAfter: Timestamp
	createdAt: TimestampWithDefault
}

/**
 * Who has an item open for editing (migration 0015; decision 042): one row per item,
 * renewed while the page is open, lapsed after `expiresAt`.
 */
export interface EditLocksTable {
	entity: string
	entityId: string
	/** The page that holds it (each open form makes an id of its own). */
	editorId: string
	userId: string
	/** As people are told: a name and email, or the email. */
	userName: string
	since: Timestamp
	expiresAt: Timestamp
	/** The page it was taken over from, and who held it then. */
	takenFromEditor: string | null
	takenFromName: string | null
}

export type DraftCopyReason = 'replaced' | 'taken-over' | 'copy'

/** A draft kept aside instead of lost (migration 0015; decision 042). */
export interface DraftCopiesTable {
	id: string
	entity: string
	entityId: string
	/** The form's value, as the item's drafts are stored. */
	data: JsonText
	reason: DraftCopyReason
	authorId: string | null
	authorName: string | null
	/** Who replaced it or took over; null for a copy its author kept. */
	byId: string | null
	byName: string | null
	createdAt: TimestampWithDefault
}

/** Contact messages (not spam) per UTC day, counted as they arrive (migration 0015). */
export interface ContactMessageDaysTable {
	day: string
	messages: Count
}

/** A two-factor code that signed in (migration 0015): refused a second time. */
export interface SecondFactorUsesTable {
	userId: string
	codeHash: string
	usedAt: EpochMs
}

/** Every table, keyed by its camelCase name (`clientLogos` is the table `client_logos`). */
export interface Database {
	projects: ProjectsTable
	testimonials: TestimonialsTable
	clientLogos: ClientLogosTable
	media: MediaTable
	mediaUsages: MediaUsagesTable
	mediaTerms: MediaTermsTable
	mediaTags: MediaTagsTable
	contactMessages: ContactMessagesTable
	settings: SettingsTable
	siteContent: SiteContentTable
	auditLog: AuditLogTable
	user: UserTable
	session: SessionTable
	account: AccountTable
	verification: VerificationTable
	twoFactor: TwoFactorTable
	invitations: InvitationsTable
	authLimits: AuthLimitsTable
	rateLimitHits: RateLimitHitsTable
	readiness: ReadinessTable
	leases: LeasesTable
	analyticsVisits: AnalyticsVisitsTable
	analyticsDailyPages: AnalyticsDailyPagesTable
	analyticsDailyReferrers: AnalyticsDailyReferrersTable
	analyticsDailyVitals: AnalyticsDailyVitalsTable
	contentDrafts: ContentDraftsTable
	contentReviews: ContentReviewsTable
	translations: TranslationsTable
	contentRevisions: ContentRevisionsTable
	previewLinks: PreviewLinksTable
	accountMails: AccountMailsTable
	editLocks: EditLocksTable
	draftCopies: DraftCopiesTable
	contactMessageDays: ContactMessageDaysTable
	secondFactorUses: SecondFactorUsesTable
	redirects: RedirectsTable
}

export type ProjectRow = Selectable<ProjectsTable>
export type NewProjectRow = Insertable<ProjectsTable>
export type ProjectRowUpdate = Updateable<ProjectsTable>
export type TestimonialRow = Selectable<TestimonialsTable>
export type NewTestimonialRow = Insertable<TestimonialsTable>
export type SiteContentRow = Selectable<SiteContentTable>
export type TestimonialRowUpdate = Updateable<TestimonialsTable>
export type ClientLogoRow = Selectable<ClientLogosTable>
export type MediaRow = Selectable<MediaTable>
export type SettingRow = Selectable<SettingsTable>
export type AuditLogRow = Selectable<AuditLogTable>
export type ContentDraftRow = Selectable<ContentDraftsTable>
export type ContentRevisionRow = Selectable<ContentRevisionsTable>
export type PreviewLinkRow = Selectable<PreviewLinksTable>
export type EditLockRow = Selectable<EditLocksTable>
export type DraftCopyRow = Selectable<DraftCopiesTable>
export type RedirectRow = Selectable<RedirectsTable>

/** A draft submitted for review, or sent back with a comment (migration 0020; decision 046). */
export interface ContentReviewsTable {
	entity: string
	entityId: string
	state: ReviewState
	title: string
	draftVersion: number
	submittedBy: string | null
	submittedByEmail: string
	submittedAt: Timestamp
	comment: string | null
	reviewedByEmail: string | null
	reviewedAt: NullableTimestamp
}

export type ReviewState = 'waiting' | 'changes'

/** An item's words in another language (migration 0021; app/lib/translation.ts). */
export interface TranslationsTable {
	entity: string
	entityId: string
	language: string
	data: JsonText
	revision: WithDefault<number>
	slug: string | null
	updatedBy: string | null
	updatedAt: TimestampWithDefault
}
