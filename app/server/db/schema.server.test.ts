// The one Database type is the database: every table the migrations make is in it, with
// exactly its columns, so no module needs a table bolted on (withTables) to query it.
import { expect, test } from 'vitest'

import type { Database } from './schema.server.ts'
import { describeEachDialect } from './testing.server.ts'

/** Every column of every table, as the compiler checks them against Database both ways. */
const COLUMNS: { [Table in keyof Database]: Record<keyof Database[Table], true> } = {
	projects: {
		id: true,
		name: true,
		type: true,
		collection: true,
		category: true,
		description: true,
		banner: true,
		image: true,
		intro: true,
		features: true,
		platforms: true,
		primaryColor: true,
		secondaryColor: true,
		accentColor: true,
		prototype: true,
		productImages: true,
		align: true,
		visible: true,
		status: true,
		phases: true,
		revision: true,
		createdAt: true,
		updatedAt: true,
	},
	testimonials: {
		id: true,
		name: true,
		title: true,
		quote: true,
		logoLight: true,
		logoDark: true,
		image: true,
		createdAt: true,
		updatedAt: true,
	},
	clientLogos: {
		id: true,
		name: true,
		image: true,
		visible: true,
		sortOrder: true,
		createdAt: true,
		updatedAt: true,
	},
	media: {
		id: true,
		path: true,
		originalName: true,
		contentType: true,
		width: true,
		height: true,
		bytes: true,
		variants: true,
		placeholder: true,
		createdAt: true,
		alt: true,
		focalX: true,
		focalY: true,
		keptAt: true,
	},
	mediaUsages: { mediaId: true, entity: true, entityId: true, field: true },
	mediaTerms: { term: true, mediaId: true },
	contactMessages: {
		id: true,
		source: true,
		name: true,
		email: true,
		phone: true,
		request: true,
		notes: true,
		message: true,
		clientHash: true,
		userAgent: true,
		status: true,
		attempts: true,
		nextAttemptAt: true,
		lastError: true,
		isSpam: true,
		readAt: true,
		archivedAt: true,
		createdAt: true,
		sentAt: true,
		spamReason: true,
		attemptId: true,
		sendingAt: true,
	},
	settings: { key: true, value: true, updatedAt: true },
	auditLog: {
		id: true,
		actorId: true,
		actorEmail: true,
		action: true,
		entity: true,
		entityId: true,
		detail: true,
		createdAt: true,
	},
	user: {
		id: true,
		name: true,
		email: true,
		emailVerified: true,
		image: true,
		createdAt: true,
		updatedAt: true,
		role: true,
		twoFactorEnabled: true,
	},
	session: {
		id: true,
		expiresAt: true,
		token: true,
		createdAt: true,
		updatedAt: true,
		ipAddress: true,
		userAgent: true,
		userId: true,
	},
	account: {
		id: true,
		accountId: true,
		providerId: true,
		userId: true,
		accessToken: true,
		refreshToken: true,
		idToken: true,
		accessTokenExpiresAt: true,
		refreshTokenExpiresAt: true,
		scope: true,
		password: true,
		createdAt: true,
		updatedAt: true,
	},
	verification: {
		id: true,
		identifier: true,
		value: true,
		expiresAt: true,
		createdAt: true,
		updatedAt: true,
	},
	twoFactor: {
		id: true,
		secret: true,
		backupCodes: true,
		userId: true,
		verified: true,
		failedVerificationCount: true,
		lockedUntil: true,
	},
	invitations: {
		id: true,
		email: true,
		tokenHash: true,
		invitedBy: true,
		createdAt: true,
		expiresAt: true,
		usedAt: true,
		usedBy: true,
		revokedAt: true,
	},
	authLimits: { key: true, count: true, windowStart: true, lockedUntil: true },
	rateLimitHits: { id: true, key: true, hitAt: true },
	readiness: { key: true, checkedAt: true },
	leases: { name: true, holder: true, expiresAt: true },
}

const camel = (name: string) =>
	name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

describeEachDialect('the Database type', (t) => {
	test('names every table the migrations make, each with exactly its columns', async () => {
		// The introspection reads the catalogue as it is (snake_case); the migrator's own
		// tables are not the app's.
		const tables = (await t.db.introspection.getTables()).filter(
			(table) => !table.name.startsWith('kysely_migration'),
		)
		const actual = Object.fromEntries(
			tables.map((table) => [
				camel(table.name),
				table.columns.map((column) => camel(column.name)).sort(),
			]),
		)
		const expected = Object.fromEntries(
			Object.entries(COLUMNS).map(([table, columns]) => [
				table,
				Object.keys(columns).sort(),
			]),
		)
		expect(actual).toEqual(expected)
	})
})
