import { useRouteLoaderData } from 'react-router'

import type { loader as rootLoader } from '#app/root.tsx'
import type { SiteContent } from '#app/schemas/site-content.ts'

/**
 * The Site forms' published words (decision 034), read once per render by the root loader.
 * Public pages only: the root gives a dashboard page none.
 */
export function useSiteContent(): SiteContent {
	const site = useRouteLoaderData<typeof rootLoader>('root')?.site
	if (!site)
		throw new Error('Site content is read on public pages, below the root loader')
	return site
}

/** The same, for a route's meta function (from its matches; null before the root loaded). */
export function siteContentOf(
	matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): SiteContent | null {
	const data = matches.find((match) => match?.id === 'root')?.loaderData as
		{ site?: SiteContent | null } | undefined
	return data?.site ?? null
}
