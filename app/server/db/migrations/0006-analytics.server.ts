// Analytics (issue 21, decision 027): page visits as their beacons reported them (kept
// three days), and the daily tables they are rolled into: page views, referring sites and
// each Web Vital's histogram per page. Nothing in them names a visitor.
import type { Kysely } from 'kysely'

import { columnTypes } from '../column-types.server.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
	const t = columnTypes(db)

	await db.schema
		.createTable('analytics_visits')
		.addColumn('id', 'text', (col) => col.primaryKey())
		/** Epoch milliseconds. */
		.addColumn('received_at', 'bigint', (col) => col.notNull())
		.addColumn('day', 'text', (col) => col.notNull())
		.addColumn('path', 'text', (col) => col.notNull())
		.addColumn('route', 'text', (col) => col.notNull())
		.addColumn('referrer_host', 'text')
		.addColumn('device', 'text', (col) => col.notNull())
		.addColumn('navigation', 'text', (col) => col.notNull())
		.addColumn('lcp', 'double precision')
		.addColumn('inp', 'double precision')
		.addColumn('cls', 'double precision')
		.addColumn('ttfb', 'double precision')
		.addColumn('rolled', t.boolean, (col) => col.notNull().defaultTo(t.false))
		.execute()
	// The roll-up claims the visits not counted yet; the sweep removes old ones.
	await db.schema
		.createIndex('analytics_visits_rolled_idx')
		.on('analytics_visits')
		.column('rolled')
		.execute()
	await db.schema
		.createIndex('analytics_visits_received_at_idx')
		.on('analytics_visits')
		.column('received_at')
		.execute()

	await db.schema
		.createTable('analytics_daily_pages')
		.addColumn('day', 'text', (col) => col.notNull())
		.addColumn('path', 'text', (col) => col.notNull())
		.addColumn('route', 'text', (col) => col.notNull())
		.addColumn('device', 'text', (col) => col.notNull())
		.addColumn('views', 'bigint', (col) => col.notNull())
		.addPrimaryKeyConstraint('analytics_daily_pages_pk', [
			'day',
			'path',
			'route',
			'device',
		])
		.execute()

	await db.schema
		.createTable('analytics_daily_referrers')
		.addColumn('day', 'text', (col) => col.notNull())
		.addColumn('host', 'text', (col) => col.notNull())
		.addColumn('views', 'bigint', (col) => col.notNull())
		.addPrimaryKeyConstraint('analytics_daily_referrers_pk', ['day', 'host'])
		.execute()

	await db.schema
		.createTable('analytics_daily_vitals')
		.addColumn('day', 'text', (col) => col.notNull())
		.addColumn('path', 'text', (col) => col.notNull())
		.addColumn('route', 'text', (col) => col.notNull())
		.addColumn('metric', 'text', (col) => col.notNull())
		.addColumn('bucket', 'integer', (col) => col.notNull())
		.addColumn('count', 'bigint', (col) => col.notNull())
		.addPrimaryKeyConstraint('analytics_daily_vitals_pk', [
			'day',
			'path',
			'route',
			'metric',
			'bucket',
		])
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('analytics_daily_vitals').execute()
	await db.schema.dropTable('analytics_daily_referrers').execute()
	await db.schema.dropTable('analytics_daily_pages').execute()
	await db.schema.dropTable('analytics_visits').execute()
}
