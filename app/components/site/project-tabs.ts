// The two tabs of Portfolio and Products and their addresses: plain values, so the project
// detail page can link back to a tab without the collection page's components.
import type { ProjectCollection, ProjectType } from '#app/lib/types.ts'

/** The two tabs of Portfolio and Products (spec §2), addressed as `?tab=mobile|websites`. */
export const PROJECT_TABS = [
	{ id: 'mobile', label: 'Mobile Applications' },
	{ id: 'websites', label: 'Websites' },
] as const
export type ProjectTab = (typeof PROJECT_TABS)[number]['id']
export const PROJECT_TAB_IDS: readonly ProjectTab[] = PROJECT_TABS.map((tab) => tab.id)
export const DEFAULT_PROJECT_TAB: ProjectTab = 'mobile'

export const TAB_TYPE: Record<ProjectTab, ProjectType> = {
	mobile: 'mobile',
	websites: 'website',
}

/** The canonical path of one tab (and page) of a collection page. */
export function projectTabPath(collection: ProjectCollection, tab: ProjectTab, page = 1) {
	const params = new URLSearchParams()
	if (tab !== DEFAULT_PROJECT_TAB) params.set('tab', tab)
	if (page > 1) params.set('page', String(page))
	const query = params.toString()
	return query ? `/${collection}?${query}` : `/${collection}`
}
