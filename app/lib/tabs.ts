// Tabs addressed by the URL (`?tab=…`): which one a URL selects and the link to another,
// for the Tabs component and for loaders alike.

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
