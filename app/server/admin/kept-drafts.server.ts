// Kept drafts on an edit page (decision 042): the drafts kept aside instead of lost (another
// admin's draft replaced with "Keep mine", a form taken over, a copy an admin kept), listed
// with the item, opened in its form, or deleted (with an Activity line).
import type { DB } from '#app/server/db/index.server.ts'
import { inTransaction } from '#app/server/db/index.server.ts'
import type { ContentActor } from '#app/server/content/kind.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import type { JsonValue } from '#app/server/models/convert.server.ts'
import * as copies from '#app/server/models/draft-copies.server.ts'

/** A kept draft as the edit page lists it. */
export interface KeptDraft {
	id: string
	reason: copies.DraftCopyReason
	/** Whose it is. */
	author: string | null
	/** Who replaced it or took the item over; null for a copy its author kept. */
	by: string | null
	at: string
	/** What it is called (the item's name in it). */
	title: string
}

/** An item's kept drafts, the newest first; `title` names each from its data. */
export async function listKeptDrafts(
	db: DB,
	item: { entity: string; id: string },
	title: (data: unknown) => string,
): Promise<KeptDraft[]> {
	const rows = await copies.listDraftCopies(db, item.entity, item.id)
	return rows.map((row) => ({
		id: row.id,
		reason: row.reason,
		author: row.authorName,
		by: row.byName,
		at: row.createdAt,
		title: title(row.data),
	}))
}

/** A kept draft's data, to open in the form; null when the item has no such copy. */
export async function keptDraftData(
	db: DB,
	item: { entity: string; id: string },
	copyId: string,
): Promise<unknown> {
	const copy = await copies.getDraftCopy(db, item.entity, item.id, copyId)
	return copy ? copy.data : null
}

/** Deletes a kept draft of an item, with its Activity line; false when there was none. */
export async function deleteKeptDraft(
	db: DB,
	input: {
		entity: string
		id: string
		copyId: string
		actor: ContentActor
		detail: { [key: string]: JsonValue }
	},
): Promise<boolean> {
	return inTransaction(db, async (trx) => {
		const removed = await copies.deleteDraftCopy(
			trx,
			input.entity,
			input.id,
			input.copyId,
		)
		if (!removed) return false
		await recordAudit(
			trx,
			changeBy(input.actor, `${input.entity}.draft_copy_delete`, {
				entity: input.entity,
				id: input.id,
				detail: { ...input.detail, author: removed.authorName },
			}),
		)
		return true
	})
}
