// A project's or a testimonial's history screen (decisions 033, 052): its revisions, each
// described against the one before, and restoring one of them, as the draft or published at
// once.
import { loadHistory, restoreRevision } from '#app/server/content/revisions.server.ts'
import { projectKind } from '#app/server/content/projects.server.ts'
import { getDb, type DB } from '#app/server/db/index.server.ts'
import { goneLibraryImages } from '#app/server/media/image-refs.server.ts'
import { getDraft } from '#app/server/models/content-drafts.server.ts'
import {
	getLatestRevision,
	getRevisionById,
} from '#app/server/models/content-revisions.server.ts'
import type { AnyContentKind } from '#app/server/content/registry.server.ts'
import { testimonialKind } from '#app/server/content/testimonials.server.ts'
import { testimonialHistoryPath } from '#app/lib/testimonial-paths.ts'
import type { LanguageCode } from '#app/lib/languages.ts'
import { translationKind } from '#app/server/content/translations.server.ts'

/** Revisions per page of the history. */
export const HISTORY_PAGE_SIZE = 20

export const HISTORY_TOASTS = {
	restoredAsDraft: (revision: number) =>
		`Revision ${revision} is now the draft. Publish it to put it on the site.`,
	restoredLive: (revision: number) => `Revision ${revision} is published again.`,
	refused:
		'That version no longer passes the form’s checks (an image may be gone): restore it as a draft and fix it.',
	/** Restored as the draft without images the library deleted since (decision 044). */
	restoredWithoutImages: (revision: number, gone: number) =>
		`Revision ${revision} is now the draft, without ${gone === 1 ? 'an image' : `${gone} images`} deleted from the library since: choose ${gone === 1 ? 'another' : 'others'}, then publish it.`,
	failed: 'The revision could not be restored.',
} as const

export const historyPath = (id: string) =>
	`/admin/projects/${encodeURIComponent(id)}/history`

/**
 * Where the Activity log's link to a revision lands (`/admin/projects/<id>?revision=<its
 * id>`, decision 030): that revision on the page of the history that shows it; null when
 * the link names none of this project's.
 */
export async function historyPathOfRevision(
	id: string,
	revisionId: string,
): Promise<string | null> {
	const db = getDb()
	const [revision, latest] = await Promise.all([
		getRevisionById(db, revisionId),
		getLatestRevision(db, projectKind.entity, id),
	])
	if (
		!revision ||
		!latest ||
		revision.entity !== projectKind.entity ||
		revision.entityId !== id
	)
		return null
	const page = Math.ceil((latest.revision - revision.revision + 1) / HISTORY_PAGE_SIZE)
	const query = page > 1 ? `?page=${page}` : ''
	return `${historyPath(id)}${query}#revision-${revision.revision}`
}

/** The kinds whose items have a history screen of this shape, by the route's path. */
export const HISTORY_KINDS = {
	project: { kind: projectKind, path: historyPath },
	testimonial: {
		kind: testimonialKind,
		path: testimonialHistoryPath,
	},
} as const

export type HistoryEntity = keyof typeof HISTORY_KINDS

/** One page of a project's history and its draft; null when the project is gone. */
export function loadProjectHistory(db: DB, id: string, page: number) {
	return loadItemHistory(db, 'project', id, page)
}

/**
 * The kind whose history is shown: the item's, or its translation's into `language`
 * (`?language=de`, decision 050).
 */
export function historyKindOf(entity: HistoryEntity, language: LanguageCode | null) {
	const { kind } = HISTORY_KINDS[entity] as { kind: AnyContentKind }
	return language ? translationKind(kind, language) : kind
}

/** One page of an item's history and its draft; null when the item is gone. */
export async function loadItemHistory(
	db: DB,
	entity: HistoryEntity,
	id: string,
	page: number,
	language: LanguageCode | null = null,
) {
	const kind = historyKindOf(entity, language)
	const current = await kind.readPublished(db, id)
	if (!current) return null
	const [history, draft] = await Promise.all([
		loadHistory(db, kind, id, { page, pageSize: HISTORY_PAGE_SIZE }),
		getDraft(db, kind.entity, id),
	])
	return {
		id,
		name: kind.title(current.doc),
		revision: current.revision,
		entries: history.items,
		// Shown as a placeholder: deleted while only old versions showed them.
		goneImages: [...(await goneLibraryImages(db, history.items))],
		page: history.page,
		pageCount: history.pageCount,
		draft: draft && {
			draftVersion: draft.draftVersion,
			updatedBy: draft.updatedByName,
			updatedAt: draft.updatedAt,
		},
	}
}

/** Restores a revision of an item as its draft, or published at once (a new revision). */
export function restoreItemRevision(
	db: DB,
	entity: HistoryEntity,
	input: Omit<Parameters<typeof restoreRevision>[2], 'id'> & { id: string },
	language: LanguageCode | null = null,
) {
	return restoreRevision(db, historyKindOf(entity, language), input)
}

/** Restores a revision of a project as its draft, or published at once (a new revision). */
export function restoreProjectRevision(
	db: DB,
	input: Omit<Parameters<typeof restoreRevision>[2], 'id'> & { id: string },
) {
	return restoreRevision(db, projectKind, input)
}
