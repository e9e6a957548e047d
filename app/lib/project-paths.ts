// Addresses of the admin's project pages, for its components and its actions alike.
import type { ProjectCollection, ProjectType } from './types.ts'

/** `?type=website` shows websites; anything else mobile applications (the first filter). */
export function projectTypeOf(url: URL | string): ProjectType {
	return new URL(url, 'http://localhost').searchParams.get('type') === 'website'
		? 'website'
		: 'mobile'
}

/** The admin list of a collection, on the filter of `type` (and a page of it, from 1). */
export function projectListPath(
	collection: ProjectCollection,
	type: ProjectType,
	page = 1,
): string {
	const base = collection === 'products' ? '/admin/products' : '/admin'
	const params = new URLSearchParams()
	if (type === 'website') params.set('type', 'website')
	if (page > 1) params.set('page', String(page))
	const query = params.toString()
	return query ? `${base}?${query}` : base
}

/** Where a project of `collection` is added. */
export function newProjectPath(collection: ProjectCollection): string {
	return collection === 'products' ? '/admin/products/new' : '/admin/portfolio/new'
}

export function editProjectPath(id: string): string {
	return `/admin/projects/${encodeURIComponent(id)}`
}
