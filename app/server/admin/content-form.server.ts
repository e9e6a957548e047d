// The writes of an item's form, for any content kind (decision 033): the content core's, with
// the kind, the item, the admin and the open form they post from (decision 042) filled in;
// each takes typed input and writes in one transaction with its audit entry. The Site forms,
// the testimonial form (decision 052) and the translation forms (decision 050) use them.
import type { Editing, Versions } from '#app/schemas/form.ts'
import {
	discardDraft,
	keepDraftCopy,
	publish,
	saveDraft,
	scheduleDraft,
	unscheduleDraft,
} from '#app/server/content/drafts.server.ts'
import type { ContentActor, ContentKind } from '#app/server/content/kind.server.ts'
import {
	createPreviewLink,
	revokePreviewLink,
	type PreviewLinkDays,
} from '#app/server/content/preview.server.ts'
import { restoreRevision } from '#app/server/content/revisions.server.ts'
import type { DB } from '#app/server/db/index.server.ts'

/** An admin as the content core names them to other admins. */
export function contentActor(user: {
	id: string
	email: string
	name?: string
}): ContentActor {
	return { id: user.id, email: user.email, name: user.name }
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
