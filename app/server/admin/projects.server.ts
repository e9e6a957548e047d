// The Portfolio and Products tabs' reads and writes (spec §2, §3, §4, §8). Each write is
// one transaction with its audit entry; images a change no longer refers to are released
// after it commits. Routes do the HTTP (status codes, toasts, redirects) around these.
import { MEDIA_FOLDERS, mediaUrl, type UploadKind } from '#app/lib/media.ts'
import type {
	ImageRef,
	Project,
	ProjectCollection,
	ProjectInput,
	ProjectType,
} from '#app/lib/types.ts'
import {
	PROJECT_MESSAGES,
	projectFieldErrors,
	projectFormInput,
	projectFormSchema,
	projectFormValues,
	type ProjectFieldErrors,
	type ProjectFormValues,
} from '#app/schemas/project.ts'
import type { Actor } from '#app/server/auth/session.server.ts'
import { inTransaction, type DB } from '#app/server/db/index.server.ts'
import { mediaIdsOf, releaseMedia } from '#app/server/media/release.server.ts'
import { recordAudit } from '#app/server/models/audit-log.server.ts'
import { getMedia } from '#app/server/models/media.server.ts'
import { pageCountOf } from '#app/server/models/paging.server.ts'
import {
	countProjects,
	createProject,
	deleteProject,
	getProject,
	listProjectPage,
	RevisionConflictError,
	toggleProjectVisibility,
	updateProject,
} from '#app/server/models/projects.server.ts'

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
		const result = await listProjectPage(db, where, { page, pageSize: ADMIN_PAGE_SIZE })
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
	const total = await countProjects(db, filter).catch(() => null)
	return total === null ? page : Math.min(page, pageCountOf(total, ADMIN_PAGE_SIZE))
}

// ---------------------------------------------------------------------------------------
// Save (add or edit)

export type SaveProjectResult =
	| { ok: true; project: Project; created: boolean }
	| {
			ok: false
			status: 400
			fieldErrors: ProjectFieldErrors
			values: ProjectFormValues
	  }
	| {
			ok: false
			status: 409
			message: string
			values: ProjectFormValues
			/** The revision now stored: a save based on it replaces the other admin's. */
			currentRevision: number
	  }
	| { ok: false; status: 404 }

/** Where each image field's uploads are stored (see app/lib/media.ts). */
const IMAGE_KINDS = {
	banner: 'banner',
	image: 'project',
	productImages: 'product',
} as const satisfies Record<string, UploadKind>

/**
 * The image an admin chose, as the server knows it: one the project already has (kept as
 * stored), or an upload of ours of the right kind, described by its media row rather
 * than by the form. Null for anything else (a forged path, an upload that was swept).
 */
async function resolveImage(
	db: DB,
	image: ImageRef,
	kind: UploadKind,
	current: ReadonlyArray<ImageRef | null | undefined>,
): Promise<ImageRef | null> {
	const kept = current.find((existing) => existing?.url === image.url)
	if (kept) return kept
	if (!image.mediaId) return null
	const media = await getMedia(db, image.mediaId)
	if (!media || mediaUrl(media.path) !== image.url) return null
	if (!media.path.startsWith(`${MEDIA_FOLDERS[kind]}/`)) return null
	const resolved: ImageRef = {
		url: image.url,
		name: media.originalName,
		mediaId: media.id,
		width: media.width,
		height: media.height,
	}
	if (image.alt !== undefined) resolved.alt = image.alt
	return resolved
}

async function resolveImages(
	db: DB,
	input: ProjectInput,
	before: Project | null,
): Promise<{ input: ProjectInput; fieldErrors: ProjectFieldErrors }> {
	const current = before
		? [before.banner, before.image, ...before.productImages]
		: ([] as ImageRef[])
	const banner = input.banner
		? await resolveImage(db, input.banner, IMAGE_KINDS.banner, current)
		: null
	const image = input.image
		? await resolveImage(db, input.image, IMAGE_KINDS.image, current)
		: null
	const productImages: ImageRef[] = []
	for (const item of input.productImages) {
		const resolved = await resolveImage(db, item, IMAGE_KINDS.productImages, current)
		if (resolved) productImages.push(resolved)
	}
	const fieldErrors: ProjectFieldErrors = {}
	if (!banner) fieldErrors.banner = PROJECT_MESSAGES.banner
	if (!image) fieldErrors.image = PROJECT_MESSAGES.image
	if (input.collection === 'products' && productImages.length === 0)
		fieldErrors.productImages = PROJECT_MESSAGES.productImages
	return { input: { ...input, banner, image, productImages }, fieldErrors }
}

function auditDetail(project: Project) {
	return { name: project.name, collection: project.collection, type: project.type }
}

/**
 * Adds (no `id`) or edits a project from a posted form: checks it with the shared schema
 * (400 with field errors and the typed values), checks its images are ours, then writes
 * it with an audit entry in one transaction. An edit must carry the `revision` it was
 * opened at: a stale one gets 409 and changes nothing. Throws only when the database does.
 */
export async function saveProjectForm(
	db: DB,
	input: { form: FormData; actor: Actor; id?: string },
): Promise<SaveProjectResult> {
	const { form, actor, id } = input
	const values = projectFormValues(form)
	const parsed = projectFormSchema.safeParse(projectFormInput(form))
	if (!parsed.success)
		return {
			ok: false,
			status: 400,
			fieldErrors: projectFieldErrors(parsed.error),
			values,
		}

	const before = id ? await getProject(db, id) : null
	if (id && !before) return { ok: false, status: 404 }
	const resolved = await resolveImages(db, parsed.data, before)
	if (Object.keys(resolved.fieldErrors).length > 0)
		return { ok: false, status: 400, fieldErrors: resolved.fieldErrors, values }

	if (!id) {
		const project = await inTransaction(db, async (trx) => {
			const created = await createProject(trx, resolved.input)
			await recordAudit(trx, {
				actorId: actor.id,
				actorEmail: actor.email,
				action: 'project.create',
				entity: 'project',
				entityId: created.id,
				detail: auditDetail(created),
			})
			return created
		})
		return { ok: true, project, created: true }
	}

	const revision = Number(form.get('revision'))
	try {
		const project = await inTransaction(db, async (trx) => {
			const updated = await updateProject(trx, id, resolved.input, {
				// An edit without a readable revision cannot prove it saw the latest copy.
				expectedRevision: Number.isInteger(revision) ? revision : -1,
			})
			if (!updated) return null
			await recordAudit(trx, {
				actorId: actor.id,
				actorEmail: actor.email,
				action: 'project.update',
				entity: 'project',
				entityId: id,
				detail: auditDetail(updated),
			})
			return updated
		})
		if (!project) return { ok: false, status: 404 }
		await releaseDropped(
			db,
			[before?.banner, before?.image, ...(before?.productImages ?? [])],
			[project.banner, project.image, ...project.productImages],
		)
		return { ok: true, project, created: false }
	} catch (error) {
		if (!(error instanceof RevisionConflictError)) throw error
		return {
			ok: false,
			status: 409,
			message: PROJECT_CONFLICT_MESSAGE,
			values,
			currentRevision: error.current.revision,
		}
	}
}

// ---------------------------------------------------------------------------------------
// Show / hide, delete

/** Spec §4: flips visible and sets status; null when there is no such project. */
export async function toggleProjectVisibilityAs(
	db: DB,
	input: { id: string; actor: Actor },
): Promise<Project | null> {
	return inTransaction(db, async (trx) => {
		const project = await toggleProjectVisibility(trx, input.id)
		if (!project) return null
		await recordAudit(trx, {
			actorId: input.actor.id,
			actorEmail: input.actor.email,
			action: project.visible ? 'project.show' : 'project.hide',
			entity: 'project',
			entityId: project.id,
			detail: auditDetail(project),
		})
		return project
	})
}

/** Deletes a project with its audit entry, then releases its images; null when there is none. */
export async function deleteProjectAs(
	db: DB,
	input: { id: string; actor: Actor },
): Promise<Project | null> {
	const removed = await inTransaction(db, async (trx) => {
		const project = await deleteProject(trx, input.id)
		if (!project) return null
		await recordAudit(trx, {
			actorId: input.actor.id,
			actorEmail: input.actor.email,
			action: 'project.delete',
			entity: 'project',
			entityId: project.id,
			detail: auditDetail(project),
		})
		return project
	})
	if (removed)
		await releaseDropped(
			db,
			[removed.banner, removed.image, ...removed.productImages],
			[],
		)
	return removed
}

/**
 * Releases the media a change dropped. A failure here never undoes the change (it has
 * committed): the hourly sweep removes what is left.
 */
async function releaseDropped(
	db: DB,
	before: ReadonlyArray<ImageRef | null | undefined>,
	after: ReadonlyArray<ImageRef | null | undefined>,
): Promise<string[]> {
	const kept = new Set(mediaIdsOf(after))
	const dropped = mediaIdsOf(before).filter((mediaId) => !kept.has(mediaId))
	if (dropped.length === 0) return []
	return releaseMedia(db, dropped).catch(() => [])
}
