// The manual order of a list (decision 032): projects (one order per collection), testimonials
// and client logos keep a `sort_order` that is dense in its scope: 0 for the first row, then
// 1, 2 … with no gap and no repeat. Every write that adds, removes or moves a row keeps it so,
// which makes a move two statements (shift the places between the old and the new slot, set
// the row's) and a place readable without counting.
import { sql, type RawBuilder } from 'kysely'

import type { ProjectCollection, ProjectType } from '#app/lib/types.ts'
import { dialectOf } from '#app/server/db/dialect.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import type { Database } from '#app/server/db/schema.server.ts'

import { toNumber } from './convert.server.ts'

/** Rows that share one order: a collection of projects, every testimonial, every logo. */
export type OrderScope =
	| { table: 'projects'; collection: ProjectCollection }
	| { table: 'testimonials' | 'clientLogos' }

/** A part of a scope a list shows on its own (a type tab of a collection). */
export interface OrderView {
	type?: ProjectType
}

/** A scope's rows: the live ones (a row in the trash has left the order, decision 033). */
function inScope(scope: OrderScope): RawBuilder<unknown> {
	return scope.table === 'projects'
		? sql`collection = ${scope.collection} and deleted_at is null`
		: sql`deleted_at is null`
}

function inView(scope: OrderScope, view: OrderView): RawBuilder<unknown> {
	return view.type && scope.table === 'projects'
		? sql`${inScope(scope)} and type = ${view.type}`
		: inScope(scope)
}

/** A stable 63-bit key for a scope's advisory lock (FNV-1a). */
function lockKey(scope: OrderScope): bigint {
	const name =
		scope.table === 'projects'
			? `order:projects:${scope.collection}`
			: `order:${scope.table}`
	let hash = 0xcbf29ce484222325n
	for (const byte of new TextEncoder().encode(name)) {
		hash ^= BigInt(byte)
		hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn
	}
	return hash & 0x7fffffffffffffffn
}

/**
 * Makes the writes of a scope's order take turns until the transaction ends. PostgreSQL:
 * an advisory lock, since two shifts under READ COMMITTED could otherwise both place a row
 * at the same slot. SQLite: every write transaction already holds the database's one write
 * lock (BEGIN IMMEDIATE).
 */
export async function lockOrder(db: DB, scope: OrderScope): Promise<void> {
	if (dialectOf<Database>(db) !== 'postgres') return
	await sql`select pg_advisory_xact_lock(${lockKey(scope).toString()}::bigint)`.execute(
		db,
	)
}

/** Rows in the scope (or in a view of it). */
export async function countInOrder(
	db: DB,
	scope: OrderScope,
	view: OrderView = {},
): Promise<number> {
	const { rows } = await sql<{ count: unknown }>`
		select count(*) as count from ${sql.table(scope.table)} where ${inView(scope, view)}
	`.execute(db)
	return toNumber(rows[0]?.count)
}

/** The slot after the last row: where a row placed last goes. */
export async function nextSlot(db: DB, scope: OrderScope): Promise<number> {
	const { rows } = await sql<{ next: unknown }>`
		select coalesce(max(sort_order), -1) + 1 as next
		from ${sql.table(scope.table)} where ${inScope(scope)}
	`.execute(db)
	return toNumber(rows[0]?.next)
}

/** Moves every row of the scope from slot `from` on one place later (room at `from`). */
export async function openSlot(db: DB, scope: OrderScope, from: number): Promise<void> {
	await sql`
		update ${sql.table(scope.table)} set sort_order = sort_order + 1
		where ${inScope(scope)} and sort_order >= ${from}
	`.execute(db)
}

/** Moves every row after slot `after` one place earlier (a row there has left). */
export async function closeSlot(db: DB, scope: OrderScope, after: number): Promise<void> {
	await sql`
		update ${sql.table(scope.table)} set sort_order = sort_order - 1
		where ${inScope(scope)} and sort_order > ${after}
	`.execute(db)
}

/** A row's slot, or null when there is no such row in the scope. */
async function slotOf(db: DB, scope: OrderScope, id: string): Promise<number | null> {
	const { rows } = await sql<{ sortOrder: unknown }>`
		select sort_order from ${sql.table(scope.table)} where ${inScope(scope)} and id = ${id}
	`.execute(db)
	const row = rows[0]
	return row ? toNumber(row.sortOrder) : null
}

/** Where a row stands in a view, from 1. */
async function positionAt(
	db: DB,
	scope: OrderScope,
	view: OrderView,
	slot: number,
): Promise<number> {
	const { rows } = await sql<{ count: unknown }>`
		select count(*) as count from ${sql.table(scope.table)}
		where ${inView(scope, view)} and sort_order < ${slot}
	`.execute(db)
	return toNumber(rows[0]?.count) + 1
}

export interface Move {
	/** The row's place in the view before and after, from 1. */
	from: number
	to: number
	/** Rows in the view. */
	count: number
}

/**
 * Moves a row to `position` (from 1, clamped to the view) of its view: in a type tab of a
 * collection, it goes just before the row that is now there (or just after the tab's last
 * row), so the tab reads as asked and the collection's order stays dense. Two shifting
 * statements whatever the distance. Null when the row is not in the view.
 */
export async function moveToPosition(
	db: DB,
	scope: OrderScope,
	view: OrderView,
	id: string,
	position: number,
): Promise<Move | null> {
	await lockOrder(db, scope)
	const slot = await slotOf(db, scope, id)
	if (slot === null) return null
	const { rows: member } = await sql<{ id: string }>`
		select id from ${sql.table(scope.table)} where ${inView(scope, view)} and id = ${id}
	`.execute(db)
	if (member.length === 0) return null
	const count = await countInOrder(db, scope, view)
	const from = await positionAt(db, scope, view, slot)
	const to = Math.min(Math.max(1, Math.floor(position)), count)
	if (to === from) return { from, to, count }

	// The row now at `to` among the others (or the last of them): the new slot is next to it.
	const others = sql`${inView(scope, view)} and id <> ${id}`
	const { rows: at } = await sql<{ sortOrder: unknown }>`
		select sort_order from ${sql.table(scope.table)} where ${others}
		order by sort_order limit 1 offset ${to - 1}
	`.execute(db)
	let target: number
	if (at[0]) {
		const neighbour = toNumber(at[0].sortOrder)
		target = neighbour > slot ? neighbour - 1 : neighbour
	} else {
		const { rows: last } = await sql<{ sortOrder: unknown }>`
			select max(sort_order) as sort_order from ${sql.table(scope.table)} where ${others}
		`.execute(db)
		const neighbour = toNumber(last[0]?.sortOrder)
		target = neighbour > slot ? neighbour : neighbour + 1
	}

	if (target > slot) {
		await sql`
			update ${sql.table(scope.table)} set sort_order = sort_order - 1
			where ${inScope(scope)} and sort_order > ${slot} and sort_order <= ${target}
		`.execute(db)
	} else if (target < slot) {
		await sql`
			update ${sql.table(scope.table)} set sort_order = sort_order + 1
			where ${inScope(scope)} and sort_order >= ${target} and sort_order < ${slot}
		`.execute(db)
	}
	await sql`
		update ${sql.table(scope.table)} set sort_order = ${target} where id = ${id}
	`.execute(db)
	return { from, to, count }
}
