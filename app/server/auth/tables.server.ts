// The tables and columns that migration 0002-auth adds, typed for Kysely. They extend the
// shared Database type through withTables(), so only the auth code sees them.
import type { ColumnType, Kysely } from 'kysely'

import type { DB, Database } from '#app/server/db/index.server.ts'
import type {
	BooleanColumnWithDefault,
	NullableTimestamp,
	Timestamp,
	TimestampWithDefault,
} from '#app/server/db/schema.server.ts'

export type UserRole = 'owner' | 'admin'

// A type alias, not an interface: withTables() wants an index-signature-compatible shape.
export type AuthTables = {
	user: {
		role: ColumnType<UserRole, UserRole | undefined, UserRole>
		twoFactorEnabled: BooleanColumnWithDefault
	}
	twoFactor: {
		id: string
		secret: string
		backupCodes: string
		userId: string
		verified: BooleanColumnWithDefault
		failedVerificationCount: ColumnType<number, number | undefined, number>
		lockedUntil: NullableTimestamp
	}
	invitations: {
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
	authLimits: {
		key: string
		count: number
		/** Epoch milliseconds (bigint: PostgreSQL may return it as text). */
		windowStart: ColumnType<number | string | bigint, number, number>
		lockedUntil: ColumnType<number | string | bigint | null, number | null, number | null>
	}
}

export type AuthDatabase = Kysely<Database & AuthTables>

/** The same connection (or transaction), typed with the auth tables. */
export function authDb(db: DB): AuthDatabase {
	return db.withTables<AuthTables>() as unknown as AuthDatabase
}
