// Making a document live, the one way every publish goes (a draft published now or at its
// time, a revision restored): the live item written if it is still at the revision the
// change was based on, a revision of it, the audit entry naming that revision, the images
// it shows (media usages; images it dropped stay in the library, decision 031) and a new
// content version, in one transaction.
import { changedFields } from '#app/lib/content-diff.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import type { Transaction } from 'kysely'
import type { Database } from '#app/server/db/index.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import { deleteDraft } from '#app/server/models/content-drafts.server.ts'
import {
	getRevision,
	insertRevision,
	type ContentRevision,
	type RevisionEvent,
} from '#app/server/models/content-revisions.server.ts'
import type { JsonValue } from '#app/server/models/convert.server.ts'
import { renewContentVersion } from '#app/server/models/settings.server.ts'

import type { FieldErrors } from '#app/schemas/form.ts'

import {
	recordDraftImages,
	recordHistoryImages,
	recordLiveImages,
} from './images.server.ts'
import type { ContentActor, ContentKind, Published } from './kind.server.ts'

/** Another admin's write came between the checks and this one's: nothing of it is kept. */
export class RaceLost extends Error {
	constructor() {
		super('Another change came first')
		this.name = 'RaceLost'
	}
}

/**
 * Writes the revision `revision` of an item. When the item was published before revisions
 * were kept (no row for the revision before), that state is kept first as a baseline, so
 * the first change made since can be undone too.
 */
export async function recordRevision<Doc, Draft>(
	trx: DB,
	kind: ContentKind<Doc, Draft>,
	input: {
		id: string
		revision: number
		doc: Doc
		/** The document it replaces; null for a first publish. */
		before: Doc | null
		event: RevisionEvent
		actor: ContentActor | null
	},
): Promise<ContentRevision> {
	const { id, revision, before } = input
	const asRecord = (doc: Doc) => doc as Readonly<Record<string, unknown>>
	if (before !== null && revision > 1) {
		const previous = await getRevision(trx, kind.entity, id, revision - 1)
		if (!previous) {
			await recordHistoryImages(trx, kind.entity, id, before)
			await insertRevision(trx, {
				entity: kind.entity,
				entityId: id,
				revision: revision - 1,
				event: 'baseline',
				data: before,
				changes: null,
				actorId: null,
				actorEmail: null,
			})
		}
	}
	// Its images join the item's history: a restore may bring them back (decision 031).
	await recordHistoryImages(trx, kind.entity, id, input.doc)
	return insertRevision(trx, {
		entity: kind.entity,
		entityId: id,
		revision,
		event: input.event,
		data: input.doc,
		changes:
			before === null
				? null
				: changedFields(kind.fields, asRecord(before), asRecord(input.doc)),
		actorId: input.actor?.id ?? null,
		actorEmail: input.actor?.email ?? null,
	})
}

export interface GoLiveInput<Doc> {
	id: string
	doc: Doc
	current: Published<Doc>
	event: RevisionEvent
	actor: ContentActor
	/** The draft this publishes, removed with it. */
	draftVersion?: number
	/** Beside the kind's audit detail and the revision (a restored revision's number …). */
	detail?: { [key: string]: JsonValue }
	/** In the caller's transaction, after the rest (a show or hide writes the item itself). */
	write?: (trx: Transaction<Database>) => Promise<boolean>
}

/**
 * Makes `doc` the live item in one transaction, if it is still at `current.revision`:
 * throws RaceLost otherwise (and when `draftVersion`'s draft, removed with it, is not the
 * one stored any more). `doc` is checked already, in the caller's transaction when it
 * resolved images (checkAndGoLive).
 */
export async function goLive<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	input: GoLiveInput<Doc>,
): Promise<ContentRevision> {
	const { id, doc, current, actor } = input
	return inTransaction(db, async (trx) => {
		const written = input.write
			? await input.write(trx)
			: await kind.write(trx, id, doc, current.revision, actor)
		if (!written) throw new RaceLost()
		await recordLiveImages(trx, kind.entity, id, doc)
		if (input.draftVersion !== undefined) {
			if (!(await deleteDraft(trx, kind.entity, id, input.draftVersion)))
				throw new RaceLost()
			await recordDraftImages(trx, kind.entity, id, null)
		}
		const saved = await recordRevision(trx, kind, {
			id,
			revision: current.revision + 1,
			doc,
			before: current.revision === 0 ? null : current.doc,
			event: input.event,
			actor,
		})
		// A first publish creates an item that can be added (a project); a Site form's, like
		// every later one, updates it. A scheduled publish says so (decision 042).
		const verb =
			ACTIONS[input.event] ??
			(current.revision === 0 && kind.create ? 'create' : 'update')
		await recordAudit(
			trx,
			changeBy(actor, `${kind.entity}.${verb}`, {
				entity: kind.entity,
				id,
				detail: {
					...kind.auditDetail(doc),
					...input.detail,
					revision: saved.revision,
					revisionId: saved.id,
				},
			}),
		)
		await renewContentVersion(trx)
		return saved
	})
}

/** A draft the kind's rules refuse: thrown to roll back what its check wrote. */
class CheckRefused extends Error {
	readonly fieldErrors: FieldErrors
	constructor(fieldErrors: FieldErrors) {
		super('The draft does not pass its form’s rules')
		this.name = 'CheckRefused'
		this.fieldErrors = fieldErrors
	}
}

/**
 * Checks `draft` with every rule of the kind and makes it live, in one transaction: the
 * images it names stay locked from the check to the usages goLive records, and alt text
 * the form changed is written with it, or not at all (a refusal, a lost race, a failure).
 * Field errors when refused (nothing written); throws RaceLost as goLive does.
 */
export async function checkAndGoLive<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	input: Omit<GoLiveInput<Doc>, 'doc'> & { draft: Draft },
): Promise<
	| { ok: true; doc: Doc; revision: ContentRevision }
	| { ok: false; status: 400; fieldErrors: FieldErrors }
> {
	const { draft, ...live } = input
	try {
		return await inTransaction(db, async (trx) => {
			const checked = await kind.check(trx, draft, input.current)
			if (!checked.ok) throw new CheckRefused(checked.fieldErrors)
			const revision = await goLive(trx, kind, { ...live, doc: checked.doc })
			return { ok: true as const, doc: checked.doc, revision }
		})
	} catch (error) {
		// In a caller's transaction the caller rolls back (it sees the refusal).
		if (error instanceof CheckRefused)
			return { ok: false, status: 400, fieldErrors: error.fieldErrors }
		throw error
	}
}

/** The audit action of an event, where it is not a plain create or update. */
const ACTIONS: Partial<Record<RevisionEvent, string>> = {
	schedule: 'publish',
	restore: 'restore',
	show: 'show',
	hide: 'hide',
}
