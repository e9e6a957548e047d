// Tabs addressed by the URL (`?tab=…`): which one a URL selects and the link to another,
// for the Tabs component and for loaders alike.

import { inlineArrowStep } from './inline-direction.ts'
import type { Direction } from './languages.ts'
import type { QueryValue } from './route-handle.ts'

/** The tab a URL selects: its `param` when that names a tab, else `fallback`. */
export function selectedTab<Id extends string>(
	url: URL | string,
	ids: readonly Id[],
	fallback: Id,
	param = 'tab',
): Id {
	const value = new URL(url, 'http://localhost').searchParams.get(param)
	return ids.find((id) => id === value) ?? fallback
}

/** A tab parameter's canonical value (RouteHandle.query): a tab other than the default. */
export function tabValue<Id extends string>(
	ids: readonly Id[],
	fallback: Id,
): QueryValue {
	return (value) => (value !== fallback && ids.some((id) => id === value) ? value : null)
}

/** The query string that selects `id`, keeping every other parameter but `reset`. */
export function tabSearch(
	search: string,
	param: string,
	id: string,
	defaultTab?: string,
	reset: readonly string[] = [],
): string {
	const params = new URLSearchParams(search)
	for (const name of reset) params.delete(name)
	if (id === defaultTab) params.delete(param)
	else params.set(param, id)
	const query = params.toString()
	return query ? `?${query}` : ''
}

/**
 * Where a key moves focus in a list of `count` tabs (the WAI-ARIA tabs pattern with manual
 * activation): the index of the tab to focus, 'open' for Space (a tab is a link, which Enter
 * opens natively), or null for any other key. For Tabs in React and for the enhancer alike.
 * Left and right follow the row's direction: in right-to-left text the next tab is on the left.
 */
export function tabKeyTarget(
	key: string,
	index: number,
	count: number,
	dir: Direction = 'ltr',
): number | 'open' | null {
	const step = inlineArrowStep(key, dir)
	if (step !== null) return (index + step + count) % count
	switch (key) {
		case 'ArrowDown':
			return (index + 1) % count
		case 'ArrowUp':
			return (index - 1 + count) % count
		case 'Home':
			return 0
		case 'End':
			return count - 1
		case ' ':
			return 'open'
		default:
			return null
	}
}
