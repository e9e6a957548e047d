// Drafts waiting for review, or sent back with a comment (table content_reviews; decision
// 046): at most one per item, keyed like its draft by (entity, entity id).
import type { DB } from '#app/server/db/index.server.ts'
import type { ReviewState } from '#app/server/db/schema.server.ts'

import { toIso, toIsoOrNull } from './convert.server.ts'

export type { ReviewState }

export interface ContentReview {
	entity: string
	entityId: string
	state: ReviewState
	/** The item's name when it was submitted ('Orbit', 'About page'). */
	title: string
	/** The draft version submitted. */
	draftVersion: number
	submittedBy: string | null
	submittedByEmail: string
	submittedAt: string
	comment: string | null
	reviewedByEmail: string | null
	reviewedAt: string | null
}

function reviewFromRow(row: {
	entity: string
	entityId: string
	state: ReviewState
	title: string
	draftVersion: number | string
	submittedBy: string | null
	submittedByEmail: string
	submittedAt: Date | string
	comment: string | null
	reviewedByEmail: string | null
	reviewedAt: Date | string | null
}): ContentReview {
	return {
		...row,
		draftVersion: Number(row.draftVersion),
		submittedAt: toIso(row.submittedAt),
		reviewedAt: toIsoOrNull(row.reviewedAt),
	}
}

export async function getReview(
	db: DB,
	entity: string,
	entityId: string,
): Promise<ContentReview | null> {
	const row = await db
		.selectFrom('contentReviews')
		.selectAll()
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.executeTakeFirst()
	return row ? reviewFromRow(row) : null
}

/** Submits (or submits again) a draft: waiting, the earlier comment kept for the reviewer. */
export async function putWaitingReview(
	db: DB,
	input: {
		entity: string
		entityId: string
		title: string
		draftVersion: number
		submittedBy: string
		submittedByEmail: string
		at: Date
	},
): Promise<void> {
	const values = {
		state: 'waiting' as const,
		title: input.title,
		draftVersion: input.draftVersion,
		submittedBy: input.submittedBy,
		submittedByEmail: input.submittedByEmail,
		submittedAt: input.at,
	}
	await db
		.insertInto('contentReviews')
		.values({ entity: input.entity, entityId: input.entityId, ...values })
		.onConflict((oc) => oc.columns(['entity', 'entityId']).doUpdateSet(values))
		.execute()
}

/** Sends a waiting draft back with a comment; false when it was no longer waiting. */
export async function markChangesRequested(
	db: DB,
	input: {
		entity: string
		entityId: string
		comment: string
		reviewedByEmail: string
		at: Date
	},
): Promise<boolean> {
	const result = await db
		.updateTable('contentReviews')
		.set({
			state: 'changes',
			comment: input.comment,
			reviewedByEmail: input.reviewedByEmail,
			reviewedAt: input.at,
		})
		.where('entity', '=', input.entity)
		.where('entityId', '=', input.entityId)
		.where('state', '=', 'waiting')
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

export async function deleteReview(db: DB, entity: string, entityId: string) {
	const result = await db
		.deleteFrom('contentReviews')
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.executeTakeFirst()
	return Number(result.numDeletedRows) > 0
}

/** Takes a waiting draft back (its author edited it): it is a draft again. */
export async function withdrawWaitingReview(
	db: DB,
	entity: string,
	entityId: string,
): Promise<ContentReview | null> {
	const review = await getReview(db, entity, entityId)
	if (review?.state !== 'waiting') return null
	await db
		.deleteFrom('contentReviews')
		.where('entity', '=', entity)
		.where('entityId', '=', entityId)
		.where('state', '=', 'waiting')
		.execute()
	return review
}

/** Drafts waiting for review, the longest waiting first. */
export async function listWaitingReviews(db: DB, limit = 200): Promise<ContentReview[]> {
	const rows = await db
		.selectFrom('contentReviews')
		.selectAll()
		.where('state', '=', 'waiting')
		.orderBy('submittedAt', 'asc')
		.limit(limit)
		.execute()
	return rows.map(reviewFromRow)
}

export async function countWaitingReviews(db: DB): Promise<number> {
	const row = await db
		.selectFrom('contentReviews')
		.select((eb) => eb.fn.countAll().as('count'))
		.where('state', '=', 'waiting')
		.executeTakeFirstOrThrow()
	return Number(row.count)
}
