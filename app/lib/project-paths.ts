// Addresses of the admin's project pages, for its components and its actions alike.
import { listHref, type ListQuery } from './list-query.ts'
import type { ProjectCollection, ProjectType } from './types.ts'

/** `?type=website` shows websites; anything else mobile applications (the first filter). */
export function projectTypeOf(url: URL | string): ProjectType {
	return new URL(url, 'http://localhost').searchParams.get('type') === 'website'
		? 'website'
		: 'mobile'
}

/**
 * The admin list of a collection, on the filter of `type` (and a page of it, from 1; a
 * search and a visibility, when given).
 */
export function projectListPath(
	collection: ProjectCollection,
	type: ProjectType,
	page = 1,
	query: Partial<Pick<ListQuery, 'q' | 'show'>> = {},
): string {
	const base = collection === 'products' ? '/admin/products' : '/admin'
	return listHref(
		base,
		{ ...query, page },
		{ type: type === 'website' ? 'website' : null },
	)
}

/** Where a project of `collection` is added. */
export function newProjectPath(collection: ProjectCollection): string {
	return collection === 'products' ? '/admin/products/new' : '/admin/portfolio/new'
}

export function editProjectPath(id: string): string {
	return `/admin/projects/${encodeURIComponent(id)}`
}

/** Where the project form's draft is saved as the admin types (decision 033). */
export const PROJECT_AUTOSAVE_PATH = '/admin/autosave/project'
