// Helpers for the content core's tests: two admins, and a published project whose images
// are uploads of ours (media rows), as the form would have saved it.
import type { ProjectInput } from '#app/lib/types.ts'
import { projectFormDefaults, type ProjectFormValues } from '#app/schemas/project.ts'
import { storedImage } from '#app/server/admin/testing.server.ts'
import type { DB } from '#app/server/db/index.server.ts'
import { makeProjectInput } from '#app/server/models/factories.server.ts'
import { createProject } from '#app/server/models/projects.server.ts'

export const alex = { id: 'user-alex', email: 'alex@example.com', name: 'Alex' }
export const sam = { id: 'user-sam', email: 'sam@example.com', name: 'Sam' }

/** A visible project at revision 1, its images uploads of ours, as saved before drafts. */
export async function publishedProject(db: DB, overrides: Partial<ProjectInput> = {}) {
	const banner = await storedImage(db, 'banners', `banner-${Math.random()}`)
	const image = await storedImage(db, 'projectImages', `image-${Math.random()}`)
	const shot = await storedImage(db, 'productImages', `shot-${Math.random()}`)
	return createProject(
		db,
		makeProjectInput({
			name: 'Orbit',
			banner,
			image,
			productImages: [shot],
			...overrides,
		}),
	)
}

/** The form's value for `project` with `changes` typed into it. */
export function draftOf(
	project: ProjectInput,
	changes: Partial<ProjectFormValues> = {},
): ProjectFormValues {
	return { ...projectFormDefaults(project), ...changes }
}
