// The two tabs of Portfolio and Products and their addresses: plain values, so the project
// detail page and the collection loader use them without the collection page's components.
import type { MessageId } from '#app/i18n/words.ts'

import { splitLanguagePath } from './languages.ts'
import { selectedTab } from './tabs.ts'
import type { ProjectCollection, ProjectType } from './types.ts'

/** The two tabs of Portfolio and Products (spec §2), addressed as `?tab=mobile|websites`. */
export const PROJECT_TABS = [
	{ id: 'mobile', label: 'tabs.mobile' },
	{ id: 'websites', label: 'tabs.websites' },
] as const satisfies readonly { id: string; label: MessageId }[]
export type ProjectTab = (typeof PROJECT_TABS)[number]['id']
export const PROJECT_TAB_IDS: readonly ProjectTab[] = PROJECT_TABS.map((tab) => tab.id)
export const DEFAULT_PROJECT_TAB: ProjectTab = 'mobile'

/** The tab a request's URL selects; mobile unless `?tab=websites`. */
export function projectTabOf(url: URL | string): ProjectTab {
	return selectedTab(url, PROJECT_TAB_IDS, DEFAULT_PROJECT_TAB)
}

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

/** The collection a public address belongs to: /products and its projects, else Portfolio. */
export function collectionOfPath(pathname: string): ProjectCollection {
	const { path } = splitLanguagePath(pathname)
	return path === '/products' || path.startsWith('/products/') ? 'products' : 'portfolio'
}
