// The Portfolio and Products tabs (spec §2, §3, §4, §8): their lists, and their writes,
// each taking typed input (the route has read the form with app/schemas/project.ts). A
// project is a content kind (app/server/content/projects.server.ts, decision 033): the form
// keeps drafts of it and publishes them through the content core, which writes each change
// in one transaction with its audit entry, a revision and a new content version. Delete
// moves a project to the trash. app/routes/admin/project-*.server.ts do the HTTP.
import { PROJECT_TOASTS } from '#app/lib/admin-messages.ts'
import type {
	Project,
	ProjectCollection,
	ProjectInput,
	ProjectType,
} from '#app/lib/types.ts'
import { toProjectInput, type ProjectFormValues } from '#app/schemas/project.ts'
import {
	discardDraft,
	keepDraftCopy,
	saveDraft,
	scheduleDraft,
	unscheduleDraft,
	type ContentConflict,
	type ScheduleResult,
	type VersionState,
	type Writer,
} from '#app/server/content/drafts.server.ts'
import type { ContentActor } from '#app/server/content/kind.server.ts'
import { goLive, RaceLost } from '#app/server/content/go-live.server.ts'
import {
	createPreviewLink,
	revokePreviewLink,
	type PreviewLinkDays,
} from '#app/server/content/preview.server.ts'
import { projectKind } from '#app/server/content/projects.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import {
	getDraft,
	listDraftStates,
	type DraftState,
} from '#app/server/models/content-drafts.server.ts'
import { pageCountOf } from '#app/server/models/paging.server.ts'
import * as projects from '#app/server/models/projects.server.ts'
import { projectFormRawSchema } from '#app/schemas/project.ts'
import { projectAddress } from '#app/lib/slugs.ts'
import { projectTabPath } from '#app/lib/project-tabs.ts'

import { recordAddressChange } from './redirects.server.ts'

import { deleteItem, LIST_PAGE_SIZE, moveItem, type ListKind } from './lists.server.ts'
import { publishFormItem } from './content-form.server.ts'
import type { SaveResult } from './save-result.server.ts'

/** Spec §8, word for word (shared with the page, which says them when a post fails on the way). */
export { PROJECT_TOASTS }

/** Beyond the spec: what the drafts' buttons are told (decision 033). */
export const DRAFT_TOASTS = {
	saved: 'Draft saved.',
	discarded: 'Draft discarded. The published version is unchanged.',
	scheduled: 'Publishing scheduled.',
	unscheduled: 'Schedule removed. The draft stays unpublished.',
	neverPublished:
		'Publish this project first: a draft that was never published cannot be shown.',
} as const

// ---------------------------------------------------------------------------------------
// Lists

/** A card's project, with the draft it has (if any): the list says which have unpublished changes. */
export interface ProjectWithDraft extends Project {
	draft: DraftState | null
}

export interface ProjectsTab {
	projects: ProjectWithDraft[]
	/** The page shown (from 1) of `pageCount`; past the last one, `projects` is empty. */
	page: number
	pageCount: number
	/** Cards before this page: a card's place in the tab is `offset + index + 1`. */
	offset: number
	/** Projects the filter matches (every one of the tab without a search or filter). */
	total: number
	error: string | null
}

/**
 * One page of a tab's cards (a collection, one type, in the manual order; shown or hidden
 * only, text to search for), or spec §8's message when the read fails.
 */
export async function loadProjectsTab(
	db: DB,
	filter: {
		collection: ProjectCollection
		type: ProjectType
		page?: number
		visible?: boolean
		search?: string
	},
	log?: (error: unknown) => void,
): Promise<ProjectsTab> {
	const { page = 1, ...where } = filter
	try {
		const result = await projects.listProjectPage(db, where, {
			page,
			pageSize: LIST_PAGE_SIZE,
		})
		return {
			projects: await withDrafts(db, result.items),
			page: result.page,
			pageCount: result.pageCount,
			offset: (result.page - 1) * result.pageSize,
			total: result.total,
			error: null,
		}
	} catch (error) {
		log?.(error)
		return {
			projects: [],
			page: 1,
			pageCount: 1,
			offset: 0,
			total: 0,
			error: PROJECT_TOASTS.fetchFailed,
		}
	}
}

/** The page of a tab a card of `page` is on after a change: the last one if it got shorter. */
export async function projectsTabPageAfterChange(
	db: DB,
	filter: { collection: ProjectCollection; type: ProjectType },
	page: number,
): Promise<number> {
	if (page <= 1) return 1
	const total = await projects.countProjects(db, filter).catch(() => null)
	return total === null ? page : Math.min(page, pageCountOf(total, LIST_PAGE_SIZE))
}

/**
 * The projects with their drafts (one query for the page). A project never published shows
 * as its draft is now: its row keeps the name it had when it was first saved.
 */
async function withDrafts(db: DB, list: Project[]): Promise<ProjectWithDraft[]> {
	const states = await listDraftStates(
		db,
		projectKind.entity,
		list.map((project) => project.id),
	)
	const byId = new Map(states.map((state) => [state.entityId, state]))
	return Promise.all(
		list.map(async (project) => {
			const draft = byId.get(project.id) ?? null
			if (project.revision > 0 || !draft) return { ...project, draft }
			const stored = await getDraft(db, projectKind.entity, project.id)
			const values = projectFormRawSchema.safeParse(stored?.data)
			if (!values.success) return { ...project, draft }
			const { name, category, description, image } = toProjectInput(values.data)
			return { ...project, name, category, description, image, draft }
		}),
	)
}

// ---------------------------------------------------------------------------------------
// Writes

/**
 * The form's post: its values, the versions it was based on (decision 033), the page it
 * comes from and whether it keeps its own over another admin's (decision 042).
 */
export interface ProjectPost extends VersionState, Writer {
	values: ProjectFormValues
	/** Absent: a project not saved yet (the Add form). */
	id?: string
}

export type ConflictResult = ContentConflict

export type PublishProjectResult = SaveResult<{ project: Project }, ContentConflict>

/**
 * Publishes the form (spec §4's Save): checked with every rule of spec §5 and the images'
 * (400 with field errors), based on the versions stored (409 with who and when otherwise).
 * A new project is created and published in one transaction. Throws only when the
 * database does.
 */
export async function publishProject(
	db: DB,
	post: ProjectPost,
): Promise<PublishProjectResult> {
	const result = await publishFormItem(db, projectKind, post, {
		placeholder: toProjectInput(post.values),
		read: projects.getProject,
	})
	if (!result.ok) return result
	return { ok: true, project: result.item, created: result.created }
}

/**
 * Keeps the form as the project's draft (the Save draft button, the autosave, the Preview
 * button); a new project is created as a draft first, on no public page.
 */
export async function saveProjectDraft(db: DB, post: ProjectPost) {
	return saveDraft(db, projectKind, {
		id: post.id,
		data: post.values,
		draftVersion: post.draftVersion,
		baseRevision: post.baseRevision,
		actor: post.actor,
		editor: post.editor,
		overwrite: post.overwrite,
	})
}

/** Throws the project's draft away (the one the form saw, or its page saved since). */
export async function discardProjectDraft(
	db: DB,
	input: { id: string; draftVersion: number } & Writer,
) {
	return discardDraft(db, projectKind, input)
}

/**
 * Keeps the form as a copy beside the project's draft (decision 042): "copy of mine as a
 * draft" after a conflict, or what was typed when another admin took the project over.
 */
export async function keepProjectCopy(
	db: DB,
	input: {
		id: string
		values: ProjectFormValues
		actor: ContentActor
		reason: 'copy' | 'taken-over'
		by?: string | null
	},
) {
	return keepDraftCopy(db, projectKind, { ...input, data: input.values })
}

/**
 * Keeps the form as the draft and sets it to go live at `publishAt`: the draft must pass
 * every rule now (400), and `publishAt` be ahead (422).
 */
export async function scheduleProject(
	db: DB,
	post: ProjectPost & { id: string; publishAt: Date },
): Promise<ScheduleResult> {
	const saved = await saveProjectDraft(db, post)
	if (!saved.ok) return saved
	return scheduleDraft(db, projectKind, {
		id: post.id,
		publishAt: post.publishAt,
		draftVersion: saved.draft.draftVersion,
		baseRevision: saved.draft.baseRevision ?? post.baseRevision,
		actor: post.actor,
		editor: post.editor,
	})
}

export async function unscheduleProject(
	db: DB,
	input: { id: string; actor: ContentActor },
) {
	return unscheduleDraft(db, projectKind, input)
}

export type ToggleResult =
	{ ok: true; project: Project } | { ok: false; reason: 'missing' | 'never-published' }

/**
 * Spec §4: visible becomes its opposite, and status 'draft' when it was visible,
 * 'published' when it was hidden; a revision of it is kept (decision 033). Two toggles at
 * once each apply in turn (a lost race is read again), never both to the same old value.
 */
export async function toggleProjectVisibility(
	db: DB,
	input: { id: string; actor: ContentActor },
): Promise<ToggleResult> {
	for (let attempt = 0; ; attempt++) {
		const current = await projectKind.readPublished(db, input.id)
		if (!current) return { ok: false, reason: 'missing' }
		if (current.revision === 0) return { ok: false, reason: 'never-published' }
		const visible = !current.doc.visible
		const doc: ProjectInput = {
			...current.doc,
			visible,
			status: visible ? 'published' : 'draft',
		}
		try {
			await goLive(db, projectKind, {
				id: input.id,
				doc,
				current,
				event: visible ? 'show' : 'hide',
				actor: input.actor,
			})
		} catch (error) {
			if (error instanceof RaceLost && attempt < 5) continue
			throw error
		}
		const project = await projects.getProject(db, input.id)
		return project ? { ok: true, project } : { ok: false, reason: 'missing' }
	}
}

/**
 * Shows or hides a project (a bulk action: each selected project its own write, as
 * Show/Hide on its card, spec §4's status and a revision with it). Null when there is no
 * such project, or it was never published (it cannot be shown); `changed` false when it
 * already was so (nothing written).
 */
export async function setProjectVisibility(
	db: DB,
	input: { id: string; visible: boolean; actor: ContentActor },
): Promise<{ project: Project; changed: boolean } | null> {
	const before = await projects.getProject(db, input.id)
	if (!before || before.revision === 0) return null
	if (before.visible === input.visible) return { project: before, changed: false }
	const toggled = await toggleProjectVisibility(db, input)
	if (!toggled.ok) return null
	return { project: toggled.project, changed: toggled.project.visible === input.visible }
}

/** The Portfolio and Products tabs as ordered lists (lists.server.ts). */
export const projectList: ListKind<Project> = {
	entity: 'project',
	table: 'projects',
	get: projects.getProject,
	detail: (project) => ({ collection: project.collection, type: project.type }),
}

/**
 * Moves a project to `position` (from 1) of its tab (its collection, its type) in one
 * write and one audit entry, however far. Null when it is not in that tab; nothing is
 * written when it is already there.
 */
export async function moveProject(
	db: DB,
	input: {
		id: string
		collection: ProjectCollection
		type: ProjectType
		position: number
		actor: ContentActor
	},
): Promise<{ item: Project; from: number; to: number } | null> {
	const { id, collection, type } = input
	const project = await projects.getProject(db, id)
	if (!project || project.collection !== collection || project.type !== type) return null
	return moveItem(db, projectList, { ...input, view: { type } })
}

/**
 * Moves a project to the trash (spec §4's Delete: off the site and the lists at once;
 * restorable for 30 days from the Trash screen). Its address, when it had a page, leads to
 * the list it was in (301), in the same transaction. False when it was already gone.
 */
export async function deleteProject(
	db: DB,
	input: { id: string; actor: ContentActor },
): Promise<boolean> {
	return inTransaction(db, async (trx) => {
		const deleted = await deleteItem(trx, projectList, input)
		if (!deleted) return false
		if (deleted.visible && deleted.revision > 0 && deleted.slug)
			await recordAddressChange(trx, {
				from: projectAddress(deleted.collection, deleted.slug),
				to: projectTabPath(
					deleted.collection,
					deleted.type === 'website' ? 'websites' : 'mobile',
				),
				actor: input.actor,
			})
		return true
	})
}

/** What the project form's share panel is told (decision 033). */
export const PREVIEW_LINK_TOASTS = {
	revoked: 'Preview link withdrawn: it no longer opens.',
	revokeFailed: 'That preview link was already withdrawn or has expired.',
	shareFailed: 'The preview link could not be made.',
} as const

/** A link a client opens without an account to see the project's draft (shown once). */
export function shareProjectPreview(
	db: DB,
	input: { id: string; actor: ContentActor; days: PreviewLinkDays },
) {
	return createPreviewLink(db, projectKind, input)
}

/** Withdraws a share link of the project; null when it was already withdrawn or expired. */
export function withdrawProjectPreview(
	db: DB,
	input: { id: string; linkId: string; actor: ContentActor },
) {
	return revokePreviewLink(db, projectKind, input)
}
