import type { ProjectCollection, ProjectType } from '#app/lib/types.ts'

/** `?type=website` shows websites; anything else mobile applications (the first filter). */
export function projectTypeOf(url: URL | string): ProjectType {
	return new URL(url, 'http://localhost').searchParams.get('type') === 'website'
		? 'website'
		: 'mobile'
}

/** The admin list of a collection, on the filter of `type`. */
export function projectListPath(
	collection: ProjectCollection,
	type: ProjectType,
): string {
	const base = collection === 'products' ? '/admin/products' : '/admin'
	return type === 'website' ? `${base}?type=website` : base
}

/** Where a project of `collection` is added. */
export function newProjectPath(collection: ProjectCollection): string {
	return collection === 'products' ? '/admin/products/new' : '/admin/portfolio/new'
}

export function editProjectPath(id: string): string {
	return `/admin/projects/${encodeURIComponent(id)}`
}
