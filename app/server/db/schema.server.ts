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
	createdAt: TimestampWithDefault
	updatedAt: TimestampWithDefault
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
}

export interface ClientLogosTable {
	id: string
	name: string
	image: JsonText
	visible: BooleanColumnWithDefault
	sortOrder: WithDefault<number>
	createdAt: TimestampWithDefault
	updatedAt: TimestampWithDefault
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
	/** Migration 0009: alt text (null: never set; '': decorative) and focal point in %. */
	alt: string | null
	focalX: WithDefault<number>
	focalY: WithDefault<number>
	/** When it first went into saved content or was edited in the library; null before. */
	keptAt: NullableTimestamp
}

/** Which field of which record shows which image (migration 0009). */
export interface MediaUsagesTable {
	mediaId: string
	/** 'project', 'testimonial', 'client_logo' (the audit log's entity names), … */
	entity: string
	entityId: string
	/** The record's field: 'banner', 'productImages', 'logoDark', … */
	field: string
}

/** The words of each image's name and alt text, for search (migration 0009). */
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
}

export interface SettingsTable {
	key: string
	value: JsonText
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
export type UserRole = 'owner' | 'admin'

export interface UserTable {
	id: string
	name: string
	email: string
	emailVerified: BooleanColumnWithDefault
	image: string | null
	createdAt: TimestampWithDefault
	updatedAt: TimestampWithDefault
	/** Migration 0002: exactly one owner (a unique partial index); everyone else an admin. */
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

/** Every table, keyed by its camelCase name (`clientLogos` is the table `client_logos`). */
export interface Database {
	projects: ProjectsTable
	testimonials: TestimonialsTable
	clientLogos: ClientLogosTable
	media: MediaTable
	mediaUsages: MediaUsagesTable
	mediaTerms: MediaTermsTable
	contactMessages: ContactMessagesTable
	settings: SettingsTable
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
}

export type ProjectRow = Selectable<ProjectsTable>
export type NewProjectRow = Insertable<ProjectsTable>
export type ProjectRowUpdate = Updateable<ProjectsTable>
export type TestimonialRow = Selectable<TestimonialsTable>
export type NewTestimonialRow = Insertable<TestimonialsTable>
export type TestimonialRowUpdate = Updateable<TestimonialsTable>
export type ClientLogoRow = Selectable<ClientLogosTable>
export type MediaRow = Selectable<MediaTable>
export type SettingRow = Selectable<SettingsTable>
export type AuditLogRow = Selectable<AuditLogTable>
