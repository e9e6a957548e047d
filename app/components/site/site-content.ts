import { useLoaderData, useRouteLoaderData } from 'react-router'

import type { loader as rootLoader } from '#app/root.tsx'
import type {
	CompanyContent,
	PageSiteKey,
	SiteContent,
} from '#app/schemas/site-content.ts'

/**
 * A page's own Site form (decision 034), from its loader's data: the home page's, About's,
 * Services' or Contact's. For the page's component and what it draws.
 */
export function useSitePage<K extends PageSiteKey>(key: K): SiteContent[K] {
	const data = useLoaderData() as { site?: Partial<SiteContent> } | undefined
	const section = data?.site?.[key]
	if (!section) throw new Error(`The ${key} page's loader sends its Site form`)
	return section as SiteContent[K]
}

/** The company's details, which every public page draws (the root loader's). */
export function useCompanyContent(): CompanyContent {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	if (!root) throw new Error('The company is read below the root loader')
	return root.settings
}
