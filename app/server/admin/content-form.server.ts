// The writes of an item's form, for any content kind (decision 033): the content core's, with
// the kind, the item, the admin and the open form they post from (decision 042) filled in;
// each takes typed input and writes in one transaction with its audit entry. The Site forms,
// the testimonial form (decision 052) and the translation forms (decision 050) use them.
import type { Role } from '#app/lib/permissions.ts'
import type { Editing, Versions } from '#app/schemas/form.ts'
import {
	discardDraft,
	keepDraftCopy,
	publish,
	saveDraft,
	scheduleDraft,
	unscheduleDraft,
	type ContentConflict,
	type VersionState,
	type Writer,
} from '#app/server/content/drafts.server.ts'
import { checkAndGoLive } from '#app/server/content/go-live.server.ts'
import type { ContentActor, ContentKind } from '#app/server/content/kind.server.ts'
import {
	createPreviewLink,
	revokePreviewLink,
	type PreviewLinkDays,
} from '#app/server/content/preview.server.ts'
import { restoreRevision } from '#app/server/content/revisions.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'

import { refusalOf, SaveRefused, type SaveResult } from './save-result.server.ts'

/** An admin as the content core names them to other admins. */
export function contentActor(user: {
	id: string
	email: string
	name?: string
	role?: Role
}): ContentActor {
	return { id: user.id, email: user.email, name: user.name, role: user.role }
}

/**
 * The form's writes for the item `id` of `kind`. A kind whose items can be added saves a
 * first draft without an id (the item is created as a draft); every other write needs it.
 */
export function contentFormWrites<Doc, Draft>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	id: string | undefined,
	user: Parameters<typeof contentActor>[0],
	editing: Partial<Editing> = {},
) {
	const actor = contentActor(user)
	const writer = { actor, editor: editing.editor, overwrite: editing.overwrite }
	const item = () => {
		if (id === undefined) throw new Error(`No ${kind.noun} to write to`)
		return id
	}
	return {
		saveDraft: (data: Draft, versions: Versions) =>
			saveDraft(db, kind, { id, data, ...versions, ...writer }),
		/** `data` undefined: the stored draft (Publish all languages, decision 050). */
		publish: (data: Draft | undefined, versions: Versions) =>
			publish(db, kind, { id: item(), data, ...versions, ...writer }),
		discard: (draftVersion: number) =>
			discardDraft(db, kind, { id: item(), draftVersion, ...writer }),
		schedule: (publishAt: Date, versions: Versions) =>
			scheduleDraft(db, kind, { id: item(), publishAt, ...versions, ...writer }),
		keepCopy: (data: Draft, reason: 'copy' | 'taken-over', by: string | null) =>
			keepDraftCopy(db, kind, { id: item(), data, actor, reason, by }),
		unschedule: () => unscheduleDraft(db, kind, { id: item(), actor }),
		share: (days: PreviewLinkDays) =>
			createPreviewLink(db, kind, { id: item(), actor, days }),
		revoke: (linkId: string) =>
			revokePreviewLink(db, kind, { id: item(), linkId, actor }),
		restore: (input: {
			revision: number
			as: 'draft' | 'publish'
			draftVersion: number
		}) => restoreRevision(db, kind, { id: item(), ...input, actor }),
	}
}

/**
 * Publishes an item's form (spec §4's Save) for a kind whose items can be added: a new item
 * (no id) is created and published in one transaction, with the checks of a first publish
 * against `placeholder` (a refusal rolls the new row back); an existing one is published on
 * the versions its form was based on (409 with who and when, 423 while another page holds
 * it). `read` reads the item back as the form shows it. Throws only when the database does.
 */
export async function publishFormItem<Doc, Draft, Item>(
	db: DB,
	kind: ContentKind<Doc, Draft>,
	post: VersionState & Writer & { id?: string; values: Draft },
	{
		placeholder,
		read,
	}: { placeholder: Doc; read: (db: DB, id: string) => Promise<Item | null> },
): Promise<SaveResult<{ item: Item }, ContentConflict>> {
	const { id, actor } = post
	if (!id) {
		const outcome = await refusalOf(() =>
			inTransaction(db, async (trx) => {
				const created = await kind.create!(trx, post.values)
				const published = await checkAndGoLive(trx, kind, {
					draft: post.values,
					id: created,
					current: { doc: placeholder, revision: 0 },
					event: 'publish',
					actor,
				})
				if (!published.ok) throw new SaveRefused(published)
				return { item: await read(trx, created) }
			}),
		)
		if ('ok' in outcome) return outcome
		if (!outcome.item) throw new Error(`A new ${kind.noun} could not be read back`)
		return { ok: true, item: outcome.item, created: true }
	}
	const result = await publish(db, kind, {
		id,
		data: post.values,
		draftVersion: post.draftVersion,
		baseRevision: post.baseRevision,
		actor,
		editor: post.editor,
		overwrite: post.overwrite,
	})
	if (!result.ok) return result
	const item = await read(db, id)
	if (!item) return { ok: false, status: 404 }
	return { ok: true, item, created: result.first }
}
