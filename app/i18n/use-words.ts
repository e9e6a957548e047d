// The page's interface words for components (a context the root sets from the page's
// language) and for meta functions (which have no hooks: they read the root's data).
import { createContext, useContext } from 'react'

import { DEFAULT_LANGUAGE } from '#app/lib/languages.ts'
import type { loader as rootLoader } from '#app/root.tsx'

import { wordsFor, type Words } from './words.ts'

type RootData = Awaited<ReturnType<typeof rootLoader>>

/**
 * The words of the page being rendered: the root's layout provides them (`<WordsContext
 * value={wordsFor(code)}>`); outside it, the default language's.
 */
export const WordsContext = createContext<Words | null>(null)

export function useWords(): Words {
	return useContext(WordsContext) ?? wordsFor(DEFAULT_LANGUAGE)
}

/** The words of a page, for its meta function (`args.matches`). */
export function metaWords(
	matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): Words {
	const root = matches.find((match) => match?.id === 'root')?.loaderData as
		Pick<RootData, 'language'> | undefined
	return wordsFor(root?.language?.code ?? DEFAULT_LANGUAGE)
}
