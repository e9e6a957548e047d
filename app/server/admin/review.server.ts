// Review (decision 046): an author submits a draft; an editor, admin or the owner sees it
// waiting, reads it as the History's field-by-field diff, and approves it (published or
// scheduled by the content core, as their own publish) or asks for changes with a comment.
// The author is told by mail (through the outbox) and on the item; every step is an
// Activity line. An author who saves the draft again takes it back to draft.
import { SCHEDULED_SHARE_MESSAGE, shareRefusal } from '#app/lib/admin-messages.ts'
import { describeChanges, type FieldChange } from '#app/lib/content-diff.ts'
import { can, type Role } from '#app/lib/permissions.ts'
import { composeReviewMail } from '#app/server/auth/account-mail.server.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { publish, scheduleDraft } from '#app/server/content/drafts.server.ts'
import type { ContentActor } from '#app/server/content/kind.server.ts'
import {
	contentKindOf,
	type AnyContentKind,
} from '#app/server/content/registry.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { insertAccountMail } from '#app/server/models/account-mails.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import {
	deleteReview,
	getReview,
	listWaitingReviews,
	markChangesRequested,
	putWaitingReview,
	withdrawWaitingReview,
	type ContentReview,
} from '#app/server/models/content-reviews.server.ts'
import { getSiteForm } from '#app/server/models/site-content.server.ts'

/** Where the outcome's mail links, and whether the site mails at all. */
export interface ReviewDelivery {
	origin: string
	mail: boolean
}

export const REVIEW_TOASTS = {
	submitted: 'Submitted for review.',
	changesRequested: 'Changes requested. The author is told.',
	approved: 'Approved and published.',
	scheduled: 'Approved and scheduled.',
} as const

/** A review mail is worth sending for a week. */
const REVIEW_MAIL_DAYS = 7

function auditOf(kind: AnyContentKind, id: string, data: unknown, extra = {}) {
	return {
		entity: kind.entity,
		id,
		detail: { ...kind.auditDetail(data), ...extra },
	}
}

export type SubmitResult =
	{ ok: true; review: ContentReview } | { ok: false; status: 404 }

/** Marks the item's draft as waiting for review (again, after changes were asked for). */
export async function submitForReview(
	db: DB,
	kind: AnyContentKind,
	input: { id: string; actor: ContentActor; now?: Date },
): Promise<SubmitResult> {
	const draft = await getDraft(db, kind.entity, input.id)
	if (!draft) return { ok: false, status: 404 }
	const data = kind.draftSchema.parse(draft.data)
	return inTransaction(db, async (trx) => {
		await putWaitingReview(trx, {
			entity: kind.entity,
			entityId: input.id,
			title: kind.title(data) || kind.noun,
			draftVersion: draft.draftVersion,
			submittedBy: input.actor.id,
			submittedByEmail: input.actor.email,
			at: input.now ?? new Date(),
		})
		await recordAudit(
			trx,
			changeBy(input.actor, `${kind.entity}.submit`, auditOf(kind, input.id, data)),
		)
		const review = await getReview(trx, kind.entity, input.id)
		if (!review) throw new Error('The review just stored is missing')
		return { ok: true as const, review }
	})
}

/**
 * After a draft save: the author who submitted it took it back to draft (an Activity line);
 * anyone else's save leaves it waiting.
 */
export async function takeBackOnEdit(
	db: DB,
	kind: AnyContentKind,
	input: { id: string; actor: Actor },
): Promise<boolean> {
	const review = await getReview(db, kind.entity, input.id)
	if (review?.state !== 'waiting' || review.submittedBy !== input.actor.id) return false
	return inTransaction(db, async (trx) => {
		const taken = await withdrawWaitingReview(trx, kind.entity, input.id)
		if (!taken) return false
		await recordAudit(
			trx,
			changeBy(input.actor, `${kind.entity}.withdraw`, {
				entity: kind.entity,
				id: input.id,
				detail: { title: taken.title },
			}),
		)
		return true
	})
}

async function queueReviewMail(
	trx: DB,
	kind: AnyContentKind,
	review: ContentReview,
	input: {
		reviewer: string
		outcome: 'changes' | 'published' | 'scheduled'
		comment: string | null
		delivery: ReviewDelivery
	},
) {
	if (!input.delivery.mail) return
	const { companyName } = (await getSiteForm(trx, 'company')).value
	const now = Date.now()
	await insertAccountMail(
		trx,
		{
			kind: 'review',
			refId: `${review.entity}:${review.entityId}`,
			to: review.submittedByEmail,
			discardAfter: now + REVIEW_MAIL_DAYS * 24 * 3600_000,
			...composeReviewMail({
				companyName,
				title: review.title,
				reviewer: input.reviewer,
				outcome: input.outcome,
				comment: input.comment,
				link: new URL(kind.editPath(review.entityId), input.delivery.origin).toString(),
			}),
		},
		now,
	)
}

export type ReviewDecisionResult =
	| { ok: true; review: ContentReview; mailed: boolean }
	| { ok: false; status: 404 | 409; message: string }

const NOT_WAITING = 'This draft is not waiting for review any more.'

/** Sends a waiting draft back to its author with `comment`. */
export async function requestChanges(
	db: DB,
	kind: AnyContentKind,
	input: { id: string; actor: Actor; comment: string; delivery: ReviewDelivery },
): Promise<ReviewDecisionResult> {
	return inTransaction(db, async (trx) => {
		const review = await getReview(trx, kind.entity, input.id)
		if (!review) return { ok: false as const, status: 404 as const, message: NOT_WAITING }
		const marked = await markChangesRequested(trx, {
			entity: kind.entity,
			entityId: input.id,
			comment: input.comment,
			reviewedByEmail: input.actor.email,
			at: new Date(),
		})
		if (!marked) return { ok: false as const, status: 409 as const, message: NOT_WAITING }
		await recordAudit(
			trx,
			changeBy(input.actor, `${kind.entity}.request_changes`, {
				entity: kind.entity,
				id: input.id,
				detail: { title: review.title, comment: input.comment },
			}),
		)
		await queueReviewMail(trx, kind, review, {
			reviewer: input.actor.email,
			outcome: 'changes',
			comment: input.comment,
			delivery: input.delivery,
		})
		return { ok: true as const, review, mailed: input.delivery.mail }
	})
}

/**
 * Publishes a waiting draft (or schedules it for `publishAt`) as the reviewer's own publish:
 * every rule of the form, a revision, the render cache renewed; then the review is done.
 */
export async function approveReview(
	db: DB,
	kind: AnyContentKind,
	input: { id: string; actor: ContentActor; delivery: ReviewDelivery; publishAt?: Date },
) {
	const review = await getReview(db, kind.entity, input.id)
	if (review?.state !== 'waiting') {
		// An item that is not there is an unknown address; one no longer waiting, a conflict.
		const known = review ?? (await kind.readPublished(db, input.id))
		return { ok: false as const, status: known ? 409 : 404, message: NOT_WAITING }
	}
	const draft = await getDraft(db, kind.entity, input.id)
	const current = await kind.readPublished(db, input.id)
	if (!draft || !current)
		return { ok: false as const, status: 404 as const, message: NOT_WAITING }
	const versions = {
		draftVersion: draft.draftVersion,
		baseRevision: draft.baseRevision ?? current.revision,
	}
	const done = input.publishAt
		? await scheduleDraft(db, kind, {
				id: input.id,
				publishAt: input.publishAt,
				actor: input.actor,
				...versions,
			})
		: await publish(db, kind, { id: input.id, actor: input.actor, ...versions })
	if (!done.ok) return done
	const outcome = input.publishAt ? 'scheduled' : 'published'
	await inTransaction(db, async (trx) => {
		await deleteReview(trx, kind.entity, input.id)
		await recordAudit(
			trx,
			changeBy(
				input.actor,
				`${kind.entity}.${input.publishAt ? 'approve_schedule' : 'approve'}`,
				{ entity: kind.entity, id: input.id, detail: { title: review.title } },
			),
		)
		await queueReviewMail(trx, kind, review, {
			reviewer: input.actor.email,
			outcome,
			comment: null,
			delivery: input.delivery,
		})
	})
	return { ok: true as const, review, outcome, mailed: input.delivery.mail }
}

export interface WaitingItem extends ContentReview {
	noun: string
	editPath: string
	reviewPath: string
}

/** The Waiting for review list. */
export async function loadWaitingList(db: DB): Promise<WaitingItem[]> {
	const reviews = await listWaitingReviews(db)
	return reviews.flatMap((review) => {
		const kind = contentKindOf(review.entity)
		if (!kind) return []
		return [
			{
				...review,
				noun: kind.noun,
				editPath: kind.editPath(review.entityId),
				reviewPath: reviewPath(review.entity, review.entityId),
			},
		]
	})
}

export function reviewPath(entity: string, id: string): string {
	return `/admin/review/${encodeURIComponent(entity)}/${encodeURIComponent(id)}`
}

/** One waiting draft as the reviewer reads it: the changes against what is published. */
export async function loadReviewItem(db: DB, entity: string, id: string) {
	const kind = contentKindOf(entity)
	if (!kind) return null
	const [review, draft, current] = await Promise.all([
		getReview(db, entity, id),
		getDraft(db, entity, id),
		kind.readPublished(db, id),
	])
	if (!review || !draft || !current) return null
	const doc = await kind.preview(db, kind.draftSchema.parse(draft.data), current)
	const changes: FieldChange[] =
		current.revision > 0
			? describeChanges(kind.fields, asRecord(current.doc), asRecord(doc))
			: []
	return {
		kind,
		review,
		changes,
		firstVersion: current.revision === 0,
		publicPath: kind.publicPath(id, doc),
		editPath: kind.editPath(id),
	}
}

function asRecord(value: unknown): Record<string, unknown> {
	return typeof value === 'object' && value !== null
		? (value as Record<string, unknown>)
		: {}
}

export { SCHEDULED_SHARE_MESSAGE }

/**
 * Share links and roles (decision 046): anyone who edits drafts may show a client one, but
 * a draft already scheduled to go live is shared only by a role that may publish.
 */
export async function mayShareDraft(
	db: DB,
	kind: AnyContentKind,
	id: string,
	role: Role | undefined,
): Promise<boolean> {
	const mayPublish = role !== undefined && can(role, 'content.publish')
	if (mayPublish) return true
	const draft = await getDraft(db, kind.entity, id)
	return shareRefusal(mayPublish, draft?.publishAt) === null
}

/** What the item's own page says of its review (the author sees the comment there). */
export async function reviewStateOf(db: DB, entity: string, id: string) {
	const review = await getReview(db, entity, id)
	return review
		? {
				state: review.state,
				comment: review.comment,
				reviewedBy: review.reviewedByEmail,
				reviewedAt: review.reviewedAt,
				submittedBy: review.submittedByEmail,
				submittedAt: review.submittedAt,
			}
		: null
}
