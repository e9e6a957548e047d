// Drafts and publishing, for every content kind (kind.server.ts; decision 033). Each
// function runs in one transaction with its audit entry; a publish also writes a revision,
// removes the draft and renews the content version (decision 026), so the render cache
// shows it on the next request of every instance.
//
// Two admins on one item are told before one overwrites the other:
// - a draft save carries the draft version it was based on (0: it saw no draft); another
//   admin's save in between answers 409 with their name and time, and nothing changes;
// - a publish carries the draft version and the published revision it was based on; a
//   publish elsewhere in between answers 409 the same way.
// A 409 says what is stored now (draftVersion, baseRevision): saving again on those
// replaces the other admin's work, which is what "keep mine" means.
import { formatWhen } from '#app/lib/activity-labels.ts'
import type { FieldErrors } from '#app/schemas/form.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import * as drafts from '#app/server/models/content-drafts.server.ts'
import type {
	ContentDraft,
	DraftState,
} from '#app/server/models/content-drafts.server.ts'
import {
	getLatestRevision,
	type ContentRevision,
	type RevisionEvent,
} from '#app/server/models/content-revisions.server.ts'

import {
	actorName,
	type ContentActor,
	type ContentKind,
	type Published,
} from './kind.server.ts'
import { recordDraftImages } from './images.server.ts'
import { checkAndGoLive, RaceLost } from './go-live.server.ts'

/** Another admin's save or publish came first: nothing was written. */
export interface ContentConflict {
	ok: false
	status: 409
	/** 'draft': someone saved the draft; 'published': someone published (or discarded it). */
	reason: 'draft' | 'published'
	/** Who, as people are told, and when (ISO); null when nobody is known (a baseline). */
	by: string | null
	at: string | null
	message: string
	/** What is stored now: a save or publish based on these replaces the other's work. */
	draftVersion: number
	baseRevision: number
}

export type NotFound = { ok: false; status: 404 }
export type Refused = { ok: false; status: 400; fieldErrors: FieldErrors }

/** What the form holds about the item's versions, and sends back with every save. */
export interface VersionState {
	/** The draft version the form last saw; 0 when it saw no draft. */
	draftVersion: number
	/** The published revision the form was opened at (0: never published). */
	baseRevision: number
}

const whenOf = (at: string | null) => (at ? ` at ${formatWhen(at)}` : '')

function draftConflict(
	kind: ContentKind<unknown, unknown>,
	draft: DraftState,
	current: Published<unknown>,
): ContentConflict {
	const by = draft.updatedByName
	return {
		ok: false,
		status: 409,
		reason: 'draft',
		by,
		at: draft.updatedAt,
		message: `${by ?? 'Someone'} saved a draft of this ${kind.noun}${whenOf(draft.updatedAt)}, after you opened it. Your changes are not saved yet: they are still in the form. Keep yours to replace that draft with them, or open the latest draft to see it.`,
		draftVersion: draft.draftVersion,
		baseRevision: draft.baseRevision ?? current.revision,
	}
}

export async function publishedConflict(
	db: DB,
	kind: ContentKind<unknown, unknown>,
	id: string,
	current: Published<unknown>,
	draft: DraftState | null,
): Promise<ContentConflict> {
	const latest = await getLatestRevision(db, kind.entity, id)
	const by = latest?.actorEmail ?? null
	const published =
		latest && latest.revision === current.revision && latest.event !== 'baseline'
	return {
		ok: false,
		status: 409,
		reason: 'published',
		by: published ? by : null,
		at: published ? latest.createdAt : null,
		message: published
			? `${by ?? 'Someone'} published this ${kind.noun}${whenOf(latest.createdAt)}, after your version was started. Your changes are not published: they are still in the form. Publish again to replace that version with yours, or open the history to compare.`
			: `This ${kind.noun} was changed by someone else after your version was started. Your changes are not saved yet: they are still in the form. Save again to replace that version with yours.`,
		draftVersion: draft?.draftVersion ?? 0,
		baseRevision: current.revision,
	}
}

// ---------------------------------------------------------------------------------------
// Drafts

export type SaveDraftResult =
	| { ok: true; id: string; draft: DraftState; created: boolean }
	| NotFound
	| ContentConflict

/**
 * Saves `data` as the item's draft: the first one (the form saw none, `draftVersion` 0)
 * or the next version of the one it saw. With no `id`, the kind creates the item as a
 * draft first (revision 0: on no public page). Throws only when the database does.
 */
export async function saveDraft<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	input: VersionState & {
		id?: string
		data: Draft
		actor: ContentActor
		/** The draft is based on `baseRevision` from now on (a restored revision). */
		rebase?: boolean
	},
): Promise<SaveDraftResult> {
	const author = { id: input.actor.id, name: actorName(input.actor) }
	const data = kind.draftSchema.parse(input.data)
	// The autosave's usual case, as one statement: the draft the form saw, one version on.
	// Anything else (no draft yet, a conflict, the item gone) takes the checked way below.
	if (input.id && input.draftVersion > 0 && !input.rebase) {
		const draft = await drafts.updateDraft(db, {
			entity: kind.entity,
			entityId: input.id,
			expectedVersion: input.draftVersion,
			data,
			author,
		})
		if (draft) {
			await recordDraftImages(db, kind.entity, input.id, data)
			return { ok: true, id: input.id, draft, created: false }
		}
	}
	return inTransaction(db, async (trx) => {
		if (!input.id) {
			if (!kind.create) return { ok: false, status: 404 }
			const id = await kind.create(trx, data)
			const draft = await drafts.insertDraft(trx, {
				entity: kind.entity,
				entityId: id,
				data,
				baseRevision: null,
				author,
			})
			if (!draft) throw new Error(`A new ${kind.entity} ${id} already had a draft`)
			await recordDraftImages(trx, kind.entity, id, data)
			await recordAudit(
				trx,
				changeBy(input.actor, `${kind.entity}.draft`, audited(kind, id, data)),
			)
			return { ok: true, id, draft, created: true }
		}
		const id = input.id
		const current = await kind.readPublished(trx, id)
		if (!current) return { ok: false, status: 404 }
		if (input.draftVersion <= 0) {
			// Opened before a publish that came since: told now, not at its own publish.
			if (current.revision > 0 && input.baseRevision !== current.revision) {
				const other = await drafts.getDraft(trx, kind.entity, id)
				return other
					? draftConflict(kind, other, current)
					: publishedConflict(trx, kind, id, current, null)
			}
			const draft = await drafts.insertDraft(trx, {
				entity: kind.entity,
				entityId: id,
				data,
				baseRevision: current.revision === 0 ? null : current.revision,
				author,
			})
			if (!draft) {
				const other = await drafts.getDraft(trx, kind.entity, id)
				if (other) return draftConflict(kind, other, current)
				throw new Error(`The draft of ${kind.entity} ${id} could not be written`)
			}
			await recordDraftImages(trx, kind.entity, id, data)
			await recordAudit(
				trx,
				changeBy(input.actor, `${kind.entity}.draft`, audited(kind, id, data)),
			)
			return { ok: true, id, draft, created: false }
		}
		const draft = await drafts.updateDraft(trx, {
			entity: kind.entity,
			entityId: id,
			expectedVersion: input.draftVersion,
			data,
			author,
			baseRevision: input.rebase ? input.baseRevision : undefined,
		})
		if (draft) {
			await recordDraftImages(trx, kind.entity, id, data)
			return { ok: true, id, draft, created: false }
		}
		const other = await drafts.getDraft(trx, kind.entity, id)
		return other
			? draftConflict(kind, other, current)
			: publishedConflict(trx, kind, id, current, null)
	})
}

export type DiscardDraftResult =
	{ ok: true; discarded: ContentDraft } | NotFound | ContentConflict

/** Throws the item's draft away (the one at `draftVersion`); the published version stays. */
export async function discardDraft<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	input: { id: string; draftVersion: number; actor: ContentActor },
): Promise<DiscardDraftResult> {
	return inTransaction(db, async (trx) => {
		const current = await kind.readPublished(trx, input.id)
		if (!current) return { ok: false, status: 404 }
		const discarded = await drafts.deleteDraft(
			trx,
			kind.entity,
			input.id,
			input.draftVersion,
		)
		if (!discarded) {
			const other = await drafts.getDraft(trx, kind.entity, input.id)
			return other ? draftConflict(kind, other, current) : { ok: false, status: 404 }
		}
		await recordDraftImages(trx, kind.entity, input.id, null)
		const data = kind.draftSchema.parse(discarded.data)
		await recordAudit(
			trx,
			changeBy(input.actor, `${kind.entity}.discard`, audited(kind, input.id, data)),
		)
		return { ok: true, discarded }
	})
}

// ---------------------------------------------------------------------------------------
// Publishing

export type PublishResult<Doc> =
	| { ok: true; doc: Doc; revision: ContentRevision; first: boolean }
	| NotFound
	| Refused
	| ContentConflict

/**
 * Makes a draft live: `data` as posted by the form (it replaces the stored draft), or the
 * stored draft itself. Checked with every rule of the kind's form (400 with field errors);
 * the draft and the revision it was based on must be those stored (409 otherwise). Writes
 * the live item, a revision, the audit entry (with the revision's id) and the images it
 * shows, removes the draft and renews the content version, in one transaction with the
 * check (checkAndGoLive).
 */
export async function publish<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	input: VersionState & {
		id: string
		data?: Draft
		actor: ContentActor
		/** 'schedule' when the scheduler publishes it. */
		event?: Extract<RevisionEvent, 'publish' | 'schedule'>
	},
): Promise<PublishResult<Doc>> {
	const { id, actor } = input
	const current = await kind.readPublished(db, id)
	if (!current) return { ok: false, status: 404 }
	const stored = await drafts.getDraft(db, kind.entity, id)
	const conflict = await versionConflict(db, kind, id, current, stored, input)
	if (conflict) return conflict
	const data = input.data ?? (stored ? kind.draftSchema.parse(stored.data) : null)
	if (data === null) return { ok: false, status: 404 }

	try {
		const published = await checkAndGoLive(db, kind, {
			draft: kind.draftSchema.parse(data),
			id,
			current,
			event: input.event ?? 'publish',
			actor,
			draftVersion: stored?.draftVersion,
			detail: input.event === 'schedule' ? { scheduled: true } : undefined,
		})
		if (!published.ok) return published
		const { doc, revision } = published
		return { ok: true, doc, revision, first: current.revision === 0 }
	} catch (error) {
		if (!(error instanceof RaceLost)) throw error
		// Someone published or saved in the moment between the check and the write.
		const now = await kind.readPublished(db, id)
		if (!now) return { ok: false, status: 404 }
		const draft = await drafts.getDraft(db, kind.entity, id)
		return draft && draft.draftVersion !== stored?.draftVersion
			? draftConflict(kind, draft, now)
			: publishedConflict(db, kind, id, now, draft)
	}
}

/**
 * Whether what the form was based on is still what is stored: the draft it saw (or none)
 * and the revision its draft (or the form) started from.
 */
async function versionConflict(
	db: DB,
	kind: ContentKind<unknown, unknown>,
	id: string,
	current: Published<unknown>,
	stored: ContentDraft | null,
	seen: VersionState,
): Promise<ContentConflict | null> {
	if (stored && stored.draftVersion !== seen.draftVersion)
		return draftConflict(kind, stored, current)
	if (!stored && seen.draftVersion > 0)
		return publishedConflict(db, kind, id, current, null)
	const base = stored ? (stored.baseRevision ?? 0) : seen.baseRevision
	if (base !== current.revision) return publishedConflict(db, kind, id, current, stored)
	return null
}

// ---------------------------------------------------------------------------------------
// Schedule

export type ScheduleResult =
	| { ok: true; draft: DraftState }
	| NotFound
	| Refused
	| ContentConflict
	| { ok: false; status: 422; message: string }

export const SCHEDULE_IN_PAST_MESSAGE = 'Choose a time in the future.'

/**
 * Sets the stored draft (at `draftVersion`) to go live at `publishAt`: it must pass every
 * rule of the form now, and be based on the published revision, so that what goes live
 * later is what the admin saw.
 */
export async function scheduleDraft<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	input: VersionState & { id: string; publishAt: Date; actor: ContentActor; now?: Date },
): Promise<ScheduleResult> {
	const now = input.now ?? new Date()
	if (!(input.publishAt.getTime() > now.getTime()))
		return { ok: false, status: 422, message: SCHEDULE_IN_PAST_MESSAGE }
	const current = await kind.readPublished(db, input.id)
	if (!current) return { ok: false, status: 404 }
	const stored = await drafts.getDraft(db, kind.entity, input.id)
	if (!stored) return { ok: false, status: 404 }
	const conflict = await versionConflict(db, kind, input.id, current, stored, input)
	if (conflict) return conflict
	const data = kind.draftSchema.parse(stored.data)
	// Only a check: what it would write (alt text typed) is written when it goes live.
	const checked = await kind.check(db, data, current, { dryRun: true })
	if (!checked.ok) return { ok: false, status: 400, fieldErrors: checked.fieldErrors }
	return inTransaction(db, async (trx) => {
		const draft = await drafts.setDraftSchedule(trx, {
			entity: kind.entity,
			entityId: input.id,
			publishAt: input.publishAt.toISOString(),
			by: { id: input.actor.id, email: input.actor.email },
		})
		if (!draft || draft.draftVersion !== stored.draftVersion) throw new RaceLost()
		await recordAudit(
			trx,
			changeBy(input.actor, `${kind.entity}.schedule`, {
				...audited(kind, input.id, data),
				detail: { ...kind.auditDetail(data), publishAt: draft.publishAt },
			}),
		)
		return { ok: true as const, draft }
	}).catch(async (error: unknown) => {
		if (!(error instanceof RaceLost)) throw error
		const other = await drafts.getDraft(db, kind.entity, input.id)
		return other
			? draftConflict(kind, other, current)
			: ({ ok: false, status: 404 } as const)
	})
}

/** Takes the schedule off the item's draft; null when it had no draft. */
export async function unscheduleDraft<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	input: { id: string; actor: ContentActor },
): Promise<DraftState | null> {
	return inTransaction(db, async (trx) => {
		const before = await drafts.getDraft(trx, kind.entity, input.id)
		if (!before) return null
		const draft = await drafts.setDraftSchedule(trx, {
			entity: kind.entity,
			entityId: input.id,
			publishAt: null,
			by: null,
		})
		if (!draft) return null
		if (before.publishAt) {
			const data = kind.draftSchema.parse(before.data)
			await recordAudit(
				trx,
				changeBy(input.actor, `${kind.entity}.unschedule`, audited(kind, input.id, data)),
			)
		}
		return draft
	})
}

/** What the audit log keeps of an item beside an action. */
function audited<Doc, Draft>(
	kind: ContentKind<Doc, Draft>,
	id: string,
	value: Doc | Draft,
) {
	return { entity: kind.entity, id, detail: kind.auditDetail(value) }
}
