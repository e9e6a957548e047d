// The page's interface words for components (a hook) and for meta functions (which have no
// hooks): both read the page's language from the root loader's data.
import { useLocation, useRouteLoaderData } from 'react-router'

import { DEFAULT_LANGUAGE, splitLanguagePath } from '#app/lib/languages.ts'
import type { loader as rootLoader } from '#app/root.tsx'

import { wordsFor, type Words } from './words.ts'

type RootData = Awaited<ReturnType<typeof rootLoader>>

/**
 * The words of the page being rendered. A screen drawn without the root's data (its loader
 * failed) takes the language its address names.
 */
export function useWords(): Words {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const { pathname } = useLocation()
	return wordsFor(
		root?.language.code ?? splitLanguagePath(pathname).language ?? DEFAULT_LANGUAGE,
	)
}

/** The words of a page, for its meta function (`args.matches`). */
export function metaWords(
	matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): Words {
	const root = matches.find((match) => match?.id === 'root')?.loaderData as
		Pick<RootData, 'language'> | undefined
	return wordsFor(root?.language?.code ?? DEFAULT_LANGUAGE)
}
