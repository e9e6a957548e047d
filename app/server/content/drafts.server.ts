// Drafts and publishing, for every content kind (kind.server.ts; decision 033). Each
// function runs in one transaction with its audit entry; a publish also writes a revision,
// removes the draft and renews the content version (decision 026), so the render cache
// shows it on the next request of every instance.
//
// Two admins on one item are told before one overwrites the other (decisions 033, 042):
// - a page that does not hold the item's edit lock while another does is refused (423),
//   whoever it is (edit-locks.server.ts);
// - a draft save carries the draft version it was based on (0: it saw no draft); another
//   page's save in between answers 409 with who and when, what they changed field by field
//   beside the form's, and nothing changes. The form's own earlier save (the same page,
//   `editor`) never counts as someone else's;
// - a publish carries the draft version and the published revision it was based on; a
//   publish elsewhere in between answers 409 the same way.
// A 409 says what is stored now (draftVersion, baseRevision): saving again on those with
// `overwrite` replaces the other's work ("Keep mine"); a draft of someone else's that is
// replaced so is kept as a copy (draft_copies), and the Activity log names both.
import { describeChanges } from '#app/lib/content-diff.ts'
import { can } from '#app/lib/permissions.ts'
import type { ConflictFacts } from '#app/lib/edit-conflict.ts'
import type { FieldChange } from '#app/lib/content-diff.ts'
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
import { nowIso } from '#app/server/models/convert.server.ts'
import * as copies from '#app/server/models/draft-copies.server.ts'
import type { DraftCopyReason } from '#app/server/models/draft-copies.server.ts'

import { lockedAgainst } from './edit-locks.server.ts'
import { recordDraftImages, recordHistoryImages } from './images.server.ts'
import { checkAndGoLive, RaceLost } from './go-live.server.ts'

/**
 * Another admin's save or publish came first (409), or another page holds the item's edit
 * lock (423): nothing was written. The facts say who and when (app/lib/edit-conflict.ts
 * puts them in words, in the reader's time zone).
 */
export interface ContentConflict extends ConflictFacts {
	ok: false
	status: 409 | 423
	/** What is stored now: a save or publish based on these (with `overwrite`) replaces it. */
	draftVersion: number
	baseRevision: number
	/**
	 * Each field where what is stored now (theirs) differs from the value posted (yours),
	 * when one was posted.
	 */
	changes: FieldChange[]
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

/** Who writes, from which open form, and whether they mean to replace what is stored. */
export interface Writer {
	actor: ContentActor
	/** The open form (page) that posts: its own saves never conflict with it. */
	editor?: string
	/**
	 * "Keep mine": replace what another page stored since the form's versions, on the
	 * versions a 409 reported. A draft of someone else's it replaces is kept as a copy.
	 */
	overwrite?: boolean
}

/** Each field where `theirs` differs from `mine`, as the history describes a change. */
function changesBetween<Doc, Draft>(
	kind: ContentKind<Doc, Draft>,
	theirs: Draft | null,
	mine: Draft | undefined,
): FieldChange[] {
	if (!theirs || mine === undefined) return []
	return describeChanges(kind.fields, kind.fieldsOf(theirs), kind.fieldsOf(mine))
}

function draftConflict<Doc, Draft>(
	kind: ContentKind<Doc, Draft>,
	draft: ContentDraft,
	current: Published<Doc>,
	mine?: Draft,
): ContentConflict {
	return {
		ok: false,
		status: 409,
		reason: 'draft',
		by: draft.updatedByName,
		at: draft.updatedAt,
		noun: kind.noun,
		draftVersion: draft.draftVersion,
		baseRevision: draft.baseRevision ?? current.revision,
		changes: changesBetween(kind, parsedDraft(kind, draft.data), mine),
	}
}

export async function publishedConflict<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	id: string,
	current: Published<Doc>,
	draft: DraftState | null,
	mine?: Draft,
): Promise<ContentConflict> {
	const latest = await getLatestRevision(db, kind.entity, id)
	const published =
		latest && latest.revision === current.revision && latest.event !== 'baseline'
	return {
		ok: false,
		status: 409,
		reason: 'published',
		by: published ? (latest.actorEmail ?? null) : null,
		at: published ? latest.createdAt : null,
		noun: kind.noun,
		draftVersion: draft?.draftVersion ?? 0,
		baseRevision: current.revision,
		changes:
			current.revision > 0 ? changesBetween(kind, kind.toDraft(current.doc), mine) : [],
	}
}

/** Another page holds the item's lock: the save is refused, nothing written. */
async function lockConflict<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	id: string,
	editor: string | undefined,
): Promise<ContentConflict | null> {
	const lock = await lockedAgainst(db, { entity: kind.entity, id }, editor)
	if (!lock) return null
	const draft = await drafts.getDraft(db, kind.entity, id)
	return {
		ok: false,
		status: 423,
		reason: 'locked',
		by: lock.userName,
		at: lock.since,
		noun: kind.noun,
		draftVersion: draft?.draftVersion ?? 0,
		baseRevision: draft?.baseRevision ?? 0,
		changes: [],
	}
}

function parsedDraft<Doc, Draft>(
	kind: ContentKind<Doc, Draft>,
	data: unknown,
): Draft | null {
	const parsed = kind.draftSchema.safeParse(data)
	return parsed.success ? parsed.data : null
}

/** Whether a stored draft was saved by another page than `editor` (or by nobody known). */
const savedElsewhere = (draft: DraftState, editor: string | undefined) =>
	!editor || draft.editorId !== editor

/**
 * Keeps `draft`, which `by` is about to replace, as a copy of its author's, with an Activity
 * line that names both (in the caller's transaction).
 */
async function keepReplacedDraft<Doc, Draft>(
	trx: DB,
	kind: ContentKind<Doc, Draft>,
	id: string,
	draft: ContentDraft,
	by: ContentActor,
): Promise<void> {
	const data = parsedDraft(kind, draft.data)
	if (data === null) return
	const copy = await copies.insertDraftCopy(trx, {
		entity: kind.entity,
		entityId: id,
		data,
		reason: 'replaced',
		authorId: draft.updatedBy,
		authorName: draft.updatedByName,
		byId: by.id,
		byName: actorName(by),
	})
	await recordHistoryImages(trx, kind.entity, id, data)
	await recordAudit(
		trx,
		changeBy(by, `${kind.entity}.draft_replace`, {
			entity: kind.entity,
			id,
			detail: {
				...kind.auditDetail(data),
				replaced: draft.updatedByName ?? 'another admin',
				replacedSelf: draft.updatedBy === by.id,
				copyId: copy.id,
			},
		}),
	)
}

// ---------------------------------------------------------------------------------------
// Drafts

export type SaveDraftResult =
	| { ok: true; id: string; draft: DraftState; created: boolean }
	| NotFound
	| ContentConflict

/**
 * Saves `data` as the item's draft: the first one (the form saw none, `draftVersion` 0)
 * or the next version of the one it saw, or of the one its own page saved since. With no
 * `id`, the kind creates the item as a draft first (revision 0: on no public page).
 * Throws only when the database does.
 */
export async function saveDraft<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	input: VersionState &
		Writer & {
			id?: string
			data: Draft
			/** The draft is based on `baseRevision` from now on (a restored revision). */
			rebase?: boolean
		},
): Promise<SaveDraftResult> {
	const author = {
		id: input.actor.id,
		name: actorName(input.actor),
		editorId: input.editor ?? null,
	}
	const data = kind.draftSchema.parse(input.data)
	// A person who may not publish changes what a schedule would put live: it goes.
	const role = input.actor.role
	const unschedule = role !== undefined && !can(role, 'content.publish')
	// Saved only while no other page holds the item's edit lock, checked in the statement
	// that writes (a take-over is never saved over).
	const unlessLocked = () => ({ editorId: input.editor ?? null, now: nowIso() })
	// The autosave's usual case, as one statement: the draft the form saw, one version on.
	// Anything else (no draft yet, a conflict, a lock, the item gone, Keep mine) takes the
	// checked way below.
	if (input.id && input.draftVersion > 0 && !input.rebase && !input.overwrite) {
		const draft = await drafts.updateDraft(db, {
			entity: kind.entity,
			entityId: input.id,
			expectedVersion: input.draftVersion,
			data,
			author,
			unschedule,
			unlessLocked: unlessLocked(),
		})
		if (draft) {
			await recordDraftImages(db, kind.entity, input.id, data)
			return { ok: true, id: input.id, draft, created: false }
		}
	}
	return inTransaction<SaveDraftResult>(db, async (trx) => {
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
		const locked = await lockConflict(trx, kind, id, input.editor)
		if (locked) return locked
		const current = await kind.readPublished(trx, id)
		if (!current) return { ok: false, status: 404 }
		const stored = await drafts.getDraft(trx, kind.entity, id)
		// The version to save over: the one the form saw; or the one stored now when this
		// page saved it (an answer the form never got), or when the admin keeps theirs.
		let expected = input.draftVersion
		if (stored && stored.draftVersion !== expected) {
			if (input.editor && stored.editorId === input.editor) expected = stored.draftVersion
			else return draftConflict(kind, stored, current, data)
		}
		if (!stored && expected > 0) {
			if (!input.overwrite) return publishedConflict(trx, kind, id, current, null, data)
			expected = 0
		}
		if (expected <= 0) {
			// Opened before a publish that came since: told now, not at its own publish.
			if (
				current.revision > 0 &&
				input.baseRevision !== current.revision &&
				!input.overwrite
			)
				return publishedConflict(trx, kind, id, current, null, data)
			const draft = await drafts.insertDraft(trx, {
				entity: kind.entity,
				entityId: id,
				data,
				baseRevision: current.revision === 0 ? null : current.revision,
				author,
			})
			if (!draft) {
				const other = await drafts.getDraft(trx, kind.entity, id)
				if (other) return draftConflict(kind, other, current, data)
				throw new Error(`The draft of ${kind.entity} ${id} could not be written`)
			}
			await recordDraftImages(trx, kind.entity, id, data)
			await recordAudit(
				trx,
				changeBy(
					input.actor,
					`${kind.entity}.draft`,
					audited(kind, id, data, current.revision > 0 ? current.doc : undefined),
				),
			)
			return { ok: true, id, draft, created: false }
		}
		if (input.overwrite && stored && savedElsewhere(stored, input.editor))
			await keepReplacedDraft(trx, kind, id, stored, input.actor)
		const draft = await drafts.updateDraft(trx, {
			entity: kind.entity,
			entityId: id,
			expectedVersion: expected,
			data,
			author,
			unschedule,
			unlessLocked: unlessLocked(),
			baseRevision: input.rebase
				? input.baseRevision
				: input.overwrite && current.revision > 0
					? current.revision
					: undefined,
		})
		if (draft) {
			await recordDraftImages(trx, kind.entity, id, data)
			return { ok: true, id, draft, created: false }
		}
		// Saved over, or taken over, in the moment since it was read: the copy kept above goes
		// with the rest.
		throw new RaceLost()
	}).catch(async (error: unknown) => {
		if (!(error instanceof RaceLost) || !input.id) throw error
		const locked = await lockConflict(db, kind, input.id, input.editor)
		if (locked) return locked
		const current = await kind.readPublished(db, input.id)
		const other = await drafts.getDraft(db, kind.entity, input.id)
		if (!current) return { ok: false, status: 404 } satisfies NotFound
		return other
			? draftConflict(kind, other, current, data)
			: publishedConflict(db, kind, input.id, current, null, data)
	})
}

export type DiscardDraftResult =
	{ ok: true; discarded: ContentDraft } | NotFound | ContentConflict

/**
 * Throws the item's draft away (the one at `draftVersion`, or the one its page saved
 * since); the published version stays.
 */
export async function discardDraft<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	input: { id: string; draftVersion: number } & Writer,
): Promise<DiscardDraftResult> {
	const locked = await lockConflict(db, kind, input.id, input.editor)
	if (locked) return locked
	return inTransaction(db, async (trx) => {
		const current = await kind.readPublished(trx, input.id)
		if (!current) return { ok: false, status: 404 }
		const stored = await drafts.getDraft(trx, kind.entity, input.id)
		const own = stored && input.editor && stored.editorId === input.editor
		const discarded = await drafts.deleteDraft(
			trx,
			kind.entity,
			input.id,
			own ? stored.draftVersion : input.draftVersion,
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

/**
 * Keeps `data` (a form's value) as a copy of the item's draft, beside the stored one, which
 * it leaves alone: "copy of mine as a draft" after a conflict, or a form's typing when
 * another admin took the item over (`reason`, and who did). Listed on the item's page, to
 * open in the form later.
 */
export async function keepDraftCopy<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	input: {
		id: string
		data: Draft
		actor: ContentActor
		reason: Extract<DraftCopyReason, 'copy' | 'taken-over'>
		/** Who took the item over. */
		by?: string | null
	},
): Promise<copies.DraftCopy | null> {
	const data = kind.draftSchema.parse(input.data)
	return inTransaction(db, async (trx) => {
		if (!(await kind.readPublished(trx, input.id))) return null
		const copy = await copies.insertDraftCopy(trx, {
			entity: kind.entity,
			entityId: input.id,
			data,
			reason: input.reason,
			authorId: input.actor.id,
			authorName: actorName(input.actor),
			byId: null,
			byName: input.by ?? null,
		})
		await recordHistoryImages(trx, kind.entity, input.id, data)
		await recordAudit(
			trx,
			changeBy(input.actor, `${kind.entity}.draft_copy`, {
				...audited(kind, input.id, data),
				detail: {
					...kind.auditDetail(data),
					copyId: copy.id,
					...(input.reason === 'taken-over' ? { takenOverBy: input.by ?? null } : {}),
				},
			}),
		)
		return copy
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
 * the draft and the revision it was based on must be those stored (409 otherwise), unless
 * the admin keeps theirs (`overwrite`: a draft of someone else's it replaces is kept as a
 * copy). Writes the live item, a revision, the audit entry (with the revision's id) and
 * the images it shows, removes the draft and renews the content version, in one
 * transaction with the check (checkAndGoLive).
 */
export async function publish<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	input: VersionState &
		Writer & {
			id: string
			data?: Draft
			/** 'schedule' when the scheduler publishes it. */
			event?: Extract<RevisionEvent, 'publish' | 'schedule'>
		},
): Promise<PublishResult<Doc>> {
	const { id, actor } = input
	const locked =
		input.event === 'schedule' ? null : await lockConflict(db, kind, id, input.editor)
	if (locked) return locked
	const current = await kind.readPublished(db, id)
	if (!current) return { ok: false, status: 404 }
	const stored = await drafts.getDraft(db, kind.entity, id)
	const mine = input.data === undefined ? undefined : kind.draftSchema.parse(input.data)
	const conflict = input.overwrite
		? null
		: await versionConflict(db, kind, id, current, stored, input, mine)
	if (conflict) return conflict
	const data = mine ?? (stored ? kind.draftSchema.parse(stored.data) : null)
	if (data === null) return { ok: false, status: 404 }
	const replaced =
		input.overwrite && stored && savedElsewhere(stored, input.editor) ? stored : null

	try {
		const published = await inTransaction(db, async (trx) => {
			if (replaced) await keepReplacedDraft(trx, kind, id, replaced, actor)
			const live = await checkAndGoLive(trx, kind, {
				draft: data,
				id,
				current,
				event: input.event ?? 'publish',
				actor,
				draftVersion: stored?.draftVersion,
				detail: input.event === 'schedule' ? { scheduled: true } : undefined,
			})
			// A refusal rolls back the copy kept above too.
			if (!live.ok) throw new PublishRefused(live.fieldErrors)
			return live
		})
		const { doc, revision } = published
		return { ok: true, doc, revision, first: current.revision === 0 }
	} catch (error) {
		if (error instanceof PublishRefused)
			return { ok: false, status: 400, fieldErrors: error.fieldErrors }
		if (!(error instanceof RaceLost)) throw error
		// Someone published or saved in the moment between the check and the write.
		const now = await kind.readPublished(db, id)
		if (!now) return { ok: false, status: 404 }
		const draft = await drafts.getDraft(db, kind.entity, id)
		return draft && draft.draftVersion !== stored?.draftVersion
			? draftConflict(kind, draft, now, mine)
			: publishedConflict(db, kind, id, now, draft, mine)
	}
}

class PublishRefused extends Error {
	readonly fieldErrors: FieldErrors
	constructor(fieldErrors: FieldErrors) {
		super('The draft does not pass its form’s rules')
		this.name = 'PublishRefused'
		this.fieldErrors = fieldErrors
	}
}

/**
 * Whether what the form was based on is still what is stored: the draft it saw (or none;
 * a draft its own page saved since counts as seen) and the revision its draft (or the
 * form) started from.
 */
async function versionConflict<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	id: string,
	current: Published<Doc>,
	stored: ContentDraft | null,
	seen: VersionState & Pick<Writer, 'editor'>,
	mine?: Draft,
): Promise<ContentConflict | null> {
	const own =
		stored !== null && seen.editor !== undefined && stored.editorId === seen.editor
	if (stored && stored.draftVersion !== seen.draftVersion && !own)
		return draftConflict(kind, stored, current, mine)
	if (!stored && seen.draftVersion > 0)
		return publishedConflict(db, kind, id, current, null, mine)
	const base = stored ? (stored.baseRevision ?? 0) : seen.baseRevision
	if (base !== current.revision)
		return publishedConflict(db, kind, id, current, stored, mine)
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
	input: VersionState & Writer & { id: string; publishAt: Date; now?: Date },
): Promise<ScheduleResult> {
	const now = input.now ?? new Date()
	if (!(input.publishAt.getTime() > now.getTime()))
		return { ok: false, status: 422, message: SCHEDULE_IN_PAST_MESSAGE }
	const locked = await lockConflict(db, kind, input.id, input.editor)
	if (locked) return locked
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
	/** The item as published: names a draft whose name was cleared. */
	published?: Doc,
) {
	const detail = kind.auditDetail(value)
	if (published && 'name' in detail && !detail.name)
		detail.name = kind.auditDetail(published).name ?? ''
	return { entity: kind.entity, id, detail }
}
