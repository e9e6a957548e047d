// The Scheduled and Trash screens (decision 033): every draft set to go live, of every
// content kind, soonest first; and everything in the trash, with when the purge removes it.
// Taking a schedule off, and taking an item out of the trash, each with typed input.
import { unscheduleDraft } from '#app/server/content/drafts.server.ts'
import type { ContentActor } from '#app/server/content/kind.server.ts'
import { contentKindOf } from '#app/server/content/registry.server.ts'
import {
	listTrash,
	restoreFromTrash,
	TRASH_DAYS,
	TRASH_KINDS,
	type TrashEntity,
} from '#app/server/content/trash.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { goneLibraryImages } from '#app/server/media/image-refs.server.ts'
import { listScheduledDrafts } from '#app/server/models/content-drafts.server.ts'
import { listRowImages } from '#app/server/models/list-items.server.ts'

import { clientLogoList } from './client-logos.server.ts'
import { setItemVisibility } from './lists.server.ts'
import { setProjectVisibility } from './projects.server.ts'
import { testimonialList } from './testimonials.server.ts'

export async function loadScheduled(db: DB) {
	const drafts = await listScheduledDrafts(db)
	return {
		items: drafts.flatMap((draft) => {
			const kind = contentKindOf(draft.entity)
			if (!kind || !draft.publishAt) return []
			const value: unknown = kind.draftSchema.parse(draft.data)
			return [
				{
					entity: draft.entity,
					id: draft.entityId,
					noun: kind.noun,
					title: kind.title(value),
					editPath: kind.editPath(draft.entityId),
					publishAt: draft.publishAt,
					scheduledBy: draft.scheduledByEmail,
				},
			]
		}),
	}
}

/**
 * Takes the schedule off a draft of any content kind: the draft, or null when it is gone
 * (published or discarded) or the kind is unknown.
 */
export async function unscheduleContent(
	db: DB,
	input: { entity: string; id: string; actor: ContentActor },
) {
	const kind = contentKindOf(input.entity)
	return kind ? unscheduleDraft(db, kind, input) : null
}

export async function loadTrash(db: DB) {
	const items = await listTrash(db)
	return {
		days: TRASH_DAYS,
		items: items.map((item) => ({ ...item, noun: TRASH_KINDS[item.entity].noun })),
	}
}

/**
 * Takes an item out of the trash; the message the screen shows either way. An item whose
 * image was deleted from the library while it lay there (decision 044) comes back hidden,
 * in the same transaction, until another image is chosen: no page shows a missing file.
 */
export async function restoreItem(
	db: DB,
	input: { entity: TrashEntity; id: string; actor: ContentActor },
) {
	return inTransaction(db, async (trx) => {
		const restored = await restoreFromTrash(trx, input.entity, input)
		if (!restored) return null
		const noun = TRASH_KINDS[input.entity].noun
		const images = await listRowImages(trx, TRASH_KINDS[input.entity].table, input.id)
		if ((await goneLibraryImages(trx, images)).size === 0)
			return `${noun} restored: “${restored.name}”.`
		const hide = { id: input.id, visible: false, actor: input.actor }
		if (input.entity === 'project') await setProjectVisibility(trx, hide)
		else if (input.entity === 'testimonial')
			await setItemVisibility(trx, testimonialList, hide)
		else await setItemVisibility(trx, clientLogoList, hide)
		return `${noun} restored, hidden: “${restored.name}” showed an image deleted from the library since. Choose another image, then show it.`
	})
}
