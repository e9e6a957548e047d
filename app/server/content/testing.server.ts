// Helpers for the content core's tests: two admins, and a published project whose images
// are uploads of ours (media rows), as the form would have saved it.
import type { ProjectInput } from '#app/lib/types.ts'
import { projectFormDefaults, type ProjectFormValues } from '#app/schemas/project.ts'
import { storedImage } from '#app/server/admin/testing.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { recordImageUsages } from '#app/server/media/image-refs.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { makeProjectInput } from '#app/server/models/factories.server.ts'
import { createProject } from '#app/server/models/projects.server.ts'

export const alex = { id: 'user-alex', email: 'alex@example.com', name: 'Alex' }
export const sam = { id: 'user-sam', email: 'sam@example.com', name: 'Sam' }

/** A visible project at revision 1, its images uploads of ours, as saved before drafts. */
export async function publishedProject(db: DB, overrides: Partial<ProjectInput> = {}) {
	const banner = await storedImage(db, 'banners', `banner-${Math.random()}`)
	const image = await storedImage(db, 'projectImages', `image-${Math.random()}`)
	const shot = await storedImage(db, 'productImages', `shot-${Math.random()}`)
	const project = await createProject(
		db,
		makeProjectInput({
			name: 'Orbit',
			banner,
			image,
			productImages: [shot],
			...overrides,
		}),
	)
	// Its usages, as that save (or migration 0014, for one saved before them) wrote them.
	await recordImageUsages(db, 'project', project.id, {
		banner: project.banner,
		image: project.image,
		productImages: project.productImages,
	})
	return project
}

/** The form's value for `project` with `changes` typed into it. */
export function draftOf(
	project: ProjectInput,
	changes: Partial<ProjectFormValues> = {},
): ProjectFormValues {
	return { ...projectFormDefaults(project), ...changes }
}

/**
 * The newest audit entry of `action` (entries written in one millisecond have no order
 * between them, so a test finds its entry by action rather than by place).
 */
export async function auditEntry(db: DB, action: string) {
	return (await listAuditLog(db)).find((entry) => entry.action === action)
}

/** The actions in the audit log, in any order. */
export async function auditActions(db: DB): Promise<string[]> {
	return (await listAuditLog(db)).map((entry) => entry.action).sort()
}
