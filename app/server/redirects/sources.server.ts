// The addresses redirects leave from, as each process knows them for the content version
// it last saw (any change to the redirects renews it). The shared cache keeps the not-found
// page once for every unknown address (its route's `sharedPath`); an address in this set is
// kept apart, so its own answer (the redirect) is stored and served under it.
import type { DB } from '#app/server/db/index.server.ts'
import { listRedirectSources } from '#app/server/models/redirects.server.ts'

export function redirectSources(db: () => DB, version: () => Promise<string>) {
	let known: { version: string; paths: Set<string> } | undefined
	let reading: Promise<Set<string>> | undefined
	return async (): Promise<Set<string>> => {
		const now = await version()
		if (known?.version === now) return known.paths
		reading ??= listRedirectSources(db())
			.then((paths) => {
				known = { version: now, paths: new Set(paths) }
				return known.paths
			})
			.finally(() => {
				reading = undefined
			})
		return reading
	}
}
