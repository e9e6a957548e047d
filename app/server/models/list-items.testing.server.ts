// The ordered lists' shared queries (list-items.server.ts) as one list's tests call them:
// each write by its table, answering the row it wrote (or null) as the models once did.
import type { ProjectCollection, ProjectType } from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'

import { getClientLogo } from './client-logos.server.ts'
import { getProject } from './projects.server.ts'
import { deleteRow, moveRow, setRowVisibility } from './list-items.server.ts'
import { getTestimonial } from './testimonials.server.ts'

async function wrote<T>(write: Promise<boolean>, read: () => Promise<T | null>) {
	return (await write) ? read() : null
}

export const setClientLogoVisibility = (db: DB, id: string, visible: boolean) =>
	wrote(setRowVisibility(db, 'clientLogos', id, visible), () => getClientLogo(db, id))
export const setTestimonialVisibility = (db: DB, id: string, visible: boolean) =>
	wrote(setRowVisibility(db, 'testimonials', id, visible), () => getTestimonial(db, id))

export const moveClientLogo = (db: DB, id: string, position: number) =>
	moveRow(db, 'clientLogos', id, position)
export const moveTestimonial = (db: DB, id: string, position: number) =>
	moveRow(db, 'testimonials', id, position)
export const moveProject = (
	db: DB,
	id: string,
	tab: { collection: ProjectCollection; type: ProjectType },
	position: number,
) =>
	placeIn(db, id, tab.collection).then((here) =>
		here ? moveRow(db, 'projects', id, position, { type: tab.type }) : null,
	)

const placeIn = async (db: DB, id: string, collection: ProjectCollection) =>
	(await getProject(db, id))?.collection === collection

export async function deleteClientLogo(db: DB, id: string) {
	const logo = await getClientLogo(db, id)
	return (await deleteRow(db, 'clientLogos', id)) ? logo : null
}
export async function deleteTestimonial(db: DB, id: string) {
	const testimonial = await getTestimonial(db, id)
	return (await deleteRow(db, 'testimonials', id)) ? testimonial : null
}
