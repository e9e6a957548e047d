// The Portfolio and Products tabs (spec §2, §3, §4, §8): their lists, and their writes,
// each taking typed input (the route has read the form with app/schemas/project.ts): one
// transaction with its audit entry, the images it shows (media usages) and a new content
// version. Images a change drops stay in the media library (decision 031).
// project-routes.server.ts does the HTTP.
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
	recordImageUsages,
	resolveChosenImage,
} from '#app/server/media/image-refs.server.ts'
import { changeBy, recordAudit } from '#app/server/models/audit-log.server.ts'
import { pageCountOf } from '#app/server/models/paging.server.ts'
import * as projects from '#app/server/models/projects.server.ts'
import { renewContentVersion } from '#app/server/models/settings.server.ts'

import { refusalOf, SaveRefused, type SaveResult } from './save-result.server.ts'

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
	error: string | null
}

/**
 * One page of a tab's cards (a collection, one type, newest first), or spec §8's message
 * when the read fails.
 */
export async function loadProjectsTab(
	db: DB,
	filter: { collection: ProjectCollection; type: ProjectType; page?: number },
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
			error: null,
		}
	} catch (error) {
		log?.(error)
		return { projects: [], page: 1, pageCount: 1, error: PROJECT_TOASTS.fetchFailed }
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
 * message for each one that is missing or not ours. Inside the save's transaction: the
 * images stay locked until it commits, and alt text the form changed is written with it.
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

/** The images a project shows, by field, as its media usages record them. */
const usagesOf = (project: Project) => ({
	banner: project.banner,
	image: project.image,
	productImages: project.productImages,
})

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
 * a stale one gets 409 and changes nothing). Its images must be its own or images of the
 * library a field of their kind may show (400 otherwise). Throws only when the database
 * does.
 */
export async function saveProject(
	db: DB,
	input: { data: ProjectInput; actor: Actor; id?: string; revision?: number },
): Promise<SaveProjectResult> {
	const { actor, id } = input
	try {
		return await refusalOf(() =>
			inTransaction(db, async (trx) => {
				const before = id ? await projects.getProject(trx, id) : null
				if (id && !before) throw new SaveRefused({ ok: false, status: 404 })
				const { data, fieldErrors } = await resolveImages(trx, input.data, before)
				if (Object.keys(fieldErrors).length > 0)
					throw new SaveRefused({ ok: false, status: 400, fieldErrors })
				const project = id
					? await projects.updateProject(trx, id, data, {
							expectedRevision: input.revision ?? -1,
						})
					: await projects.createProject(trx, data)
				if (!project) throw new SaveRefused({ ok: false, status: 404 })
				await recordImageUsages(trx, 'project', project.id, usagesOf(project))
				const action = id ? 'project.update' : 'project.create'
				await recordAudit(trx, changeBy(actor, action, audited(project)))
				await renewContentVersion(trx)
				return { ok: true as const, project, created: !id }
			}),
		)
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
 * Deletes a project with its audit entry; its images stay in the library, unused by it.
 * Null when there is none.
 */
export async function deleteProject(
	db: DB,
	input: { id: string; actor: Actor },
): Promise<Project | null> {
	return inTransaction(db, async (trx) => {
		const project = await projects.deleteProject(trx, input.id)
		if (!project) return null
		await recordImageUsages(trx, 'project', project.id, {})
		await recordAudit(trx, changeBy(input.actor, 'project.delete', audited(project)))
		await renewContentVersion(trx)
		return project
	})
}
