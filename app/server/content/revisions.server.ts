// The history of an item, for every content kind: its revisions, each with what changed
// against the one before it, field by field; and restoring any of them, as a draft to go
// on from or published at once.
import { describeChanges, type FieldChange } from '#app/lib/content-diff.ts'
import { withoutImages } from '#app/lib/media-library.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { goneLibraryImages } from '#app/server/media/image-refs.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import * as drafts from '#app/server/models/content-drafts.server.ts'
import type { DraftState } from '#app/server/models/content-drafts.server.ts'
import {
	countRevisions,
	getRevision,
	listRevisions,
	type ContentRevision,
} from '#app/server/models/content-revisions.server.ts'
import {
	loadPage,
	type PageOf,
	type PageRequest,
} from '#app/server/models/paging.server.ts'

import {
	publishedConflict,
	saveDraft,
	type ContentConflict,
	type NotFound,
	type Refused,
	type VersionState,
} from './drafts.server.ts'
import type { ContentActor, ContentKind } from './kind.server.ts'
import { checkAndGoLive, RaceLost } from './go-live.server.ts'

export interface HistoryEntry extends Omit<ContentRevision, 'data'> {
	/** What the revision is called (the item's name as it was then). */
	title: string
	/** What it changed against the revision before, readable; empty for the first. */
	described: FieldChange[]
}

/**
 * One page of an item's history, newest first: `pageSize` revisions, each described
 * against the one before it (read with the page: one row more than shown).
 */
export async function loadHistory<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	id: string,
	request: PageRequest,
): Promise<PageOf<HistoryEntry>> {
	const asRecord = (data: unknown) => {
		const doc = kind.readDoc(data)
		return doc === null ? null : (doc as Readonly<Record<string, unknown>>)
	}
	return loadPage(
		request,
		() => countRevisions(db, kind.entity, id),
		async (window) => {
			const rows = await listRevisions(db, kind.entity, id, {
				limit: window.limit + 1,
				offset: window.offset,
			})
			return rows.slice(0, window.limit).map(({ data, ...revision }, index) => {
				const doc = asRecord(data)
				const older = rows[index + 1]
				return {
					...revision,
					title: doc ? kind.title(doc as Doc) : `Revision ${revision.revision}`,
					described:
						doc && older ? describeChanges(kind.fields, asRecord(older.data), doc) : [],
				}
			})
		},
	)
}

/** Why a version whose image was deleted from the library is not published as it was. */
export const IMAGES_GONE_MESSAGE =
	'An image of this version was deleted from the library: restore it as a draft and choose another image there.'

export type RestoreResult =
	/** `imagesGone`: images it named that the library deleted, left out for others to be chosen. */
	| { ok: true; as: 'draft'; draft: DraftState; imagesGone: number }
	| { ok: true; as: 'publish'; revision: ContentRevision }
	| NotFound
	| Refused
	| ContentConflict

/**
 * Restores revision `revision` of an item: `as: 'draft'` makes it the item's draft (the
 * one at `draftVersion`, or a first one), to check and publish like any other;
 * `as: 'publish'` makes it live at once as a new revision, and leaves any draft as it is.
 */
export async function restoreRevision<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	input: Pick<VersionState, 'draftVersion'> & {
		id: string
		revision: number
		as: 'draft' | 'publish'
		actor: ContentActor
	},
): Promise<RestoreResult> {
	const { id, actor } = input
	const [stored, current] = await Promise.all([
		getRevision(db, kind.entity, id, input.revision),
		kind.readPublished(db, id),
	])
	const read = stored ? kind.readDoc(stored.data) : null
	if (!stored || !read || !current) return { ok: false, status: 404 }
	const detail = { restored: stored.revision }
	// Images deleted from the library since (decision 044): the draft asks for others;
	// published at once it would show nothing there.
	const gone = await goneLibraryImages(db, read)
	if (gone.size > 0 && input.as === 'publish')
		return { ok: false, status: 400, fieldErrors: { form: IMAGES_GONE_MESSAGE } }
	const doc = gone.size > 0 ? withoutImages(read, gone) : read

	if (input.as === 'draft') {
		// Based on the live revision: publishing it is meant to replace what is live.
		const saved = await inTransaction(db, async (trx) => {
			const result = await saveDraft(trx, kind, {
				id,
				data: kind.toDraft(doc),
				draftVersion: input.draftVersion,
				baseRevision: current.revision,
				rebase: true,
				// A draft of someone else's it replaces is kept as a copy (decision 042).
				overwrite: true,
				actor,
			})
			if (!result.ok) return result
			await recordAudit(
				trx,
				changeBy(actor, `${kind.entity}.restore`, {
					entity: kind.entity,
					id,
					detail: { ...kind.auditDetail(doc), ...detail, as: 'draft' },
				}),
			)
			return result
		})
		return saved.ok
			? { ok: true, as: 'draft', draft: saved.draft, imagesGone: gone.size }
			: saved
	}

	try {
		const published = await checkAndGoLive(db, kind, {
			draft: kind.toDraft(doc),
			id,
			current,
			event: 'restore',
			actor,
			detail,
		})
		if (!published.ok) return published
		const { revision } = published
		return { ok: true, as: 'publish', revision }
	} catch (error) {
		if (!(error instanceof RaceLost)) throw error
		const now = await kind.readPublished(db, id)
		return now
			? publishedConflict(db, kind, id, now, await drafts.getDraft(db, kind.entity, id))
			: { ok: false, status: 404 }
	}
}
