// Presence and locking for the dashboard's edit pages (decision 042): which item a post
// names (a project or product, a testimonial, a Site form), and the lock's moves for it,
// each answered with the lock as it is now and the item's stored draft, so a page learns
// both at every renewal. A take-over is written to the Activity log. The rules are the
// content core's (app/server/content/edit-locks.server.ts).
import type { DraftStamp, EditableKind, LockState } from '#app/lib/edit-lock.ts'
import { isSiteKey, SITE_FORMS } from '#app/schemas/site-content.ts'
import {
	holdEditLock,
	releaseEditLock,
	takeOverEditLock,
	type LockedItem,
} from '#app/server/content/edit-locks.server.ts'
import type { ContentActor } from '#app/server/content/kind.server.ts'
import { projectKind } from '#app/server/content/projects.server.ts'
import { siteEntity } from '#app/server/content/site.server.ts'
import { translationEntity } from '#app/server/content/translations.server.ts'
import { isLanguageCode } from '#app/lib/languages.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import { getProject } from '#app/server/models/projects.server.ts'
import { getTestimonial } from '#app/server/models/testimonials.server.ts'

/** An item that can be open for editing, as the audit log and the lock name it. */
export interface EditableItem extends LockedItem {
	kind: EditableKind
	/** What the Activity log calls it. */
	detail: { name: string; collection?: string; language?: string }
	/** Whether it keeps drafts (every kind does since testimonials do, decision 052). */
	drafted: boolean
}

/** The item `item` names (`project:<id>` …), when it exists and is not in the trash. */
export async function findEditableItem(
	db: DB,
	item: string,
): Promise<EditableItem | null> {
	// A translation's form (decision 050): the item's lock under the translation's entity.
	const translated = /^(project|testimonial|site):(.+)@([a-z]{2})$/.exec(item)
	if (translated) {
		const language = translated[3]!
		if (!isLanguageCode(language)) return null
		const found = await findEditableItem(db, `${translated[1]}:${translated[2]}`)
		return found
			? {
					...found,
					entity: translationEntity(found.entity, language),
					detail: { ...found.detail, language },
				}
			: null
	}
	const at = item.indexOf(':')
	const kind = item.slice(0, at)
	const id = item.slice(at + 1)
	if (at < 0 || !id) return null
	switch (kind) {
		case 'project': {
			const project = await getProject(db, id)
			return project
				? {
						kind,
						entity: projectKind.entity,
						id,
						detail: { name: project.name, collection: project.collection },
						drafted: true,
					}
				: null
		}
		case 'testimonial': {
			const testimonial = await getTestimonial(db, id)
			return testimonial
				? {
						kind,
						entity: 'testimonial',
						id,
						detail: { name: testimonial.name },
						drafted: true,
					}
				: null
		}
		case 'site':
			return isSiteKey(id)
				? {
						kind,
						entity: siteEntity(id),
						id,
						detail: { name: SITE_FORMS[id].title },
						drafted: true,
					}
				: null
		default:
			return null
	}
}

export type EditLockIntent = 'hold' | 'take-over' | 'release'

/**
 * One move of a page's lock on `item`: hold (or renew) it, take it over, or release it;
 * the lock as it is after, and the stored draft.
 */
export async function moveEditLock(
	db: DB,
	input: {
		item: EditableItem
		intent: EditLockIntent
		editorId: string
		actor: ContentActor
	},
): Promise<{ lock: LockState | null; draft: DraftStamp | null }> {
	const { item, editorId, actor } = input
	let lock: LockState | null = null
	switch (input.intent) {
		case 'hold':
			lock = await holdEditLock(db, item, { editorId, actor })
			break
		case 'take-over':
			lock = await inTransaction(db, async (trx) => {
				const taken = await takeOverEditLock(trx, item, { editorId, actor })
				if (taken.from)
					await recordAudit(
						trx,
						changeBy(actor, `${item.entity}.take_over`, {
							entity: item.entity,
							id: item.id,
							detail: { ...item.detail, from: taken.from },
						}),
					)
				return taken.state
			})
			break
		case 'release':
			await releaseEditLock(db, item, editorId)
			return { lock: null, draft: null }
	}
	return { lock, draft: await draftStamp(db, item, editorId) }
}

async function draftStamp(
	db: DB,
	item: EditableItem,
	editorId: string,
): Promise<DraftStamp | null> {
	if (!item.drafted) return null
	const draft = await getDraft(db, item.entity, item.id)
	return draft
		? {
				draftVersion: draft.draftVersion,
				by: draft.updatedByName,
				at: draft.updatedAt,
				mine: draft.editorId === editorId,
			}
		: null
}
