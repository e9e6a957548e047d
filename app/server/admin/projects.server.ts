// The Portfolio and Products tabs (spec §2, §3, §4, §8): their lists, and their writes,
// each taking typed input (the route has read the form with app/schemas/project.ts): one
// transaction with its audit entry and a new content version; images a change no longer
// refers to are released after it commits. project-routes.server.ts does the HTTP.
import type {
	ImageRef,
	Project,
	ProjectCollection,
	ProjectInput,
	ProjectType,
} from '#app/lib/types.ts'
import { PROJECT_MESSAGES, type ProjectFieldErrors } from '#app/schemas/project.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import {
	releaseDroppedImages,
	resolveChosenImage,
} from '#app/server/media/image-refs.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import { pageCountOf } from '#app/server/models/paging.server.ts'
import * as projects from '#app/server/models/projects.server.ts'
import { renewContentVersion } from '#app/server/models/settings.server.ts'

import type { SaveResult } from './save-result.server.ts'

/** Spec §8, word for word. */
export const PROJECT_TOASTS = {
	added: 'Project added successfully!',
	updated: 'Project updated successfully!',
	deleted: 'Project deleted successfully!',
	visibility: 'Project visibility updated successfully!',
	fetchFailed: 'Failed to fetch projects',
	saveFailed: 'Failed to save project. Please try again.',
	deleteFailed: 'Failed to delete project',
	visibilityFailed: 'Failed to update project visibility',
} as const

/** What a stale save is told (beyond the spec: two admins editing one project). */
export const PROJECT_CONFLICT_MESSAGE =
	'This project was changed by someone else since you opened it, so your changes were not saved. They are still in the form: open the project in a new tab to see the other changes, or save again to replace them with yours.'

// ---------------------------------------------------------------------------------------
// Lists

/** Cards per page of a dashboard tab (eight rows of three on a wide screen). */
export const ADMIN_PAGE_SIZE = 24

export interface ProjectsTab {
	projects: Project[]
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
			pageSize: ADMIN_PAGE_SIZE,
		})
		return {
			projects: result.items,
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

/** The page of a tab that shows the card at `position` (from 1). */
export function projectsTabPageOf(position: number): number {
	return Math.max(1, Math.ceil(position / ADMIN_PAGE_SIZE))
}

/** The page of a tab a card of `page` is on after a change: the last one if it got shorter. */
export async function projectsTabPageAfterChange(
	db: DB,
	filter: { collection: ProjectCollection; type: ProjectType },
	page: number,
): Promise<number> {
	if (page <= 1) return 1
	const total = await projects.countProjects(db, filter).catch(() => null)
	return total === null ? page : Math.min(page, pageCountOf(total, ADMIN_PAGE_SIZE))
}

// ---------------------------------------------------------------------------------------
// Writes

/** What the audit log keeps of a project. */
const audited = (project: Project) => ({
	entity: 'project',
	id: project.id,
	detail: { name: project.name, collection: project.collection, type: project.type },
})

/** Every image a project names. */
const imagesOf = (project: Project | null): Array<ImageRef | null> =>
	project ? [project.banner, project.image, ...project.productImages] : []

/**
 * The images of `data` as the server knows them (see resolveChosenImage), with spec §5's
 * message for each one that is missing or not ours.
 */
async function resolveImages(
	db: DB,
	data: ProjectInput,
	before: Project | null,
): Promise<{ data: ProjectInput; fieldErrors: ProjectFieldErrors }> {
	const current = imagesOf(before)
	const banner = data.banner
		? await resolveChosenImage(db, data.banner, 'banner', current)
		: null
	const image = data.image
		? await resolveChosenImage(db, data.image, 'project', current)
		: null
	const productImages: ImageRef[] = []
	for (const item of data.productImages) {
		const resolved = await resolveChosenImage(db, item, 'product', current)
		if (resolved) productImages.push(resolved)
	}
	const fieldErrors: ProjectFieldErrors = {}
	if (!banner) fieldErrors.banner = PROJECT_MESSAGES.banner
	if (!image) fieldErrors.image = PROJECT_MESSAGES.image
	if (data.collection === 'products' && productImages.length === 0)
		fieldErrors.productImages = PROJECT_MESSAGES.productImages
	return { data: { ...data, banner, image, productImages }, fieldErrors }
}

export type SaveProjectResult = SaveResult<
	{ project: Project },
	{
		ok: false
		status: 409
		message: string
		/** The revision now stored: a save based on it replaces the other admin's. */
		currentRevision: number
	}
>

/**
 * Adds a project (no `id`) or edits one (`id`, and the `revision` the form was opened at:
 * a stale one gets 409 and changes nothing). Its images must be its own or our uploads of
 * the right kind (400 otherwise). Throws only when the database does.
 */
export async function saveProject(
	db: DB,
	input: { data: ProjectInput; actor: Actor; id?: string; revision?: number },
): Promise<SaveProjectResult> {
	const { actor, id } = input
	const before = id ? await projects.getProject(db, id) : null
	if (id && !before) return { ok: false, status: 404 }
	const { data, fieldErrors } = await resolveImages(db, input.data, before)
	if (Object.keys(fieldErrors).length > 0) return { ok: false, status: 400, fieldErrors }

	if (!id) {
		const project = await inTransaction(db, async (trx) => {
			const created = await projects.createProject(trx, data)
			await recordAudit(trx, changeBy(actor, 'project.create', audited(created)))
			await renewContentVersion(trx)
			return created
		})
		return { ok: true, project, created: true }
	}

	try {
		const project = await inTransaction(db, async (trx) => {
			const updated = await projects.updateProject(trx, id, data, {
				expectedRevision: input.revision ?? -1,
			})
			if (!updated) return null
			await recordAudit(trx, changeBy(actor, 'project.update', audited(updated)))
			await renewContentVersion(trx)
			return updated
		})
		if (!project) return { ok: false, status: 404 }
		await releaseDroppedImages(db, imagesOf(before), imagesOf(project))
		return { ok: true, project, created: false }
	} catch (error) {
		if (!(error instanceof projects.RevisionConflictError)) throw error
		return {
			ok: false,
			status: 409,
			message: PROJECT_CONFLICT_MESSAGE,
			currentRevision: error.current.revision,
		}
	}
}

/** Spec §4: flips visible and sets status; null when there is no such project. */
export async function toggleProjectVisibility(
	db: DB,
	input: { id: string; actor: Actor },
): Promise<Project | null> {
	return inTransaction(db, async (trx) => {
		const project = await projects.toggleProjectVisibility(trx, input.id)
		if (!project) return null
		const action = project.visible ? 'project.show' : 'project.hide'
		await recordAudit(trx, changeBy(input.actor, action, audited(project)))
		await renewContentVersion(trx)
		return project
	})
}

/**
 * Shows or hides a project (a bulk action: each selected project its own write, as
 * Show/Hide on its card, spec §4's status with it). Null when there is no such project;
 * `changed` false when it already was so (nothing written).
 */
export async function setProjectVisibility(
	db: DB,
	input: { id: string; visible: boolean; actor: Actor },
): Promise<{ project: Project; changed: boolean } | null> {
	return inTransaction(db, async (trx) => {
		const before = await projects.getProject(trx, input.id)
		if (!before) return null
		if (before.visible === input.visible) return { project: before, changed: false }
		const project = await projects.setProjectVisibility(trx, input.id, input.visible)
		if (!project) return null
		const action = input.visible ? 'project.show' : 'project.hide'
		await recordAudit(trx, changeBy(input.actor, action, audited(project)))
		await renewContentVersion(trx)
		return { project, changed: true }
	})
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
		actor: Actor
	},
): Promise<{ project: Project; from: number; to: number } | null> {
	const { id, collection, type, position, actor } = input
	return inTransaction(db, async (trx) => {
		const project = await projects.getProject(trx, id)
		if (!project || project.collection !== collection || project.type !== type)
			return null
		const move = await projects.moveProject(trx, id, { collection, type }, position)
		if (!move) return null
		if (move.from !== move.to) {
			const entry = audited(project)
			const detail = { ...entry.detail, from: move.from, to: move.to }
			await recordAudit(trx, changeBy(actor, 'project.move', { ...entry, detail }))
			await renewContentVersion(trx)
		}
		return { project, from: move.from, to: move.to }
	})
}

/** Deletes a project with its audit entry, then releases its images; null when there is none. */
export async function deleteProject(
	db: DB,
	input: { id: string; actor: Actor },
): Promise<Project | null> {
	const removed = await inTransaction(db, async (trx) => {
		const project = await projects.deleteProject(trx, input.id)
		if (!project) return null
		await recordAudit(trx, changeBy(input.actor, 'project.delete', audited(project)))
		await renewContentVersion(trx)
		return project
	})
	if (removed) await releaseDroppedImages(db, imagesOf(removed), [])
	return removed
}
