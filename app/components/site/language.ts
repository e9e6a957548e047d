import { useRouteLoaderData } from 'react-router'

import type { Language } from '#app/lib/languages.ts'
import type { loader as rootLoader } from '#app/root.tsx'

export interface SiteLanguages {
	/** The page's language. */
	language: Language
	/** Every language the site is published in, the default first. */
	languages: readonly Language[]
	defaultLanguage: string
}

/** The language of the page being rendered (the root loader reads it from the path). */
export function useLanguage(): SiteLanguages {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	if (!root) throw new Error('The language is read below the root loader')
	return {
		language: root.language,
		languages: root.languages,
		defaultLanguage: root.defaultLanguage,
	}
}
